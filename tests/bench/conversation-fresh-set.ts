/**
 * The conversation benchmark's fresh set (conversation-labelled.bench.ts): 127 multi-turn
 * conversations as people in Zimbabwe type them on WhatsApp (43 English, 42 Shona, 30 Ndebele,
 * 12 mixed; buyers and sellers), written from the spec, the README's user-facing parts and the
 * benchmark's harness and catalogues only, without reading the bot's rules or the other two
 * sets. Expectations are what the person would accept: the right kind of listing, their own
 * language, an honest "nothing yet" when the catalogue has nothing, and the right state in the
 * database (check-in answers, reports, drafts, opt-outs).
 *
 * First measure, before any rule saw it (committed before it was played): 85.8% satisfied
 * (109/127; en 93.0%, sn 81.0%, nd 80.0%, mixed 91.7%; buyers 80.2%, sellers 100%), typed
 * answers to the bot's questions 95.2% (40/42), opt-out 100% (12/12), reply language right
 * 100% (168/168 turns).
 *
 * Since then rules have seen this set's failures, so it no longer measures words nobody tuned
 * for. One expectation was corrected after the first measure: "what about a horse" after goats
 * expected no goats or cattle, but issue 36 asks for the nearest kind offered by name ("No
 * horses yet. Other livestock:"), so it now expects livestock only (it would have passed on the
 * first measure too: 86.6%, 110/127). After the fixes the rules drew from it (Shona and Ndebele
 * words, a price with a preposition, '2 bed', a trade over its object, Ndebele 'cheaper' and
 * greetings, report reasons by stem): 99.2% satisfied (126/127), typed answers 100% (42/42),
 * opt-out 100% (12/12), language 100% (172/172). Left failing: "ko pa700?" after "imba yekurenda
 * kuAvondale" shows the house under $700, not the $700 flat ('imba' is a house, as the
 * discovery set labels it; flats count as its noise there).
 */
import type {
  After,
  Conversation,
  Expect,
  Kind,
  Lang,
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
/** A typed answer to the question the bot asked last. */
const a = (say: string, expect: Expect, options: TurnOptions = {}): Turn =>
  t(say, { noSearch: true, ...expect }, { answer: true, ...options });
/** An opt-out. */
const out = (say: string, options: TurnOptions = {}): Turn =>
  t(say, { noSearch: true }, { optOut: true, ...options });

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
    id: `fresh-${lang}-${String(serial).padStart(3, '0')}`,
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
  subType: string,
  city: string,
  price: number,
): SellerListing => ({ key, title, type, subType, city, price });

const CAR = own('car', 'Nissan March 2011', 'vehicle', 'car', 'harare', 3800);
const SOFA = own('sofa', 'Corner sofa, grey', 'furniture', 'living', 'bulawayo', 420);
const PHONE = own('phone', 'Tecno Camon 20', 'electronics', 'phone', 'harare', 140);
const ROOM = own('room', 'Room to rent in Mabvuku', 'real_estate', 'room', 'harare', 70);
const GOATS = own('goats', 'Matemba goats', 'grocery_farm', 'livestock', 'masvingo', 55);
const WELDER = own('welder', 'Welding machine 250A', 'hardware', 'tools', 'gweru', 190);
const MICRO = own('micro', 'Samsung microwave', 'electronics', 'appliances', 'bulawayo', 75);
const DESK = own('desk', 'Office desk with drawers', 'furniture', 'office', 'harare', 95);

/** A plumber posted after an opt-out, matching an alert for plumbers in Harare. */
const NEW_PLUMBER: SellerListing = own(
  'new-plumber',
  'Plumber in Harare, geysers and drains',
  'home_services',
  'plumber',
  'harare',
  25,
);
const NEW_LAPTOP = own(
  'new-laptop',
  'Lenovo ThinkPad laptop',
  'electronics',
  'laptop',
  'harare',
  230,
);
const NEW_GOATS = own(
  'new-goats',
  'Boer goats for sale',
  'grocery_farm',
  'livestock',
  'masvingo',
  65,
);
const NEW_HOUSE: SellerListing = {
  ...own(
    'new-house',
    '2 bedroom house to rent in Nkulumane',
    'real_estate',
    'house',
    'bulawayo',
    260,
  ),
  deal: 'rent',
  frequency: 'month',
};
const NEW_CAR = own('new-car', 'Honda Fit 2013 push start', 'vehicle', 'car', 'harare', 4600);

const checkinOn = (...listings: SellerListing[]): Setup => ({ listings, checkin: 'asked' });
const pausedOn = (...listings: SellerListing[]): Setup => ({ listings, checkin: 'auto-paused' });
/** No pause and no further check-in after the answer. */
const stays = (key: string, status: 'active' | 'sold' | 'paused'): After => ({
  sweep: true,
  status: { [key]: status },
});

const PHONES = ['electronics/phone'];
const LAPTOPS = ['electronics/laptop'];
const CARS = ['vehicle/car', 'vehicle/truck'];
const PLUMBERS = ['home_services/plumber'];
const ELECTRICIANS = ['home_services/electrician'];
const RENTALS_HOUSE = ['real_estate/house', 'real_estate/apartment', 'real_estate/room'];
const LIVESTOCK = ['grocery_farm/livestock'];
const MENS_CLOTHES = ['fashion/mens'];
const BUILDING = ['construction/building_materials', 'construction/roofing'];

const both = (lang: Lang): Lang[] => [lang, 'en'];

// ---------------------------------------------------------------------------------------------
// English

const ENGLISH: Conversation[] = [
  conv('en', 'buyer', 'follow-up', [
    t('Hi im looking for a samsung phone', { shows: ['phone-samsung'], only: PHONES }),
    t('what about iphone', { shows: ['phone-iphone'], only: PHONES, noFiller: true }),
  ]),
  conv('en', 'buyer', 'follow-up', [
    t('plumber in harare', { shows: ['plumber-harare'], only: PLUMBERS }),
    t('and in Bulawayo?', { shows: ['plumber-byo'], only: PLUMBERS, noFiller: true }),
  ]),
  conv('en', 'buyer', 'follow-up', [
    t('i need a car under 5000', { shows: ['car-fit'], only: CARS, never: ['car-hire-harare'] }),
    t('8000', { shows: ['car-aqua'], only: CARS }),
  ]),
  conv('en', 'buyer', 'follow-up', [
    t('flats to rent in avondale', { shows: ['flat-rent-avondale'], only: RENTALS_HOUSE }),
    t('ok what about for 700', { shows: ['flat-rent-avondale-700'], noFiller: true }),
  ]),
  conv('en', 'buyer', 'follow-up', [
    t('laptops', { shows: ['laptop-hp', 'laptop-dell'], only: LAPTOPS }),
    t('cheaper', { only: LAPTOPS, noFiller: true, saysNot: /nothing for “cheaper/i }),
  ]),
  conv('en', 'buyer', 'follow-up', [
    t('electrician', { shows: ['electrician-harare', 'electrician-mutare'], only: ELECTRICIANS }),
    t('what about mutare', { shows: ['electrician-mutare'], only: ELECTRICIANS, noFiller: true }),
  ]),
  conv('en', 'buyer', 'follow-up', [
    t('Looking for goats', {
      shows: ['goats', 'goats-gwanda', 'goats-gwanda-town'],
      only: LIVESTOCK,
    }),
    // Said plainly, with the nearest kind (other livestock) offered by name, as issue 36 asks.
    t('what about a horse', { nothing: /horse/i, noFiller: true, only: LIVESTOCK }),
  ]),
  conv('en', 'buyer', 'follow-up', [
    t('2 bed house to rent harare', { shows: ['house-rent-avondale'], only: RENTALS_HOUSE }),
    t('anything in chitungwiza', { shows: ['house-chitungwiza'], only: RENTALS_HOUSE }),
  ]),
  conv('en', 'buyer', 'search', [
    t(
      'hello good morning i am looking for a plumber my geyser is leaking in harare can someone come today please',
      { shows: ['plumber-harare'], only: PLUMBERS },
    ),
  ]),
  conv('en', 'buyer', 'search', [
    t('wer can i get cement in harare', { shows: ['cement'], only: BUILDING }),
  ]),
  conv('en', 'buyer', 'search', [
    t('Need someone to fix my fridge in Bulawayo', {
      shows: ['fridge-repair'],
      only: ['repair_services'],
    }),
  ]),
  conv('en', 'buyer', 'search', [
    t('PS5', { shows: ['ps5'], only: ['electronics/gaming'] }),
    t('1', { says: /PlayStation 5/i }),
  ]),
  conv('en', 'buyer', 'search', [
    t('hilux', { shows: ['truck-hilux'], only: CARS }),
    t('1', { says: /Hilux/i }),
  ]),
  conv('en', 'buyer', 'search', [
    t('any piano for sale?', { nothing: /piano/i, never: ['tv', 'sofa'] }),
  ]),
  conv('en', 'buyer', 'search', [t('wedding cakes', { shows: ['bakery'], only: ['restaurant'] })]),
  conv('en', 'buyer', 'search', [
    t('i want to learn driving in byo', { shows: ['driving'], only: ['education'] }),
  ]),
  conv('en', 'buyer', 'relevance', [
    t('mens shirts', { shows: ['clothes-men', 'tshirts-harare'], only: MENS_CLOTHES }),
  ]),
  conv('en', 'buyer', 'relevance', [
    t('house for sale in bulawayo', { first: ['house-sale-byo'], never: ['house-rent-byo'] }),
  ]),
  conv('en', 'buyer', 'relevance', [
    t('car hire in harare', {
      shows: ['car-hire-harare'],
      only: ['car_rental'],
      never: ['car-fit'],
    }),
  ]),
  conv('en', 'buyer', 'place', [
    t('chairs and tents for hire in ruwa', { shows: ['chairs-ruwa'] }),
    t('1', { says: /Ruwa/, saysNot: /📍\s*Other/i }),
  ]),
  conv('en', 'buyer', 'place', [
    t('fridge in beitbridge', { shows: ['fridge-beitbridge'] }),
    t('1', { says: /Beitbridge/, saysNot: /📍\s*Other/i }),
  ]),
  conv('en', 'buyer', 'language', [
    t('samsumg fon', { shows: ['phone-samsung'], only: PHONES }),
    t('in bulawayo', { only: PHONES, noFiller: true }),
  ]),
  conv('en', 'buyer', 'greeting-thanks', [
    t('Hello', { noSearch: true }),
    t('gas refill in bulawayo', { shows: ['gas'] }),
    t('thank you so much', { noSearch: true }),
  ]),
  conv('en', 'buyer', 'greeting-thanks', [
    t('good evening', { noSearch: true }),
    t('ok thanks bye', { noSearch: true }),
  ]),
  conv('en', 'buyer', 'answer-to-bot', [
    t('house to rent', { only: RENTALS_HOUSE }),
    t('next', { only: RENTALS_HOUSE, noFiller: true, saysNot: /nothing for “next/i }),
  ]),
  conv('en', 'buyer', 'answer-to-bot', [
    t('report', { noSearch: true }),
    t('solar installation harare', { shows: ['solar'] }),
  ]),
  conv('en', 'buyer', 'answer-to-bot', [a('1', { report: 'scam' })], { report: 'samsung phone' }),
  conv('en', 'buyer', 'answer-to-bot', [a('its already sold', { report: 'sold' })], {
    report: 'laptop in bulawayo',
  }),
  conv('en', 'buyer', 'answer-to-bot', [a('wrong price', { report: 'wrong_details' })], {
    report: 'tv',
  }),
  conv(
    'en',
    'seller',
    'answer-to-bot',
    [a('still available', { status: { car: 'active' } })],
    checkinOn(CAR),
    stays('car', 'active'),
  ),
  conv(
    'en',
    'seller',
    'answer-to-bot',
    [a('Yes its still there', { status: { phone: 'active' } })],
    checkinOn(PHONE),
    stays('phone', 'active'),
  ),
  conv(
    'en',
    'seller',
    'answer-to-bot',
    [a('sold it last week', { status: { desk: 'sold' } })],
    checkinOn(DESK),
  ),
  conv(
    'en',
    'seller',
    'answer-to-bot',
    [a('👍', { status: { welder: 'active' } })],
    checkinOn(WELDER),
    stays('welder', 'active'),
  ),
  conv(
    'en',
    'seller',
    'answer-to-bot',
    [a('pause it for now', { status: { room: 'paused' } })],
    checkinOn(ROOM),
  ),
  conv(
    'en',
    'seller',
    'answer-to-bot',
    [a('reactivate', { status: { car: 'active' } })],
    pausedOn(CAR),
  ),
  conv(
    'en',
    'seller',
    'answer-to-bot',
    [a('its still available please put it back', { status: { micro: 'active' } })],
    pausedOn(MICRO),
  ),
  conv('en', 'seller', 'answer-to-bot', [a('publish', { published: /fit/i })], {
    seller: true,
    draft: 'Honda Fit 2010 for sale $4500 Harare',
    atSummary: true,
  }),
  conv('en', 'seller', 'answer-to-bot', [a('cancel', { noDraft: true, notPublished: true })], {
    seller: true,
    draft: 'Double bed with mattress $200 Bulawayo',
    atSummary: true,
  }),
  conv(
    'en',
    'seller',
    'answer-to-bot',
    [a('Mutare', { draft: { city: 'mutare' }, notPublished: true })],
    {
      seller: true,
      draft: 'Samsung Galaxy A32 128GB $170',
    },
  ),
  conv(
    'en',
    'buyer',
    'opt-out',
    [out('STOP')],
    { alert: 'plumber in harare' },
    { noAlertFor: NEW_PLUMBER },
  ),
  conv(
    'en',
    'buyer',
    'opt-out',
    [out('unsubscribe')],
    { alert: 'laptop in harare' },
    { noAlertFor: NEW_LAPTOP },
  ),
  conv('en', 'seller', 'opt-out', [out('Stop')], checkinOn(SOFA), {
    sweep: true,
    noCheckin: true,
    status: { sofa: 'active' },
  }),
  conv(
    'en',
    'buyer',
    'opt-out',
    [out('STOP'), t('START', { noSearch: true, says: /start|again|back/i })],
    { alert: 'goats in masvingo' },
  ),
];

// ---------------------------------------------------------------------------------------------
// Shona

const SHONA: Conversation[] = [
  conv('sn', 'buyer', 'follow-up', [
    t('ndiri kutsvaga foni ye samsung', { shows: ['phone-samsung'], only: PHONES }),
    t('ko iphone?', { shows: ['phone-iphone'], only: PHONES, noFiller: true }),
  ]),
  conv('sn', 'buyer', 'follow-up', [
    t('ndiri kuda plumber kuHarare', { shows: ['plumber-harare'], only: PLUMBERS }),
    t('ko kuBulawayo?', { shows: ['plumber-byo'], only: PLUMBERS, noFiller: true }),
  ]),
  conv('sn', 'buyer', 'follow-up', [
    t('ndiri kutsvaga imba yekurenda kuAvondale', {
      shows: ['house-rent-avondale', 'flat-rent-avondale', 'flat-rent-avondale-700'],
      only: RENTALS_HOUSE,
    }),
    t('ko pa700?', { shows: ['flat-rent-avondale-700'], noFiller: true }),
  ]),
  conv('sn', 'buyer', 'follow-up', [
    t('ndoda mbudzi', { shows: ['goats', 'goats-gwanda', 'goats-gwanda-town'], only: LIVESTOCK }),
    t('ko mombe?', { shows: ['cattle'], only: LIVESTOCK, noFiller: true }),
  ]),
  conv('sn', 'buyer', 'follow-up', [
    t('ndiri kuda laptop', { shows: ['laptop-hp', 'laptop-dell'], only: LAPTOPS }),
    t('dzakachipa', { only: LAPTOPS, noFiller: true, saysNot: /“dzakachipa/i }),
  ]),
  conv('sn', 'buyer', 'follow-up', [
    t('ndiri kutsvaga motokari', { shows: ['car-fit', 'car-aqua', 'car-corolla'], only: CARS }),
    t('ko bhiza?', { nothing: /bhiza|horse/i, noFiller: true, never: ['car-fit', 'motorbike'] }),
  ]),
  conv('sn', 'buyer', 'follow-up', [
    t('magetsi ezuva kuHarare', { shows: ['solar'] }),
    t('ko kuMutare?', { noFiller: true, saysNot: /“ko/i }),
  ]),
  conv('sn', 'buyer', 'search', [
    t('mangwanani, ndiri kutsvaga munhu anogadzira mafiriji firiji rangu rafa kuBulawayo', {
      shows: ['fridge-repair'],
      only: ['repair_services'],
    }),
  ]),
  conv('sn', 'buyer', 'search', [
    t('simende iripo here kuHarare', { shows: ['cement'], only: BUILDING }),
  ]),
  conv('sn', 'buyer', 'search', [t('ndiri kuda huku', { shows: ['broilers'], only: LIVESTOCK })]),
  conv('sn', 'buyer', 'search', [
    t('ndiri kutsvaga chibage', { shows: ['maize'], only: ['grocery_farm/produce'] }),
  ]),
  conv('sn', 'buyer', 'search', [
    t('ndiri kutsvaga mudzidzisi wemaths', { shows: ['tutor'], only: ['education'] }),
  ]),
  conv('sn', 'buyer', 'search', [
    t('ndiri kuda kuchekwa bvudzi kuBulawayo', { shows: ['barber'] }),
  ]),
  conv('sn', 'buyer', 'search', [
    t('ndiri kutsvaga piano', { nothing: /piano/i, never: ['tv', 'sofa'] }),
  ]),
  conv('sn', 'buyer', 'relevance', [
    t('ndiri kutsvaga mahembe evarume', {
      shows: ['clothes-men', 'tshirts-harare'],
      only: MENS_CLOTHES,
    }),
  ]),
  conv('sn', 'buyer', 'relevance', [
    t('imba iri kutengeswa kuBulawayo', { first: ['house-sale-byo'], never: ['house-rent-byo'] }),
  ]),
  conv('sn', 'buyer', 'relevance', [
    t('ndiri kuda kuhaya mota kuHarare', {
      shows: ['car-hire-harare'],
      only: ['car_rental'],
      never: ['car-fit', 'car-aqua'],
    }),
  ]),
  conv('sn', 'buyer', 'place', [
    t('ndiri kutsvaga mbudzi kuGwanda', {
      shows: ['goats-gwanda-town', 'goats-gwanda'],
      only: LIVESTOCK,
    }),
  ]),
  conv('sn', 'buyer', 'place', [
    t('rumu yekurenda kuEpworth', { shows: ['room-rent-epworth'], only: RENTALS_HOUSE }),
  ]),
  conv('sn', 'buyer', 'language', [
    t('ndiri kutsvaga tv', { shows: ['tv'], only: ['electronics/tv'] }),
    t('1', { says: /Hisense/i }),
  ]),
  conv('sn', 'buyer', 'greeting-thanks', [
    t('Mhoro', { noSearch: true }),
    t('ndiri kutsvaga gasi kuBulawayo', { shows: ['gas'] }),
    t('ndatenda', { noSearch: true }),
  ]),
  conv('sn', 'buyer', 'greeting-thanks', [
    t('makadii', { noSearch: true }),
    t('maita basa', { noSearch: true }),
  ]),
  conv('sn', 'buyer', 'answer-to-bot', [
    t('imba yekurenda', { only: RENTALS_HOUSE }),
    t('zvimwe', { only: RENTALS_HOUSE, noFiller: true, saysNot: /“zvimwe/i }),
  ]),
  conv('sn', 'buyer', 'answer-to-bot', [a('2', { report: 'prohibited' })], {
    report: 'ndiri kutsvaga laptop',
  }),
  conv('sn', 'buyer', 'answer-to-bot', [a('vanobiridzira', { report: 'scam' })], {
    report: 'ndiri kutsvaga foni',
  }),
  conv('sn', 'buyer', 'answer-to-bot', [a('yakatotengeswa', { report: 'sold' })], {
    report: 'ndiri kuda mbudzi',
  }),
  conv(
    'sn',
    'seller',
    'answer-to-bot',
    [a('ichiripo', { status: { car: 'active' } })],
    checkinOn(CAR),
    stays('car', 'active'),
  ),
  conv(
    'sn',
    'seller',
    'answer-to-bot',
    [a('hongu ichiripo', { status: { goats: 'active' } })],
    checkinOn(GOATS),
    stays('goats', 'active'),
  ),
  conv(
    'sn',
    'seller',
    'answer-to-bot',
    [a('yatengeswa', { status: { phone: 'sold' } })],
    checkinOn(PHONE),
  ),
  conv(
    'sn',
    'seller',
    'answer-to-bot',
    [a('ndaitengesa', { status: { sofa: 'sold' } })],
    checkinOn(SOFA),
  ),
  conv(
    'sn',
    'seller',
    'answer-to-bot',
    [a('imbomisa', { status: { room: 'paused' } })],
    checkinOn(ROOM),
  ),
  conv(
    'sn',
    'seller',
    'answer-to-bot',
    [a('👍🏾', { status: { desk: 'active' } }, { lang: both('sn') })],
    checkinOn(DESK),
    stays('desk', 'active'),
  ),
  conv(
    'sn',
    'seller',
    'answer-to-bot',
    [a('idzorere', { status: { welder: 'active' } })],
    pausedOn(WELDER),
  ),
  conv(
    'sn',
    'seller',
    'answer-to-bot',
    [a('ichiripo, idzoserei', { status: { micro: 'active' } })],
    pausedOn(MICRO),
  ),
  conv('sn', 'seller', 'answer-to-bot', [a('hongu, isa', { published: /fit/i })], {
    seller: true,
    draft: 'Ndiri kutengesa Honda Fit 2010 $4500 kuHarare',
    atSummary: true,
  }),
  conv('sn', 'seller', 'answer-to-bot', [a('kanzura', { noDraft: true, notPublished: true })], {
    seller: true,
    draft: 'Ndiri kutengesa sofa $300 kuHarare',
    atSummary: true,
  }),
  conv(
    'sn',
    'seller',
    'answer-to-bot',
    [a('kuGweru', { draft: { city: 'gweru' }, notPublished: true })],
    {
      seller: true,
      draft: 'Ndiri kutengesa Samsung Galaxy A32 $170',
    },
  ),
  conv(
    'sn',
    'buyer',
    'opt-out',
    [out('mira', { lang: both('sn') })],
    { alert: 'ndiri kutsvaga laptop kuHarare' },
    { noAlertFor: NEW_LAPTOP },
  ),
  conv(
    'sn',
    'buyer',
    'opt-out',
    [out('STOP', { lang: both('sn') })],
    { alert: 'ndiri kuda mbudzi kuMasvingo' },
    { noAlertFor: NEW_GOATS },
  ),
  conv('sn', 'seller', 'opt-out', [out('regai kunditumira mameseji')], checkinOn(CAR), {
    sweep: true,
    noCheckin: true,
    status: { car: 'active' },
  }),
  conv(
    'sn',
    'buyer',
    'opt-out',
    [out('STOP', { lang: both('sn') }), t('START', { noSearch: true }, { lang: both('sn') })],
    { alert: 'ndiri kutsvaga imba yekurenda kuBulawayo' },
  ),
  conv('sn', 'buyer', 'search', [
    t('ndiri kuda munhu anopenda imba kuBulawayo', {
      shows: ['painter-byo'],
      only: ['home_services/painter'],
    }),
  ]),
];

// ---------------------------------------------------------------------------------------------
// Ndebele

const NDEBELE: Conversation[] = [
  conv('nd', 'buyer', 'follow-up', [
    t('ngifuna ifoni ye samsung', { shows: ['phone-samsung'], only: PHONES }),
    t('kuthiwani nge iphone?', { shows: ['phone-iphone'], only: PHONES, noFiller: true }),
  ]),
  conv('nd', 'buyer', 'follow-up', [
    t('ngidinga uplumber eBulawayo', { shows: ['plumber-byo'], only: PLUMBERS }),
    t('eHarare yini?', { shows: ['plumber-harare'], only: PLUMBERS, noFiller: true }),
  ]),
  conv('nd', 'buyer', 'follow-up', [
    t('ngifuna izimbuzi', {
      shows: ['goats', 'goats-gwanda', 'goats-gwanda-town'],
      only: LIVESTOCK,
    }),
    t('lezinkomo?', { shows: ['cattle'], only: LIVESTOCK, noFiller: true }),
  ]),
  conv('nd', 'buyer', 'follow-up', [
    t('ngifuna indlu yokuqatsha eBulawayo', {
      shows: ['house-rent-byo', 'flat-rent-byo'],
      only: RENTALS_HOUSE,
    }),
    t('eHarare?', { only: RENTALS_HOUSE, noFiller: true }),
  ]),
  conv('nd', 'buyer', 'follow-up', [
    t('ngidinga i laptop', { shows: ['laptop-hp', 'laptop-dell'], only: LAPTOPS }),
    t('ezitshiphileyo', { only: LAPTOPS, noFiller: true, saysNot: /“ezitshiphileyo/i }),
  ]),
  conv('nd', 'buyer', 'search', [
    t('sawubona ngidinga umuntu olungisa ifriji yami eBulawayo', {
      shows: ['fridge-repair'],
      only: ['repair_services'],
    }),
  ]),
  conv('nd', 'buyer', 'search', [t('ngifuna inkukhu', { shows: ['broilers'], only: LIVESTOCK })]),
  conv('nd', 'buyer', 'search', [
    t('ngifuna imoto', { shows: ['car-fit', 'car-corolla', 'car-aqua'], only: CARS }),
  ]),
  conv('nd', 'buyer', 'search', [
    t('ngidinga ugesi welanga eHarare', { shows: ['solar'], only: ['energy_services'] }),
  ]),
  conv('nd', 'buyer', 'search', [
    t('ngifuna ipiyano', { nothing: /piyano|piano/i, never: ['tv', 'sofa'] }),
  ]),
  conv('nd', 'buyer', 'relevance', [
    t('ngifuna amahembe amadoda', { shows: ['clothes-men', 'tshirts-harare'], only: MENS_CLOTHES }),
  ]),
  conv('nd', 'buyer', 'relevance', [
    t('indlu ethengiswayo eBulawayo', { first: ['house-sale-byo'], never: ['house-rent-byo'] }),
  ]),
  conv('nd', 'buyer', 'place', [
    t('ngifuna izimbuzi eGwanda', {
      shows: ['goats-gwanda-town', 'goats-gwanda'],
      only: LIVESTOCK,
    }),
  ]),
  conv('nd', 'buyer', 'place', [
    t('ngifuna ifriji eBeitbridge', { shows: ['fridge-beitbridge'] }),
    t('1', { says: /Beitbridge/, saysNot: /📍\s*Other/i }),
  ]),
  conv('nd', 'buyer', 'greeting-thanks', [
    t('Salibonani', { noSearch: true }),
    t('ngidinga igasi yokupheka eBulawayo', { shows: ['gas'] }),
    t('ngiyabonga kakhulu', { noSearch: true }),
  ]),
  conv('nd', 'buyer', 'greeting-thanks', [
    t('yebo unjani', { noSearch: true }),
    t('siyabonga', { noSearch: true }),
  ]),
  conv('nd', 'buyer', 'answer-to-bot', [
    t('indlu yokuqatsha', { only: RENTALS_HOUSE }),
    t('okunye', { only: RENTALS_HOUSE, noFiller: true, saysNot: /“okunye/i }),
  ]),
  conv('nd', 'buyer', 'answer-to-bot', [a('4', { report: 'sold' })], {
    report: 'ngifuna i laptop',
  }),
  conv('nd', 'buyer', 'answer-to-bot', [a('yinkohliso le', { report: 'scam' })], {
    report: 'ngifuna ifoni',
  }),
  conv(
    'nd',
    'seller',
    'answer-to-bot',
    [a('isekhona', { status: { car: 'active' } })],
    checkinOn(CAR),
    stays('car', 'active'),
  ),
  conv(
    'nd',
    'seller',
    'answer-to-bot',
    [a('yebo isekhona', { status: { sofa: 'active' } })],
    checkinOn(SOFA),
    stays('sofa', 'active'),
  ),
  conv(
    'nd',
    'seller',
    'answer-to-bot',
    [a('sengiyithengisile', { status: { phone: 'sold' } })],
    checkinOn(PHONE),
  ),
  conv(
    'nd',
    'seller',
    'answer-to-bot',
    [a('ithengisiwe', { status: { goats: 'sold' } })],
    checkinOn(GOATS),
  ),
  conv(
    'nd',
    'seller',
    'answer-to-bot',
    [a('yimisa okwesikhatshana', { status: { room: 'paused' } })],
    checkinOn(ROOM),
  ),
  conv(
    'nd',
    'seller',
    'answer-to-bot',
    [a('buyisela', { status: { desk: 'active' } })],
    pausedOn(DESK),
  ),
  conv('nd', 'seller', 'answer-to-bot', [a('yebo', { published: /fit/i })], {
    seller: true,
    draft: 'Ngithengisa iHonda Fit 2010 $4500 eBulawayo',
    atSummary: true,
  }),
  conv('nd', 'seller', 'answer-to-bot', [a('yekela', { noDraft: true, notPublished: true })], {
    seller: true,
    draft: 'Ngithengisa isofa $300 eBulawayo',
    atSummary: true,
  }),
  conv(
    'nd',
    'seller',
    'answer-to-bot',
    [a('eBulawayo', { draft: { city: 'bulawayo' }, notPublished: true })],
    {
      seller: true,
      draft: 'Ngithengisa iSamsung Galaxy A32 $170',
    },
  ),
  conv(
    'nd',
    'buyer',
    'opt-out',
    [out('yima', { lang: both('nd') })],
    { alert: 'ngifuna i laptop eHarare' },
    { noAlertFor: NEW_LAPTOP },
  ),
  conv('nd', 'seller', 'opt-out', [out('STOP', { lang: both('nd') })], checkinOn(WELDER), {
    sweep: true,
    noCheckin: true,
    status: { welder: 'active' },
  }),
];

// ---------------------------------------------------------------------------------------------
// Mixed (Shona or Ndebele with English)

const MIXED: Conversation[] = [
  conv('mixed', 'buyer', 'follow-up', [
    t('ndiri kuda laptop yecheap kuHarare', { shows: ['laptop-dell'], only: LAPTOPS }),
    t('ko ku byo', { shows: ['laptop-hp'], only: LAPTOPS, noFiller: true }),
  ]),
  conv('mixed', 'buyer', 'search', [
    t('ngifuna i house to rent eBulawayo', {
      shows: ['house-rent-byo', 'flat-rent-byo'],
      only: RENTALS_HOUSE,
    }),
  ]),
  conv('mixed', 'buyer', 'search', [
    t('pliz ndiri kutsvaga sneakers', { shows: ['shoes'], only: ['fashion/shoes'] }),
  ]),
  conv('mixed', 'buyer', 'relevance', [
    t('ndiri kuda ma t-shirt evarume', {
      shows: ['tshirts-harare', 'clothes-men'],
      only: MENS_CLOTHES,
    }),
  ]),
  conv('mixed', 'buyer', 'place', [t('ndoda machairs ekuhaya kuRuwa', { shows: ['chairs-ruwa'] })]),
  conv(
    'mixed',
    'seller',
    'answer-to-bot',
    [a('still available', { status: { goats: 'active' } })],
    checkinOn(GOATS),
    stays('goats', 'active'),
  ),
  conv(
    'mixed',
    'seller',
    'answer-to-bot',
    [a('sold ndaitengesa', { status: { micro: 'sold' } })],
    checkinOn(MICRO),
  ),
  conv('mixed', 'seller', 'answer-to-bot', [a('post', { published: /fit/i })], {
    seller: true,
    draft: 'Selling Honda Fit 2010 $4500 kuHarare',
    atSummary: true,
  }),
  conv(
    'mixed',
    'buyer',
    'opt-out',
    [out('stop alerts')],
    { alert: 'ngifuna indlu yokuqatsha eBulawayo' },
    { noAlertFor: NEW_HOUSE },
  ),
  conv('mixed', 'buyer', 'opt-out', [out('quit')], { alert: 'honda fit' }, { noAlertFor: NEW_CAR }),
  conv('mixed', 'buyer', 'greeting-thanks', [
    t('hie', { noSearch: true }),
    t('tyres kuKwekwe', { shows: ['tyres-kwekwe'] }),
    t('thanks shamwari', { noSearch: true }),
  ]),
  conv('mixed', 'buyer', 'answer-to-bot', [a('scam', { report: 'scam' })], { report: 'honda fit' }),
];

export const FRESH: Conversation[] = [...ENGLISH, ...SHONA, ...NDEBELE, ...MIXED];
