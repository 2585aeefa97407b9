/**
 * The conversation benchmark's ninth blind set (conversation-labelled.bench.ts, played as
 * `blind9`): 195 conversations, 70 English, 48 Shona, 47 Ndebele, 30 mixed; 134 buyers, 61
 * sellers; 66 typed answers to the bot's questions (check-ins answered in words, by number and
 * by emoji, with two listings waiting and after the auto-pause; report reasons by number and in
 * words; Publish, Change and Cancel at a chat draft's summary; a draft's town, price and make;
 * a result's number), 22 opt-outs (STOP and its kin with a saved alert or a check-in waiting,
 * STOP then START), 19 follow-ups, 40 searches, 13 by place, 12 of relevance, 15 greetings,
 * thanks and questions about the marketplace, and 8 that switch language; 226 turns.
 *
 * Written blind: from the product spec, the README (how the bot behaves, not its benchmark
 * figures), the bench's types, harness, judge and language judge, and the names of listing
 * types, sub-types, towns, suburbs, brands and report reasons in src/domain; without reading
 * the bot's rules, vocabulary or copy, its tests, the seeded catalogue or any other set. As the
 * catalogue is unknown, no listing is named: searches are judged by the kinds shown, the thing
 * named, an honest "nothing" or "not a search"; sellers by their listings' status, the chat
 * draft's fields and what was published; opt-outs by nothing reaching the phone afterwards.
 *
 * First measure, before any rule saw it: 84.6% satisfied (165/195); English 91.4% (64/70),
 * Shona 81.3% (39/48), Ndebele 74.5% (35/47), mixed 90.0% (27/30); buyers 86.6% (116/134),
 * sellers 80.3% (49/61); typed answers to the bot's questions 84.8% (56/66); opt-out 86.4%
 * (19/22); reply language right 96.0% of turns (217/226). Three of the failing expect a chat
 * draft's price as a bare number ('250usd' as 250) where the draft keeps it as the listing
 * schema does ({ type: 'fixed', amount: 250 }), and the bot had read the price right.
 *
 * The failures showed: Ndebele opt-outs ('ngiyekeni', 'ngicela lingabe lisangithumelela
 * imilayezo'), stop reminders as one clause ('angisafuni ukubuzwa, misa izikhumbuzo' had paused
 * the listing), 'how does this work?' and how to sell in Shona, Ndebele and mixed, 'ehe iisei
 * pamusika', a draft's cancel answered in English. After those fixes (rules have now seen this
 * set): 89.7% satisfied (175/195), typed answers 89.4% (59/66), opt-out 100% (22/22), language
 * 97.3%. Left: a change said with its value at the summary ('change the price to 4100'), 'ngu
 * $180' at the price question, 'ngicela owokuqala', searches in Ndebele answered in English
 * ('ilaptop ye HP', 'amafoni'), 'camel' and 'hot air balloon' not said plainly to be missing,
 * 'phone cover for iphone 11', 'car hire for a wedding', 'stand yeTV', 'spare parts e honda fit',
 * 'pane dzakachipa here?' after solar panels, and the three price expectations above.
 */
import type { Conversation, Lang, SellerListing, Turn } from './conversation-types';

const EN_SN: Lang[] = ['en', 'sn'];
const EN_ND: Lang[] = ['en', 'nd'];

/** A seller's own listing, made before the conversation. */
const own = (
  key: string,
  title: string,
  type: string,
  subType: string | undefined,
  city: string,
  price: number,
  more: Partial<SellerListing> = {},
): SellerListing => ({ key, title, type, ...(subType ? { subType } : {}), city, price, ...more });

const FIT = own('fit', 'Honda Fit 2011', 'vehicle', 'car', 'harare', 4600, {
  vehicleBrand: 'honda',
});
const SOFA = own('sofa', 'Three seater couch', 'furniture', 'living', 'bulawayo', 280);
const FRIDGE = own('fridge', 'Defy double door fridge', 'electronics', 'appliances', 'gweru', 350);
const PHONE = own('a14', 'Samsung Galaxy A14', 'electronics', 'phone', 'harare', 140, {
  electronicBrand: 'samsung',
});
const ROOM = own('room', 'Room to rent in Glen View', 'real_estate', 'room', 'harare', 80, {
  neighborhood: 'glen_view',
  deal: 'rent',
});
const BED = own('bed', 'Queen size bed with mattress', 'furniture', 'bedroom', 'mutare', 220);
const LAPTOP = own('hp', 'HP laptop core i5', 'electronics', 'laptop', 'bulawayo', 310);
const TYRES = own('tyres', 'Four tyres 195/65 R15', 'vehicle_parts', 'tires', 'masvingo', 160);

/** A new listing matching a saved alert (posted after the person opted out). */
const NEW_COROLLA = own('new-corolla', 'Toyota Corolla 2010', 'vehicle', 'car', 'harare', 5200, {
  vehicleBrand: 'toyota',
});
const NEW_FRIDGE = own(
  'new-fridge',
  'LG fridge, like new',
  'electronics',
  'appliances',
  'bulawayo',
  300,
);
const NEW_PHONE = own('new-iphone', 'iPhone 11 64GB', 'electronics', 'phone', 'harare', 260, {
  electronicBrand: 'apple',
});
const NEW_SOFA = own('new-sofa', 'L shape sofa', 'furniture', 'living', 'harare', 450);

type Kind = Conversation['kind'];
type Tag = Conversation['lang'];

/** A buyer's conversation. */
const buyer = (
  id: string,
  lang: Tag,
  kind: Kind,
  turns: Turn[],
  setup?: Conversation['setup'],
  after?: Conversation['after'],
): Conversation => ({
  id,
  lang,
  role: 'buyer',
  kind,
  ...(setup ? { setup } : {}),
  turns,
  ...(after ? { after } : {}),
});

/** A seller's conversation. */
const seller = (
  id: string,
  lang: Tag,
  kind: Kind,
  setup: Conversation['setup'],
  turns: Turn[],
  after?: Conversation['after'],
): Conversation => ({ id, lang, role: 'seller', kind, setup, turns, ...(after ? { after } : {}) });

/** Asked about these listings (a check-in waiting). */
const asked = (...listings: SellerListing[]) => ({ listings, checkin: 'asked' as const });
const paused = (...listings: SellerListing[]) => ({
  listings,
  checkin: 'auto-paused' as const,
});
const draft = (caption: string, atSummary = false) => ({
  seller: true,
  draft: caption,
  ...(atSummary ? { atSummary } : {}),
});

const CARS = ['vehicle/car'];
const PHONES = ['electronics/phone'];
const STOPPED = /START/;

export const BLIND9: Conversation[] = [
  // ---------------------------------------------------------------------------------------
  // Typed answers to the bot's questions: check-ins
  seller('b9-ci-en-yes', 'en', 'answer-to-bot', asked(FIT), [
    { say: 'yes its still there boss', answer: true, expect: { status: { fit: 'active' } } },
  ]),
  seller('b9-ci-en-sold', 'en', 'answer-to-bot', asked(FRIDGE), [
    {
      say: 'no sorry that one is gone, a lady from mkoba bought it yesterday',
      answer: true,
      expect: { status: { fridge: 'sold' } },
    },
  ]),
  seller('b9-ci-en-pause', 'en', 'answer-to-bot', asked(SOFA), [
    {
      say: 'pls put it on hold for now im travelling',
      answer: true,
      expect: { status: { sofa: 'paused' } },
    },
  ]),
  seller('b9-ci-en-num1', 'en', 'answer-to-bot', asked(PHONE), [
    { say: '1', answer: true, expect: { status: { a14: 'active' } } },
  ]),
  seller('b9-ci-en-thumb', 'en', 'answer-to-bot', asked(BED), [
    { say: '👍', answer: true, expect: { status: { bed: 'active' } } },
  ]),
  seller('b9-ci-en-long', 'en', 'answer-to-bot', asked(LAPTOP), [
    {
      say: 'hi yes the laptop is still available, nobody has bought it yet people just keep asking questions and disappearing lol',
      answer: true,
      expect: { status: { hp: 'active' } },
    },
  ]),
  seller('b9-ci-en-sold-short', 'en', 'answer-to-bot', asked(TYRES), [
    { say: 'sold out', answer: true, expect: { status: { tyres: 'sold' } } },
  ]),
  seller('b9-ci-nd-today', 'nd', 'answer-to-bot', asked(ROOM), [
    { say: 'isekhona lamuhla', answer: true, expect: { status: { room: 'active' } } },
  ]),
  seller('b9-ci-nd-gone', 'nd', 'answer-to-bot', asked(TYRES), [
    { say: 'ayisekho, ithengiwe', answer: true, expect: { status: { tyres: 'sold' } } },
  ]),
  seller('b9-ci-en-two', 'en', 'answer-to-bot', asked(FIT, SOFA), [
    {
      say: 'the honda is sold',
      answer: true,
      expect: { status: { fit: 'sold', sofa: 'active' } },
    },
  ]),
  seller('b9-ci-en-two-all', 'en', 'answer-to-bot', asked(PHONE, LAPTOP), [
    {
      say: 'both are still available',
      answer: true,
      expect: { status: { a14: 'active', hp: 'active' } },
    },
  ]),
  seller('b9-ci-en-autopaused', 'en', 'answer-to-bot', paused(FIT), [
    {
      say: 'sorry i was away, the car is still for sale please put it back up',
      answer: true,
      expect: { status: { fit: 'active' } },
    },
  ]),
  seller('b9-ci-en-autopaused-sold', 'en', 'answer-to-bot', paused(BED), [
    {
      say: 'no need, i sold it last week',
      answer: true,
      expect: { status: { bed: 'sold' } },
    },
  ]),
  seller('b9-ci-sn-yes', 'sn', 'answer-to-bot', asked(FIT), [
    { say: 'ehe ichiripo', answer: true, expect: { status: { fit: 'active' } } },
  ]),
  seller('b9-ci-sn-sold', 'sn', 'answer-to-bot', asked(FRIDGE), [
    {
      say: 'yakatengwa kare mudhara',
      answer: true,
      expect: { status: { fridge: 'sold' } },
    },
  ]),
  seller('b9-ci-sn-long', 'sn', 'answer-to-bot', asked(SOFA), [
    {
      say: 'masikati, sofa iyi ichiripo hapana munhu akuitenga, vanhu vanongobvunza chete',
      answer: true,
      expect: { status: { sofa: 'active' } },
    },
  ]),
  seller('b9-ci-sn-pause', 'sn', 'answer-to-bot', asked(PHONE), [
    {
      say: 'imbomisai kwechinguva',
      answer: true,
      expect: { status: { a14: 'paused' } },
    },
  ]),
  seller('b9-ci-sn-num2', 'sn', 'answer-to-bot', asked(TYRES), [
    { say: '2', answer: true, lang: EN_SN, expect: { status: { tyres: 'sold' } } },
  ]),
  seller('b9-ci-sn-two', 'sn', 'answer-to-bot', asked(LAPTOP, BED), [
    {
      say: 'laptop yatengeswa',
      answer: true,
      expect: { status: { hp: 'sold', bed: 'active' } },
    },
  ]),
  seller('b9-ci-sn-autopaused', 'sn', 'answer-to-bot', paused(ROOM), [
    {
      say: 'rumu richiripo, ridzorerei',
      answer: true,
      expect: { status: { room: 'active' } },
    },
  ]),
  seller('b9-ci-sn-hongu', 'sn', 'answer-to-bot', asked(BED), [
    { say: 'hongu iripo', answer: true, expect: { status: { bed: 'active' } } },
  ]),
  seller('b9-ci-nd-yes', 'nd', 'answer-to-bot', asked(SOFA), [
    { say: 'yebo isekhona', answer: true, expect: { status: { sofa: 'active' } } },
  ]),
  seller('b9-ci-nd-sold', 'nd', 'answer-to-bot', asked(LAPTOP), [
    {
      say: 'ithengiwe kudala mfowethu',
      answer: true,
      expect: { status: { hp: 'sold' } },
    },
  ]),
  seller('b9-ci-nd-long', 'nd', 'answer-to-bot', asked(FRIDGE), [
    {
      say: 'salibonani, ifridge le isekhona kayikathengwa, abantu bayabuza kuphela',
      answer: true,
      expect: { status: { fridge: 'active' } },
    },
  ]),
  seller('b9-ci-nd-pause', 'nd', 'answer-to-bot', asked(FIT), [
    {
      say: 'yimisa okwesikhatshana',
      answer: true,
      expect: { status: { fit: 'paused' } },
    },
  ]),
  seller('b9-ci-nd-emoji', 'nd', 'answer-to-bot', asked(PHONE), [
    { say: '✅', answer: true, lang: EN_ND, expect: { status: { a14: 'active' } } },
  ]),
  seller('b9-ci-nd-two', 'nd', 'answer-to-bot', asked(SOFA, TYRES), [
    {
      say: 'amathayi athengiwe',
      answer: true,
      expect: { status: { tyres: 'sold', sofa: 'active' } },
    },
  ]),
  seller('b9-ci-nd-autopaused', 'nd', 'answer-to-bot', paused(LAPTOP), [
    {
      say: 'ngicela uyibuyise, isekhona',
      answer: true,
      expect: { status: { hp: 'active' } },
    },
  ]),
  seller('b9-ci-mx-yes', 'mixed', 'answer-to-bot', asked(FIT), [
    {
      say: 'yes ichiripo, still selling',
      answer: true,
      expect: { status: { fit: 'active' } },
    },
  ]),
  seller('b9-ci-mx-sold', 'mixed', 'answer-to-bot', asked(BED), [
    {
      say: 'bed yacho is sold shamwari',
      answer: true,
      expect: { status: { bed: 'sold' } },
    },
  ]),
  seller('b9-ci-mx-nd-sold', 'mixed', 'answer-to-bot', asked(PHONE), [
    { say: 'sold already mfana', answer: true, expect: { status: { a14: 'sold' } } },
  ]),

  seller('b9-ci-en-two-both-ways', 'en', 'answer-to-bot', asked(FRIDGE, BED), [
    {
      say: 'bed is sold but the fridge is still there',
      answer: true,
      expect: { status: { bed: 'sold', fridge: 'active' } },
    },
  ]),

  // ---------------------------------------------------------------------------------------
  // Typed answers: report reasons
  buyer(
    'b9-rp-en-1',
    'en',
    'answer-to-bot',
    [{ say: '1', answer: true, expect: { report: 'scam' } }],
    {
      report: 'phone',
    },
  ),
  buyer(
    'b9-rp-en-payfirst',
    'en',
    'answer-to-bot',
    [
      {
        say: 'the guy wants me to send money on ecocash before i even see the car',
        answer: true,
        expect: { report: 'pay_first' },
      },
    ],
    { report: 'car' },
  ),
  buyer(
    'b9-rp-en-wrongprice',
    'en',
    'answer-to-bot',
    [{ say: 'the price is wrong', answer: true, expect: { report: 'wrong_details' } }],
    { report: 'sofa' },
  ),
  buyer(
    'b9-rp-en-sold',
    'en',
    'answer-to-bot',
    [{ say: 'its already sold, he told me', answer: true, expect: { report: 'sold' } }],
    { report: 'laptop' },
  ),
  buyer(
    'b9-rp-en-4',
    'en',
    'answer-to-bot',
    [{ say: '4', answer: true, expect: { report: 'sold' } }],
    { report: 'fridge' },
  ),
  buyer(
    'b9-rp-sn-scam',
    'sn',
    'answer-to-bot',
    [{ say: 'imbavha iyi, scam', answer: true, expect: { report: 'scam' } }],
    { report: 'foni' },
  ),
  buyer(
    'b9-rp-sn-6',
    'sn',
    'answer-to-bot',
    [{ say: '6', answer: true, lang: EN_SN, expect: { report: 'pay_first' } }],
    { report: 'mota' },
  ),
  buyer(
    'b9-rp-nd-sold',
    'nd',
    'answer-to-bot',
    [{ say: 'sekuthengiwe', answer: true, expect: { report: 'sold' } }],
    { report: 'imoto' },
  ),
  buyer(
    'b9-rp-nd-2',
    'nd',
    'answer-to-bot',
    [{ say: '2', answer: true, lang: EN_ND, expect: { report: 'prohibited' } }],
    { report: 'ifoni' },
  ),
  buyer(
    'b9-rp-mx-scam',
    'mixed',
    'answer-to-bot',
    [{ say: 'fraud, ma1 scammer aya', answer: true, expect: { report: 'scam' } }],
    { report: 'laptop' },
  ),

  // ---------------------------------------------------------------------------------------
  // Typed answers: a chat draft (summary, town, price, make)
  seller('b9-dr-en-publish', 'en', 'answer-to-bot', draft('Honda Fit 2010 $4500 Harare', true), [
    { say: 'publish it', answer: true, expect: { published: /fit/i } },
  ]),
  seller(
    'b9-dr-en-golive',
    'en',
    'answer-to-bot',
    draft('Samsung Galaxy A24 128gb $180 Bulawayo', true),
    [{ say: 'ok post', answer: true, expect: { published: /samsung|a24/i } }],
  ),
  seller('b9-dr-en-cancel', 'en', 'answer-to-bot', draft('Toyota Vitz 2012 $5000 Gweru', true), [
    {
      say: 'cancel, i changed my mind',
      answer: true,
      expect: { noDraft: true, notPublished: true },
    },
  ]),
  seller(
    'b9-dr-en-change-price',
    'en',
    'answer-to-bot',
    draft('Honda Fit 2009 $4300 Harare', true),
    [
      {
        say: 'change the price to 4100',
        answer: true,
        expect: { draft: { price: 4100 }, notPublished: true },
      },
    ],
  ),
  seller('b9-dr-en-town', 'en', 'answer-to-bot', draft('Toyota Corolla 2008 $4200'), [
    { say: 'bulawayo', answer: true, expect: { draft: { city: 'bulawayo' }, notPublished: true } },
  ]),
  seller('b9-dr-en-price', 'en', 'answer-to-bot', draft('Double bed with base Mutare'), [
    { say: '250usd', answer: true, expect: { draft: { price: 250 }, notPublished: true } },
  ]),
  seller('b9-dr-en-price-k', 'en', 'answer-to-bot', draft('Nissan Note 2012 Harare'), [
    { say: '$4.5k', answer: true, expect: { draft: { price: 4500 }, notPublished: true } },
  ]),
  seller('b9-dr-sn-publish', 'sn', 'answer-to-bot', draft('Honda Fit 2011 $4800 Harare', true), [
    { say: 'ehe iisei pamusika', answer: true, expect: { published: /fit/i } },
  ]),
  seller('b9-dr-sn-cancel', 'sn', 'answer-to-bot', draft('Sofa yema3 seater $300 Harare', true), [
    { say: 'kanzurai', answer: true, expect: { noDraft: true, notPublished: true } },
  ]),
  seller('b9-dr-sn-town', 'sn', 'answer-to-bot', draft('Toyota Wish 2006 $5500'), [
    {
      say: 'ndiri kuMutare',
      answer: true,
      expect: { draft: { city: 'mutare' }, notPublished: true },
    },
  ]),
  seller('b9-dr-sn-price', 'sn', 'answer-to-bot', draft('Fridge ye Defy Chitungwiza'), [
    {
      say: 'ndoda 320 dollars',
      answer: true,
      expect: { draft: { price: 320 }, notPublished: true },
    },
  ]),
  seller(
    'b9-dr-nd-publish',
    'nd',
    'answer-to-bot',
    draft('Toyota Corolla 2009 $4700 Bulawayo', true),
    [{ say: 'yebo yifake', answer: true, expect: { published: /corolla/i } }],
  ),
  seller('b9-dr-nd-town', 'nd', 'answer-to-bot', draft('HP laptop core i3 $220'), [
    {
      say: 'ngiseBulawayo',
      answer: true,
      expect: { draft: { city: 'bulawayo' }, notPublished: true },
    },
  ]),
  seller('b9-dr-nd-cancel', 'nd', 'answer-to-bot', draft('Samsung A05 $110 Gwanda', true), [
    { say: 'yekela', answer: true, expect: { noDraft: true, notPublished: true } },
  ]),
  seller('b9-dr-nd-price', 'nd', 'answer-to-bot', draft('Ibhede elikhulu Bulawayo'), [
    { say: 'ngu $180', answer: true, expect: { draft: { price: 180 }, notPublished: true } },
  ]),
  seller('b9-dr-mx-town', 'mixed', 'answer-to-bot', draft('Toyota Vitz 2011 $4900 Harare', true), [
    {
      say: 'change town to kwekwe',
      answer: true,
      expect: { draft: { city: 'kwekwe' }, notPublished: true },
    },
  ]),
  seller('b9-dr-sn-send', 'sn', 'answer-to-bot', draft('iPhone 12 128gb $350 Masvingo', true), [
    { say: 'zvakanaka, itumirei', answer: true, expect: { published: /iphone/i } },
  ]),
  seller('b9-dr-mx-make', 'mixed', 'answer-to-bot', draft('Motokari 2007 $3800 Harare'), [
    {
      say: 'its a toyota',
      answer: true,
      expect: { draft: { vehicleBrand: 'toyota' }, notPublished: true },
    },
  ]),
  seller('b9-dr-en-make', 'en', 'answer-to-bot', draft('Car for sale 2010 $4000 Kwekwe'), [
    {
      say: 'honda',
      answer: true,
      expect: { draft: { vehicleBrand: 'honda' }, notPublished: true },
    },
  ]),

  // ---------------------------------------------------------------------------------------
  // Typed answers: a result's number after a search
  buyer(
    'b9-num-en-1',
    'en',
    'answer-to-bot',
    [{ say: '1', answer: true, expect: { noSearch: true, says: /💵/ } }],
    { before: [{ say: 'phones' }] },
  ),
  buyer(
    'b9-num-en-first',
    'en',
    'answer-to-bot',
    [{ say: 'show me the first one', answer: true, expect: { noSearch: true, says: /💵/ } }],
    { before: [{ say: 'cars for sale' }] },
  ),
  buyer(
    'b9-num-sn-1',
    'sn',
    'answer-to-bot',
    [{ say: '1', answer: true, lang: EN_SN, expect: { noSearch: true, says: /💵/ } }],
    { before: [{ say: 'ndiri kutsvaga mafoni' }] },
  ),
  buyer(
    'b9-num-nd-1',
    'nd',
    'answer-to-bot',
    [
      {
        say: 'ngicela owokuqala',
        answer: true,
        lang: EN_ND,
        expect: { noSearch: true, says: /💵/ },
      },
    ],
    { before: [{ say: 'ngidinga imoto' }] },
  ),
  buyer(
    'b9-num-mx-2',
    'mixed',
    'answer-to-bot',
    [{ say: 'number 2', answer: true, expect: { noSearch: true, says: /💵/ } }],
    { before: [{ say: 'cars' }] },
  ),

  // ---------------------------------------------------------------------------------------
  // Opt-outs
  buyer(
    'b9-op-en-stop',
    'en',
    'opt-out',
    [{ say: 'STOP', optOut: true, expect: { says: STOPPED } }],
    {
      alert: 'toyota corolla harare',
    },
    { noAlertFor: NEW_COROLLA },
  ),
  buyer(
    'b9-op-en-unsub',
    'en',
    'opt-out',
    [{ say: 'unsubscribe', optOut: true, expect: { says: STOPPED } }],
    { alert: 'fridge in bulawayo' },
    { noAlertFor: NEW_FRIDGE },
  ),
  buyer(
    'b9-op-en-please',
    'en',
    'opt-out',
    [
      {
        say: 'please stop sending me these messages',
        optOut: true,
        expect: { says: STOPPED },
      },
    ],
    { alert: 'iphone harare' },
    { noAlertFor: NEW_PHONE },
  ),
  buyer(
    'b9-op-en-quit',
    'en',
    'opt-out',
    [{ say: 'QUIT', optOut: true, expect: { says: STOPPED } }],
    { alert: 'sofa harare' },
    { noAlertFor: NEW_SOFA },
  ),
  buyer(
    'b9-op-en-stopalerts',
    'en',
    'opt-out',
    [{ say: 'stop alerts', optOut: true, expect: { saysNot: /nothing for/i } }],
    { alert: 'toyota harare' },
    { noAlertFor: NEW_COROLLA },
  ),
  seller(
    'b9-op-en-end',
    'en',
    'opt-out',
    asked(FIT),
    [{ say: 'END', optOut: true, expect: { says: STOPPED } }],
    { sweep: true, noCheckin: true, status: { fit: 'active' } },
  ),
  seller(
    'b9-op-en-cancel',
    'en',
    'opt-out',
    asked(SOFA),
    [{ say: 'cancel', optOut: true, expect: { says: STOPPED } }],
    { sweep: true, noCheckin: true, status: { sofa: 'active' } },
  ),
  buyer(
    'b9-op-en-restart',
    'en',
    'opt-out',
    [
      { say: 'stop', optOut: true, expect: { says: STOPPED } },
      { say: 'START', expect: { noSearch: true, saysNot: /nothing for/i } },
    ],
    { alert: 'fridge bulawayo' },
  ),
  buyer(
    'b9-op-sn-mira',
    'sn',
    'opt-out',
    [{ say: 'mirai', optOut: true, expect: { says: STOPPED } }],
    { alert: 'mota toyota kuHarare' },
    { noAlertFor: NEW_COROLLA },
  ),
  buyer(
    'b9-op-sn-regai',
    'sn',
    'opt-out',
    [
      {
        say: 'musanditumire mameseji',
        optOut: true,
        expect: { says: STOPPED },
      },
    ],
    { alert: 'iphone kuHarare' },
    { noAlertFor: NEW_PHONE },
  ),
  seller(
    'b9-op-sn-seller',
    'sn',
    'opt-out',
    asked(BED),
    [{ say: 'regai', optOut: true, expect: { says: STOPPED } }],
    { sweep: true, noCheckin: true, status: { bed: 'active' } },
  ),
  buyer(
    'b9-op-sn-restart',
    'sn',
    'opt-out',
    [
      { say: 'misai', optOut: true, expect: { says: STOPPED } },
      { say: 'start', lang: EN_SN, expect: { noSearch: true } },
    ],
    { alert: 'sofa kuHarare' },
  ),
  buyer(
    'b9-op-nd-yima',
    'nd',
    'opt-out',
    [{ say: 'yima', optOut: true, expect: { says: STOPPED } }],
    { alert: 'ifridge eBulawayo' },
    { noAlertFor: NEW_FRIDGE },
  ),
  buyer(
    'b9-op-nd-ngiyeke',
    'nd',
    'opt-out',
    [{ say: 'ngiyekeni', optOut: true, expect: { says: STOPPED } }],
    { alert: 'imoto toyota eHarare' },
    { noAlertFor: NEW_COROLLA },
  ),
  seller(
    'b9-op-nd-seller',
    'nd',
    'opt-out',
    asked(LAPTOP),
    [{ say: 'lingangithumeleli', optOut: true, expect: { says: STOPPED } }],
    { sweep: true, noCheckin: true, status: { hp: 'active' } },
  ),
  buyer(
    'b9-op-nd-phrase',
    'nd',
    'opt-out',
    [
      {
        say: 'ngicela lingabe lisangithumelela imilayezo',
        optOut: true,
        expect: { says: STOPPED },
      },
    ],
    { alert: 'ifridge eBulawayo' },
    { noAlertFor: NEW_FRIDGE },
  ),
  buyer(
    'b9-op-sn-phrase',
    'sn',
    'opt-out',
    [{ say: 'musanditumirezve zvinhu zvenyu', optOut: true, expect: { says: STOPPED } }],
    { alert: 'sofa kuHarare' },
    { noAlertFor: NEW_SOFA },
  ),
  seller('b9-op-en-seller-restart', 'en', 'opt-out', asked(PHONE), [
    { say: 'Stop', optOut: true, expect: { says: STOPPED } },
    { say: 'start', expect: { noSearch: true } },
  ]),
  seller(
    'b9-op-nd-checkins',
    'nd',
    'opt-out',
    asked(SOFA),
    [
      {
        say: 'angisafuni ukubuzwa, misa izikhumbuzo',
        optOut: true,
        expect: { saysNot: /nothing for/i },
      },
    ],
    { sweep: true, noCheckin: true, status: { sofa: 'active' } },
  ),
  buyer(
    'b9-op-mx-stopall',
    'mixed',
    'opt-out',
    [{ say: 'STOP ALL', optOut: true, expect: { says: STOPPED } }],
    { alert: 'iphone harare' },
    { noAlertFor: NEW_PHONE },
  ),
  seller(
    'b9-op-mx-reminders',
    'mixed',
    'opt-out',
    asked(TYRES),
    [{ say: 'stop reminders', optOut: true, expect: { saysNot: /nothing for/i } }],
    { sweep: true, noCheckin: true, status: { tyres: 'active' } },
  ),
  buyer(
    'b9-op-mx-stop-lower',
    'mixed',
    'opt-out',
    [{ say: 'stop 🙏', optOut: true, expect: { says: STOPPED } }],
    { alert: 'sofa harare' },
    { noAlertFor: NEW_SOFA },
  ),
  // ---------------------------------------------------------------------------------------
  // Follow-ups
  buyer('b9-fu-en-cheaper', 'en', 'follow-up', [
    { say: 'honda fit harare', expect: { only: CARS } },
    { say: 'anything cheaper?', expect: { only: CARS, noFiller: true } },
  ]),
  buyer('b9-fu-en-town', 'en', 'follow-up', [
    { say: 'fridges in harare', expect: { only: ['electronics'] } },
    { say: 'and in bulawayo?', expect: { only: ['electronics'], noFiller: true } },
  ]),
  buyer('b9-fu-en-whatabout', 'en', 'follow-up', [
    { say: 'looking for a laptop', expect: { only: ['electronics'] } },
    { say: 'what about gweru', expect: { only: ['electronics'], noFiller: true } },
  ]),
  buyer('b9-fu-en-budget', 'en', 'follow-up', [
    { say: 'cars', expect: { only: ['vehicle'] } },
    { say: 'under $3000', expect: { only: ['vehicle'], noFiller: true } },
  ]),
  buyer('b9-fu-en-make', 'en', 'follow-up', [
    { say: 'i need a phone', expect: { only: PHONES } },
    { say: 'samsung only', expect: { only: PHONES, saysNot: /nothing for “only/i } },
  ]),
  buyer('b9-fu-en-correction', 'en', 'follow-up', [
    { say: 'sofa in mutare', expect: { only: ['furniture'] } },
    { say: 'sorry i meant harare', expect: { only: ['furniture'], noFiller: true } },
  ]),
  buyer('b9-fu-en-more', 'en', 'follow-up', [
    { say: 'cars', expect: { only: ['vehicle'] } },
    { say: 'more', expect: { only: ['vehicle'], saysNot: /nothing for “more/i } },
  ]),
  buyer('b9-fu-sn-cheaper', 'sn', 'follow-up', [
    { say: 'ndiri kutsvaga foni kuHarare', expect: { only: PHONES } },
    { say: 'pane dzakachipa here?', expect: { only: PHONES, noFiller: true } },
  ]),
  buyer('b9-fu-sn-town', 'sn', 'follow-up', [
    { say: 'mota dziri kuGweru', expect: { only: ['vehicle'] } },
    { say: 'ko kuMutare?', expect: { only: ['vehicle'], noFiller: true } },
  ]),
  buyer('b9-fu-sn-budget', 'sn', 'follow-up', [
    { say: 'ndinoda mubhedha', expect: { only: ['furniture'] } },
    { say: 'isingapfuuri 200', expect: { only: ['furniture'], noFiller: true } },
  ]),
  buyer('b9-fu-sn-make', 'sn', 'follow-up', [
    { say: 'ndoda mota', expect: { only: ['vehicle'] } },
    { say: 'dzemaToyota', expect: { only: ['vehicle'], noFiller: true } },
  ]),
  buyer('b9-fu-nd-town', 'nd', 'follow-up', [
    { say: 'ngidinga ifoni eHarare', expect: { only: PHONES } },
    { say: 'kuthiwani eBulawayo?', expect: { only: PHONES, noFiller: true } },
  ]),
  buyer('b9-fu-nd-cheaper', 'nd', 'follow-up', [
    { say: 'ngifuna imoto', expect: { only: ['vehicle'] } },
    { say: 'ezitshiphu', expect: { only: ['vehicle'], noFiller: true } },
  ]),
  buyer('b9-fu-nd-budget', 'nd', 'follow-up', [
    { say: 'ngifuna ilaptop', expect: { only: ['electronics'] } },
    { say: 'ngaphansi kuka $300', expect: { only: ['electronics'], noFiller: true } },
  ]),
  buyer('b9-fu-nd-whatabout', 'nd', 'follow-up', [
    { say: 'amasofa eBulawayo', expect: { only: ['furniture'] } },
    { say: 'leGweru yini?', expect: { only: ['furniture'], noFiller: true } },
  ]),
  buyer('b9-fu-nd-make', 'nd', 'follow-up', [
    { say: 'amafoni eBulawayo', expect: { only: PHONES } },
    { say: 'amaSamsung kuphela', expect: { only: PHONES, noFiller: true } },
  ]),
  buyer('b9-fu-mx-town', 'mixed', 'follow-up', [
    { say: 'fridge kuHarare', expect: { only: ['electronics'] } },
    { say: 'ok what about chitungwiza', expect: { only: ['electronics'], noFiller: true } },
  ]),
  buyer('b9-fu-mx-second', 'mixed', 'follow-up', [
    { say: 'phones', expect: { only: PHONES } },
    { say: 'iphone chete', expect: { only: PHONES, noFiller: true } },
  ]),
  buyer('b9-fu-mx-budget', 'mixed', 'follow-up', [
    { say: 'ndoda house to rent harare', expect: { only: ['real_estate', 'accommodation'] } },
    {
      say: 'below US$400 per month',
      expect: { only: ['real_estate', 'accommodation'], noFiller: true },
    },
  ]),

  // ---------------------------------------------------------------------------------------
  // Searches
  buyer('b9-s-en-typo-car', 'en', 'search', [
    { say: 'toyta corola for sale', expect: { only: CARS, says: /corolla|toyota/i } },
  ]),
  buyer('b9-s-en-polite', 'en', 'search', [
    {
      say: 'good morning, please may i kindly find out if you have any laptops',
      expect: { only: ['electronics'], says: /laptop/i },
    },
  ]),
  buyer('b9-s-en-price', 'en', 'search', [{ say: 'phone under 150usd', expect: { only: PHONES } }]),
  buyer('b9-s-en-fridge', 'en', 'search', [
    { say: 'do you have fridges', expect: { only: ['electronics'], says: /fridge/i } },
  ]),
  buyer('b9-s-en-plumber', 'en', 'search', [
    {
      say: 'need a plumber urgently my geyser is leaking',
      expect: { only: ['home_services', 'construction'], says: /plumb/i },
    },
  ]),
  buyer('b9-s-en-nothing-sub', 'en', 'search', [
    { say: 'submarine for sale', expect: { nothing: /submarine/i } },
  ]),
  buyer('b9-s-en-nothing-snow', 'en', 'search', [
    { say: 'snowboard', expect: { nothing: /snowboard/i } },
  ]),
  buyer('b9-s-en-slang', 'en', 'search', [
    { say: 'kombi for sale, quantum or hiace', expect: { only: ['vehicle'] } },
  ]),
  buyer('b9-s-en-negation', 'en', 'search', [
    {
      say: 'a car but not a honda',
      expect: { only: CARS, saysNot: /nothing for “?a car but not/i },
    },
  ]),
  buyer('b9-s-sn-shoes', 'sn', 'search', [
    { say: 'ndoda matekisi size 9', expect: { only: ['fashion'] } },
  ]),
  buyer('b9-s-en-tyres', 'en', 'search', [
    { say: 'tyres r15', expect: { only: ['vehicle_parts'], says: /tyre|tire/i } },
  ]),
  buyer('b9-s-en-solar', 'en', 'search', [
    {
      say: 'solar panels',
      expect: {
        only: ['energy_services', 'electronics', 'hardware', 'construction', 'home_garden'],
      },
    },
  ]),
  buyer('b9-s-en-bed', 'en', 'search', [
    { say: 'queen bed n mattress', expect: { only: ['furniture'] } },
  ]),
  buyer('b9-s-en-runon', 'en', 'search', [
    {
      say: 'hi there so my daughter is starting uni next month and she needs a cheap laptop for school anything decent will do',
      expect: { only: ['electronics'], says: /laptop/i },
    },
  ]),
  buyer('b9-s-nd-nothing-camel', 'nd', 'search', [
    { say: 'ngidinga ikamela', expect: { nothing: /kamela|camel/i } },
  ]),
  buyer('b9-s-sn-mota', 'sn', 'search', [
    { say: 'ndirikutsvaga motokari yakachipa', expect: { only: ['vehicle'] } },
  ]),
  buyer('b9-s-sn-foni', 'sn', 'search', [{ say: 'mune mafoni here', expect: { only: PHONES } }]),
  buyer('b9-s-sn-imba', 'sn', 'search', [
    {
      say: 'ndinoda imba yekurenda',
      expect: { only: ['real_estate', 'accommodation'] },
    },
  ]),
  buyer('b9-s-sn-price', 'sn', 'search', [
    { say: 'foni iri pasi pe $100', expect: { only: PHONES } },
  ]),
  buyer('b9-s-sn-nothing', 'sn', 'search', [
    { say: 'ndinotsvaga submarine', expect: { nothing: /submarine/i } },
  ]),
  buyer('b9-s-sn-sofa', 'sn', 'search', [
    { say: 'masofa ari sei mitengo', expect: { only: ['furniture'] } },
  ]),
  buyer('b9-s-sn-tv', 'sn', 'search', [
    { say: 'ndiri kuda TV hombe', expect: { only: ['electronics'] } },
  ]),
  buyer('b9-s-sn-typo', 'sn', 'search', [
    { say: 'ndoda leptop', expect: { only: ['electronics'] } },
  ]),
  buyer('b9-s-sn-electrician', 'sn', 'search', [
    {
      say: 'ndiri kutsvaga munhu anogadzira magetsi, electrician',
      expect: { only: ['home_services', 'construction', 'repair_services'] },
    },
  ]),
  buyer('b9-s-sn-nothing-camel', 'sn', 'search', [
    { say: 'ngamera', expect: { nothing: /ngamera|camel/i } },
  ]),
  buyer('b9-s-nd-imoto', 'nd', 'search', [
    { say: 'ngidinga imoto ethengiswayo ngentengo ephansi', expect: { only: ['vehicle'] } },
  ]),
  buyer('b9-s-nd-ifoni', 'nd', 'search', [{ say: 'lilawo amafoni na?', expect: { only: PHONES } }]),
  buyer('b9-s-nd-indlu', 'nd', 'search', [
    {
      say: 'ngidinga indlu yokuqasha',
      expect: { only: ['real_estate', 'accommodation'] },
    },
  ]),
  buyer('b9-s-nd-ibhedi', 'nd', 'search', [
    { say: 'ngifuna ibhede', expect: { only: ['furniture'] } },
  ]),
  buyer('b9-s-nd-nothing', 'nd', 'search', [
    { say: 'ngidinga i-snowboard', expect: { nothing: /snowboard/i } },
  ]),
  buyer('b9-s-nd-fridge', 'nd', 'search', [
    { say: 'ngicela ifriji', expect: { only: ['electronics'] } },
  ]),
  buyer('b9-s-nd-price', 'nd', 'search', [
    { say: 'ilaptop ka R5000', expect: { only: ['electronics'] } },
  ]),
  buyer('b9-s-nd-shoes', 'nd', 'search', [
    { say: 'izicathulo zamadoda', expect: { only: ['fashion'] } },
  ]),
  buyer('b9-s-nd-plumber', 'nd', 'search', [
    {
      say: 'ngidinga umuntu olungisa amapayipi',
      expect: { only: ['home_services', 'construction'] },
    },
  ]),
  buyer('b9-s-nd-hp', 'nd', 'search', [
    { say: 'ilaptop ye HP', expect: { only: ['electronics'] } },
  ]),
  buyer('b9-s-sn-tyres', 'sn', 'search', [
    { say: 'ndiri kutsvaga matayi e R14', expect: { only: ['vehicle_parts'] } },
  ]),
  buyer('b9-s-mx-zig', 'mixed', 'search', [{ say: 'phone ye 2000 ZiG', expect: { only: PHONES } }]),
  buyer('b9-s-mx-car', 'mixed', 'search', [
    { say: 'ndoda car ye $4.5k', expect: { only: ['vehicle'] } },
  ]),
  buyer('b9-s-mx-emoji', 'mixed', 'search', [
    { say: '🚗 honda fit pls', expect: { only: CARS, says: /fit|honda/i } },
  ]),
  buyer('b9-s-mx-nothing', 'mixed', 'search', [
    { say: 'hot air balloon iripo here', expect: { nothing: /balloon/i } },
  ]),

  // ---------------------------------------------------------------------------------------
  // Searches by place
  buyer('b9-pl-en-suburb', 'en', 'place', [
    {
      say: 'room to rent in glen view',
      expect: { only: ['real_estate', 'accommodation'] },
    },
  ]),
  buyer('b9-pl-en-smalltown', 'en', 'place', [
    { say: 'cars in karoi', expect: { only: ['vehicle'] } },
  ]),
  buyer('b9-pl-en-vicfalls', 'en', 'place', [
    {
      say: 'lodge in vic falls for the weekend',
      expect: { only: ['accommodation', 'recreation'] },
    },
  ]),
  buyer('b9-pl-nd-beitbridge', 'nd', 'place', [
    { say: 'amafoni eBeitbridge', expect: { only: PHONES } },
  ]),
  buyer('b9-pl-en-borrowdale', 'en', 'place', [
    {
      say: 'house for sale borrowdale',
      expect: { only: ['real_estate'] },
    },
  ]),
  buyer('b9-pl-sn-mbare', 'sn', 'place', [
    { say: 'furniture kuMbare', expect: { only: ['furniture'] } },
  ]),
  buyer('b9-pl-sn-rusape', 'sn', 'place', [
    { say: 'mota dziri kuRusape', expect: { only: ['vehicle'] } },
  ]),
  buyer('b9-pl-sn-chitown', 'sn', 'place', [
    { say: 'mafoni kuChitungwiza', expect: { only: PHONES } },
  ]),
  buyer('b9-pl-sn-budiriro', 'sn', 'place', [
    {
      say: 'imba yekurenda kuBudiriro',
      expect: { only: ['real_estate', 'accommodation'] },
    },
  ]),
  buyer('b9-pl-nd-byo', 'nd', 'place', [
    { say: 'amasofa koBulawayo', expect: { only: ['furniture'] } },
  ]),
  buyer('b9-pl-nd-gwanda', 'nd', 'place', [
    { say: 'imoto eGwanda', expect: { only: ['vehicle'] } },
  ]),
  buyer('b9-pl-nd-hwange', 'nd', 'place', [{ say: 'ifoni eHwange', expect: { only: PHONES } }]),
  buyer('b9-pl-mx-kwekwe', 'mixed', 'place', [
    { say: 'laptops ku kwekwe', expect: { only: ['electronics'] } },
  ]),

  // ---------------------------------------------------------------------------------------
  // Relevance: the thing asked, not a near word
  buyer('b9-rl-en-carparts', 'en', 'relevance', [
    { say: 'corolla gearbox', expect: { only: ['vehicle_parts'] } },
  ]),
  buyer('b9-rl-en-phonecase', 'en', 'relevance', [
    { say: 'phone cover for iphone 11', expect: { only: ['electronics/accessories', 'fashion'] } },
  ]),
  buyer('b9-rl-en-carhire', 'en', 'relevance', [
    { say: 'car hire for a wedding', expect: { only: ['car_rental'] } },
  ]),
  buyer('b9-rl-sn-tvstand', 'sn', 'relevance', [
    { say: 'ndiri kuda stand yeTV', expect: { only: ['furniture'] } },
  ]),
  buyer('b9-rl-en-laptopbag', 'en', 'relevance', [
    { say: 'laptop bag', expect: { only: ['fashion', 'electronics/accessories'] } },
  ]),
  buyer('b9-rl-en-bike', 'en', 'relevance', [
    { say: 'motorbike', expect: { only: ['vehicle/bike', 'recreation'] } },
  ]),
  buyer('b9-rl-sn-carparts', 'sn', 'relevance', [
    { say: 'ndiri kutsvaga ma spare parts e honda fit', expect: { only: ['vehicle_parts'] } },
  ]),
  buyer('b9-rl-sn-rent-car', 'sn', 'relevance', [
    { say: 'ndoda kuhaya mota kwemazuva matatu', expect: { only: ['car_rental'] } },
  ]),
  buyer('b9-rl-nd-charger', 'nd', 'relevance', [
    { say: 'ngidinga icharger yefoni', expect: { only: ['electronics/accessories'] } },
  ]),
  buyer('b9-rl-nd-land', 'nd', 'relevance', [
    { say: 'isitendi sokwakha', expect: { only: ['real_estate/land'] } },
  ]),
  buyer('b9-rl-mx-fridge-repair', 'mixed', 'relevance', [
    {
      say: 'fridge repair ndiri kuHarare',
      expect: { only: ['repair_services', 'home_services'] },
    },
  ]),
  buyer('b9-rl-mx-stand', 'mixed', 'relevance', [
    { say: 'residential stand ku norton', expect: { only: ['real_estate/land'] } },
  ]),

  // ---------------------------------------------------------------------------------------
  // Greetings, thanks and questions about the marketplace
  buyer('b9-gr-en-hi', 'en', 'greeting-thanks', [{ say: 'hie', expect: { noSearch: true } }]),
  buyer('b9-gr-en-thanks', 'en', 'greeting-thanks', [
    { say: 'phones', expect: { only: PHONES } },
    { say: 'thanks a lot 🙏', expect: { noSearch: true } },
  ]),
  buyer('b9-gr-en-free', 'en', 'greeting-thanks', [
    {
      say: 'is it free to sell on here or do you charge?',
      expect: { noSearch: true, says: /free/i },
    },
  ]),
  buyer('b9-gr-en-how', 'en', 'greeting-thanks', [
    { say: 'how does this work?', expect: { noSearch: true } },
  ]),
  seller('b9-gr-en-seller-how', 'en', 'greeting-thanks', { seller: true }, [
    { say: 'hi, how do i post my car on here?', expect: { noSearch: true } },
  ]),
  buyer('b9-gr-sn-mhoro', 'sn', 'greeting-thanks', [
    { say: 'mhoroi makadii', expect: { noSearch: true } },
  ]),
  buyer('b9-gr-sn-thanks', 'sn', 'greeting-thanks', [
    { say: 'ndatenda zvikuru', expect: { noSearch: true } },
  ]),
  buyer('b9-gr-sn-free', 'sn', 'greeting-thanks', [
    { say: 'kutengesa pano kunobhadharwa here?', expect: { noSearch: true } },
  ]),
  seller('b9-gr-sn-seller-how', 'sn', 'greeting-thanks', { seller: true }, [
    { say: 'ndingaise sei chinhu chandiri kutengesa?', expect: { noSearch: true } },
  ]),
  seller('b9-gr-nd-seller-how', 'nd', 'greeting-thanks', { seller: true }, [
    { say: 'ngingakufaka njani engikuthengisayo?', expect: { noSearch: true } },
  ]),
  buyer('b9-gr-nd-hi', 'nd', 'greeting-thanks', [{ say: 'sawubona', expect: { noSearch: true } }]),
  buyer('b9-gr-nd-thanks', 'nd', 'greeting-thanks', [
    { say: 'ngiyabonga kakhulu', expect: { noSearch: true } },
  ]),
  buyer('b9-gr-nd-how', 'nd', 'greeting-thanks', [
    { say: 'lisebenza njani?', expect: { noSearch: true } },
  ]),
  buyer('b9-gr-mx-hi', 'mixed', 'greeting-thanks', [
    { say: 'hello mhoro', expect: { noSearch: true } },
  ]),
  buyer('b9-gr-mx-sell', 'mixed', 'greeting-thanks', [
    { say: 'ndingaite sei kuti ndi sell something?', expect: { noSearch: true } },
  ]),

  // ---------------------------------------------------------------------------------------
  // Language switching
  buyer('b9-lg-en-sn', 'mixed', 'language', [
    { say: 'fridges in harare', lang: 'en', expect: { only: ['electronics'] } },
    { say: 'ndinoda mafoni', lang: 'sn', expect: { only: PHONES } },
  ]),
  buyer('b9-lg-sn-en', 'mixed', 'language', [
    { say: 'mhoro ndiri kutsvaga mota', lang: 'sn', expect: { only: ['vehicle'] } },
    { say: 'laptops please', lang: 'en', expect: { only: ['electronics'] } },
  ]),
  buyer('b9-lg-en-nd', 'mixed', 'language', [
    { say: 'hi, any sofas', lang: 'en', expect: { only: ['furniture'] } },
    { say: 'ngifuna ifoni', lang: 'nd', expect: { only: PHONES } },
  ]),
  buyer('b9-lg-nd-en', 'mixed', 'language', [
    { say: 'ngidinga imoto', lang: 'nd', expect: { only: ['vehicle'] } },
    { say: 'thank you', lang: 'en', expect: { noSearch: true } },
  ]),
  buyer('b9-lg-sn-nd', 'mixed', 'language', [
    { say: 'ndiri kutsvaga mubhedha', lang: 'sn', expect: { only: ['furniture'] } },
    { say: 'ngiyabonga', lang: 'nd', expect: { noSearch: true } },
  ]),
  buyer('b9-lg-nd-sn', 'mixed', 'language', [
    { say: 'salibonani', lang: 'nd', expect: { noSearch: true } },
    { say: 'ndoda foni', lang: 'sn', expect: { only: PHONES } },
  ]),
  buyer('b9-lg-en-sn-thanks', 'mixed', 'language', [
    { say: 'cars in gweru', lang: 'en', expect: { only: ['vehicle'] } },
    { say: 'mazvita', lang: 'sn', expect: { noSearch: true } },
  ]),
  buyer('b9-lg-sn-en-hi', 'mixed', 'language', [
    { say: 'makadii', lang: 'sn', expect: { noSearch: true } },
    { say: 'do you have tvs', lang: 'en', expect: { only: ['electronics'] } },
  ]),
];
