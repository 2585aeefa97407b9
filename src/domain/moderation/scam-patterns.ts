/**
 * What scams in classifieds ask of a buyer, written as the words that ask it (scams.ts reads
 * them): paying before seeing the thing, a fee to "reserve" it or to have it transported, paying
 * to a number other than the seller's, the code a buyer just received, and moving the talk off
 * the marketplace. In English, Shona and Ndebele as sellers write them, loanwords included
 * (dhipoziti, idiphozithi, ikhodi).
 *
 * A rule names groups of words that must all be in one sentence (or list item) of the listing,
 * and words that, in that sentence, make it honest ("after viewing", "on delivery"). A word ending
 * in `*` matches any word starting with it; a group's entry of several words matches them in a
 * row. `strong` rules hold the listing for review: they are worded so that an honest listing
 * rarely says them. `weak` rules publish it and open a case for an admin to look at.
 *
 * The Shona and Ndebele words need a native speaker's review before the list is relied on; it
 * should grow from what admins see in held and reported listings.
 */
import type { ScamKind } from './scam-kinds';

export { SCAM_KINDS, type ScamKind } from './scam-kinds';

export type ScamStrength = 'strong' | 'weak';

export interface ScamRule {
  /** Stable name, shown to admins. */
  id: string;
  kind: ScamKind;
  strength: ScamStrength;
  /** Each group must have a word in the sentence. */
  all: readonly (readonly string[])[];
  /** A word of any of these in the sentence and the rule does not match. */
  none?: readonly string[];
}

// --- Word groups (English, Shona, Ndebele) ---

/** Paying or sending money. */
const PAY = [
  'pay',
  'paying',
  'payment*',
  'paid',
  'send',
  'sending',
  'sent',
  'transfer*',
  'ecocash',
  'innbucks',
  'onemoney',
  'mukuru',
  // Shona: bhadhara (pay), tumira (send), ripa (pay back)
  'bhadhar*',
  'kubhadhar*',
  'mubhadhar*',
  'tumir*',
  'tumi*',
  'nditumir*',
  'ndibhadhar*',
  'inobhadharwa',
  // Ndebele: bhadala, khokha (pay), thumela (send)
  'bhadal*',
  'ukubhadal*',
  'khokh*',
  'ukukhokh*',
  'thumel*',
  'ngithumel*',
  'lithumel*',
  'ikhokhwa',
  'ibhadalwa',
];

const DEPOSIT = [
  'deposit*',
  'upfront',
  'up front',
  'advance',
  'in advance',
  'commitment fee*',
  'dhipoziti',
  'dipoziti',
  'dhipozit*',
  'idiphozithi',
  'idiphozi*',
  'diphozi*',
  'mari yepamberi',
  'imali yangaphambili',
];

const BEFORE = [
  'before',
  'prior',
  'first',
  'usati*',
  'musati*',
  'tisati*',
  'asati*',
  'pamberi',
  'ngaphambi',
  'ungaka*',
  'lingaka*',
  'engaka*',
  'kuqala',
];

const VIEW = [
  'view*',
  'see',
  'seeing',
  'inspect*',
  'visit*',
  'viewed',
  // Shona: kuona (to see), maona/waona (you have seen)
  'kuona',
  'maona',
  'waona',
  'kuzviona',
  'kuiona',
  'kuriona',
  'kuyiona',
  'kuuya',
  // Ndebele: ukubona, kokubona (seeing), libone/ubone (you see)
  'ukubona',
  'kokubona',
  'libone',
  'ubone',
  'uyibone',
  'liyibone',
  'bona',
  'libon*',
  'ubon*',
  // "before you have seen it" in one word
  'ungakaboni',
  'ungakayiboni',
  'lingakaboni',
  'lingakayiboni',
];

/** Said of an honest deposit: after seeing, on signing. */
const AFTER = [
  'after',
  'once',
  'upon',
  'on signing',
  'on viewing',
  'at viewing',
  'mushure',
  'kana mapedza',
  'kana maona',
  'kana waona',
  'emva',
  'ngemva',
  'nxa selibonile',
  'nxa usubonile',
  'selibonile',
  'usubonile',
  'until you see',
  'until you have seen',
  'kusvika maona',
  'kusvika maiona',
  'uze uyibone',
];

/** Telling buyers not to pay first: the honest seller's own warning. */
const NEVER = [
  'never',
  'dont',
  'do not',
  'no payment',
  'hapana mari',
  'akula mali',
  'musabhadhara',
  'usabhadhara',
  'musatumira',
  'ungakhokheli',
  'lingakhokheli',
  'ungabhadali',
  'lingabhadali',
];

const VIEWING_FEE = [
  'viewing fee*',
  'viewing charge*',
  'viewing money',
  'viewing cost*',
  'inspection fee*',
  'site visit fee*',
  'mari yekuona',
  'mari yekuzoona',
  'mari yekuuya kuzoona',
  'imali yokubona',
  'imali yokuza ukubona',
];

const RESERVE = [
  'reserve',
  'reserved',
  'reserving',
  'reservation*',
  'booking fee*',
  'book it',
  'secure it',
  'secure the',
  'to secure',
  'hold it',
  'keep it for you',
  'kureserv*',
  'yekureserv*',
  'ukureserv*',
  'ndikuchengeter*',
  'ngikugcinel*',
  'kuresevha',
  'kuchengeter*',
  'kubhuka',
  'ukubhuka',
  'yokubhuka',
  'yekubhuka',
  'ukugcinel*',
  'kuyigcin*',
];

const MONEY = [
  'fee*',
  'money',
  'charge*',
  'deposit*',
  'pay',
  'paying',
  'payment*',
  '$*',
  'usd*',
  'us$*',
  'mari',
  'imali',
  'ecocash',
  ...PAY.filter((word) => !['send', 'sending', 'sent'].includes(word)),
];

const TRANSPORT = [
  'transport',
  'delivery',
  'courier',
  'shipping',
  'clearance',
  'customs',
  'clearing',
  'freight',
  'dhiriva*',
  'kutakur*',
  'kutumir*',
  'yokuthutha',
  'ukuthutha',
  'yekutakura',
  'dilivari',
];

const FEE = [
  'fee*',
  'money',
  'charge*',
  'cost*',
  'mari',
  'imali',
  'yekutakura',
  'yokuthutha',
  'yekufambisa',
];

/** A transport fee paid before the thing comes: the scam's wording. */
const FIRST = [
  'first',
  'upfront',
  'up front',
  'in advance',
  'before',
  'pamberi',
  'kutanga',
  'tanga',
  'kuqala',
  'ngaphambi',
];

/** Paid when it arrives: an honest delivery. */
const ON_ARRIVAL = [
  'on delivery',
  'cash on delivery',
  'cod',
  'when it arrives',
  'on arrival',
  'after delivery',
  'kana yasvika',
  'kana zvasvika',
  'yasvika',
  'zvasvika',
  'nxa sifikile',
  'sifikile',
  'ifikile',
  'free',
  'depends',
  'negotiable',
  'available',
  'when delivered',
];

const CODE = [
  'code',
  'codes',
  'otp',
  'pin',
  'pins',
  'verification',
  'kodhi',
  'kodi',
  'khodi',
  'ikhodi',
  'ikodi',
  'ipin',
  'iphini',
];

/** Asking a buyer to pass on what they received. */
const SHARE = [
  'send',
  'sent',
  'forward*',
  'share',
  'tell me',
  'give me',
  'read me',
  'read it',
  'screenshot',
  'receive',
  'received',
  'get',
  'got',
  'tumir*',
  'nditumir*',
  'unditumir*',
  'ndipe',
  'ndiudze',
  'ndiverengere',
  'wawana',
  'mawana',
  'thumel*',
  'ngithumel*',
  'ngiphe',
  'ngitshele',
  'uthole',
  'lithole',
  'ozayithola',
];

/** Codes that are not a buyer's secret: a dress code, a licence class, a postal code. */
const NOT_A_SECRET = [
  'dress',
  'postal',
  'zip',
  'qr',
  'bar',
  'barcode',
  'source',
  'promo',
  'discount',
  'colour',
  'color',
  'class',
  'licence',
  'license',
  'driver*',
  'drivers',
  'hs',
  'area',
  'pin*up',
  'pinup',
  'pins and',
  'merchant',
  'ussd',
  'till',
];

const OFF_PLATFORM = [
  'telegram',
  'signal app',
  'wechat',
  'imo',
  'gmail*',
  'yahoo*',
  'email me',
  'e-mail me',
  'inbox me',
  'dm me',
  'facebook inbox',
  'fb inbox',
  'instagram dm',
];

const RULES: ScamRule[] = [
  // Paying before the thing was seen.
  {
    id: 'deposit-before-viewing',
    kind: 'pay_before_viewing',
    strength: 'strong',
    all: [DEPOSIT, BEFORE, VIEW],
    none: [...AFTER, ...NEVER],
  },
  {
    id: 'pay-before-viewing',
    kind: 'pay_before_viewing',
    strength: 'strong',
    all: [PAY, BEFORE, VIEW],
    none: [...AFTER, ...NEVER],
  },
  { id: 'viewing-fee', kind: 'pay_before_viewing', strength: 'strong', all: [VIEWING_FEE] },
  {
    id: 'deposit-unseen',
    kind: 'pay_before_viewing',
    strength: 'weak',
    all: [DEPOSIT, PAY],
    none: [...AFTER, ...NEVER, 'sign*', 'lease', 'kusaina', 'ukusayina'],
  },

  // A fee to reserve it.
  {
    id: 'reservation-fee',
    kind: 'reservation_fee',
    strength: 'strong',
    all: [RESERVE, MONEY],
    none: [
      ...NEVER,
      ...AFTER,
      'nature',
      'game',
      'price',
      'tank',
      'after',
      'once',
      'mushure',
      'emva',
    ],
  },

  // Transport or clearance paid before the thing comes.
  {
    id: 'transport-fee-first',
    kind: 'transport_fee',
    strength: 'strong',
    all: [TRANSPORT, FEE, PAY, FIRST],
    none: ON_ARRIVAL,
  },
  {
    id: 'transport-fee',
    kind: 'transport_fee',
    strength: 'weak',
    all: [TRANSPORT, FEE, PAY],
    none: ON_ARRIVAL,
  },

  // The code a buyer just received.
  {
    id: 'code-request',
    kind: 'code_request',
    strength: 'strong',
    all: [CODE, SHARE],
    none: NOT_A_SECRET,
  },

  // The talk moved off the marketplace.
  { id: 'off-platform', kind: 'off_platform', strength: 'weak', all: [OFF_PLATFORM] },
];

export const SCAM_RULES: readonly ScamRule[] = RULES;

/**
 * Words that ask for a payment beside a phone number: paying that number, when it is not the
 * seller's, is a strong pattern (scams.ts reads the numbers).
 */
export const PAYMENT_WORDS: readonly string[] = [...PAY, ...DEPOSIT, 'account', 'acc', 'akaundi'];
