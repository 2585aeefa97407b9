/**
 * The conversation benchmark's eighth blind set (conversation-labelled.bench.ts plays it as
 * "blind8"): 212 conversations, 222 turns, of people the bot was never tuned on.
 *
 * What it holds, counted from the data below:
 * - By language: 71 English, 54 Shona, 51 Ndebele, 36 mixed (Shona or Ndebele with English in
 *   one message); by role: 148 buyers, 64 sellers.
 * - By kind: 70 typed answers to the bot's own questions, 20 opt-outs, 21 follow-ups, 45
 *   searches, 15 by place, 15 relevance, 16 greetings, thanks and questions about the
 *   marketplace, 10 language switches; 72 turns are typed answers, 20 are opt-outs.
 * - Typed answers: 31 check-ins answered in words in the three languages, by number, by emoji,
 *   in long sentences, with two listings waiting (5) and after the auto-pause (4); 19 at a chat
 *   draft (its town, price or make asked, or Publish / Change / Cancel at its summary); 12
 *   report reasons by number and in words; 8 a result's number after a search ('2', '#3',
 *   '2️⃣', 'nhamba 2'). Two of the language switches are check-ins answered in the seller's
 *   language after a search in it.
 * - Opt-outs: STOP, UNSUBSCRIBE, QUIT, END, CANCEL, 'stop alerts', 'please stop sending me
 *   these messages', Shona (regai kunditumira, musanditumire, misai) and Ndebele
 *   (lingangithumeleli, yima, ngiyekeleni): 13 with a saved alert (11 judged by no alert for a
 *   new matching listing, 2 are STOP then START) and 7 with a check-in waiting (judged by nothing
 *   sent in the sweep and the listing not paused).
 * - Searches with typos, slang, prices in odd formats ('$4.5k', '250usd', 'US$400', 'R500',
 *   'ZiG'), polite openings, negations, Harare and Bulawayo suburbs and small towns, and five
 *   things the marketplace does not have (judged as an honest "nothing" naming them).
 *
 * How it is judged: it names no catalogue listing, as its writer never saw the seeded ones.
 * Searches are judged by the kinds shown (`only`; where the catalogue may lack the kind, no
 * result passes too), the thing or place named in the reply (`says`), an honest "nothing", or
 * "not a search"; sellers by their listings' status (and again after the sweep past the
 * auto-pause), the chat draft's fields, and what was published; opt-outs by nothing reaching the
 * phone afterwards. A mixed message's reply may be in English or in the other language it holds.
 *
 * How it was written: blind, from the spec, the README (how the bot behaves as documented), the
 * bench's types, harness, judge, language judge and bench file (how sets are registered), and
 * the names of listing types, sub-types, towns, suburbs, brands and report reasons in
 * src/domain; of the blind7 set only its imports and helper. Not read: the bot's code and
 * vocabulary (src/server/bot, src/server/discovery), the other conversation sets, the seeded
 * bench listings, or the bot's tests. It was not played before it was committed.
 *
 * First measure, before any rule saw it: 90.1% satisfied (191/212); English 87.3% (62/71),
 * Shona 90.7% (49/54), Ndebele 92.2% (47/51), mixed 91.7% (33/36); buyers 89.9% (133/148),
 * sellers 90.6% (58/64); typed answers to the bot's questions 86.1% (62/72); opt-out 100%
 * (20/20); reply language right 99.5% of turns (220/221). Of the 21 failing, three ask for a
 * second result where the search showed one (the bench's catalogue holds one phone in Harare,
 * one phone under $150, one sofa), and the bot's answer ('Send 1 to open the result I showed')
 * was right.
 *
 * The failures showed: a long check-in answer with a greeting first or 'nobody bought it' last
 * (read clause by clause now), 'zombili zisekhona', 'sofa yatengeswa, TV ichiri available',
 * 'the 1st one', 'mutengo wacho hausi iwo', how to reach a seller, 'ndeye mazda', 'laptop yeHP';
 * who a thing is for read as the thing ('my daughter' as clothing), 'nothing' mended to
 * 'clothing', 'mabhutsu ebhora', 'maTV' mended to 'math', a vehicle's part named with the
 * vehicle ('car seat covers', 'tyres for a honda fit'), a budget said 'about' answered with the
 * ceiling searched, 'rumu kuKuwadzana' answered in English. After the fixes (rules have now seen
 * this set): 98.6% satisfied (209/212), typed answers 97.2% (70/72), opt-out 100%, language
 * 100%; the three left are the asks for a second result above.
 */
import type { Conversation, Lang, SellerListing } from './conversation-types';

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

const FRIDGE = own(
  'fridge',
  'Defy double door fridge',
  'electronics',
  'appliances',
  'harare',
  320,
  {
    electronicBrand: 'defy',
  },
);
const SOFA = own('sofa', 'L-shaped corner sofa, grey', 'furniture', 'living', 'bulawayo', 450);
const COROLLA = own('car', 'Toyota Corolla 2009, manual', 'vehicle', 'car', 'harare', 5200, {
  vehicleBrand: 'toyota',
});
const ROOM = own('room', 'Room to rent in Glen View 8', 'real_estate', 'room', 'harare', 80, {
  deal: 'rent',
  neighborhood: 'glen_view',
});
const PHONE = own('phone', 'Tecno Spark 10 Pro 128GB', 'electronics', 'phone', 'gweru', 140, {
  electronicBrand: 'tecno',
});
const PLUMBER = own(
  'plumber',
  'Plumber: geysers and blocked drains',
  'home_services',
  'plumber',
  'bulawayo',
  30,
);
const BED = own('bed', 'Double bed with base and mattress', 'furniture', 'bedroom', 'mutare', 180);
const GOATS = own('goats', 'Boer goats, 6 months', 'grocery_farm', 'livestock', 'masvingo', 90);
const LAPTOP = own('laptop', 'HP EliteBook 840 laptop', 'electronics', 'laptop', 'harare', 260, {
  electronicBrand: 'hp',
});
const DRESS = own('dress', 'White wedding dress, size 34', 'bridal', 'dresses', 'kwekwe', 150);
const TV = own('tv', 'Hisense 43 inch smart TV', 'electronics', 'tv', 'bulawayo', 230, {
  electronicBrand: 'hisense',
});
const TUTOR = own(
  'tutor',
  'O Level maths and science lessons',
  'education',
  'tutoring',
  'gweru',
  15,
);

/** New listings that match a buyer's saved alert, posted after they opted out. */
const NEW_FRIDGE = own(
  'new-fridge',
  'Samsung fridge 250 litres',
  'electronics',
  'appliances',
  'harare',
  280,
  {
    electronicBrand: 'samsung',
  },
);
const NEW_CAR = own('new-car', 'Honda Fit 2011 automatic', 'vehicle', 'car', 'bulawayo', 4300, {
  vehicleBrand: 'honda',
});
const NEW_HOUSE = own(
  'new-house',
  '3 bedroom house to rent in Budiriro',
  'real_estate',
  'house',
  'harare',
  350,
  {
    deal: 'rent',
    neighborhood: 'budiriro',
  },
);
const NEW_PHONE = own(
  'new-phone',
  'Samsung Galaxy A15 phone',
  'electronics',
  'phone',
  'bulawayo',
  160,
  {
    electronicBrand: 'samsung',
  },
);
const NEW_SOFA = own('new-sofa', '3 seater sofa set', 'furniture', 'living', 'gweru', 300);
const NEW_GOATS = own(
  'new-goats',
  'Indigenous goats for sale',
  'grocery_farm',
  'livestock',
  'masvingo',
  70,
);

/** After a check-in answered: the sweep past the auto-pause leaves the listing so. */
const kept = (status: Record<string, 'active' | 'sold' | 'paused'>) => ({
  sweep: true,
  noCheckin: true,
  status,
});

export const BLIND8: Conversation[] = [
  // -------------------------------------------------------------------------------------------
  // Check-ins answered by typing (sellers)
  {
    id: 'b8-ci-en-yes-words',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [FRIDGE], checkin: 'asked' },
    turns: [{ say: 'yes its still there', answer: true, expect: { status: { fridge: 'active' } } }],
    after: kept({ fridge: 'active' }),
  },
  {
    id: 'b8-ci-en-yes-long',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [SOFA], checkin: 'asked' },
    turns: [
      {
        say: 'hi yes my brother the sofa is still available, a few people asked but nobody came to collect it yet so its still here',
        answer: true,
        expect: { status: { sofa: 'active' } },
      },
    ],
    after: kept({ sofa: 'active' }),
  },
  {
    id: 'b8-ci-en-sold-long',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [COROLLA], checkin: 'asked' },
    turns: [
      {
        say: 'sold it last week to a guy from chitungwiza, thanks for the help',
        answer: true,
        expect: { status: { car: 'sold' } },
      },
    ],
    after: kept({ car: 'sold' }),
  },
  {
    id: 'b8-ci-mixed-nd-pause-travel',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [PLUMBER], checkin: 'asked' },
    turns: [
      {
        say: 'please pause it for now, ngiya eJoni till end of month',
        answer: true,
        lang: EN_ND,
        expect: { status: { plumber: 'paused' } },
      },
    ],
    after: kept({ plumber: 'paused' }),
  },
  {
    id: 'b8-ci-en-number-1',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [LAPTOP], checkin: 'asked' },
    turns: [{ say: '1', answer: true, expect: { status: { laptop: 'active' } } }],
    after: kept({ laptop: 'active' }),
  },
  {
    id: 'b8-ci-nd-number-2',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [TV], checkin: 'asked' },
    turns: [{ say: '2.', answer: true, expect: { status: { tv: 'sold' } } }],
    after: kept({ tv: 'sold' }),
  },
  {
    id: 'b8-ci-en-emoji',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [BED], checkin: 'asked' },
    turns: [{ say: '👍🏾', answer: true, expect: { status: { bed: 'active' } } }],
    after: kept({ bed: 'active' }),
  },
  {
    id: 'b8-ci-mixed-sn-gone',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [PHONE], checkin: 'asked' },
    turns: [
      {
        say: 'nope yakaenda, someone bought it',
        answer: true,
        lang: EN_SN,
        expect: { status: { phone: 'sold' } },
      },
    ],
    after: kept({ phone: 'sold' }),
  },
  {
    id: 'b8-ci-en-both-available',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [FRIDGE, TV], checkin: 'asked' },
    turns: [
      {
        say: 'both of them are still available',
        answer: true,
        expect: { status: { fridge: 'active', tv: 'active' } },
      },
    ],
    after: kept({ fridge: 'active', tv: 'active' }),
  },
  {
    id: 'b8-ci-en-two-one-sold',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [SOFA, BED], checkin: 'asked' },
    turns: [
      {
        say: 'the bed is sold',
        answer: true,
        expect: { status: { bed: 'sold', sofa: 'active' } },
      },
    ],
  },
  {
    id: 'b8-ci-mixed-sn-autopaused-back',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [GOATS], checkin: 'auto-paused' },
    turns: [
      {
        say: 'sorry ndanga ndisina data, the goats are still there please put it back',
        answer: true,
        lang: EN_SN,
        expect: { status: { goats: 'active' } },
      },
    ],
    after: { sweep: true, status: { goats: 'active' } },
  },
  {
    id: 'b8-ci-en-autopaused-reactivate',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [DRESS], checkin: 'auto-paused' },
    turns: [{ say: 'reactivate', answer: true, expect: { status: { dress: 'active' } } }],
    after: { sweep: true, status: { dress: 'active' } },
  },
  {
    id: 'b8-ci-sn-yes',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [FRIDGE], checkin: 'asked' },
    turns: [{ say: 'hongu ichiripo', answer: true, expect: { status: { fridge: 'active' } } }],
    after: kept({ fridge: 'active' }),
  },
  {
    id: 'b8-ci-sn-sold',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [COROLLA], checkin: 'asked' },
    turns: [
      {
        say: 'mota yakatengwa kare nezuro, ndatenda',
        answer: true,
        expect: { status: { car: 'sold' } },
      },
    ],
    after: kept({ car: 'sold' }),
  },
  {
    id: 'b8-ci-sn-pause',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [TUTOR], checkin: 'asked' },
    turns: [
      {
        say: 'imbomisai kwechinguva, ndichiri kuenda kumusha',
        answer: true,
        expect: { status: { tutor: 'paused' } },
      },
    ],
    after: kept({ tutor: 'paused' }),
  },
  {
    id: 'b8-ci-sn-number',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [ROOM], checkin: 'asked' },
    turns: [{ say: '3', answer: true, expect: { status: { room: 'paused' } } }],
    after: kept({ room: 'paused' }),
  },
  {
    id: 'b8-ci-sn-long',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [BED], checkin: 'asked' },
    turns: [
      {
        say: 'eya mubhedha uchiripo, vanhu vanobvunza asi hapana atenga, siyai zvakadaro',
        answer: true,
        expect: { status: { bed: 'active' } },
      },
    ],
    after: kept({ bed: 'active' }),
  },
  {
    id: 'b8-ci-sn-both',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [PHONE, LAPTOP], checkin: 'asked' },
    turns: [
      {
        say: 'zvese zviviri zvichiripo',
        answer: true,
        expect: { status: { phone: 'active', laptop: 'active' } },
      },
    ],
    after: kept({ phone: 'active', laptop: 'active' }),
  },
  {
    id: 'b8-ci-sn-autopaused',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [SOFA], checkin: 'auto-paused' },
    turns: [
      {
        say: 'sofa richiripo, ridzorerei pamusika',
        answer: true,
        expect: { status: { sofa: 'active' } },
      },
    ],
    after: { sweep: true, status: { sofa: 'active' } },
  },
  {
    id: 'b8-ci-sn-emoji-sold',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [GOATS], checkin: 'asked' },
    turns: [{ say: 'dzatengeswa dzese ✅', answer: true, expect: { status: { goats: 'sold' } } }],
    after: kept({ goats: 'sold' }),
  },
  {
    id: 'b8-ci-nd-yes',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [SOFA], checkin: 'asked' },
    turns: [{ say: 'yebo isekhona', answer: true, expect: { status: { sofa: 'active' } } }],
    after: kept({ sofa: 'active' }),
  },
  {
    id: 'b8-ci-nd-sold',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [TV], checkin: 'asked' },
    turns: [
      {
        say: 'ithengiwe izolo, ngiyabonga kakhulu',
        answer: true,
        expect: { status: { tv: 'sold' } },
      },
    ],
    after: kept({ tv: 'sold' }),
  },
  {
    id: 'b8-ci-nd-pause',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [PLUMBER], checkin: 'asked' },
    turns: [
      {
        say: 'ngicela liyimise okwesikhatshana, ngigulile',
        answer: true,
        expect: { status: { plumber: 'paused' } },
      },
    ],
    after: kept({ plumber: 'paused' }),
  },
  {
    id: 'b8-ci-nd-number',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [DRESS], checkin: 'asked' },
    turns: [{ say: '1', answer: true, expect: { status: { dress: 'active' } } }],
    after: kept({ dress: 'active' }),
  },
  {
    id: 'b8-ci-nd-long',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [GOATS], checkin: 'asked' },
    turns: [
      {
        say: 'salibonani, yebo izimbuzi zisekhona zonke, abantu bayabuza kodwa kakho othengileyo',
        answer: true,
        expect: { status: { goats: 'active' } },
      },
    ],
    after: kept({ goats: 'active' }),
  },
  {
    id: 'b8-ci-nd-both',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [BED, SOFA], checkin: 'asked' },
    turns: [
      {
        say: 'zombili zisekhona',
        answer: true,
        expect: { status: { bed: 'active', sofa: 'active' } },
      },
    ],
    after: kept({ bed: 'active', sofa: 'active' }),
  },
  {
    id: 'b8-ci-nd-autopaused',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [LAPTOP], checkin: 'auto-paused' },
    turns: [
      {
        say: 'ngicela uyibuyisele, i-laptop isekhona',
        answer: true,
        expect: { status: { laptop: 'active' } },
      },
    ],
    after: { sweep: true, status: { laptop: 'active' } },
  },
  {
    id: 'b8-ci-mixed-sn-yes',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [PHONE], checkin: 'asked' },
    turns: [
      {
        say: 'yaa ichiri available boss',
        answer: true,
        lang: EN_SN,
        expect: { status: { phone: 'active' } },
      },
    ],
    after: kept({ phone: 'active' }),
  },
  {
    id: 'b8-ci-mixed-nd-sold',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [FRIDGE], checkin: 'asked' },
    turns: [
      {
        say: 'sengiyithengisile le fridge, its sold',
        answer: true,
        lang: EN_ND,
        expect: { status: { fridge: 'sold' } },
      },
    ],
    after: kept({ fridge: 'sold' }),
  },
  {
    id: 'b8-ci-mixed-sn-two-sofa-sold',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [SOFA, TV], checkin: 'asked' },
    turns: [
      {
        say: 'sofa yatengeswa, TV ichiri available',
        answer: true,
        lang: EN_SN,
        expect: { status: { sofa: 'sold', tv: 'active' } },
      },
    ],
  },
  {
    id: 'b8-ci-en-yes-after',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [COROLLA], checkin: 'asked' },
    turns: [
      {
        say: 'still available yes',
        answer: true,
        expect: { status: { car: 'active' } },
      },
    ],
    after: kept({ car: 'active' }),
  },
  // -------------------------------------------------------------------------------------------
  // A chat draft's questions and its summary (sellers)
  {
    id: 'b8-draft-mixed-sn-town',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'selling my toyota vitz 2010 automatic $4800' },
    turns: [
      {
        say: 'im in Mutare mhani',
        answer: true,
        lang: EN_SN,
        expect: { draft: { city: 'mutare' } },
      },
    ],
  },
  {
    id: 'b8-draft-en-town-sentence',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'Samsung Galaxy A24 for sale, 128gb, $170' },
    turns: [
      { say: 'im based in Vic Falls', answer: true, expect: { draft: { city: 'victoria_falls' } } },
    ],
  },
  {
    id: 'b8-draft-sn-town',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'ndiri kutengesa sofa yemaseater matatu $250' },
    turns: [{ say: 'ndiri kuMasvingo', answer: true, expect: { draft: { city: 'masvingo' } } }],
  },
  {
    id: 'b8-draft-nd-town',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'ngithengisa ifriji ye-Defy $200' },
    turns: [{ say: 'eGweru', answer: true, expect: { draft: { city: 'gweru' } } }],
  },
  {
    id: 'b8-draft-mixed-nd-price-k',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'Honda Fit 2009 for sale in Harare' },
    turns: [
      {
        say: 'price yi $3.2k',
        answer: true,
        lang: EN_ND,
        expect: { draft: { price: { amount: 3200 } } },
      },
    ],
  },
  {
    id: 'b8-draft-en-price-usd',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'Hisense 50 inch smart tv for sale, Bulawayo' },
    turns: [
      { say: 'US$280 negotiable', answer: true, expect: { draft: { price: { amount: 280 } } } },
    ],
  },
  {
    id: 'b8-draft-sn-price',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'ndiri kutengesa bhedha re double kuChitungwiza' },
    turns: [{ say: 'ndinoda 150usd', answer: true, expect: { draft: { price: { amount: 150 } } } }],
  },
  {
    id: 'b8-draft-nd-price',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'ngithengisa i-laptop ye-Dell eBulawayo' },
    turns: [{ say: 'ngifuna u-$320', answer: true, expect: { draft: { price: { amount: 320 } } } }],
  },
  {
    id: 'b8-draft-en-make',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'car for sale, 2011 model, $5500, Harare' },
    turns: [{ say: 'its a nissan', answer: true, expect: { draft: { vehicleBrand: 'nissan' } } }],
  },
  {
    id: 'b8-draft-sn-make',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'ndiri kutengesa mota 2008 $3900 kuKwekwe' },
    turns: [{ say: 'ndeye mazda', answer: true, expect: { draft: { vehicleBrand: 'mazda' } } }],
  },
  {
    id: 'b8-draft-en-publish',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'Toyota Corolla 2012 $6500 Bulawayo', atSummary: true },
    turns: [{ say: 'ok post it', answer: true, expect: { published: /corolla/i } }],
  },
  {
    id: 'b8-draft-en-publish-number',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'iPhone 11 64gb $230 Harare', atSummary: true },
    turns: [{ say: '1', answer: true, expect: { published: /iphone/i } }],
  },
  {
    id: 'b8-draft-sn-publish',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'ndiri kutengesa Honda Fit 2010 $4500 kuHarare', atSummary: true },
    turns: [{ say: 'hongu iisei', answer: true, expect: { published: /fit/i } }],
  },
  {
    id: 'b8-draft-nd-publish',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'ngithengisa i-Samsung A14 $110 eBulawayo', atSummary: true },
    turns: [{ say: 'yebo ifake', answer: true, expect: { published: /samsung|a14/i } }],
  },
  {
    id: 'b8-draft-en-cancel',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'Mazda Demio 2008 $3000 Gweru', atSummary: true },
    turns: [
      {
        say: 'cancel, i changed my mind',
        answer: true,
        expect: { noDraft: true, notPublished: true },
      },
    ],
  },
  {
    id: 'b8-draft-sn-cancel',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'ndiri kutengesa laptop yeHP $280 kuMutare', atSummary: true },
    turns: [{ say: '3', answer: true, expect: { noDraft: true, notPublished: true } }],
  },
  {
    id: 'b8-draft-nd-cancel',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'ngithengisa imoto ye-Toyota Hilux 2015 $14000 eBulawayo', atSummary: true },
    turns: [
      {
        say: 'yekela, angisafuni ukuyithengisa',
        answer: true,
        expect: { noDraft: true, notPublished: true },
      },
    ],
  },
  {
    id: 'b8-draft-en-change',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'Nissan Note 2012 $4200 Harare', atSummary: true },
    turns: [
      {
        say: 'change',
        answer: true,
        expect: { notPublished: true, draft: { city: 'harare' } },
      },
    ],
  },
  {
    id: 'b8-draft-mixed-publish',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: 'Dell Latitude laptop $250 Harare', atSummary: true },
    turns: [
      { say: 'publish iyo', answer: true, lang: EN_SN, expect: { published: /dell|latitude/i } },
    ],
  },
  // -------------------------------------------------------------------------------------------
  // Report reasons, typed (buyers)
  {
    id: 'b8-report-en-1',
    lang: 'en',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'phones in harare' },
    turns: [{ say: '1', answer: true, expect: { report: 'scam' } }],
  },
  {
    id: 'b8-report-en-words-scam',
    lang: 'en',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'cars for sale' },
    turns: [{ say: 'this guy is a fraudster', answer: true, expect: { report: 'scam' } }],
  },
  {
    id: 'b8-report-en-pay-first',
    lang: 'en',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'house to rent' },
    turns: [
      {
        say: 'he wants me to send money before i even see the house',
        answer: true,
        expect: { report: 'pay_first' },
      },
    ],
  },
  {
    id: 'b8-report-mixed-sn-sold',
    lang: 'mixed',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'fridge' },
    turns: [
      {
        say: 'yakatengeswa kare, its already sold',
        answer: true,
        lang: EN_SN,
        expect: { report: 'sold' },
      },
    ],
  },
  {
    id: 'b8-report-en-4',
    lang: 'en',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'sofa' },
    turns: [{ say: 'number 4', answer: true, expect: { report: 'sold' } }],
  },
  {
    id: 'b8-report-sn-wrong',
    lang: 'sn',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'ndiri kutsvaga foni' },
    turns: [{ say: 'mutengo wacho hausi iwo', answer: true, expect: { report: 'wrong_details' } }],
  },
  {
    id: 'b8-report-sn-6',
    lang: 'sn',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'ndiri kutsvaga mota' },
    turns: [{ say: '6', answer: true, expect: { report: 'pay_first' } }],
  },
  {
    id: 'b8-report-sn-sold',
    lang: 'sn',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'ndinoda imba yekurenda' },
    turns: [{ say: 'yakatotengeswa kare', answer: true, expect: { report: 'sold' } }],
  },
  {
    id: 'b8-report-nd-2',
    lang: 'nd',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'ngifuna ifoni' },
    turns: [{ say: '2', answer: true, expect: { report: 'prohibited' } }],
  },
  {
    id: 'b8-report-nd-pay',
    lang: 'nd',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'ngidinga imoto' },
    turns: [
      {
        say: 'ufuna ngimthumele imali kuqala',
        answer: true,
        expect: { report: 'pay_first' },
      },
    ],
  },
  {
    id: 'b8-report-nd-other',
    lang: 'nd',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'ngifuna umbhede' },
    turns: [{ say: '5', answer: true, expect: { report: 'other' } }],
  },
  {
    id: 'b8-report-mixed-scam',
    lang: 'mixed',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'laptop' },
    turns: [{ say: 'scam iyi, mbavha', answer: true, lang: EN_SN, expect: { report: 'scam' } }],
  },
  // -------------------------------------------------------------------------------------------
  // A result's number after a search (buyers)
  {
    id: 'b8-pick-en-2',
    lang: 'en',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { before: [{ say: 'phones in harare' }] },
    turns: [{ say: '2', answer: true, expect: { noSearch: true, says: /report/i } }],
  },
  {
    id: 'b8-pick-en-first',
    lang: 'en',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { before: [{ say: 'fridges' }] },
    turns: [
      { say: 'show me the 1st one pls', answer: true, expect: { noSearch: true, says: /report/i } },
    ],
  },
  {
    id: 'b8-pick-mixed-nd-hash',
    lang: 'mixed',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { before: [{ say: 'cars for sale' }] },
    turns: [
      { say: 'ngicela #3', answer: true, lang: EN_ND, expect: { noSearch: true, says: /report/i } },
    ],
  },
  {
    id: 'b8-pick-en-keycap',
    lang: 'en',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { before: [{ say: 'sofas' }] },
    turns: [{ say: '2️⃣', answer: true, expect: { noSearch: true, says: /report/i } }],
  },
  {
    id: 'b8-pick-sn-number',
    lang: 'sn',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { before: [{ say: 'ndiri kutsvaga mafoni' }] },
    turns: [{ say: 'nhamba 2', answer: true, expect: { noSearch: true, says: /report/i } }],
  },
  {
    id: 'b8-pick-sn-first',
    lang: 'sn',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { before: [{ say: 'ndinoda mota' }] },
    turns: [{ say: '1', answer: true, expect: { noSearch: true, says: /report/i } }],
  },
  {
    id: 'b8-pick-nd-number',
    lang: 'nd',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { before: [{ say: 'ngifuna ifriji' }] },
    turns: [{ say: '2', answer: true, expect: { noSearch: true, says: /report/i } }],
  },
  {
    id: 'b8-pick-mixed',
    lang: 'mixed',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { before: [{ say: 'ndirikuda laptop' }] },
    turns: [
      {
        say: 'number 1 please',
        answer: true,
        lang: EN_SN,
        expect: { noSearch: true, says: /report/i },
      },
    ],
  },
  // -------------------------------------------------------------------------------------------
  // Opt-outs: nothing reaches the phone afterwards
  {
    id: 'b8-stop-en-alert',
    lang: 'en',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'fridge in harare' },
    turns: [{ say: 'STOP', optOut: true, expect: { noSearch: true, says: /start/i } }],
    after: { noAlertFor: NEW_FRIDGE },
  },
  {
    id: 'b8-stop-en-unsubscribe',
    lang: 'en',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'honda fit in bulawayo' },
    turns: [{ say: 'unsubscribe', optOut: true, expect: { noSearch: true } }],
    after: { noAlertFor: NEW_CAR },
  },
  {
    id: 'b8-stop-en-please-stop',
    lang: 'en',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'house to rent in budiriro' },
    turns: [
      {
        say: 'please stop sending me these messages',
        optOut: true,
        expect: { noSearch: true },
      },
    ],
    after: { noAlertFor: NEW_HOUSE },
  },
  {
    id: 'b8-stop-en-stop-alerts',
    lang: 'en',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'samsung phone bulawayo' },
    turns: [{ say: 'stop alerts', optOut: true, expect: { noSearch: true } }],
    after: { noAlertFor: NEW_PHONE },
  },
  {
    id: 'b8-stop-en-quit',
    lang: 'en',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'sofa in gweru' },
    turns: [{ say: 'Quit', optOut: true, expect: { noSearch: true } }],
    after: { noAlertFor: NEW_SOFA },
  },
  {
    id: 'b8-stop-en-seller-checkin',
    lang: 'en',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [COROLLA], checkin: 'asked' },
    turns: [{ say: 'STOP', optOut: true, expect: { noSearch: true, says: /start/i } }],
    after: { sweep: true, noCheckin: true, status: { car: 'active' } },
  },
  {
    id: 'b8-stop-en-seller-end',
    lang: 'en',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [TUTOR], checkin: 'asked' },
    turns: [{ say: 'END', optOut: true, expect: { noSearch: true } }],
    after: { sweep: true, noCheckin: true, status: { tutor: 'active' } },
  },
  {
    id: 'b8-stop-en-then-start',
    lang: 'en',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'goats in masvingo' },
    turns: [
      { say: 'stop', optOut: true, expect: { noSearch: true, says: /start/i } },
      { say: 'START', expect: { noSearch: true } },
    ],
  },
  {
    id: 'b8-stop-sn-regai',
    lang: 'sn',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'ndiri kutsvaga firiji kuHarare' },
    turns: [{ say: 'regai kunditumira mameseji aya', optOut: true, expect: { noSearch: true } }],
    after: { noAlertFor: NEW_FRIDGE },
  },
  {
    id: 'b8-stop-sn-musanditumire',
    lang: 'sn',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'ndinoda mbudzi kuMasvingo' },
    turns: [{ say: 'musanditumire zvimwe', optOut: true, expect: { noSearch: true } }],
    after: { noAlertFor: NEW_GOATS },
  },
  {
    id: 'b8-stop-sn-seller-misai',
    lang: 'sn',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [BED], checkin: 'asked' },
    turns: [{ say: 'misai', optOut: true, expect: { noSearch: true } }],
    after: { sweep: true, noCheckin: true, status: { bed: 'active' } },
  },
  {
    id: 'b8-stop-sn-stop-word',
    lang: 'sn',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [ROOM], checkin: 'asked' },
    turns: [{ say: 'STOP', optOut: true, lang: EN_SN, expect: { noSearch: true } }],
    after: { sweep: true, noCheckin: true, status: { room: 'active' } },
  },
  {
    id: 'b8-stop-sn-then-start',
    lang: 'sn',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'ndiri kuda sofa kuGweru' },
    turns: [
      { say: 'misai kunditumira', optOut: true, expect: { noSearch: true } },
      { say: 'START', lang: EN_SN, expect: { noSearch: true } },
    ],
  },
  {
    id: 'b8-stop-nd-lingangithumeleli',
    lang: 'nd',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'ngifuna imoto ye-Honda eBulawayo' },
    turns: [{ say: 'ngicela lingangithumeleli', optOut: true, expect: { noSearch: true } }],
    after: { noAlertFor: NEW_CAR },
  },
  {
    id: 'b8-stop-nd-yima',
    lang: 'nd',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'ngifuna ifoni ye-Samsung eBulawayo' },
    turns: [{ say: 'yima', optOut: true, expect: { noSearch: true } }],
    after: { noAlertFor: NEW_PHONE },
  },
  {
    id: 'b8-stop-nd-seller-ngiyeke',
    lang: 'nd',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [SOFA], checkin: 'asked' },
    turns: [{ say: 'ngiyekeleni', optOut: true, expect: { noSearch: true } }],
    after: { sweep: true, noCheckin: true, status: { sofa: 'active' } },
  },
  {
    id: 'b8-stop-nd-stop-word',
    lang: 'nd',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'ngifuna isofa eGweru' },
    turns: [{ say: 'Stop', optOut: true, lang: EN_ND, expect: { noSearch: true } }],
    after: { noAlertFor: NEW_SOFA },
  },
  {
    id: 'b8-stop-nd-seller-cancel',
    lang: 'nd',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [PLUMBER], checkin: 'asked' },
    turns: [{ say: 'CANCEL', optOut: true, lang: EN_ND, expect: { noSearch: true } }],
    after: { sweep: true, noCheckin: true, status: { plumber: 'active' } },
  },
  {
    id: 'b8-stop-mixed-sn',
    lang: 'mixed',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'house to rent in budiriro' },
    turns: [
      {
        say: 'please regai kunditumira ma alerts',
        optOut: true,
        lang: EN_SN,
        expect: { noSearch: true },
      },
    ],
    after: { noAlertFor: NEW_HOUSE },
  },
  {
    id: 'b8-stop-mixed-nd-seller',
    lang: 'mixed',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [GOATS], checkin: 'asked' },
    turns: [{ say: 'STOP ngicela', optOut: true, lang: EN_ND, expect: { noSearch: true } }],
    after: { sweep: true, noCheckin: true, status: { goats: 'active' } },
  },
  // -------------------------------------------------------------------------------------------
  // Follow-ups to a search (buyers)
  {
    id: 'b8-fu-en-budget',
    lang: 'en',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'flat to rent in avondale around 500' }] },
    turns: [
      { say: 'ok what about 700', expect: { only: ['real_estate'], noFiller: true, says: /700/ } },
    ],
  },
  {
    id: 'b8-fu-en-make',
    lang: 'en',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'any cars for sale' }] },
    turns: [{ say: 'toyota', expect: { only: ['vehicle'], noFiller: true, says: /toyota/i } }],
  },
  {
    id: 'b8-fu-en-town',
    lang: 'en',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'laptops in harare' }] },
    turns: [
      {
        say: 'and in Bulawayo?',
        expect: { only: ['electronics'], noFiller: true, says: /bulawayo/i },
      },
    ],
  },
  {
    id: 'b8-fu-mixed-sn-cheaper',
    lang: 'mixed',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'fridge' }] },
    turns: [
      { say: 'zvakachipa please', lang: EN_SN, expect: { only: ['electronics'], noFiller: true } },
    ],
  },
  {
    id: 'b8-fu-mixed-sn-more',
    lang: 'mixed',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'sofas' }] },
    turns: [
      {
        say: 'more plz, ndiratidze dzimwe',
        lang: EN_SN,
        expect: { only: ['furniture'], noFiller: true },
      },
    ],
  },
  {
    id: 'b8-fu-nd-second',
    lang: 'nd',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'amafoni angaphansi kwe $150' }] },
    turns: [{ say: 'eyesibili', expect: { noSearch: true, says: /report/i } }],
  },
  {
    id: 'b8-fu-en-correction',
    lang: 'en',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'house for sale in harare' }] },
    turns: [
      {
        say: 'sorry i meant for rent not to buy',
        expect: { only: ['real_estate'], says: /rent/i },
      },
    ],
  },
  {
    id: 'b8-fu-en-what-about',
    lang: 'en',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'toyota spares' }] },
    turns: [
      {
        say: 'what about tyres',
        expect: { only: ['vehicle_parts'], noFiller: true, says: /tyre|tire/i },
      },
    ],
  },
  {
    id: 'b8-fu-mixed-nd-town',
    lang: 'mixed',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'double bed' }] },
    turns: [
      {
        say: 'what about eMutare',
        lang: EN_ND,
        expect: { only: ['furniture'], noFiller: true, says: /mutare/i },
      },
    ],
  },
  {
    id: 'b8-fu-en-car-budget',
    lang: 'en',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'honda fit' }] },
    turns: [
      {
        say: 'ok what about 3000',
        expect: { only: ['vehicle'], noFiller: true, says: /3,?000/ },
      },
    ],
  },
  {
    id: 'b8-fu-sn-make',
    lang: 'sn',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'ndiri kuda mota' }] },
    turns: [{ say: 'dzeHonda', expect: { only: ['vehicle'], says: /honda/i } }],
  },
  {
    id: 'b8-fu-sn-town',
    lang: 'sn',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'imba yekurenda kuMabvuku' }] },
    turns: [
      {
        say: 'ko kuTafara?',
        expect: { only: ['real_estate'], noFiller: true, says: /tafara/i },
      },
    ],
  },
  {
    id: 'b8-fu-sn-budget',
    lang: 'sn',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'mafoni ari pasi pe$100' }] },
    turns: [{ say: 'ko pa200?', expect: { only: ['electronics'], noFiller: true, says: /200/ } }],
  },
  {
    id: 'b8-fu-sn-cheaper',
    lang: 'sn',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'ndiri kutsvaga sofa' }] },
    turns: [{ say: 'dzakachipa here?', expect: { only: ['furniture'], noFiller: true } }],
  },
  {
    id: 'b8-fu-sn-place',
    lang: 'sn',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'ndoda kutenga mbudzi' }] },
    turns: [{ say: 'dziri kuMasvingo', expect: { only: ['grocery_farm'], says: /masvingo/i } }],
  },
  {
    id: 'b8-fu-nd-town',
    lang: 'nd',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'ngifuna imoto eBulawayo' }] },
    turns: [
      {
        say: 'kuthiwani ngeGweru?',
        expect: { only: ['vehicle'], noFiller: true, says: /gweru/i },
      },
    ],
  },
  {
    id: 'b8-fu-nd-cheaper',
    lang: 'nd',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'ngifuna ifriji' }] },
    turns: [{ say: 'ezitshiphileyo', expect: { only: ['electronics'], noFiller: true } }],
  },
  {
    id: 'b8-fu-nd-budget',
    lang: 'nd',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'ngidinga indlu yokuqasha eBulawayo' }] },
    turns: [
      {
        say: 'ngaphansi kwe $300',
        expect: { only: ['real_estate'], says: /300/ },
      },
    ],
  },
  {
    id: 'b8-fu-nd-make',
    lang: 'nd',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'ngifuna amafoni e-Samsung' }] },
    turns: [
      {
        say: 'lama-Itel akhona yini?',
        expect: { only: ['electronics'], noFiller: true, says: /itel/i },
      },
    ],
  },
  {
    id: 'b8-fu-mixed-sn-make',
    lang: 'mixed',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'ndiri kuda laptop' }] },
    turns: [
      {
        say: 'ok what about HP',
        lang: EN_SN,
        expect: { only: ['electronics'], noFiller: true, says: /\bhp\b/i },
      },
    ],
  },
  {
    id: 'b8-fu-mixed-nd-budget',
    lang: 'mixed',
    role: 'buyer',
    kind: 'follow-up',
    setup: { before: [{ say: 'ngifuna i-laptop' }] },
    turns: [
      {
        say: 'budget yami ngu $300',
        lang: EN_ND,
        expect: { only: ['electronics'], says: /300/ },
      },
    ],
  },
  // -------------------------------------------------------------------------------------------
  // Searches (buyers)
  {
    id: 'b8-s-en-polite-house',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'Good morning, may you please assist me find a 3 bedroomed house for sale in Bulawayo',
        expect: { only: ['real_estate'], says: /bulawayo/i },
      },
    ],
  },
  {
    id: 'b8-s-mixed-sn-typo-fridge',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'frige yakachipa second hand', lang: EN_SN, expect: { only: ['electronics'] } }],
  },
  {
    id: 'b8-s-en-samsung-budget',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'samsung phone not more than 250usd',
        expect: { only: ['electronics'], says: /samsung/i },
      },
    ],
  },
  {
    id: 'b8-s-en-car-k',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'need a car around $4.5k',
        expect: { only: ['vehicle'], says: /4[,.]?5/ },
      },
    ],
  },
  {
    id: 'b8-s-en-plumber-urgent',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'urgent!! need a plumber in chitungwiza my geyser is leaking',
        expect: { only: ['home_services', 'construction', 'repair_services'] },
      },
    ],
  },
  {
    id: 'b8-s-en-rent-usd',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: '2 bed flat for rent US$400 max',
        expect: { only: ['real_estate'], says: /400/ },
      },
    ],
  },
  {
    id: 'b8-s-mixed-nd-tutor',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [
      { say: 'maths tutor ye-O level, ngicela', lang: EN_ND, expect: { only: ['education'] } },
    ],
  },
  {
    id: 'b8-s-mixed-nd-cement',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ngidinga ama-cement bags',
        lang: EN_ND,
        expect: { only: ['construction', 'hardware'] },
      },
    ],
  },
  {
    id: 'b8-s-mixed-sn-ps5',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ps5 iripo here?', lang: EN_SN, expect: { only: ['electronics'] } }],
  },
  {
    id: 'b8-s-en-negation-room',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: "i don't want a room, i want a full house to rent",
        expect: { only: ['real_estate'], says: /house/i },
      },
    ],
  },
  {
    id: 'b8-s-en-rand',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'sneakers R500', expect: { only: ['fashion', 'sports'] } }],
  },
  {
    id: 'b8-s-en-zig',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'microwave, i have 2000 ZiG', expect: { only: ['electronics'] } }],
  },
  {
    id: 'b8-s-en-helicopter',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'do u sell helicopters', expect: { nothing: /helicopter/i } }],
  },
  {
    id: 'b8-s-en-submarine',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'looking for a submarine', expect: { nothing: /submarine/i } }],
  },
  {
    id: 'b8-s-en-runon',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'hey so my daughter is starting uni in september and she needs a laptop nothing fancy just for assignments and zoom',
        expect: { only: ['electronics'], says: /laptop/i },
      },
    ],
  },
  {
    id: 'b8-s-en-solar',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'solar panels and inverter for my house',
        expect: { only: ['energy_services', 'hardware', 'electronics', 'construction'] },
      },
    ],
  },
  {
    id: 'b8-s-sn-mota',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ndinoda mota yeHonda', expect: { only: ['vehicle'], says: /honda/i } }],
  },
  {
    id: 'b8-s-sn-iphone',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'mune maiphone here',
        expect: { only: ['electronics'], says: /iphone|apple/i },
      },
    ],
  },
  {
    id: 'b8-s-sn-mbudzi',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ndiri kutsvaga mbudzi', expect: { only: ['grocery_farm'] } }],
  },
  {
    id: 'b8-s-sn-tutor',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ndiri kutsvaga mudzidzisi wemasvomhu wemwana wangu',
        expect: { only: ['education'] },
      },
    ],
  },
  {
    id: 'b8-s-sn-sofa-cheap',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'sofa dzakachipa', expect: { only: ['furniture'] } }],
  },
  {
    id: 'b8-s-sn-fridge-repair',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ndiri kutsvaga munhu anogadzira mafiriji',
        expect: { only: ['repair_services', 'home_services', 'services'] },
      },
    ],
  },
  {
    id: 'b8-s-sn-budget',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ndoda foni iri pasi pe$80',
        expect: { only: ['electronics'], says: /80/ },
      },
    ],
  },
  {
    id: 'b8-s-sn-camel',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ndiri kutsvaga ngamera', expect: { nothing: /ngamera|camel/i } }],
  },
  {
    id: 'b8-s-sn-greeting-first',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'mhoro, ndiri kutsvaga bhedha re double',
        expect: { only: ['furniture'], noFiller: true },
      },
    ],
  },
  {
    id: 'b8-s-sn-huku',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ndinoda huku dzemazai', expect: { only: ['grocery_farm'] } }],
  },
  {
    id: 'b8-s-sn-negation',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'handidi rumu, ndinoda imba yese yekurenda',
        expect: { only: ['real_estate'] },
      },
    ],
  },
  {
    id: 'b8-s-nd-moto',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ngifuna imoto ye-Toyota', expect: { only: ['vehicle'], says: /toyota/i } }],
  },
  {
    id: 'b8-s-nd-samsung',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'likhona yini amafoni e-Samsung',
        expect: { only: ['electronics'], says: /samsung/i },
      },
    ],
  },
  {
    id: 'b8-s-nd-plumber',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ngidinga umuntu olungisa amapayipi endlini',
        expect: { only: ['home_services', 'construction', 'repair_services'] },
      },
    ],
  },
  {
    id: 'b8-s-nd-goats',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ngidinga izimbuzi', expect: { only: ['grocery_farm'] } }],
  },
  {
    id: 'b8-s-nd-bed',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ngifuna umbhede omkhulu', expect: { only: ['furniture'] } }],
  },
  {
    id: 'b8-s-nd-solar',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ngidinga ugesi welanga',
        expect: { only: ['energy_services', 'hardware', 'electronics', 'construction'] },
      },
    ],
  },
  {
    id: 'b8-s-nd-budget',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ngifuna i-laptop engaphansi kwe $300',
        expect: { only: ['electronics'], says: /300/ },
      },
    ],
  },
  {
    id: 'b8-s-nd-snowboard',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ngifuna i-snowboard', expect: { nothing: /snowboard/i } }],
  },
  {
    id: 'b8-s-nd-polite',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'salibonani, ngicela ungisize ngithole isofa',
        expect: { only: ['furniture'], noFiller: true },
      },
    ],
  },
  {
    id: 'b8-s-nd-uniform',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ngidinga iyunifomu yesikolo', expect: { only: ['fashion', 'retail'] } }],
  },
  {
    id: 'b8-s-mixed-sn-sneakers',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ndeipi, ndirikuda ma sneakers e Nike size 9',
        lang: EN_SN,
        expect: { only: ['fashion', 'sports'] },
      },
    ],
  },
  {
    id: 'b8-s-mixed-sn-phone',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ndiri kuda phone ine good camera under 200',
        lang: EN_SN,
        expect: { only: ['electronics'], says: /200/ },
      },
    ],
  },
  {
    id: 'b8-s-mixed-sn-penguin',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ndirikuda pet penguin please',
        lang: EN_SN,
        expect: { nothing: /penguin/i },
      },
    ],
  },
  {
    id: 'b8-s-mixed-nd-car',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ngifuna i-car e-cheap, like 2k',
        lang: EN_ND,
        expect: { only: ['vehicle'] },
      },
    ],
  },
  {
    id: 'b8-s-mixed-nd-tv',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ngidinga i-smart TV 55 inch',
        lang: EN_ND,
        expect: { only: ['electronics'] },
      },
    ],
  },
  {
    id: 'b8-s-mixed-sn-wedding',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ndiri kutsvaga wedding dress yekurenda',
        lang: EN_SN,
        expect: { only: ['bridal', 'fashion'] },
      },
    ],
  },
  {
    id: 'b8-s-en-kombi-hire',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'kombi for hire for a funeral this weekend',
        expect: { only: ['car_rental', 'services'] },
      },
    ],
  },
  {
    id: 'b8-s-en-caps',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'WEDDING PHOTOGRAPHER PRICES', expect: { only: ['services', 'bridal'] } }],
  },
  // -------------------------------------------------------------------------------------------
  // By place: suburbs, towns, small towns (buyers)
  {
    id: 'b8-p-en-mbare-room',
    lang: 'en',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'room to rent in mbare',
        expect: { only: ['real_estate', 'accommodation'], says: /mbare|harare/i },
      },
    ],
  },
  {
    id: 'b8-p-mixed-nd-gweru-phones',
    lang: 'mixed',
    role: 'buyer',
    kind: 'place',
    turns: [
      { say: 'ama-phones eGweru', lang: EN_ND, expect: { only: ['electronics'], says: /gweru/i } },
    ],
  },
  {
    id: 'b8-p-en-borrowdale',
    lang: 'en',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'house for rent borrowdale 1500',
        expect: { only: ['real_estate'], says: /borrowdale|harare/i },
      },
    ],
  },
  {
    id: 'b8-p-en-chiredzi',
    lang: 'en',
    role: 'buyer',
    kind: 'place',
    turns: [{ say: 'cars in chiredzi', expect: { only: ['vehicle'], says: /chiredzi|masvingo/i } }],
  },
  {
    id: 'b8-p-en-everything-kariba',
    lang: 'en',
    role: 'buyer',
    kind: 'place',
    turns: [{ say: 'everything in Kariba', expect: { says: /kariba/i } }],
  },
  {
    id: 'b8-p-en-vicfalls-lodge',
    lang: 'en',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'lodge to stay in vic falls for 2 nights',
        expect: { only: ['accommodation', 'real_estate'], says: /victoria falls|vic/i },
      },
    ],
  },
  {
    id: 'b8-p-sn-warren-park',
    lang: 'sn',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'ndiri kutsvaga imba yekurenda kuWarren Park',
        expect: { only: ['real_estate'], says: /warren park|harare/i },
      },
    ],
  },
  {
    id: 'b8-p-sn-kuwadzana',
    lang: 'sn',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'rumu kuKuwadzana',
        expect: { only: ['real_estate', 'accommodation'], says: /kuwadzana|harare/i },
      },
    ],
  },
  {
    id: 'b8-p-sn-mutare-tv',
    lang: 'sn',
    role: 'buyer',
    kind: 'place',
    turns: [{ say: 'maTV ari kuMutare', expect: { only: ['electronics'], says: /mutare/i } }],
  },
  {
    id: 'b8-p-sn-ruwa-stand',
    lang: 'sn',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'ndinotsvaga stand kuRuwa',
        expect: { only: ['real_estate'], says: /ruwa|harare/i },
      },
    ],
  },
  {
    id: 'b8-p-nd-nkulumane',
    lang: 'nd',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'ngidinga indlu yokuqasha eNkulumane',
        expect: { only: ['real_estate'], says: /nkulumane|bulawayo/i },
      },
    ],
  },
  {
    id: 'b8-p-nd-gwanda',
    lang: 'nd',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'ngifuna ifriji eGwanda',
        expect: { only: ['electronics'], says: /gwanda|bulawayo/i },
      },
    ],
  },
  {
    id: 'b8-p-nd-plumtree',
    lang: 'nd',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'kukhona imoto ezithengiswayo ePlumtree?',
        expect: { only: ['vehicle'], says: /plumtree|bulawayo/i },
      },
    ],
  },
  {
    id: 'b8-p-nd-hwange',
    lang: 'nd',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'ngiseHwange, ngidinga umbhede',
        expect: { only: ['furniture'], says: /hwange|victoria falls|bulawayo/i },
      },
    ],
  },
  {
    id: 'b8-p-mixed-sn-avondale',
    lang: 'mixed',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'flat yekurenda kuAvondale under 600',
        lang: EN_SN,
        expect: { only: ['real_estate'], says: /avondale|harare/i },
      },
    ],
  },
  // -------------------------------------------------------------------------------------------
  // Relevance: the thing asked, not a near word (buyers)
  {
    id: 'b8-r-en-charger',
    lang: 'en',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'iphone charger',
        expect: { only: ['electronics/accessories', 'vehicle_parts/electronics'] },
      },
    ],
  },
  {
    id: 'b8-r-en-seat-covers',
    lang: 'en',
    role: 'buyer',
    kind: 'relevance',
    turns: [{ say: 'car seat covers', expect: { only: ['vehicle_parts'] } }],
  },
  {
    id: 'b8-r-mixed-sn-tv-stand',
    lang: 'mixed',
    role: 'buyer',
    kind: 'relevance',
    turns: [{ say: 'ndiri kuda tv stand', lang: EN_SN, expect: { only: ['furniture'] } }],
  },
  {
    id: 'b8-r-en-house-painter',
    lang: 'en',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'house painter in harare',
        expect: { only: ['home_services', 'construction'] },
      },
    ],
  },
  {
    id: 'b8-r-nd-engine-oil',
    lang: 'nd',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      { say: 'ngidinga i-oyili yenjini, amalitha amahlanu', expect: { only: ['vehicle_parts'] } },
    ],
  },
  {
    id: 'b8-r-en-laptop-bag',
    lang: 'en',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'laptop bag',
        expect: { only: ['fashion/bags', 'electronics/accessories', 'fashion/accessories'] },
      },
    ],
  },
  {
    id: 'b8-r-en-mens-shoes',
    lang: 'en',
    role: 'buyer',
    kind: 'relevance',
    turns: [{ say: "men's formal shoes", expect: { only: ['fashion/shoes', 'fashion/mens'] } }],
  },
  {
    id: 'b8-r-en-tyres',
    lang: 'en',
    role: 'buyer',
    kind: 'relevance',
    turns: [{ say: 'tyres for a honda fit', expect: { only: ['vehicle_parts'] } }],
  },
  {
    id: 'b8-r-sn-mbatya-dzevana',
    lang: 'sn',
    role: 'buyer',
    kind: 'relevance',
    turns: [{ say: 'ndiri kutsvaga mbatya dzevana', expect: { only: ['fashion/kids'] } }],
  },
  {
    id: 'b8-r-sn-painter',
    lang: 'sn',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'ndiri kutsvaga munhu anopenda imba',
        expect: { only: ['home_services', 'construction'] },
      },
    ],
  },
  {
    id: 'b8-r-sn-goat-not-meat',
    lang: 'sn',
    role: 'buyer',
    kind: 'relevance',
    turns: [{ say: 'ndinoda mbudzi mhenyu', expect: { only: ['grocery_farm/livestock'] } }],
  },
  {
    id: 'b8-r-nd-fridge-repair',
    lang: 'nd',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'ngidinga olungisa ifriji',
        expect: { only: ['repair_services', 'home_services', 'services'] },
      },
    ],
  },
  {
    id: 'b8-r-nd-womens-clothes',
    lang: 'nd',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'ngifuna izembatho zabesifazana',
        expect: { only: ['fashion/womens', 'bridal'] },
      },
    ],
  },
  {
    id: 'b8-r-nd-phone-cover',
    lang: 'nd',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'ngidinga i-cover yefoni',
        lang: ['nd', 'en'],
        expect: { only: ['electronics/accessories', 'fashion/accessories'] },
      },
    ],
  },
  {
    id: 'b8-r-mixed-sn-soccer-boots',
    lang: 'mixed',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'mabhutsu ebhora size 8 for my son',
        lang: EN_SN,
        expect: { only: ['sports', 'fashion/shoes', 'fashion/kids'] },
      },
    ],
  },
  // -------------------------------------------------------------------------------------------
  // Greetings, thanks and questions about the marketplace
  {
    id: 'b8-g-mixed-sn-hi',
    lang: 'mixed',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [{ say: 'hie ndeipi 👋', lang: EN_SN, expect: { noSearch: true } }],
  },
  {
    id: 'b8-g-en-thanks-after',
    lang: 'en',
    role: 'buyer',
    kind: 'greeting-thanks',
    setup: { before: [{ say: 'fridges in harare' }] },
    turns: [{ say: 'thanks a lot bro 🙏', expect: { noSearch: true } }],
  },
  {
    id: 'b8-g-en-free',
    lang: 'en',
    role: 'seller',
    kind: 'greeting-thanks',
    turns: [
      {
        say: 'is it free to put my stuff on here or do i pay',
        expect: { noSearch: true, says: /free/i },
      },
    ],
  },
  {
    id: 'b8-g-en-how-sell',
    lang: 'en',
    role: 'seller',
    kind: 'greeting-thanks',
    turns: [{ say: 'how do i sell my car on here', expect: { noSearch: true, says: /login/i } }],
  },
  {
    id: 'b8-g-en-remove',
    lang: 'en',
    role: 'seller',
    kind: 'greeting-thanks',
    setup: { listings: [TV] },
    turns: [
      {
        say: 'how do i remove my listing',
        expect: { noSearch: true, says: /app|delete|login|link/i, status: { tv: 'active' } },
      },
    ],
  },
  {
    id: 'b8-g-en-deliver',
    lang: 'en',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [{ say: 'do you deliver to Masvingo?', expect: { noSearch: true, says: /seller/i } }],
  },
  {
    id: 'b8-g-nd-contact',
    lang: 'nd',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [
      {
        say: 'ngingakhuluma njani lomthengisi?',
        expect: { noSearch: true, says: /umthengisi|seller/i },
      },
    ],
  },
  {
    id: 'b8-g-en-safe',
    lang: 'en',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [{ say: 'is this safe? how do i know sellers are real', expect: { noSearch: true } }],
  },
  {
    id: 'b8-g-sn-mhoro',
    lang: 'sn',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [{ say: 'mhoroi makadii', expect: { noSearch: true } }],
  },
  {
    id: 'b8-g-sn-thanks',
    lang: 'sn',
    role: 'buyer',
    kind: 'greeting-thanks',
    setup: { before: [{ say: 'ndiri kutsvaga sofa' }] },
    turns: [{ say: 'ndatenda zvikuru shamwari', expect: { noSearch: true } }],
  },
  {
    id: 'b8-g-sn-how-sell',
    lang: 'sn',
    role: 'seller',
    kind: 'greeting-thanks',
    turns: [
      {
        say: 'ndingaisa sei zvinhu zvangu kuti nditengese',
        expect: { noSearch: true, says: /login/i },
      },
    ],
  },
  {
    id: 'b8-g-sn-deliver',
    lang: 'sn',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [
      {
        say: 'munoendesa kuMutare here?',
        expect: { noSearch: true, says: /mutengesi|seller/i },
      },
    ],
  },
  {
    id: 'b8-g-nd-greet',
    lang: 'nd',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [{ say: 'sawubona, unjani', expect: { noSearch: true } }],
  },
  {
    id: 'b8-g-nd-free',
    lang: 'nd',
    role: 'seller',
    kind: 'greeting-thanks',
    turns: [
      {
        say: 'kuyabhadalwa yini ukufaka izinto zami lapha?',
        expect: { noSearch: true, says: /mahhala|mahala|free/i },
      },
    ],
  },
  {
    id: 'b8-g-nd-thanks',
    lang: 'nd',
    role: 'buyer',
    kind: 'greeting-thanks',
    setup: { before: [{ say: 'ngifuna ifoni' }] },
    turns: [{ say: 'ngiyabonga kakhulu, lisale kahle', expect: { noSearch: true } }],
  },
  {
    id: 'b8-g-mixed-contact',
    lang: 'mixed',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [
      {
        say: 'ndingataura sei ne seller?',
        lang: EN_SN,
        expect: { noSearch: true, says: /seller|mutengesi/i },
      },
    ],
  },
  // -------------------------------------------------------------------------------------------
  // Language switching: each reply in the message's own language
  {
    id: 'b8-l-sn-en',
    lang: 'sn',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'ndiri kutsvaga foni', expect: { only: ['electronics'] } },
      { say: 'show me laptops in Harare', lang: 'en', expect: { only: ['electronics'] } },
    ],
  },
  {
    id: 'b8-l-en-sn',
    lang: 'en',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'looking for a sofa', expect: { only: ['furniture'] } },
      { say: 'ndiri kuda bhedha', lang: 'sn', expect: { only: ['furniture'] } },
    ],
  },
  {
    id: 'b8-l-en-nd',
    lang: 'en',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'good evening', expect: { noSearch: true } },
      { say: 'ngifuna imoto', lang: 'nd', expect: { only: ['vehicle'] } },
    ],
  },
  {
    id: 'b8-l-nd-en',
    lang: 'nd',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'ngidinga indlu yokuqasha', expect: { only: ['real_estate'] } },
      { say: 'actually I need a car for sale', lang: 'en', expect: { only: ['vehicle'] } },
    ],
  },
  {
    id: 'b8-l-sn-nd',
    lang: 'sn',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'mangwanani', expect: { noSearch: true } },
      { say: 'ngifuna ifriji', lang: 'nd', expect: { only: ['electronics'] } },
    ],
  },
  {
    id: 'b8-l-nd-sn',
    lang: 'nd',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'ngiyabonga', expect: { noSearch: true } },
      { say: 'ndinoda mbudzi', lang: 'sn', expect: { only: ['grocery_farm'] } },
    ],
  },
  {
    id: 'b8-l-en-sn-thanks',
    lang: 'en',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'phones under 100', expect: { only: ['electronics'] } },
      { say: 'maita basa', lang: 'sn', expect: { noSearch: true } },
    ],
  },
  {
    id: 'b8-l-sn-brand-keeps',
    lang: 'sn',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'ndiri kutsvaga mota', expect: { only: ['vehicle'] } },
      { say: 'toyota', expect: { only: ['vehicle'], says: /toyota/i } },
    ],
  },
  {
    id: 'b8-l-seller-sn-checkin',
    lang: 'sn',
    role: 'seller',
    kind: 'language',
    setup: { listings: [PHONE], before: [{ say: 'ndiri kutsvaga sofa' }], checkin: 'asked' },
    turns: [{ say: 'ichiripo', answer: true, expect: { status: { phone: 'active' } } }],
    after: kept({ phone: 'active' }),
  },
  {
    id: 'b8-l-seller-nd-checkin',
    lang: 'nd',
    role: 'seller',
    kind: 'language',
    setup: { listings: [BED], before: [{ say: 'ngifuna isofa' }], checkin: 'asked' },
    turns: [{ say: 'ithengisiwe', answer: true, expect: { status: { bed: 'sold' } } }],
    after: kept({ bed: 'sold' }),
  },
];
