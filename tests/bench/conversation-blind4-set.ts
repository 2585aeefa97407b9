/**
 * The conversation benchmark's fourth blind set (conversation-labelled.bench.ts, set `blind4`):
 * 124 multi-turn conversations as people in Zimbabwe type them on WhatsApp (42 English,
 * 40 Shona, 30 Ndebele, 12 mixed; 90 buyers, 34 sellers), written from the spec, the README and
 * the bench's harness, judge and types only: without reading the bot's rules, vocabularies or
 * copy, the other sets, or the catalogues' contents. So no expectation names a catalogue listing:
 * a search is judged on the kind of what it shows (`only`), the thing named in the reply
 * (`says`), an honest "nothing" for what no marketplace here sells, and no filler searched; a
 * seller on the listing's status, the chat draft and what was published; an opt-out on what
 * reached the phone afterwards (no check-in, no alert, no pause).
 *
 * First measure, before any rule saw it (committed before it was played): 91.1% satisfied
 * (113/124; en 88.1% 37/42, sn 92.5% 37/40, nd 93.3% 28/30, mixed 91.7% 11/12; buyers 90.0%,
 * sellers 94.1%), typed answers to the bot's questions 97.4% (37/38), opt-out 92.3% (12/13),
 * reply language right 99.4% (157/158 turns).
 *
 * The failures' transcripts, read after that measure, showed the set too lenient, never too
 * strict: `only` holds when nothing is shown, so five house-to-rent searches with a price ('house
 * to rent in harare 400usd', 'imba yekurenda kuBudiriro $200', 'indlu yokuqasha eBulawayo $250'…)
 * passed though the bot took them for a seller's offer ("send Login first"), as did a Ndebele TV
 * and stand search answered "nothing" for the untranslated word. So a home, TV or stand search's
 * reply must now name the thing; a named Honda Fit must be a car (the README: words that name
 * the thing must be in the listing; a Honda motorbike was shown); and 'ndeipi, any cheap TVs?'
 * must not quote the greeting as the thing. No expectation was loosened. Played again with them:
 * 83.9% satisfied (104/124; en 83.3%, sn 90.0%, nd 83.3%, mixed 66.7%; buyers 80.0%, sellers
 * 94.1%), typed answers 97.4% (37/38), opt-out 92.3% (12/13), language 99.3% (151/152).
 */
import type {
  After,
  Conversation,
  Expect,
  Kind,
  SellerListing,
  Setup,
  Tag,
  Turn,
} from './conversation-types';

// ---------------------------------------------------------------------------------------------
// Helpers

type TurnOptions = Omit<Turn, 'say' | 'tap' | 'expect'>;

/** A typed message and what must hold after it. */
const t = (say: string, expect: Expect, options: TurnOptions = {}): Turn => ({
  say,
  expect,
  ...options,
});
/** A typed answer to the question or buttons the bot sent last. */
const a = (say: string, expect: Expect, options: TurnOptions = {}): Turn =>
  t(say, { noSearch: true, ...expect }, { answer: true, ...options });
/** An opt-out: not a search, and the reply says START brings messages back. */
const out = (say: string, options: TurnOptions = {}): Turn =>
  t(say, { noSearch: true, says: /start/i }, { optOut: true, ...options });
/** Greetings, thanks and questions that are not a search. */
const chat = (say: string, options: TurnOptions = {}): Turn => t(say, { noSearch: true }, options);

let serial = 0;
function conv(
  lang: Tag,
  role: 'buyer' | 'seller',
  kind: Kind,
  turns: Turn[],
  setup?: Setup,
  after?: After,
): Conversation {
  serial++;
  return {
    id: `blind4-${lang}-${String(serial).padStart(3, '0')}`,
    lang,
    role,
    kind,
    turns,
    ...(setup ? { setup } : {}),
    ...(after ? { after } : {}),
  };
}

/** A seller's own listing. */
const own = (
  key: string,
  title: string,
  type: string,
  subType: string | undefined,
  city: string,
  price: number,
  extra: Partial<SellerListing> = {},
): SellerListing => ({
  key,
  title,
  type,
  ...(subType ? { subType } : {}),
  city,
  price,
  ...extra,
});

// Kinds of listing (type or type/subType) a request is answered with.
const HOMES = ['real_estate', 'accommodation'];
const LAND = ['real_estate/land'];
const CARS = ['vehicle'];
const PHONES = ['electronics/phone'];
const LAPTOPS = ['electronics/laptop'];
const TVS = ['electronics/tv'];
const PLUMBERS = ['home_services/plumber', 'construction/plumbing'];
const ELECTRICIANS = ['home_services/electrician', 'construction/electrical'];
const REPAIRERS = ['repair_services', 'home_services'];
const BEAUTY = ['beauty_personal_care', 'services/beauty'];
const TUTORS = ['education'];
const CAR_HIRE = ['car_rental'];
const SOLAR = ['energy_services', 'electronics', 'hardware', 'construction'];
const CEMENT = ['construction', 'hardware'];
const FURNITURE = ['furniture'];
const CLOTHES = ['fashion'];
const FARM = ['grocery_farm'];
const PHOTOGRAPHERS = ['services/photography', 'bridal/photography', 'services/events'];

/**
 * The reply names the thing asked for (its results' header or rows, or an honest "nothing"), so
 * a search answered as something else (a seller's offer, a question back) is not passed by an
 * `only` that nothing shown satisfies.
 */
const NAMES_HOMES = /\b(houses?|flats?|rooms?|cottages?|imba|indlu|rent|to let)\b/i;
const NAMES_TVS = /\btvs?\b|telev/i;
const NAMES_LAND = /\b(stands?|land|plots?)\b/i;

/** What a report's thanks says, in any of the three languages. */
const THANKS = /thank|tend|maita|bonga/i;
/** A listing's details carry the seller's chat link (/l/{id}/chat). */
const DETAILS = /\/l\//;

// Listings of the sellers (each due a check-in when the conversation starts).
const FIT = own('fit', 'Honda Fit 2010', 'vehicle', 'car', 'harare', 4500, {
  vehicleBrand: 'Honda',
});
const SOFA = own('sofa', '3 seater sofa', 'furniture', 'living', 'bulawayo', 200);
const FRIDGE = own('fridge', 'Defy fridge 300 litres', 'electronics', 'appliances', 'harare', 280);
const PHONE = own('phone', 'Samsung Galaxy A13', 'electronics', 'phone', 'gweru', 130, {
  electronicBrand: 'Samsung',
});
const ROOM = own('room', 'Room to rent in Mbare', 'real_estate', 'room', 'harare', 80, {
  neighborhood: 'mbare',
  deal: 'rent',
});
const PLUMBING = own(
  'plumb',
  'Plumbing and geyser installation',
  'home_services',
  'plumber',
  'harare',
  30,
);
const GOATS = own('goats', 'Boer goats', 'grocery_farm', 'livestock', 'masvingo', 90);
const BRAIDS = own(
  'braids',
  'Box braids and cornrows',
  'beauty_personal_care',
  undefined,
  'bulawayo',
  25,
);
const LAPTOP = own(
  'laptop',
  'Dell Latitude laptop core i5',
  'electronics',
  'laptop',
  'mutare',
  260,
  {
    electronicBrand: 'Dell',
  },
);
const BED = own('bed', 'Double bed with mattress', 'furniture', 'bedroom', 'kwekwe', 150);

/** New listings posted after an opt-out, matching the person's saved alert. */
const NEW_FRIDGE_HARARE = own(
  'new-fridge',
  'LG fridge 250 litres',
  'electronics',
  'appliances',
  'harare',
  300,
);
const NEW_LAPTOP_HARARE = own(
  'new-laptop',
  'HP laptop core i3 8GB',
  'electronics',
  'laptop',
  'harare',
  240,
  {
    electronicBrand: 'HP',
  },
);
const NEW_PHONE_HARARE = own(
  'new-phone',
  'Samsung Galaxy A05',
  'electronics',
  'phone',
  'harare',
  110,
  {
    electronicBrand: 'Samsung',
  },
);
const NEW_FRIDGE_BYO = own(
  'new-fridge-byo',
  'Hisense fridge 200 litres',
  'electronics',
  'appliances',
  'bulawayo',
  260,
);
const NEW_PHONE_BYO = own(
  'new-phone-byo',
  'Tecno Spark 10',
  'electronics',
  'phone',
  'bulawayo',
  95,
  {
    electronicBrand: 'Tecno',
  },
);
const NEW_TV_HARARE = own('new-tv', 'Hisense 43 inch smart TV', 'electronics', 'tv', 'harare', 280);

/** A check-in answered "still there": it is confirmed, so no check-in and no pause follow. */
const confirmed = (...keys: string[]): After => ({
  sweep: true,
  noCheckin: true,
  status: Object.fromEntries(keys.map((k) => [k, 'active' as const])),
});

// ---------------------------------------------------------------------------------------------
// English

const ENGLISH: Conversation[] = [
  conv('en', 'buyer', 'greeting-thanks', [
    chat('Hi'),
    t('looking for a 2 bedroom flat to rent in Avondale', {
      only: HOMES,
      says: NAMES_HOMES,
      noFiller: true,
    }),
    chat('thanks'),
  ]),
  conv('en', 'buyer', 'follow-up', [
    t('samsung phone under $200', { only: PHONES, says: /samsung/i }),
    t('cheaper', { only: PHONES, noFiller: true }),
  ]),
  conv('en', 'buyer', 'follow-up', [
    t('any plumbers in harare', { only: PLUMBERS }),
    t('what about bulawayo', { only: PLUMBERS, noFiller: true }),
  ]),
  conv('en', 'buyer', 'follow-up', [
    t('honda fit for sale under 5k', { only: ['vehicle/car'], says: /honda|fit/i }),
    t('toyota?', { only: CARS, says: /toyota/i, noFiller: true }),
  ]),
  conv('en', 'buyer', 'search', [t('i need a helicopter', { nothing: /helicopter/i })]),
  conv('en', 'buyer', 'follow-up', [
    t('house to rent in harare 400usd', { only: HOMES, says: NAMES_HOMES }),
    t('ok what about 600', { only: HOMES, says: NAMES_HOMES, noFiller: true }),
  ]),
  conv('en', 'buyer', 'follow-up', [
    t('laptop', { only: LAPTOPS }),
    t('more', { only: LAPTOPS, saysNot: /nothing for “more”/i }),
  ]),
  conv('en', 'buyer', 'search', [t('Looking for a plumber', { only: PLUMBERS })]),
  conv('en', 'buyer', 'relevance', [
    t("looking for men's tshirts", { only: CLOTHES, says: /t-?shirt/i }),
  ]),
  conv('en', 'buyer', 'follow-up', [
    t('goats for sale', { only: FARM, says: /goat/i }),
    t('any in bulawayo?', { only: FARM, noFiller: true }),
  ]),
  conv('en', 'buyer', 'place', [
    t('stand for sale in chitungwiza', { only: LAND, says: NAMES_LAND }),
  ]),
  conv('en', 'buyer', 'relevance', [
    t('need someone to fix my fridge, its not cooling', { only: REPAIRERS }),
  ]),
  conv('en', 'buyer', 'place', [t('braids in highfield', { only: BEAUTY })]),
  conv('en', 'buyer', 'search', [t('maths tutor for o level zimsec', { only: TUTORS })]),
  conv('en', 'buyer', 'place', [t('car hire bulawayo', { only: CAR_HIRE })]),
  conv('en', 'buyer', 'search', [
    t('solar panels and inverter', { only: SOLAR, says: /solar|inverter/i }),
  ]),
  conv('en', 'buyer', 'search', [chat('do you deliver to gweru?')]),
  conv('en', 'buyer', 'search', [chat('how much does it cost to advertise on here')]),
  conv('en', 'buyer', 'greeting-thanks', [
    chat('Good morning'),
    t("I'm looking for a sofa", { only: FURNITURE }),
    chat('thank you so much'),
  ]),
  conv('en', 'buyer', 'follow-up', [
    t('cheap phones in bulawayo', { only: PHONES }),
    t('what about harare', { only: PHONES, noFiller: true }),
  ]),
  conv('en', 'buyer', 'search', [chat('is this a real person?')]),
  conv('en', 'buyer', 'relevance', [
    t('2 bed house for rent in mbare $300', { only: HOMES, says: NAMES_HOMES, noFiller: true }),
  ]),
  conv('en', 'buyer', 'relevance', [t('iphone 11', { only: PHONES, says: /iphone/i })]),
  conv(
    'en',
    'buyer',
    'opt-out',
    [out('STOP')],
    { alert: 'fridge in Harare' },
    { noAlertFor: NEW_FRIDGE_HARARE },
  ),
  conv(
    'en',
    'buyer',
    'opt-out',
    [out('stop messaging me')],
    { alert: 'laptop in harare' },
    { noAlertFor: NEW_LAPTOP_HARARE },
  ),
  conv('en', 'buyer', 'opt-out', [out('STOP'), chat('START')], {
    before: [{ say: 'tv in harare' }],
  }),
  conv('en', 'buyer', 'answer-to-bot', [a('3', { says: THANKS })], { report: 'samsung phone' }),
  conv('en', 'buyer', 'answer-to-bot', [a('its a scam', { says: THANKS })], {
    report: 'house to rent in harare',
  }),
  conv('en', 'buyer', 'answer-to-bot', [
    t('electrician in harare', { only: ELECTRICIANS }),
    a('1', { says: DETAILS }),
  ]),
  conv('en', 'buyer', 'search', [t('wedding photographer', { only: PHOTOGRAPHERS })]),
  // Sellers
  conv(
    'en',
    'seller',
    'answer-to-bot',
    [a('still available', { status: { fit: 'active' } })],
    {
      listings: [FIT],
      checkin: 'asked',
    },
    confirmed('fit'),
  ),
  conv(
    'en',
    'seller',
    'answer-to-bot',
    [a('yes its still there', { status: { sofa: 'active' } })],
    {
      listings: [SOFA],
      checkin: 'asked',
    },
    confirmed('sofa'),
  ),
  conv('en', 'seller', 'answer-to-bot', [a('sold it already', { status: { fridge: 'sold' } })], {
    listings: [FRIDGE],
    checkin: 'asked',
  }),
  conv(
    'en',
    'seller',
    'answer-to-bot',
    [a("it's gone, sold last week", { status: { phone: 'sold' } })],
    {
      listings: [PHONE],
      checkin: 'asked',
    },
  ),
  conv(
    'en',
    'seller',
    'answer-to-bot',
    [a('pause it for now please', { status: { room: 'paused' } })],
    {
      listings: [ROOM],
      checkin: 'asked',
    },
  ),
  conv('en', 'seller', 'answer-to-bot', [a('reactivate', { status: { plumb: 'active' } })], {
    listings: [PLUMBING],
    checkin: 'auto-paused',
  }),
  conv(
    'en',
    'seller',
    'answer-to-bot',
    [a('both are still available', { status: { fit: 'active', sofa: 'active' } })],
    { listings: [FIT, SOFA], checkin: 'asked' },
    confirmed('fit', 'sofa'),
  ),
  conv(
    'en',
    'seller',
    'opt-out',
    [out('STOP')],
    { listings: [GOATS], checkin: 'asked' },
    {
      sweep: true,
      noCheckin: true,
      status: { goats: 'active' },
    },
  ),
  conv('en', 'seller', 'answer-to-bot', [a('publish', { published: /corolla/i })], {
    seller: true,
    draft: 'Toyota Corolla 2012 $6500 Bulawayo',
    atSummary: true,
  }),
  conv('en', 'seller', 'answer-to-bot', [a('Harare', { draft: { city: 'harare' } })], {
    seller: true,
    draft: 'Hisense fridge 200 litres $280',
  }),
  conv('en', 'seller', 'answer-to-bot', [a('cancel', { noDraft: true, notPublished: true })], {
    seller: true,
    draft: 'HP laptop core i5 8gb ram $300 Gweru',
    atSummary: true,
  }),
  conv('en', 'seller', 'search', [chat('how do i delete my listing')], { listings: [BED] }),
];

// ---------------------------------------------------------------------------------------------
// Shona

const EITHER_SN: TurnOptions = { lang: ['sn', 'en'] };

const SHONA: Conversation[] = [
  conv('sn', 'buyer', 'greeting-thanks', [
    chat('mhoro'),
    t('ndiri kutsvaga imba yekurenda kuWaterfalls', { only: HOMES, says: NAMES_HOMES }),
    chat('ndatenda'),
  ]),
  conv('sn', 'buyer', 'follow-up', [
    t('ndiri kuda foni yeSamsung', { only: PHONES, says: /samsung/i }),
    t('dzakachipa', { only: PHONES, noFiller: true }),
  ]),
  conv('sn', 'buyer', 'follow-up', [
    t('ndinoda plumber kuChitungwiza', { only: PLUMBERS }),
    t('ko kuHarare?', { only: PLUMBERS, noFiller: true }),
  ]),
  conv('sn', 'buyer', 'search', [
    t('mbudzi dziri kutengeswa', { only: FARM, says: /goat|mbudzi/i }),
  ]),
  conv('sn', 'buyer', 'relevance', [t('ndiri kuda huku', { only: FARM })]),
  conv('sn', 'buyer', 'place', [
    t('ndiri kutsvaga stand kuNorton', { only: LAND, says: NAMES_LAND }),
  ]),
  conv('sn', 'buyer', 'search', [
    t('ndiri kuda motokari yeHonda pasi pe $5000', { only: CARS, says: /honda/i }),
  ]),
  conv('sn', 'buyer', 'search', [t('laptop iri pasi pe$250', { only: LAPTOPS })]),
  conv('sn', 'buyer', 'relevance', [
    t('ndiri kutsvaga munhu anogadzira firiji', { only: REPAIRERS }),
  ]),
  conv('sn', 'buyer', 'place', [t('ndiri kuda kuitwa braids kuMbare', { only: BEAUTY })]),
  conv('sn', 'buyer', 'search', [t('ndiri kutsvaga mudzidzisi wemaths', { only: TUTORS })]),
  conv('sn', 'buyer', 'place', [t('ndinoda kuhaya motokari kuBulawayo', { only: CAR_HIRE })]),
  conv('sn', 'buyer', 'search', [t('sofa riri kutengeswa muHarare', { only: FURNITURE })]),
  conv('sn', 'buyer', 'search', [t('ndiri kuda ndege', { nothing: /ndege|plane|aircraft/i })]),
  conv('sn', 'buyer', 'greeting-thanks', [
    chat('makadii'),
    t('ndiri kuda TV', { only: TVS, says: NAMES_TVS }),
    chat('maita basa'),
  ]),
  conv('sn', 'buyer', 'search', [
    t('ndiri kuda simende', { only: CEMENT, says: /cement|simende/i }),
  ]),
  conv('sn', 'buyer', 'follow-up', [
    t('imba yekurenda kuBudiriro $200', { only: HOMES, says: NAMES_HOMES }),
    t('ko pa$300?', { only: HOMES, says: NAMES_HOMES, noFiller: true }),
  ]),
  conv('sn', 'buyer', 'search', [t('ndiri kutsvaga magetsi ezuva', { only: SOLAR })]),
  conv('sn', 'buyer', 'search', [chat('munoendesa here kuMasvingo?')]),
  conv('sn', 'buyer', 'search', [chat('ndingaisa sei chinhu changu pano?')]),
  conv('sn', 'buyer', 'relevance', [t('ndiri kuda mbatya dzevana', { only: CLOTHES })]),
  conv('sn', 'buyer', 'relevance', [t('ndiri kuda shangu dzevakadzi', { only: CLOTHES })]),
  conv('sn', 'buyer', 'follow-up', [
    t('ndiri kutsvaga rumu kuGlen View', { only: HOMES, says: NAMES_HOMES }),
    t('more', { only: HOMES, says: NAMES_HOMES, saysNot: /nothing for “more”/i }, EITHER_SN),
  ]),
  conv(
    'sn',
    'buyer',
    'opt-out',
    [out('mira')],
    { alert: 'firiji kuHarare' },
    { noAlertFor: NEW_FRIDGE_HARARE },
  ),
  conv(
    'sn',
    'buyer',
    'opt-out',
    [out('musanditumire mamessage')],
    { alert: 'ndiri kuda foni kuHarare' },
    {
      noAlertFor: NEW_PHONE_HARARE,
    },
  ),
  conv('sn', 'buyer', 'opt-out', [out('regai'), chat('START', EITHER_SN)], {
    before: [{ say: 'ndiri kuda TV kuHarare' }],
  }),
  conv('sn', 'buyer', 'answer-to-bot', [a('2', { says: THANKS })], { report: 'ndiri kuda foni' }),
  conv('sn', 'buyer', 'answer-to-bot', [a('hutsotsi', { says: THANKS })], {
    report: 'imba yekurenda kuHarare',
  }),
  conv('sn', 'buyer', 'answer-to-bot', [
    t('ndiri kuda electrician kuHarare', { only: ELECTRICIANS }),
    a('1', { says: DETAILS }),
  ]),
  // Sellers
  conv(
    'sn',
    'seller',
    'answer-to-bot',
    [a('ichiripo', { status: { fit: 'active' } })],
    {
      listings: [FIT],
      checkin: 'asked',
    },
    confirmed('fit'),
  ),
  conv(
    'sn',
    'seller',
    'answer-to-bot',
    [a('hongu ichiripo', { status: { goats: 'active' } })],
    {
      listings: [GOATS],
      checkin: 'asked',
    },
    confirmed('goats'),
  ),
  conv('sn', 'seller', 'answer-to-bot', [a('ndachitengesa', { status: { fridge: 'sold' } })], {
    listings: [FRIDGE],
    checkin: 'asked',
  }),
  conv('sn', 'seller', 'answer-to-bot', [a('yatotengwa kare', { status: { phone: 'sold' } })], {
    listings: [PHONE],
    checkin: 'asked',
  }),
  conv('sn', 'seller', 'answer-to-bot', [a('imisai kwechinguva', { status: { room: 'paused' } })], {
    listings: [ROOM],
    checkin: 'asked',
  }),
  conv(
    'sn',
    'seller',
    'answer-to-bot',
    [a('ndapota reactivate', { status: { plumb: 'active' } })],
    {
      listings: [PLUMBING],
      checkin: 'auto-paused',
    },
  ),
  conv(
    'sn',
    'seller',
    'answer-to-bot',
    [a('zvose zvichiripo', { status: { sofa: 'active', laptop: 'active' } })],
    { listings: [SOFA, LAPTOP], checkin: 'asked' },
    confirmed('sofa', 'laptop'),
  ),
  conv(
    'sn',
    'seller',
    'opt-out',
    [out('misai', EITHER_SN)],
    { listings: [BRAIDS], checkin: 'asked' },
    {
      sweep: true,
      noCheckin: true,
      status: { braids: 'active' },
    },
  ),
  conv('sn', 'seller', 'answer-to-bot', [a('ehe iisa', { published: /vitz/i })], {
    seller: true,
    draft: 'Ndiri kutengesa Toyota Vitz 2009 $4000 Harare',
    atSummary: true,
  }),
  conv('sn', 'seller', 'answer-to-bot', [a('kuBulawayo', { draft: { city: 'bulawayo' } })], {
    seller: true,
    draft: 'Ndiri kutengesa firiji yeDefy $180',
  }),
  conv('sn', 'seller', 'answer-to-bot', [a('kanzura', { noDraft: true, notPublished: true })], {
    seller: true,
    draft: 'Ndiri kutengesa Samsung A14 $120 Mutare',
    atSummary: true,
  }),
];

// ---------------------------------------------------------------------------------------------
// Ndebele

const EITHER_ND: TurnOptions = { lang: ['nd', 'en'] };

const NDEBELE: Conversation[] = [
  conv('nd', 'buyer', 'greeting-thanks', [
    chat('salibonani'),
    t('ngifuna indlu eBulawayo', { only: HOMES, says: NAMES_HOMES }),
    chat('ngiyabonga'),
  ]),
  conv('nd', 'buyer', 'follow-up', [
    t('ngidinga ifoni yeSamsung', { only: PHONES, says: /samsung/i }),
    t('ezitshiphileyo', { only: PHONES, noFiller: true }),
  ]),
  conv('nd', 'buyer', 'relevance', [t('ngifuna umuntu olungisa ifriji', { only: REPAIRERS })]),
  conv('nd', 'buyer', 'search', [
    t('ngidinga imoto eBulawayo ngaphansi kwe $4000', { only: CARS }),
  ]),
  conv('nd', 'buyer', 'search', [t('ngifuna izimbuzi', { only: FARM })]),
  conv('nd', 'buyer', 'place', [t('ngifuna iplumber eNkulumane', { only: PLUMBERS })]),
  conv('nd', 'buyer', 'place', [t('ngifuna isitendi eGweru', { only: LAND, says: NAMES_LAND })]),
  conv('nd', 'buyer', 'follow-up', [
    t('ngidinga ilaptop', { only: LAPTOPS }),
    t('kuthiwani eHarare?', { only: LAPTOPS, noFiller: true }),
  ]),
  conv('nd', 'buyer', 'search', [t('ngifuna ukuhaya imoto eBulawayo', { only: CAR_HIRE })]),
  conv('nd', 'buyer', 'search', [t('ngifuna umfundisi wezibalo', { only: TUTORS })]),
  conv('nd', 'buyer', 'search', [t('ngifuna isofa', { only: FURNITURE })]),
  conv('nd', 'buyer', 'greeting-thanks', [
    chat('unjani'),
    t('ngifuna ithelevishini', { only: TVS, says: NAMES_TVS }),
    chat('ngiyabonga kakhulu'),
  ]),
  conv('nd', 'buyer', 'search', [chat('liyathumela yini eVic Falls?')]),
  conv('nd', 'buyer', 'search', [t('ngifuna ihelicopter', { nothing: /helicopter/i })]),
  conv('nd', 'buyer', 'search', [t('ngifuna ugesi welanga', { only: SOLAR })]),
  conv('nd', 'buyer', 'follow-up', [
    t('indlu yokuqasha eBulawayo $250', { only: HOMES, says: NAMES_HOMES }),
    t('kuthiwani $400', { only: HOMES, says: NAMES_HOMES, noFiller: true }),
  ]),
  conv(
    'nd',
    'buyer',
    'opt-out',
    [out('yima')],
    { alert: 'ngifuna ifriji eBulawayo' },
    {
      noAlertFor: NEW_FRIDGE_BYO,
    },
  ),
  conv(
    'nd',
    'buyer',
    'opt-out',
    [out('lingangithumeleli')],
    { alert: 'ngifuna ifoni eBulawayo' },
    {
      noAlertFor: NEW_PHONE_BYO,
    },
  ),
  conv('nd', 'buyer', 'opt-out', [out('ngiyeke'), chat('START', EITHER_ND)], {
    before: [{ say: 'ngifuna ithelevishini eBulawayo' }],
  }),
  conv('nd', 'buyer', 'answer-to-bot', [a('2', { says: THANKS })], { report: 'ngifuna ifoni' }),
  conv('nd', 'buyer', 'answer-to-bot', [
    t('ngifuna ifoni eBulawayo', { only: PHONES }),
    a('1', { says: DETAILS }),
  ]),
  // Sellers
  conv(
    'nd',
    'seller',
    'answer-to-bot',
    [a('isekhona', { status: { sofa: 'active' } })],
    {
      listings: [SOFA],
      checkin: 'asked',
    },
    confirmed('sofa'),
  ),
  conv(
    'nd',
    'seller',
    'answer-to-bot',
    [a('yebo isekhona', { status: { braids: 'active' } })],
    {
      listings: [BRAIDS],
      checkin: 'asked',
    },
    confirmed('braids'),
  ),
  conv('nd', 'seller', 'answer-to-bot', [a('ngiyithengisile', { status: { fit: 'sold' } })], {
    listings: [FIT],
    checkin: 'asked',
  }),
  conv('nd', 'seller', 'answer-to-bot', [a('sekuthengiwe', { status: { bed: 'sold' } })], {
    listings: [BED],
    checkin: 'asked',
  }),
  conv(
    'nd',
    'seller',
    'answer-to-bot',
    [a('yimise okwesikhatshana', { status: { room: 'paused' } })],
    {
      listings: [ROOM],
      checkin: 'asked',
    },
  ),
  conv(
    'nd',
    'seller',
    'answer-to-bot',
    [a('ngicela reactivate', { status: { goats: 'active' } })],
    {
      listings: [GOATS],
      checkin: 'auto-paused',
    },
  ),
  conv(
    'nd',
    'seller',
    'opt-out',
    [out('yima', EITHER_ND)],
    { listings: [PHONE], checkin: 'asked' },
    {
      sweep: true,
      noCheckin: true,
      status: { phone: 'active' },
    },
  ),
  conv('nd', 'seller', 'answer-to-bot', [a('yebo yithumele', { published: /corolla/i })], {
    seller: true,
    draft: 'Ngiyathengisa iToyota Corolla 2011 $5500 Bulawayo',
    atSummary: true,
  }),
  conv('nd', 'seller', 'answer-to-bot', [a('eGweru', { draft: { city: 'gweru' } })], {
    seller: true,
    draft: 'Ngiyathengisa ifriji yeSamsung $200',
  }),
];

// ---------------------------------------------------------------------------------------------
// Mixed

const MIXED: Conversation[] = [
  conv('mixed', 'buyer', 'language', [
    t('ndiri kuda phone yakachipa under $100', { only: PHONES }),
  ]),
  conv('mixed', 'buyer', 'language', [
    t('Sekuru ndipeiwo plumber in Chitungwiza urgently', { only: PLUMBERS }),
  ]),
  conv('mixed', 'buyer', 'language', [
    t('ngifuna car hire for the weekend eBulawayo', { only: CAR_HIRE }),
  ]),
  conv('mixed', 'buyer', 'follow-up', [
    t('house yekurenda in Avondale 500usd', { only: HOMES, says: NAMES_HOMES }),
    t('ko 700?', { only: HOMES, says: NAMES_HOMES, noFiller: true }),
  ]),
  conv('mixed', 'buyer', 'greeting-thanks', [
    t('hi, ndiri kutsvaga laptop', { only: LAPTOPS }),
    chat('thanks shamwari'),
  ]),
  conv('mixed', 'buyer', 'search', [
    t('ndiri kuda Honda Fit around 4k', { only: ['vehicle/car'], says: /honda|fit/i }),
  ]),
  conv('mixed', 'buyer', 'language', [t('yebo ngifuna iphone 12 in Bulawayo', { only: PHONES })]),
  conv('mixed', 'buyer', 'language', [t('mhoro, do you have solar systems', { only: SOLAR })]),
  conv('mixed', 'buyer', 'language', [
    t('ndeipi, any cheap TVs?', { only: TVS, says: NAMES_TVS, saysNot: /ndeipi/i }),
  ]),
  conv(
    'mixed',
    'buyer',
    'opt-out',
    [out('please misai kunditumira ma messages')],
    {
      alert: 'tv in Harare',
    },
    { noAlertFor: NEW_TV_HARARE },
  ),
  conv(
    'mixed',
    'seller',
    'answer-to-bot',
    [a('yes ichiripo', { status: { laptop: 'active' } })],
    {
      listings: [LAPTOP],
      checkin: 'asked',
    },
    confirmed('laptop'),
  ),
  conv(
    'mixed',
    'seller',
    'answer-to-bot',
    [a('sold, ndachitengesa', { status: { sofa: 'sold' } })],
    {
      listings: [SOFA],
      checkin: 'asked',
    },
  ),
];

export const BLIND4: Conversation[] = [...ENGLISH, ...SHONA, ...NDEBELE, ...MIXED];
