/**
 * The conversation benchmark's sixth blind set (conversation-labelled.bench.ts plays it under
 * "blind6 set"): 205 conversations, 224 turns.
 * By language: 70 English, 51 Shona, 51 Ndebele, 33 mixed (code-switching). By role: 141 buyers,
 * 64 sellers. By kind: 67 answers to the bot's questions (32 check-ins answered in words of the
 * three languages, numbers, emoji and long sentences, some by sellers with two listings waiting
 * or after the auto-pause; 12 report reasons by number and in words; 10 Publish / Change /
 * Cancel typed at a chat draft's summary and 8 answers to a draft's question: a town, a price, a
 * make; 5 results' numbers after a search), 20 opt-outs (10 with a saved alert, 10 with a
 * check-in waiting; STOP and its kin in the three languages), 18 follow-ups, 47 searches, 15
 * relevance, 12 places (suburbs of Harare and Bulawayo, small towns), 15 greetings, thanks and
 * questions about the marketplace, 11 language.
 *
 * How it was written: blind, like the fresh, blind4 and blind5 sets. Its writer read only the
 * product spec, the README, the bench's types, harness and judge, and the catalogue's listing
 * types, sub-types, towns, suburbs and brands (src/domain/catalogue) and the report reasons
 * (src/domain/schemas/moderation.ts); never the bot's rules, vocabularies or copy, the other
 * sets, or the catalogue's listings. So no conversation names a catalogue listing: searches are
 * judged by the kinds shown (`only`), the thing named in the reply (`says`), an honest "nothing"
 * naming what the marketplace does not have (`nothing`), and "not a search" (`noSearch`,
 * `noFiller`); sellers by their listings' status, the chat draft's fields and what was
 * published; opt-outs by nothing reaching the phone afterwards (`after`). The words are how
 * people type on WhatsApp in Zimbabwe: typos, slang, abbreviations, all caps, emoji, run-on
 * sentences, prices like '$1.5k', '$3.9k', '250usd', 'us$400', rand ('R500') and ZiG, bond
 * (notes), corrections, double messages, negations, numbers inside sentences, questions about
 * the marketplace itself.
 *
 * First measure, before any rule saw it (committed before it was played): 82.4% satisfied
 * (169/205; en 81.4% 57/70, sn 78.4% 40/51, nd 82.4% 42/51, mixed 90.9% 30/33; buyers 82.3%,
 * sellers 82.8%; greetings and thanks 46.7% 7/15), typed answers to the bot's questions 86.6%
 * (58/67), opt-out 90.0% (18/20), reply language right 98.2% (220/224 turns).
 *
 * The failures showed: thanks and greetings with what goes with them ('thanks a lot 🙏🏾 u
 * helped', 'maita basa chaizvo', 'ngiyabonga kakhulu mfowethu', 'gud mrng') searched; questions
 * about the marketplace in Shona and Ndebele searched; check-ins answered by naming the listing
 * ('the fridge is gone, sold it on saturday', 'umbheda usuthengiwe, isofa isekhona') and 'no
 * longer available' taken wrongly; STOP in a Shona or Ndebele chat answered in English; report
 * reasons said in a sentence ('akati nditumire mari kutanga'); 'yicime' and 'yiToyota' at a
 * draft; 'number 3 pls'; a make said with 'ye', a make not wanted, a tenant ('a room for a
 * single lady'), 'Mt Pleasant', and beds, solar panels, bricks, sandals, phone covers and
 * children's clothes in the three languages; 'what is for sale in Kariba'; a Toyota among the
 * nearest after 'i dont want a toyota', laptops as the nearest to a Tecno phone. After the
 * fixes: 99.0% satisfied (203/205), typed answers 98.5% (66/67), opt-out 100%, language 100%.
 * Left failing: 'number 3 pls' after a search the catalogue answers with two listings (the bot
 * says to send 1 or 2: right, but the expectation stands), and 'snow chains' read as chairs. No
 * expectation was changed.
 */
import type {
  After,
  Conversation,
  Expect,
  SellerListing,
  Setup,
  Tag,
  Turn,
} from './conversation-types';

// ---------------------------------------------------------------------------------------------
// Sellers' listings (each seller's own; made before their conversation starts)

const FRIDGE: SellerListing = {
  key: 'fridge',
  title: 'Defy double door fridge',
  type: 'electronics',
  subType: 'appliances',
  city: 'harare',
  price: 320,
};
const SOFA: SellerListing = {
  key: 'sofa',
  title: 'L-shaped leather sofa',
  type: 'furniture',
  subType: 'living',
  city: 'harare',
  price: 450,
};
const FIT: SellerListing = {
  key: 'fit',
  title: 'Honda Fit 2011 silver',
  type: 'vehicle',
  subType: 'car',
  city: 'bulawayo',
  price: 4200,
  vehicleBrand: 'honda',
};
const ROOM: SellerListing = {
  key: 'room',
  title: 'Room to rent in Budiriro',
  type: 'real_estate',
  subType: 'room',
  city: 'harare',
  neighborhood: 'budiriro',
  price: 80,
  frequency: 'month',
  deal: 'rent',
};
const PHONE: SellerListing = {
  key: 'phone',
  title: 'Samsung Galaxy A32 128GB',
  type: 'electronics',
  subType: 'phone',
  city: 'gweru',
  price: 170,
  electronicBrand: 'samsung',
};
const SOLAR: SellerListing = {
  key: 'solar',
  title: '5kVA solar kit with inverter',
  type: 'energy_services',
  city: 'bulawayo',
  price: 1500,
};
const GOATS: SellerListing = {
  key: 'goats',
  title: 'Boer goats for sale',
  type: 'grocery_farm',
  subType: 'livestock',
  city: 'masvingo',
  price: 90,
};
const BED: SellerListing = {
  key: 'bed',
  title: 'Queen size bed with mattress',
  type: 'furniture',
  subType: 'bedroom',
  city: 'bulawayo',
  price: 220,
};
const TUTOR: SellerListing = {
  key: 'tutor',
  title: 'O level maths and science lessons',
  type: 'education',
  subType: 'tutoring',
  city: 'mutare',
  price: 10,
};
const STAND: SellerListing = {
  key: 'stand',
  title: '300sqm residential stand in Ruwa',
  type: 'real_estate',
  subType: 'land',
  city: 'harare',
  price: 9000,
  deal: 'sale',
};
const TYRES: SellerListing = {
  key: 'tyres',
  title: '4 x 195/65 R15 tyres',
  type: 'vehicle_parts',
  subType: 'tires',
  city: 'kwekwe',
  price: 160,
};
const BRAIDS: SellerListing = {
  key: 'braids',
  title: 'Knotless braids at home',
  type: 'beauty_personal_care',
  city: 'bulawayo',
  price: 35,
};

// New listings that would match an alert saved before the person opted out.
const NEW_FRIDGE: SellerListing = { ...FRIDGE, key: 'new-fridge', title: 'LG fridge 300 litres' };
const NEW_SOLAR: SellerListing = {
  ...SOLAR,
  key: 'new-solar',
  title: '450W solar panels',
  city: 'harare',
  price: 110,
};
const NEW_SOFA: SellerListing = { ...SOFA, key: 'new-sofa', title: '3 seater sofa, grey' };
const NEW_LAPTOP: SellerListing = {
  key: 'new-laptop',
  title: 'HP laptop core i5 8GB',
  type: 'electronics',
  subType: 'laptop',
  city: 'bulawayo',
  price: 280,
  electronicBrand: 'hp',
};
const NEW_GOATS: SellerListing = { ...GOATS, key: 'new-goats', title: 'Goats, 6 of them' };
const NEW_FIT: SellerListing = { ...FIT, key: 'new-fit', title: 'Honda Fit 2013 blue' };
const NEW_TYRES: SellerListing = { ...TYRES, key: 'new-tyres', city: 'harare' };
const NEW_ROOM: SellerListing = {
  ...ROOM,
  key: 'new-room',
  title: 'Room to let in Glen View',
  neighborhood: 'glen_view',
};

// ---------------------------------------------------------------------------------------------
// Shapes

const turn = (say: string, expect: Expect, more: Partial<Turn> = {}): Turn => ({
  say,
  expect,
  ...more,
});
const answer = (say: string, expect: Expect, more: Partial<Turn> = {}): Turn =>
  turn(say, expect, { answer: true, ...more });

/** A seller answers the check-in the sweep asked about their listings. */
function checkin(
  id: string,
  lang: Tag,
  listings: SellerListing[],
  said: string,
  status: Record<string, 'active' | 'sold' | 'paused'>,
  more: { setup?: Setup; after?: After } = {},
): Conversation {
  // An answer that keeps a listing on offer must still hold past the auto-pause.
  const kept = Object.entries(status).filter(([, s]) => s === 'active');
  const after: After | undefined =
    more.after ??
    (kept.length === listings.length
      ? { sweep: true, status: Object.fromEntries(kept) }
      : undefined);
  return {
    id,
    lang,
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings, checkin: 'asked', ...more.setup },
    turns: [answer(said, { status, noSearch: true })],
    ...(after ? { after } : {}),
  };
}

/** A buyer opened a result and tapped Report; they give the reason by typing. */
const report = (
  id: string,
  lang: Tag,
  search: string,
  said: string,
  reason: NonNullable<Expect['report']>,
): Conversation => ({
  id,
  lang,
  role: 'buyer',
  kind: 'answer-to-bot',
  setup: { report: search },
  turns: [answer(said, { report: reason, noSearch: true })],
});

/** A seller's chat draft at its summary (Publish / Change / Cancel), answered by typing. */
const atSummary = (id: string, lang: Tag, caption: string, said: string, expect: Expect) =>
  ({
    id,
    lang,
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: caption, atSummary: true },
    turns: [answer(said, expect)],
  }) satisfies Conversation;

/** A seller's chat draft asks one thing still missing; the seller answers it. */
const draftAnswer = (
  id: string,
  lang: Tag,
  caption: string,
  said: string,
  draft: Expect['draft'],
) =>
  ({
    id,
    lang,
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { draft: caption },
    turns: [answer(said, { draft, notPublished: true })],
  }) satisfies Conversation;

/** A buyer searched, then typed a result's number: that listing's details, with the safety line. */
const pick = (id: string, lang: Tag, search: string, n: string): Conversation => ({
  id,
  lang,
  role: 'buyer',
  kind: 'answer-to-bot',
  setup: { before: [{ say: search }] },
  turns: [answer(n, { says: /🔒/u, noSearch: true })],
});

/** Someone opts out; afterwards nothing the marketplace starts reaches them. */
const optOut = (
  id: string,
  lang: Tag,
  said: string,
  setup: Setup,
  after: After,
  role: 'buyer' | 'seller' = 'buyer',
): Conversation => ({
  id,
  lang,
  role,
  kind: 'opt-out',
  setup,
  turns: [turn(said, { noSearch: true }, { optOut: true })],
  after,
});
/** A seller with a check-in waiting opts out: no check-in, and no pause for want of an answer. */
const sellerOptOut = (id: string, lang: Tag, said: string, listings: SellerListing[]) =>
  optOut(
    id,
    lang,
    said,
    { listings, checkin: 'asked' },
    {
      sweep: true,
      noCheckin: true,
      status: Object.fromEntries(listings.map((l) => [l.key, 'active' as const])),
    },
    'seller',
  );

/** A one-turn conversation. */
const one = (
  id: string,
  lang: Tag,
  kind: Conversation['kind'],
  said: string,
  expect: Expect,
  more: { role?: 'buyer' | 'seller'; setup?: Setup; lang?: Turn['lang'] } = {},
): Conversation => ({
  id,
  lang,
  role: more.role ?? 'buyer',
  kind,
  ...(more.setup ? { setup: more.setup } : {}),
  turns: [turn(said, expect, more.lang ? { lang: more.lang } : {})],
});

/** A search, then a follow-up that refines it. */
const followUp = (
  id: string,
  lang: Tag,
  first: string,
  firstExpect: Expect,
  then: string,
  thenExpect: Expect,
): Conversation => ({
  id,
  lang,
  role: 'buyer',
  kind: 'follow-up',
  turns: [turn(first, firstExpect), turn(then, { noFiller: true, ...thenExpect })],
});

// ---------------------------------------------------------------------------------------------
// Answers to the bot's questions

const CHECKINS: Conversation[] = [
  // English
  checkin('b6-ci-en-01', 'en', [FRIDGE], 'yes still have it', { fridge: 'active' }),
  checkin('b6-ci-en-02', 'en', [FIT], 'SOLD!! guy from Lobengula came with cash yesterday', {
    fit: 'sold',
  }),
  checkin('b6-ci-en-03', 'en', [SOFA], 'pls pause it for now, moving house this month', {
    sofa: 'paused',
  }),
  checkin('b6-ci-en-04', 'en', [PHONE], 'not sold yet, still selling', { phone: 'active' }),
  checkin('b6-ci-en-05', 'en', [ROOM], '2', { room: 'sold' }),
  checkin('b6-ci-en-06', 'en', [TYRES], '👍', { tyres: 'active' }),
  checkin('b6-ci-en-07', 'en', [FRIDGE, SOFA], 'the fridge is gone, sold it on saturday', {
    fridge: 'sold',
    sofa: 'active',
  }),
  checkin('b6-ci-en-08', 'en', [GOATS, BED], 'all still available', {
    goats: 'active',
    bed: 'active',
  }),
  checkin('b6-ci-en-09', 'en', [SOLAR], 'no longer available, someone bought it', {
    solar: 'sold',
  }),
  checkin('b6-ci-en-10', 'en', [TUTOR], 'yes yes still teaching, still available', {
    tutor: 'active',
  }),
  checkin(
    'b6-ci-en-11',
    'en',
    [FIT],
    'still there, reactivate it please',
    { fit: 'active' },
    {
      setup: { checkin: 'auto-paused' },
      after: { status: { fit: 'active' } },
    },
  ),
  // Shona
  checkin('b6-ci-sn-01', 'sn', [FRIDGE], 'ichiri kuwanikwa', { fridge: 'active' }),
  checkin('b6-ci-sn-02', 'sn', [FIT], 'yakatengwa nezuro', { fit: 'sold' }),
  checkin('b6-ci-sn-03', 'sn', [SOFA], 'imbomiswa kwenguva pfupi ndichiri kufamba', {
    sofa: 'paused',
  }),
  checkin('b6-ci-sn-04', 'sn', [PHONE], 'hongu ichipo', { phone: 'active' }),
  checkin('b6-ci-sn-05', 'sn', [ROOM], 'haisati yatengwa, ndichiri kuda mutengi', {
    room: 'active',
  }),
  checkin('b6-ci-sn-06', 'sn', [STAND], 'ndakaitengesa kare shamwari', { stand: 'sold' }),
  checkin('b6-ci-sn-07', 'sn', [GOATS, TYRES], 'mbudzi dzakatengwa dzese', {
    goats: 'sold',
    tyres: 'active',
  }),
  checkin('b6-ci-sn-08', 'sn', [BED], '1', { bed: 'active' }),
  checkin(
    'b6-ci-sn-09',
    'sn',
    [SOLAR],
    'ichiripo, idzorerei pamhepo',
    { solar: 'active' },
    {
      setup: { checkin: 'auto-paused' },
      after: { status: { solar: 'active' } },
    },
  ),
  // Ndebele
  checkin('b6-ci-nd-01', 'nd', [FRIDGE], 'yebo ikhona lokhu', { fridge: 'active' }),
  checkin('b6-ci-nd-02', 'nd', [FIT], 'sengiyithengisile', { fit: 'sold' }),
  checkin('b6-ci-nd-03', 'nd', [BRAIDS], 'yimise okwesikhatshana', { braids: 'paused' }),
  checkin('b6-ci-nd-04', 'nd', [BED], 'kayikathengwa, isekhona', { bed: 'active' }),
  checkin('b6-ci-nd-05', 'nd', [SOLAR], 'ithengiwe ngeviki eledlulayo', { solar: 'sold' }),
  checkin('b6-ci-nd-06', 'nd', [PHONE], '3', { phone: 'paused' }),
  checkin(
    'b6-ci-nd-07',
    'nd',
    [SOFA, BED],
    'umbheda usuthengiwe, isofa isekhona',
    { bed: 'sold', sofa: 'active' },
    // Both answered: the sofa kept on offer holds past the auto-pause.
    { after: { sweep: true, status: { bed: 'sold', sofa: 'active' } } },
  ),
  checkin('b6-ci-nd-08', 'nd', [TUTOR], 'ngisafundisa, kusekhona', { tutor: 'active' }),
  // Mixed
  checkin('b6-ci-mx-01', 'mixed', [FIT], 'yakatengwa boss, sold', { fit: 'sold' }),
  checkin('b6-ci-mx-02', 'mixed', [ROOM], 'iroom ichiripo still available', { room: 'active' }),
  checkin('b6-ci-mx-03', 'mixed', [PHONE], 'isekhona mfana still selling', { phone: 'active' }),
  checkin('b6-ci-mx-04', 'mixed', [SOFA], 'pause it zvishoma ndichadzoka', { sofa: 'paused' }),
];

const REPORTS: Conversation[] = [
  report('b6-rep-en-01', 'en', 'cars for sale', '1', 'scam'),
  report(
    'b6-rep-en-02',
    'en',
    'fridge',
    'he said i must send money first before viewing',
    'pay_first',
  ),
  report(
    'b6-rep-en-03',
    'en',
    'phones',
    'the price is wrong its not what he told me',
    'wrong_details',
  ),
  report('b6-rep-en-04', 'en', 'sofa', 'already sold, seller told me', 'sold'),
  report('b6-rep-sn-01', 'sn', 'ndoda mota', '4', 'sold'),
  report('b6-rep-sn-02', 'sn', 'ndiri kutsvaga foni', 'ibhinya uyu, anoba vanhu', 'scam'),
  report(
    'b6-rep-sn-03',
    'sn',
    'ndoda imba yekuroja kuHarare',
    'akati nditumire mari kutanga',
    'pay_first',
  ),
  report('b6-rep-nd-01', 'nd', 'ngidinga imoto', '6', 'pay_first'),
  report('b6-rep-nd-02', 'nd', 'ngifuna ifoni', 'ngumkhohlisi lo', 'scam'),
  report('b6-rep-nd-03', 'nd', 'ngifuna isofa', 'isithengiwe', 'sold'),
  report('b6-rep-mx-01', 'mixed', 'laptop', 'scam ka iyi', 'scam'),
  report(
    'b6-rep-mx-02',
    'mixed',
    'ndoda fridge',
    'wrong category, iyi haisi fridge',
    'wrong_details',
  ),
];

const DRAFTS: Conversation[] = [
  // At the summary: Publish / Change / Cancel typed.
  atSummary('b6-dr-en-01', 'en', 'Selling Honda Fit 2010 $4200 Harare', 'publish', {
    published: /honda|fit/i,
  }),
  atSummary('b6-dr-en-02', 'en', 'Samsung Galaxy A12 $120 Mutare', 'yes post it pls', {
    published: /samsung|galaxy/i,
  }),
  atSummary('b6-dr-en-03', 'en', 'Toyota Corolla 2012 $6500 Bulawayo', 'cancel', {
    noDraft: true,
    notPublished: true,
  }),
  atSummary('b6-dr-en-04', 'en', 'Toyota Vitz 2009 $3800 Gweru', 'change', {
    notPublished: true,
    draft: { city: 'gweru' },
  }),
  atSummary('b6-dr-sn-01', 'sn', 'Ndiri kutengesa Toyota Corolla 2008 $3500 kuMutare', 'ipostei', {
    published: /toyota|corolla/i,
  }),
  atSummary('b6-dr-sn-02', 'sn', 'Ndiri kutengesa Nissan March 2010 $3000 kuHarare', 'kanzura', {
    noDraft: true,
    notPublished: true,
  }),
  atSummary('b6-dr-nd-01', 'nd', 'Ngiyathengisa Honda Fit 2012 $4500 eBulawayo', 'yifake', {
    published: /honda|fit/i,
  }),
  atSummary('b6-dr-nd-02', 'nd', 'Ngiyathengisa Mazda Demio 2011 $3900 eBulawayo', 'yicime', {
    noDraft: true,
    notPublished: true,
  }),
  atSummary('b6-dr-mx-01', 'mixed', 'Selling Toyota Aqua 2014 $7000 kuHarare', 'Publish 👍', {
    published: /toyota|aqua/i,
  }),
  atSummary('b6-dr-mx-02', 'mixed', 'Ngiyathengisa Toyota Hilux 2008 $9500 Bulawayo', 'CANCEL', {
    noDraft: true,
    notPublished: true,
  }),
  // A question the draft still asks.
  draftAnswer('b6-dq-en-01', 'en', 'Samsung Galaxy S10 for sale $180', 'Kwekwe', {
    city: 'kwekwe',
  }),
  draftAnswer('b6-dq-en-02', 'en', 'Selling my Honda Fit 2009 in Harare', '$3.9k', {
    price: { amount: 3900 },
  }),
  draftAnswer('b6-dq-en-03', 'en', 'selling toyota corolla 2007 Harare', 'us$3500 neg', {
    price: { amount: 3500 },
  }),
  draftAnswer('b6-dq-sn-01', 'sn', 'Ndiri kutengesa Toyota Wish 2010 $5000', 'kuMasvingo', {
    city: 'masvingo',
  }),
  draftAnswer('b6-dq-sn-02', 'sn', 'Ndiri kutengesa mota $2500 kuChinhoyi', 'Nissan', {
    vehicleBrand: 'nissan',
  }),
  draftAnswer('b6-dq-nd-01', 'nd', 'Ngiyathengisa Honda Fit 2012 $4300', 'eGweru', {
    city: 'gweru',
  }),
  draftAnswer('b6-dq-nd-02', 'nd', 'Ngiyathengisa imoto $2800 eBulawayo', 'yiToyota', {
    vehicleBrand: 'toyota',
  }),
  draftAnswer('b6-dq-mx-01', 'mixed', 'selling iPhone 11 64gb kuHarare', '250usd', {
    price: { amount: 250 },
  }),
];

const PICKS: Conversation[] = [
  pick('b6-pick-en-01', 'en', 'cars for sale', '2'),
  pick('b6-pick-en-02', 'en', 'house to rent in harare', 'number 3 pls'),
  pick('b6-pick-sn-01', 'sn', 'ndoda mafoni', '2'),
  pick('b6-pick-nd-01', 'nd', 'ngidinga izimoto', '3'),
  pick('b6-pick-mx-01', 'mixed', 'ndoda laptop', '1'),
];

// ---------------------------------------------------------------------------------------------
// Opt-outs

const OPT_OUTS: Conversation[] = [
  optOut('b6-out-en-01', 'en', 'STOP', { alert: 'fridge in harare' }, { noAlertFor: NEW_FRIDGE }),
  optOut(
    'b6-out-en-02',
    'en',
    'pls stop sending me these msgs',
    { alert: 'solar panels harare' },
    {
      noAlertFor: NEW_SOLAR,
    },
  ),
  optOut(
    'b6-out-en-03',
    'en',
    'unsubscribe me',
    { alert: 'sofa in harare' },
    {
      noAlertFor: NEW_SOFA,
    },
  ),
  optOut(
    'b6-out-en-04',
    'en',
    'Stop.',
    { alert: 'laptop in bulawayo' },
    {
      noAlertFor: NEW_LAPTOP,
    },
  ),
  sellerOptOut('b6-out-en-05', 'en', 'stop messaging me', [FRIDGE]),
  sellerOptOut('b6-out-en-06', 'en', 'UNSUBSCRIBE', [SOFA, BED]),
  optOut(
    'b6-out-sn-01',
    'sn',
    'misai',
    { alert: 'ndoda mbudzi kuMasvingo' },
    {
      noAlertFor: NEW_GOATS,
    },
  ),
  optOut(
    'b6-out-sn-02',
    'sn',
    'regai kunditumira mameseji',
    { alert: 'ndoda firiji kuHarare' },
    {
      noAlertFor: NEW_FRIDGE,
    },
  ),
  optOut(
    'b6-out-sn-03',
    'sn',
    'musanditumirezve',
    { alert: 'ndiri kutsvaga Honda Fit kuBulawayo' },
    {
      noAlertFor: NEW_FIT,
    },
  ),
  sellerOptOut('b6-out-sn-04', 'sn', 'mirai', [PHONE]),
  sellerOptOut('b6-out-sn-05', 'sn', 'STOP', [GOATS]),
  optOut(
    'b6-out-nd-01',
    'nd',
    'yima',
    { alert: 'ngifuna isofa eHarare' },
    { noAlertFor: NEW_SOFA },
  ),
  optOut(
    'b6-out-nd-02',
    'nd',
    'lingangithumeleli',
    { alert: 'ngidinga ilaptop eBulawayo' },
    {
      noAlertFor: NEW_LAPTOP,
    },
  ),
  optOut(
    'b6-out-nd-03',
    'nd',
    'ngiyeke',
    { alert: 'ngifuna amathaya eHarare' },
    {
      noAlertFor: NEW_TYRES,
    },
  ),
  sellerOptOut('b6-out-nd-04', 'nd', 'yimani', [SOLAR]),
  sellerOptOut('b6-out-nd-05', 'nd', 'stop', [BED]),
  optOut(
    'b6-out-mx-01',
    'mixed',
    'STOP ALL',
    { alert: 'room to rent in glen view' },
    {
      noAlertFor: NEW_ROOM,
    },
  ),
  optOut(
    'b6-out-mx-02',
    'mixed',
    'stop',
    { alert: 'ndoda solar panels kuHarare' },
    {
      noAlertFor: NEW_SOLAR,
    },
  ),
  sellerOptOut('b6-out-mx-03', 'mixed', 'quit', [TYRES]),
  sellerOptOut('b6-out-mx-04', 'mixed', 'End', [BRAIDS, TUTOR]),
];

// ---------------------------------------------------------------------------------------------
// Follow-ups

const PHONES = ['electronics/phone'];
const HOMES = ['real_estate'];
const CARS = ['vehicle'];

const FOLLOW_UPS: Conversation[] = [
  followUp('b6-fu-en-01', 'en', 'fridge', { only: ['electronics'] }, 'what about 200', {
    only: ['electronics'],
  }),
  followUp(
    'b6-fu-en-02',
    'en',
    'samsung phones',
    { only: PHONES, says: /samsung/i },
    'any cheaper',
    {
      only: PHONES,
      says: /samsung/i,
    },
  ),
  followUp('b6-fu-en-03', 'en', 'house to rent in harare', { only: HOMES }, 'in Bulawayo?', {
    only: HOMES,
    says: /bulawayo/i,
  }),
  followUp(
    'b6-fu-en-04',
    'en',
    'house to rent in kwekwe',
    { only: HOMES, says: /kwekwe/i },
    'sorry i meant Gweru',
    { only: HOMES, says: /gweru/i, saysNot: /meant/i },
  ),
  followUp('b6-fu-en-05', 'en', 'car for sale', { only: CARS }, 'toyota', {
    only: CARS,
    says: /toyota/i,
  }),
  followUp('b6-fu-en-06', 'en', 'laptops', { only: ['electronics'] }, 'ok and under $300?', {
    only: ['electronics'],
  }),
  followUp('b6-fu-sn-01', 'sn', 'ndoda furiji', { only: ['electronics'] }, 'ko pa150?', {
    only: ['electronics'],
  }),
  followUp('b6-fu-sn-02', 'sn', 'ndoda imba yekuroja kuHarare', { only: HOMES }, 'ko kuMutare?', {
    only: HOMES,
    says: /mutare/i,
  }),
  followUp('b6-fu-sn-03', 'sn', 'ndoda mota', { only: CARS }, 'ko dzisingadhuri?', { only: CARS }),
  followUp('b6-fu-sn-04', 'sn', 'ndiri kutsvaga sofa', { only: ['furniture'] }, 'kuBulawayo', {
    only: ['furniture'],
    says: /bulawayo/i,
  }),
  followUp('b6-fu-nd-01', 'nd', 'ngifuna imoto', { only: CARS }, 'kuthiwani ngeHonda?', {
    only: CARS,
    says: /honda/i,
  }),
  followUp(
    'b6-fu-nd-02',
    'nd',
    'ngidinga indlu yokuqasha eBulawayo',
    { only: HOMES },
    'eHarare yini?',
    {
      only: HOMES,
      says: /harare/i,
    },
  ),
  followUp('b6-fu-nd-03', 'nd', 'ngifuna ifoni', { only: PHONES }, 'ezingabizi kakhulu', {
    only: PHONES,
  }),
  followUp('b6-fu-nd-04', 'nd', 'ngifuna umbheda', { only: ['furniture'] }, 'ngaphansi kuka $100', {
    only: ['furniture'],
  }),
  followUp('b6-fu-mx-01', 'mixed', 'ndoda laptop', { only: ['electronics'] }, 'ko hp?', {
    only: ['electronics'],
    says: /hp/i,
  }),
  followUp('b6-fu-mx-02', 'mixed', 'solar panels', { only: ['energy_services'] }, 'ko kuGweru?', {
    only: ['energy_services'],
    says: /gweru/i,
  }),
  followUp('b6-fu-mx-03', 'mixed', 'ngifuna TV', { only: ['electronics'] }, 'what about samsung', {
    only: ['electronics'],
    says: /samsung/i,
  }),
  followUp(
    'b6-fu-mx-04',
    'mixed',
    'cars for sale kuBulawayo',
    { only: CARS },
    'any cheaper ones?',
    {
      only: CARS,
    },
  ),
];

// ---------------------------------------------------------------------------------------------
// Searches

const search = (id: string, lang: Tag, said: string, expect: Expect) =>
  one(id, lang, 'search', said, expect);
const ELECTRONICS = ['electronics'];
const BUILDING = ['construction', 'hardware'];

const SEARCHES: Conversation[] = [
  // English
  search('b6-s-en-01', 'en', 'looking for a samsung phone under 200usd', {
    only: PHONES,
    says: /samsung/i,
  }),
  search('b6-s-en-02', 'en', 'HONDA FIT FOR SALE BYO', { only: CARS, says: /honda/i }),
  search('b6-s-en-03', 'en', 'need a plumber in harare asap, geyser burst and water everywhere', {
    only: ['home_services', 'construction'],
    says: /plumb/i,
  }),
  search('b6-s-en-04', 'en', 'hw mch for solar panels', {
    only: ['energy_services'],
    says: /solar/i,
  }),
  search('b6-s-en-05', 'en', 'i have $1.5k for a car, anything in gweru', { only: CARS }),
  search('b6-s-en-06', 'en', 'room to rent for a single lady, 100usd max', {
    only: HOMES,
    says: /room/i,
  }),
  search('b6-s-en-07', 'en', 'helicopter for sale', { nothing: /helicopter/i }),
  search('b6-s-en-08', 'en', 'stand for sale in ruwa, bond accepted?', {
    only: HOMES,
    says: /stand|land/i,
  }),
  search('b6-s-en-09', 'en', 'maths tutor for my grade 7 boy', {
    only: ['education'],
    says: /tutor|math|lesson/i,
  }),
  search('b6-s-en-10', 'en', 'truck to hire to move my furniture from harare to bulawayo', {
    only: ['car_rental', 'services/logistics'],
  }),
  search('b6-s-en-11', 'en', 'iphone 12 us$400', { only: PHONES, says: /iphone/i }),
  search('b6-s-en-12', 'en', 'second hand wardrobe, can pay in ZiG', {
    only: ['furniture'],
    says: /wardrobe/i,
  }),
  search('b6-s-en-13', 'en', 'car battery', { only: ['vehicle_parts'], says: /batter/i }),
  search('b6-s-en-14', 'en', 'i dont want a toyota, show me nissan cars', {
    only: CARS,
    says: /nissan/i,
    saysNot: /toyota/i,
  }),
  search('b6-s-en-15', 'en', 'wedding photographer', {
    only: ['bridal', 'services'],
    says: /photo/i,
  }),
  // Shona
  search('b6-s-sn-01', 'sn', 'ndoda kutenga mbudzi', {
    only: ['grocery_farm'],
    says: /goat|mbudzi/i,
  }),
  search('b6-s-sn-02', 'sn', 'ndiri kutsvaga munhu anogadzira mafoni kuChitungwiza', {
    only: ['repair_services'],
  }),
  search('b6-s-sn-03', 'sn', 'ndoda cement yakachipa', { only: BUILDING, says: /cement|simende/i }),
  search('b6-s-sn-04', 'sn', 'ndoda imba yekutenga kuBorrowdale', {
    only: HOMES,
    says: /borrowdale/i,
  }),
  search('b6-s-sn-05', 'sn', 'ndoda mabhedhi', { only: ['furniture'], says: /bed/i }),
  search('b6-s-sn-06', 'sn', 'ndoda mapanera ezuva', {
    only: ['energy_services'],
    says: /solar|panel/i,
  }),
  search('b6-s-sn-07', 'sn', 'ndoda mukadzi anoruka bvudzi kuGlen View', {
    only: ['beauty_personal_care', 'services/beauty'],
  }),
  search('b6-s-sn-08', 'sn', 'ndoda tractor yekurima', {
    only: ['grocery_farm', 'vehicle'],
    says: /tractor/i,
  }),
  search('b6-s-sn-09', 'sn', 'ndoda kutenga ndege', {
    nothing: /ndege|plane|aircraft/i,
  }),
  search('b6-s-sn-10', 'sn', 'ndoda laptop yechikoro isingapfuure $250', {
    only: ELECTRONICS,
    says: /laptop/i,
  }),
  search('b6-s-sn-11', 'sn', 'ndiri kutsvaga mudzidzisi weChirungu', { only: ['education'] }),
  // Ndebele
  search('b6-s-nd-01', 'nd', 'ngifuna imoto yeToyota engabizi', { only: CARS, says: /toyota/i }),
  search('b6-s-nd-02', 'nd', 'ngidinga umuntu olungisa imoto eBulawayo', {
    only: ['repair_services'],
  }),
  search('b6-s-nd-03', 'nd', 'ngifuna izimbuzi', { only: ['grocery_farm'], says: /goat|mbuzi/i }),
  search('b6-s-nd-04', 'nd', 'ngifuna isitulo sehhovisi', { only: ['furniture'] }),
  search('b6-s-nd-05', 'nd', 'ngifuna ifoni yeTecno', { only: PHONES, says: /tecno/i }),
  search('b6-s-nd-06', 'nd', 'ngidinga uthisha wezibalo', { only: ['education'] }),
  search('b6-s-nd-07', 'nd', 'ngifuna amabhlokisi okwakha indlu', { only: BUILDING }),
  search('b6-s-nd-08', 'nd', 'ngifuna ukuthenga ibhanoyi', {
    nothing: /bhanoyi|plane|aircraft/i,
  }),
  search('b6-s-nd-09', 'nd', 'ngidinga ifriji encane', { only: ELECTRONICS, says: /fri/i }),
  search('b6-s-nd-10', 'nd', 'kukhona ofaka isolar eGwanda?', {
    only: ['energy_services'],
    says: /solar/i,
  }),
  search('b6-s-nd-11', 'nd', 'ngifuna izigqoko zabantwana', { only: ['fashion'] }),
  search('b6-s-nd-12', 'nd', 'ngidinga ikhekhe lomtshado', {
    only: ['catering', 'restaurant', 'bridal'],
  }),
  // Mixed
  search('b6-s-mx-01', 'mixed', 'ndoda phone ye samsung below 150', {
    only: PHONES,
    says: /samsung/i,
  }),
  search('b6-s-mx-02', 'mixed', 'ngifuna car hire for the weekend eVic Falls', {
    only: ['car_rental'],
  }),
  search('b6-s-mx-03', 'mixed', 'ndiri kutsvaga 2 bedroom flat in avondale for rent 400usd', {
    only: HOMES,
    says: /avondale/i,
  }),
  search('b6-s-mx-04', 'mixed', 'anyone ane tyres dze 15 inch?', {
    only: ['vehicle_parts'],
    says: /tyre|tire/i,
  }),
  search('b6-s-mx-05', 'mixed', 'ndoda electrician mu Waterfalls', {
    only: ['home_services', 'construction'],
    says: /electric/i,
  }),
  search('b6-s-mx-06', 'mixed', 'ngifuna i-laptop ye Dell', { only: ELECTRONICS, says: /dell/i }),
  search('b6-s-mx-07', 'mixed', 'snow chains zvinowanikwa here', { nothing: /snow/i }),
  search('b6-s-mx-08', 'mixed', 'R500 ndoda sandals dzevakadzi', {
    only: ['fashion'],
    says: /sandal/i,
  }),
  // The same search sent twice (a double message): the same answer both times.
  {
    id: 'b6-s-en-16',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      turn('tv 55 inch', { only: ELECTRONICS, says: /tv|television/i }),
      turn('tv 55 inch', { only: ELECTRONICS, says: /tv|television/i }),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Relevance: the kind asked, not a neighbour that shares a word

const relevance = (id: string, lang: Tag, said: string, expect: Expect) =>
  one(id, lang, 'relevance', said, expect);

const RELEVANCE: Conversation[] = [
  relevance('b6-r-en-01', 'en', 'tv stand', { only: ['furniture'] }),
  relevance('b6-r-en-02', 'en', '2 bed house to rent in mabvuku', { only: HOMES }),
  relevance('b6-r-en-03', 'en', 'toyota spares', { only: ['vehicle_parts'], says: /toyota/i }),
  relevance('b6-r-en-04', 'en', 'phone covers', {
    only: ['electronics/accessories'],
    says: /cover|case/i,
  }),
  relevance('b6-r-en-05', 'en', 'mens formal shoes', { only: ['fashion/shoes', 'fashion/mens'] }),
  relevance('b6-r-sn-01', 'sn', 'ndoda mabhutsu ebhora', { only: ['sports', 'fashion/shoes'] }),
  relevance('b6-r-sn-02', 'sn', 'ndoda munhu anopenda dzimba', {
    only: ['home_services', 'construction'],
  }),
  relevance('b6-r-sn-03', 'sn', 'ndoda mbatya dzevana vadiki', { only: ['fashion/kids'] }),
  relevance('b6-r-sn-04', 'sn', 'ndoda charger yefoni', { only: ['electronics/accessories'] }),
  relevance('b6-r-nd-01', 'nd', 'ngifuna izicathulo zabesifazana', {
    only: ['fashion/shoes', 'fashion/womens'],
  }),
  relevance('b6-r-nd-02', 'nd', 'ngidinga ummeli', { only: ['services/legal'] }),
  relevance('b6-r-nd-03', 'nd', 'ngifuna amafutha enjini yemoto', { only: ['vehicle_parts'] }),
  relevance('b6-r-nd-04', 'nd', 'ngifuna umbheda womntwana', { only: ['furniture'] }),
  relevance('b6-r-mx-01', 'mixed', 'ndoda school uniform ye grade 3', { only: ['fashion'] }),
  relevance('b6-r-mx-02', 'mixed', 'ngifuna gas stove', {
    only: ['electronics', 'energy_services'],
  }),
];

// ---------------------------------------------------------------------------------------------
// Places: suburbs of Harare and Bulawayo, small towns

const place = (id: string, lang: Tag, said: string, expect: Expect) =>
  one(id, lang, 'place', said, expect);

const PLACES: Conversation[] = [
  place('b6-p-en-01', 'en', 'flats to rent in Hillside Bulawayo', {
    only: HOMES,
    says: /hillside|bulawayo/i,
  }),
  place('b6-p-en-02', 'en', 'cheap rooms in Chiredzi', { only: HOMES, says: /chiredzi/i }),
  place('b6-p-en-03', 'en', 'houses for sale in mt pleasant', {
    only: HOMES,
    says: /pleasant/i,
  }),
  place('b6-p-en-04', 'en', 'what is for sale in Kariba', { says: /kariba/i }),
  place('b6-p-sn-01', 'sn', 'ndoda imba yekuroja kuMabvuku', { only: HOMES, says: /mabvuku/i }),
  place('b6-p-sn-02', 'sn', 'ndoda furiji kuRuwa', { only: ELECTRONICS, says: /ruwa/i }),
  place('b6-p-sn-03', 'sn', 'ndoda mota kuChipinge', { only: CARS, says: /chipinge/i }),
  place('b6-p-nd-01', 'nd', 'ngifuna indlu yokuqasha ePumula', {
    only: HOMES,
    says: /pumula|bulawayo/i,
  }),
  place('b6-p-nd-02', 'nd', 'ngifuna isofa eLupane', { only: ['furniture'], says: /lupane/i }),
  place('b6-p-nd-03', 'nd', 'ngidinga ifoni eCowdray Park', {
    only: PHONES,
    says: /cowdray|bulawayo/i,
  }),
  place('b6-p-mx-01', 'mixed', 'room ku Kuwadzana 80usd', { only: HOMES, says: /kuwadzana/i }),
  place('b6-p-mx-02', 'mixed', 'ngifuna stand e Entumbane', {
    only: HOMES,
    says: /entumbane|bulawayo/i,
  }),
];

// ---------------------------------------------------------------------------------------------
// Greetings, thanks and questions about the marketplace itself

const NOT_SEARCH: Expect = { noSearch: true };
const greeting = (
  id: string,
  lang: Tag,
  said: string,
  expect: Expect = NOT_SEARCH,
  more: { role?: 'buyer' | 'seller'; setup?: Setup } = {},
) => one(id, lang, 'greeting-thanks', said, { noSearch: true, ...expect }, more);
const SELLER: Setup = { seller: true };

const GREETINGS: Conversation[] = [
  greeting('b6-g-en-01', 'en', 'gud mrng'),
  greeting('b6-g-en-02', 'en', 'thanks a lot 🙏🏾 u helped', NOT_SEARCH, {
    setup: { before: [{ say: 'fridge in harare' }] },
  }),
  greeting('b6-g-en-03', 'en', 'is it free to list my stuff here?', { says: /free/i }),
  greeting('b6-g-en-04', 'en', 'how do i sell my car on this thing', { says: /login/i }),
  greeting('b6-g-en-05', 'en', 'ok thanks bye', NOT_SEARCH, { role: 'seller', setup: SELLER }),
  greeting('b6-g-sn-01', 'sn', 'mhoroi makadini'),
  greeting('b6-g-sn-02', 'sn', 'maita basa chaizvo', NOT_SEARCH, {
    setup: { before: [{ say: 'ndoda sofa' }] },
  }),
  greeting('b6-g-sn-03', 'sn', 'zvinobhadharwa here kuisa chinhu pano?'),
  greeting('b6-g-sn-04', 'sn', 'ndatenda hama', NOT_SEARCH, { role: 'seller', setup: SELLER }),
  greeting('b6-g-nd-01', 'nd', 'livukile njani'),
  greeting('b6-g-nd-02', 'nd', 'ngiyabonga kakhulu mfowethu', NOT_SEARCH, {
    setup: { before: [{ say: 'ngifuna imoto' }] },
  }),
  greeting('b6-g-nd-03', 'nd', 'ngingathengisa njani izinto zami lapha?', { says: /login/i }),
  greeting('b6-g-nd-04', 'nd', 'siyabonga', NOT_SEARCH, { role: 'seller', setup: SELLER }),
  greeting('b6-g-mx-01', 'mixed', 'hey ndeipi'),
  greeting('b6-g-mx-02', 'mixed', 'ok thanx boss, ndichakuudza'),
];

// ---------------------------------------------------------------------------------------------
// Language: the reply in the person's language (English with typos stays English)

const LANGUAGE: Conversation[] = [
  one('b6-l-en-01', 'en', 'language', 'lukng 4 a cheep fone', { only: PHONES }),
  one('b6-l-en-02', 'en', 'language', 'hie, hw mch is a sofa', { only: ['furniture'] }),
  one(
    'b6-l-en-03',
    'en',
    'language',
    'do you have fridges in harare',
    { only: ELECTRONICS },
    {
      setup: { before: [{ say: 'mhoro' }] },
    },
  ),
  one(
    'b6-l-en-04',
    'en',
    'language',
    'how do i delete a listing i sold',
    { noSearch: true, says: /app/i },
    { role: 'seller', setup: SELLER },
  ),
  one(
    'b6-l-sn-01',
    'sn',
    'language',
    'ndoda kutenga mota',
    { only: CARS },
    {
      setup: { before: [{ say: 'hi' }] },
    },
  ),
  one('b6-l-sn-02', 'sn', 'language', 'mangwanani, ndiri kutsvaga imba yekugara', { only: HOMES }),
  one('b6-l-sn-03', 'sn', 'language', 'ndingachinja sei mutengo wechinhu changu?', NOT_SEARCH, {
    role: 'seller',
    setup: SELLER,
  }),
  one('b6-l-nd-01', 'nd', 'language', 'sawubona, ngifuna imoto', { only: CARS }),
  one(
    'b6-l-nd-02',
    'nd',
    'language',
    'ngicela ungisize, ngidinga ifoni',
    { only: PHONES },
    {
      setup: { before: [{ say: 'hello' }] },
    },
  ),
  one('b6-l-nd-03', 'nd', 'language', 'ngisusa njani okuthengiswayo kwami?', NOT_SEARCH, {
    role: 'seller',
    setup: SELLER,
  }),
  one('b6-l-mx-01', 'mixed', 'language', 'hi ndoda fone', { only: PHONES }),
];

export const BLIND6: Conversation[] = [
  ...CHECKINS,
  ...REPORTS,
  ...DRAFTS,
  ...PICKS,
  ...OPT_OUTS,
  ...FOLLOW_UPS,
  ...SEARCHES,
  ...RELEVANCE,
  ...PLACES,
  ...GREETINGS,
  ...LANGUAGE,
];
