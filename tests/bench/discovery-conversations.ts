/**
 * Multi-turn buyer conversations over the benchmark catalogue: a search and one to three
 * follow-ups, a third in English, a third in Shona (some mixed with English words), a third in
 * Ndebele; rent, sale and hire; satellite towns; things the catalogue does not have. Each turn
 * says what a right answer shows: the listing expected (or none: a 'nothing yet' answer), what
 * counts as relevant, and which relaxation line must be said.
 */
import type { Language } from '@/domain/language';

export type Relax = 'price' | 'place' | 'thing';

export interface Turn {
  say: string;
  /** The language the answer must be in. */
  lang: Language;
  /** The listing that must be shown; null: the answer must show nothing. */
  expect?: string | null;
  /** 'type' or 'type/subType'; a shown listing outside them is irrelevant. */
  kinds?: string[];
  /** Kinds that are right after a said 'other ...' line. */
  wider?: string[];
  city?: string;
  max?: number;
  deal?: 'rent' | 'sale';
  /** The relaxation the answer must say. */
  relax?: Relax;
}

export interface Conversation {
  turns: Turn[];
}

interface Want {
  expect: string | null;
  kinds: string;
  city?: string;
  max?: number;
  deal?: 'rent' | 'sale';
  relax?: Relax;
  wider?: string;
}

/** A search said three ways (English, Shona, Ndebele) and what answers it. */
interface Scenario {
  en: string;
  sn: string;
  nd: string;
  want: Want;
  /** A place follow-up: the town's value and what it must show there. */
  place?: { town: string; label: string; want: Want };
  /** A price follow-up: the limit and what it must show under it. */
  price?: { max: number; want: Want };
}

const FOLLOW = {
  more: { en: 'more', sn: 'zvimwe', nd: 'okunye' },
  cheaper: { en: 'cheaper', sn: 'zvakachipa', nd: 'okushibhile' },
  place: (label: string) => ({ en: `in ${label}`, sn: `ku${label}`, nd: `e${label}` }),
  price: (max: number) => ({
    en: `under $${max}`,
    sn: `pasi pe $${max}`,
    nd: `ngaphansi kwe $${max}`,
  }),
};

const HOUSE = 'real_estate/house';
const S = (scenario: Scenario) => scenario;

const SCENARIOS: Scenario[] = [
  S({
    en: 'Looking for a house to rent in Harare',
    sn: 'Ndoda imba yekurenda kuHarare',
    nd: 'Ngifuna indlu yokuqasha eHarare',
    want: { expect: 'house-rent-avondale', kinds: HOUSE, city: 'harare', deal: 'rent' },
    price: {
      max: 500,
      want: { expect: 'house-rent-avondale', kinds: HOUSE, deal: 'rent', city: 'harare' },
    },
  }),
  S({
    en: 'house to rent in Chitungwiza',
    sn: 'imba yekurenda kuChitungwiza',
    nd: 'indlu yokuqasha eChitungwiza',
    want: { expect: 'house-chitungwiza', kinds: HOUSE, city: 'chitungwiza', deal: 'rent' },
    place: {
      town: 'norton',
      label: 'Norton',
      want: { expect: 'house-rent-norton', kinds: HOUSE, city: 'norton', deal: 'rent' },
    },
  }),
  S({
    en: 'house to rent in Chitungwiza under $100',
    sn: 'imba yekurenda kuChitungwiza pasi pe $100',
    nd: 'indlu yokuqasha eChitungwiza ngaphansi kwe $100',
    want: {
      expect: 'room-rent-epworth',
      kinds: HOUSE,
      deal: 'rent',
      max: 100,
      relax: 'thing',
      wider: 'real_estate',
    },
  }),
  S({
    en: 'house to rent in Marondera',
    sn: 'imba yekurenda kuMarondera',
    nd: 'indlu yokuqasha eMarondera',
    want: { expect: 'house-rent-avondale', kinds: HOUSE, deal: 'rent', relax: 'place' },
  }),
  S({
    en: 'house for rent in Ruwa',
    sn: 'imba yekurenda kuRuwa',
    nd: 'indlu yokuqasha eRuwa',
    want: { expect: 'house-rent-ruwa', kinds: HOUSE, deal: 'rent' },
    place: {
      town: 'bulawayo',
      label: 'Bulawayo',
      want: { expect: 'house-rent-byo', kinds: HOUSE, city: 'bulawayo', deal: 'rent' },
    },
  }),
  S({
    en: 'room to rent in Epworth',
    sn: 'kamuri yekurenda kuEpworth',
    nd: 'ikamelo lokuqasha eEpworth',
    want: { expect: 'room-rent-epworth', kinds: 'real_estate/room', deal: 'rent' },
  }),
  S({
    en: 'house for sale in Harare',
    sn: 'imba iri kutengeswa kuHarare',
    nd: 'indlu ethengiswayo eHarare',
    want: { expect: 'house-sale-harare', kinds: HOUSE, city: 'harare', deal: 'sale' },
    place: {
      town: 'bulawayo',
      label: 'Bulawayo',
      want: { expect: 'house-sale-byo', kinds: HOUSE, city: 'bulawayo', deal: 'sale' },
    },
  }),
  S({
    en: 'house to rent in Gweru',
    sn: 'imba yekurenda kuGweru',
    nd: 'indlu yokuqasha eGweru',
    want: { expect: 'house-rent-gweru', kinds: HOUSE, city: 'gweru', deal: 'rent' },
    price: {
      max: 100,
      want: {
        expect: 'room-rent-gweru',
        kinds: HOUSE,
        wider: 'real_estate',
        deal: 'rent',
        max: 100,
        relax: 'thing',
      },
    },
  }),
  S({
    en: 'stand for sale in Norton',
    sn: 'nzvimbo iri kutengeswa kuNorton',
    nd: 'isiza esithengiswayo eNorton',
    want: { expect: 'stand-norton', kinds: 'real_estate/land', city: 'norton', deal: 'sale' },
  }),
  S({
    en: 'flat to rent in Mutare',
    sn: 'flat yekurenda kuMutare',
    nd: 'iflat yokuqasha eMutare',
    want: {
      expect: 'flat-rent-mutare',
      kinds: 'real_estate/apartment',
      city: 'mutare',
      deal: 'rent',
    },
  }),
  S({
    en: 'kombi for hire',
    sn: 'kombi yekuhaya',
    nd: 'ikombi yokuqasha',
    want: { expect: 'kombi-hire', kinds: 'car_rental', deal: 'rent' },
  }),
  S({
    en: 'kombi for sale',
    sn: 'kombi iri kutengeswa',
    nd: 'ikombi ethengiswayo',
    want: { expect: 'kombi', kinds: 'vehicle', deal: 'sale' },
  }),
  S({
    en: 'car hire in Bulawayo',
    sn: 'mota yekuhaya kuBulawayo',
    nd: 'imoto yokuqasha eBulawayo',
    want: { expect: 'car-hire-byo', kinds: 'car_rental', city: 'bulawayo', deal: 'rent' },
    place: {
      town: 'harare',
      label: 'Harare',
      want: { expect: 'car-hire-harare', kinds: 'car_rental', city: 'harare', deal: 'rent' },
    },
  }),
  S({
    en: 'I want to buy a car',
    sn: 'ndoda kutenga mota',
    nd: 'ngifuna ukuthenga imoto',
    want: { expect: 'car-fit', kinds: 'vehicle/car', deal: 'sale' },
    price: { max: 5000, want: { expect: 'car-fit', kinds: 'vehicle/car', max: 5000 } },
  }),
  S({
    en: 'fridge repair bulawayo',
    sn: 'munhu anogadzira furiji kuBulawayo',
    nd: 'Ngidinga umuntu olungisa ifriji eBulawayo',
    want: { expect: 'fridge-repair', kinds: 'repair_services', city: 'bulawayo' },
    place: {
      town: 'harare',
      label: 'Harare',
      want: { expect: 'fridge-repair-harare', kinds: 'repair_services', city: 'harare' },
    },
  }),
  S({
    en: 'fridge repair in Gweru',
    sn: 'anogadzira furiji kuGweru',
    nd: 'olungisa ifriji eGweru',
    want: { expect: 'fridge-repair', kinds: 'repair_services', relax: 'place' },
  }),
  S({
    en: 'goats',
    sn: 'ndoda mbudzi',
    nd: 'ngifuna imbuzi',
    want: { expect: 'goats', kinds: 'grocery_farm/livestock' },
    price: { max: 50, want: { expect: 'goats-gwanda', kinds: 'grocery_farm/livestock', max: 50 } },
  }),
  S({
    en: 'goats in Bulawayo',
    sn: 'mbudzi kuBulawayo',
    nd: 'izimbuzi eBulawayo',
    want: { expect: 'goats-gwanda', kinds: 'grocery_farm/livestock', relax: 'place' },
  }),
  S({
    en: 'sheep for sale',
    sn: 'ndoda hwai',
    nd: 'ngifuna izimvu',
    want: {
      expect: 'broilers',
      kinds: 'none',
      wider: 'grocery_farm/livestock',
      relax: 'thing',
    },
  }),
  S({
    en: 'pigs in Harare',
    sn: 'nguruve kuHarare',
    nd: 'ingulube eHarare',
    want: {
      expect: 'broilers',
      kinds: 'none',
      wider: 'grocery_farm/livestock',
      relax: 'thing',
      city: 'harare',
    },
  }),
  S({
    en: 'cattle',
    sn: 'ndoda mombe',
    nd: 'ngifuna inkomo',
    want: { expect: 'cattle', kinds: 'grocery_farm/livestock' },
  }),
  S({
    en: 'plumber in Harare',
    sn: 'ndoda plumber kuHarare',
    nd: 'ngidinga uplumber eHarare',
    want: { expect: 'plumber-harare', kinds: 'home_services/plumber|construction', city: 'harare' },
    place: {
      town: 'bulawayo',
      label: 'Bulawayo',
      want: {
        expect: 'plumber-byo',
        kinds: 'home_services/plumber|construction',
        city: 'bulawayo',
      },
    },
  }),
  S({
    en: 'plumber in Ruwa',
    sn: 'plumber kuRuwa',
    nd: 'uplumber eRuwa',
    want: { expect: 'plumber-harare', kinds: 'home_services/plumber|construction', relax: 'place' },
  }),
  S({
    en: 'electrician in Mutare',
    sn: 'ndoda electrician kuMutare',
    nd: 'ngidinga electrician eMutare',
    want: { expect: 'electrician-mutare', kinds: 'home_services/electrician', city: 'mutare' },
    place: {
      town: 'harare',
      label: 'Harare',
      want: { expect: 'electrician-harare', kinds: 'home_services/electrician', city: 'harare' },
    },
  }),
  S({
    en: 'laptop under $300',
    sn: 'laptop pasi pe $300',
    nd: 'laptop ngaphansi kwe $300',
    want: { expect: 'laptop-dell', kinds: 'electronics/laptop', max: 300 },
    place: {
      town: 'bulawayo',
      label: 'Bulawayo',
      want: { expect: 'laptop-hp', kinds: 'electronics/laptop', city: 'bulawayo' },
    },
  }),
  S({
    en: 'laptop in Gweru',
    sn: 'ndoda laptop kuGweru',
    nd: 'ngifuna ilaptop eGweru',
    want: { expect: 'laptop-hp', kinds: 'electronics/laptop', relax: 'place' },
  }),
  S({
    en: 'phone under $200',
    sn: 'foni pasi pe $200',
    nd: 'ifoni ngaphansi kwe $200',
    want: { expect: 'phone-samsung', kinds: 'electronics/phone', max: 200 },
  }),
  S({
    en: 'fridge for sale',
    sn: 'ndoda kutenga furiji',
    nd: 'ngifuna ukuthenga ifriji',
    want: { expect: 'fridge', kinds: 'electronics/appliances|repair_services' },
  }),
  S({
    en: 'bed in Bulawayo',
    sn: 'mubhedha kuBulawayo',
    nd: 'umbhede eBulawayo',
    want: { expect: 'bed', kinds: 'furniture/bedroom', city: 'bulawayo' },
  }),
  S({
    en: 'school uniforms',
    sn: 'ndoda mayunifomu echikoro',
    nd: 'ngifuna iyunifomu zesikolo',
    want: { expect: 'uniforms', kinds: 'fashion' },
  }),
  S({
    en: 'shoes in Harare',
    sn: 'shangu kuHarare',
    nd: 'izicathulo eHarare',
    want: { expect: 'shoes', kinds: 'fashion/shoes', city: 'harare' },
  }),
  S({
    en: 'maize for sale',
    sn: 'ndoda chibage',
    nd: 'ngifuna umbila',
    want: { expect: 'maize', kinds: 'grocery_farm/produce' },
  }),
  S({
    en: 'chickens',
    sn: 'ndoda huku',
    nd: 'ngifuna izinkukhu',
    want: { expect: 'broilers', kinds: 'grocery_farm/livestock|restaurant' },
  }),
  S({
    en: 'cement in Harare',
    sn: 'cement kuHarare',
    nd: 'isamende eHarare',
    want: { expect: 'cement', kinds: 'construction|hardware', city: 'harare' },
  }),
  S({
    en: 'braids in Chitungwiza',
    sn: 'ndoda kurukwa braids kuChitungwiza',
    nd: 'ngifuna ama braids eChitungwiza',
    want: { expect: 'braids', kinds: 'beauty_personal_care', city: 'chitungwiza' },
  }),
  S({
    en: 'mechanic',
    sn: 'ndoda mechanic',
    nd: 'ngidinga umechanic',
    want: { expect: 'mechanic', kinds: 'repair_services|vehicle_parts' },
  }),
  S({
    en: 'wedding cake in Harare',
    sn: 'keke remuchato kuHarare',
    nd: 'ikhekhe lomtshado eHarare',
    want: { expect: 'bakery', kinds: 'restaurant|catering', city: 'harare' },
  }),
  S({
    en: 'solar installation',
    sn: 'ndoda solar',
    nd: 'ngifuna isolar',
    want: { expect: 'solar', kinds: 'energy_services|electronics|home_services/electrician' },
  }),
  S({
    en: 'gas refill in Bulawayo',
    sn: 'gasi kuBulawayo',
    nd: 'igesi eBulawayo',
    want: { expect: 'gas', kinds: 'energy_services', city: 'bulawayo' },
  }),
  S({
    en: 'maths tutor',
    sn: 'mudzidzisi wemaths',
    nd: 'umfundisi wezibalo maths',
    want: { expect: 'tutor', kinds: 'education' },
  }),
  S({
    en: 'tractor for sale',
    sn: 'ndoda tirakita',
    nd: 'ngifuna ugandaganda',
    want: { expect: null, kinds: 'grocery_farm/farm_equip|vehicle/heavy' },
  }),
  S({
    en: 'piano',
    sn: 'ndoda piano',
    nd: 'ngifuna ipiano',
    want: { expect: null, kinds: 'none' },
  }),
  S({
    en: 'drone for sale',
    sn: 'ndoda kutenga drone',
    nd: 'ngifuna ukuthenga idrone',
    want: { expect: null, kinds: 'electronics' },
  }),
  S({
    en: 'lodge in Vic Falls',
    sn: 'pekugara kuVic Falls',
    nd: 'indawo yokuhlala eVictoria Falls',
    want: { expect: 'lodge-vic-falls', kinds: 'accommodation', city: 'victoria_falls' },
  }),
  S({
    en: 'office space to rent in Bulawayo',
    sn: 'office yekurenda kuBulawayo',
    nd: 'i-office yokuqasha eBulawayo',
    want: {
      expect: 'office-byo',
      kinds: 'real_estate/office|real_estate/shop',
      city: 'bulawayo',
      deal: 'rent',
    },
  }),
  S({
    en: 'tyres in Kwekwe',
    sn: 'matayi kuKwekwe',
    nd: 'amathayi eKwekwe',
    want: { expect: 'tyres-kwekwe', kinds: 'vehicle_parts', city: 'kwekwe' },
  }),
  S({
    en: 'movers to move furniture',
    sn: 'ndoda rori rekutakura fenicha',
    nd: 'ngidinga itilakhi yokuthwala ifenitsha',
    want: { expect: 'movers', kinds: 'services/logistics|vehicle|car_rental' },
  }),
  S({
    en: 'sofa in Harare',
    sn: 'sofa kuHarare',
    nd: 'isofa eHarare',
    want: { expect: 'sofa', kinds: 'furniture', city: 'harare' },
  }),
  S({
    en: 'TV under $400',
    sn: 'TV pasi pe $400',
    nd: 'iTV ngaphansi kwe $400',
    want: { expect: 'tv', kinds: 'electronics/tv', max: 400 },
  }),
  S({
    en: 'student room in Gweru',
    sn: 'kamuri yevadzidzi kuGweru',
    nd: 'ikamelo labafundi eGweru',
    want: { expect: 'room-rent-gweru', kinds: 'real_estate/room|real_estate/house', city: 'gweru' },
  }),
  S({
    en: 'room to rent in Chitungwiza',
    sn: 'kamuri yekurenda kuChitungwiza',
    nd: 'ikamelo lokuqasha eChitungwiza',
    want: {
      expect: 'room-rent-epworth',
      kinds: 'real_estate/room',
      deal: 'rent',
      relax: 'place',
    },
  }),
  S({
    en: 'house to rent in Bulawayo under $300',
    sn: 'imba yekurenda kuBulawayo pasi pe $300',
    nd: 'indlu yokuqasha eBulawayo ngaphansi kwe $300',
    want: { expect: 'house-rent-byo', kinds: HOUSE, city: 'bulawayo', max: 300, deal: 'rent' },
  }),
];

type Lang = 'en' | 'sn' | 'nd';

function turn(say: string, lang: Lang, want: Want, withExpect = true): Turn {
  const t: Turn = { say, lang, kinds: want.kinds.split('|') };
  if (withExpect) t.expect = want.expect;
  if (want.wider) t.wider = want.wider.split('|');
  if (want.city) t.city = want.city;
  if (want.max !== undefined) t.max = want.max;
  if (want.deal) t.deal = want.deal;
  if (want.relax) t.relax = want.relax;
  return t;
}

/**
 * Each scenario as three conversations, one per language: the search, then its place or price
 * follow-up when it has one, then 'cheaper' or 'more' in turn. Every third Ndebele conversation
 * follows up in English (a mixed chat), answered in English.
 */
function conversations(): Conversation[] {
  const out: Conversation[] = [];
  SCENARIOS.forEach((scenario, i) => {
    for (const lang of ['en', 'sn', 'nd'] as const) {
      const turns: Turn[] = [turn(scenario[lang], lang, scenario.want)];
      const follow: Lang = lang === 'nd' && i % 3 === 0 ? 'en' : lang;
      const loose = { ...scenario.want };
      delete loose.max;
      if (scenario.place) {
        turns.push(turn(FOLLOW.place(scenario.place.label)[follow], follow, scenario.place.want));
      } else if (scenario.price) {
        turns.push(turn(FOLLOW.price(scenario.price.max)[follow], follow, scenario.price.want));
      }
      if (scenario.want.expect !== null) {
        const generic = i % 2 === 0 ? FOLLOW.cheaper : FOLLOW.more;
        const last = scenario.place?.want ?? scenario.price?.want ?? scenario.want;
        const kinds = { ...last, kinds: [last.kinds, last.wider].filter(Boolean).join('|') };
        delete kinds.relax;
        delete kinds.max;
        turns.push(turn(generic[follow], follow, kinds, false));
      }
      out.push({ turns });
    }
  });
  return out;
}

export const BENCH_CONVERSATIONS: Conversation[] = conversations();
