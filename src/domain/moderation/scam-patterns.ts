/**
 * What scams in classifieds ask of a buyer, written as the words that ask it (scams.ts reads
 * them): paying before seeing the thing, a fee to "reserve" it or to have it transported, paying
 * to a number other than the seller's, the code a buyer just received, and moving the talk off
 * the marketplace. In English, Shona and Ndebele as sellers write them, loanwords included
 * (dhipoziti, idiphozithi, ikhodi).
 *
 * A rule names groups of words that must all be in one sentence (or list item) of the listing,
 * and words that, in that sentence, make it honest ("after viewing", "on delivery"). A word ending
 * in `*` matches any word starting with it, one starting with `*` any longer word ending with it,
 * and `*…*` any word holding it (Shona and Ndebele put a verb's person, object and tense around
 * its root: wabhadhara, ungithumelele); a group's entry of several words matches them in a row.
 * A word said under a negation ("no need to pay", "hapana mari", "akukho mali", "don't pay")
 * counts for nothing, and an honest word after "balance" or "the rest" ("balance on delivery")
 * clears nothing: the rest is paid later because a part was paid first.
 *
 * A rule with `first` also needs the money asked first (ORDER): before the viewing, the keys or
 * the goods moving ("pay $20 before coming to view", "bhadharai musati mauya kuzoona", "bhadala
 * ungakafiki ukuzobona"), first ("first pay", "pay $20 first", "unotanga wabhadhara", "bhadala
 * kuqala"), or after it the rest ("visits are booked after you pay"). The order clears it the
 * other way round: "see the parents before you pay", "see the goods first, then pay", "the first
 * lesson".
 *
 * `strong` rules hold the listing for review: they are worded so that an honest listing rarely
 * says them. `weak` rules publish it and open a case for an admin to look at.
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
  /**
   * The money is asked first, by a word of the group `all[first]` (a word of ORDER.before,
   * ORDER.first or ORDER.after; scams.ts reads the order).
   */
  first?: number;
  /** `none` clears only within three words of the first group's word. */
  near?: boolean;
}

// --- Word groups (English, Shona, Ndebele) ---

/** Paying or sending money. */
const PAY = [
  'pay',
  'paying',
  'payment*',
  'paid',
  'payable',
  'send',
  'sending',
  'sent',
  'transfer*',
  'ecocash',
  'innbucks',
  'onemoney',
  'mukuru',
  // Shona: bhadhara (pay: kubhadhara, inobhadharwa, wabhadhara), tumira (send: tumai, kunditumira)
  '*bhadhar*',
  'tumi*',
  'tumai',
  '*tumir*',
  // Ndebele: bhadala, khokha (pay), thumela (send: ngithumelele, ithunyelwe)
  '*bhadal*',
  '*khokh*',
  '*thumel*',
  '*thunyelw*',
];

/** An amount or the word for money. */
const AMOUNT = ['$*', 'usd*', 'us$*', 'zig*', 'money', 'mari', 'imali', 'mali'];

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

/**
 * Which comes first, the money or the rest (scams.ts reads it). `before`: what follows it comes
 * later ("before viewing", "musati maona", "ungakayiboni"); `after`: what follows it comes first
 * ("after you pay"); `first`: what is beside it comes first, the word right after it or up to
 * three before ("first pay", "pay $20 first", "unotanga wabhadhara", "bhadala $20 kuqala"),
 * unless it names a day or a month ("the first month"; "mwedzi wekutanga" is another word).
 */
export const ORDER = {
  before: [
    'before',
    'prior',
    // Shona: usati/musati (before you), isati (before it)
    'usati*',
    'musati*',
    'tisati*',
    'asati*',
    'isati*',
    'vasati*',
    // Ndebele: ngaphambi (before), ungaka-/ingaka- (not yet: ungakafiki, ingakathunyelwa)
    'ngaphambi',
    'ungaka*',
    'lingaka*',
    'engaka*',
    'ingakaf*',
    'ingakath*',
    'ingakab*',
  ],
  first: [
    'first',
    'upfront',
    'up front',
    'in advance',
    'advance',
    'pamberi',
    'kutanga',
    'tanga',
    '*notanga',
    'kuqala',
    'uqala',
  ],
  /** Said after what comes first, never before it: "uone kutanga wobhadhara" (see first, then pay). */
  firstBehind: ['kutanga', 'kuqala', 'pamberi'],
  /** "Start by": what follows comes first (unotanga wabhadhara, you start by paying). */
  firstAhead: ['tanga', '*notanga', 'uqala'],
  /** Read past, after "first": "first to pay", "first you pay". */
  filler: ['to', 'you', 'u'],
  after: ['after', 'once', 'upon', 'mushure', 'emva', 'ngemva'],
  /** Said of the money, paid when it happens: "pay when happy", "mari paunotora". */
  later: [
    'when',
    'after',
    'once',
    'upon',
    'arrival',
    'collection',
    'pau*',
    'nxa',
    'mushure',
    'emva',
  ],
  /** "first" naming a day, not an order. */
  ordinal: [
    'month*',
    'mth*',
    'week*',
    'day*',
    'lesson*',
    'time',
    'class*',
    'instal*',
    'of',
    'come',
    'hand',
    'owner*',
    'floor',
    'term',
    '*mwedzi',
    'inyanga',
    'vhiki',
    'iviki',
  ],
  money: [...PAY, ...AMOUNT, ...DEPOSIT, 'fee*', 'charge*', 'cash'],
  /**
   * Paying, after "before": "before you pay" puts the money later, "before it is sent" (the goods,
   * isati yatumirwa) does not.
   */
  paying: [
    ...AMOUNT,
    ...DEPOSIT,
    ...PAY.filter((word) => !/send|sent|tumi|thumel|thunyelw/.test(word)),
    'fee*',
    'charge*',
    'cash',
  ],
};

/** A word after these is said not to be done: "no need to pay", "hapana mari", "akukho mali". */
export const NEGATION = [
  'no',
  'not',
  'never',
  'dont',
  'don',
  'doesnt',
  'didnt',
  'without',
  'cannot',
  'hapana',
  'kwete',
  'akukho',
  'akula',
  'musabhadhara',
  'usabhadhara',
  'musatumira',
  'usatumira',
  'musanditumire',
  'usanditumire',
  'ungakhokheli',
  'lingakhokheli',
  'ungabhadali',
  'lingabhadali',
  'ungathumeli',
  'lingathumeli',
];

/** Small words a negation reaches past: "no need to pay", "don't ask for any deposit". */
export const NEGATION_REACHES = [
  'need',
  'to',
  'any',
  'anyone',
  'anything',
  'a',
  'an',
  'the',
  'you',
  'u',
  'we',
  'i',
  'will',
  'should',
  'must',
  'ever',
  'do',
  'does',
  't',
  'be',
  'is',
  'are',
  'ask',
  'asked',
  'for',
  'required',
];

/** The rest of a price: an honest word after it ("balance on delivery") says a part came first. */
export const BALANCE = [
  'balance',
  'rest',
  'remaining',
  'remainder',
  // Shona imwe mari, Ndebele enye imali: the other money
  'imwe',
  'enye',
  'yasara',
  'yakasara',
  'inosara',
  'okuseleyo',
  'esele*',
];

const BEFORE = [...ORDER.before, ...ORDER.first, ...ORDER.after];

const VIEW = [
  'view*',
  'see',
  'seeing',
  'inspect*',
  'visit*',
  'viewed',
  'come',
  'coming',
  'show',
  // Shona: kuona (to see), kuzoona, kunoona, maona/waona (you have seen), uone, kuuya (to come)
  'kuona',
  '*oona',
  'maona',
  'waona',
  'uone',
  'muone',
  'kuzviona',
  'kuiona',
  'kuriona',
  'kuyiona',
  'kuuya',
  'mauya',
  'wauya',
  // kuratidza (to show)
  '*ratidz*',
  // Ndebele: ukubona, ukuzobona, uyebona (seeing), libone/ubone (you see), tshengisa (show)
  'ukubona',
  'kokubona',
  '*bona',
  'bona',
  '*bone',
  'libon*',
  'ubon*',
  '*tshengis*',
  // "before you have seen it" in one word
  'ungakaboni',
  'ungakayiboni',
  'lingakaboni',
  'lingakayiboni',
];

/**
 * The keys of a place to let given to the buyer, for money, by a landlord who cannot show it:
 * "the caretaker will hand over the keys", Shona ndokupa kiyi / tozokupai makiyi (I, we give you
 * the key), Ndebele ngikuphe isikhiye, sikuthumelele amakhiye (I give, we send you the key). Not
 * "2 keys" in a car's details.
 */
const KEYS = [
  'give* you the key*',
  'hand* over the key*',
  'hand* you the key*',
  'send* you the key*',
  'for the key*',
  'address and key*',
  '*kupa* kiyi',
  '*kupa* makiyi',
  '*kuph* *khiye',
  '*kuthumelel* *khiye',
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

/** Paid when the thing is taken: moving in, picking up the car (paunopinda, nxa uthatha). */
const WHEN_TAKEN = ['when', 'pau*', 'nxa'];

/** Paid a part at a time, the thing kept until the last: layby, instalments. */
const INSTALMENTS = [
  'layby',
  'lay by',
  'instal*',
  'the rest within',
  'balance within',
  'till fully',
  'until fully',
  'kusvika wapedza',
  'kusvika mapedza',
  'uze uqede',
  'lize liqede',
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

/** Keeping the thing for the buyer: reserving, booking, holding, parking it, not selling it. */
const RESERVE = [
  'reserve',
  'reserved',
  'reserving',
  'reservation*',
  'booking fee*',
  'book it',
  'secure it',
  'secure the',
  'secure this',
  'hold it',
  'holds it',
  'commitment fee*',
  'keep it for you',
  'keep it for u',
  'put your name',
  'name on it',
  'parked',
  'park it',
  'dont sell it',
  'don t sell it',
  'not sell it',
  'kureserv*',
  'yekureserv*',
  'ukureserv*',
  '*kusecur*',
  'kuresevha',
  'kubhuka',
  'ukubhuka',
  'yokubhuka',
  'yekubhuka',
  // Shona: kuchengetera (to keep for), kuparkira (to park for), "so that I do not sell it to
  // another" (ndisaitengesera mumwe), sunga nzvimbo (hold a place)
  '*chengeter*',
  '*kuparkir*',
  '*kuparker*',
  '*tengeser* mumwe',
  'sunga nzvimbo',
  // Ndebele: ukugcinela (to keep for), ukupakela (to park for), ngingayithengiseli omunye, ukubamba
  // indawo (hold a place)
  '*gcinel*',
  'kuyigcin*',
  '*kupakel*',
  '*kuparkel*',
  '*thengisel* omunye',
  '*bamba indawo',
];

/** Securing a place (a bed, a seat in a class): a school's fee says it too. */
const SECURE_A_PLACE = ['to secure', 'secure your', 'secure a', 'hold your'];

/** The first to pay takes it: a race to pay before anyone has seen it. */
const WINNER = ['takes it', 'gets it', 'wins it', 'ndiye', 'nguye'];

const MONEY = [
  'fee*',
  'money',
  'charge*',
  'deposit*',
  ...AMOUNT,
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
  // in a Shona or Ndebele word: yetransport, yecourier, yeshipping
  '*transport*',
  '*courier*',
  '*shipping*',
  '*customs*',
  '*clearance*',
  // a cross-border runner; a lorry (rori, ilori)
  'runner*',
  '*runner',
  'rori',
  '*rori',
  'lori',
  '*lori',
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
  'duty',
  ...AMOUNT,
  'yekutakura',
  'yokuthutha',
  'yekufambisa',
];

/** Paid when it arrives, or once the goods are seen: an honest delivery. */
const ON_ARRIVAL = [
  'on delivery',
  'cash on delivery',
  'cod',
  ...WHEN_TAKEN,
  'on arrival',
  'after delivery',
  // Shona yasvika, tasvika, pakusvika (when it, we have arrived); Ndebele sifikile, efikile
  'kana yasvika',
  'kana zvasvika',
  '*asvika',
  'pakusvika',
  'nxa sifikile',
  '*fikile',
  // "you see the goods first": a first that is not the money's (scams.ts)
  'first',
  'kutanga',
  'kuqala',
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
  'digit',
  'digits',
  'kodhi',
  'kodi',
  'khodi',
  'ikhodi',
  'ikodi',
  'ipin',
  'iphini',
];

/** Numbers said to be on their way to the buyer's phone: the code by another name. */
const NUMBERS = ['numbers', 'manhamba', 'nhamba', 'izinombolo', 'inombolo'];
const INCOMING = [
  'will come',
  'that come*',
  'incoming',
  'achauya',
  'anouya',
  'inouya',
  'ezizafika',
  'izafika',
  'ezifikayo',
];

/** Asking a buyer to pass on what they received. */
const SHARE = [
  'send',
  'sent',
  'sending',
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
  '*tumir*',
  'ndipe',
  'ndiudze*',
  'ndiverengere',
  'wawana',
  'mawana',
  'thumel*',
  '*thumel*',
  'ngiphe',
  'ngitshel*',
  'uthole',
  'lithole',
  'ozayithola',
];

/**
 * Codes that are not a buyer's secret: a dress code, a licence class, a postal code. Said within
 * three words of the code (`near`), so "send me the 6 digits … then you get the discount" is
 * still asked.
 */
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
  // patelegram, kutelegram: "on Telegram" in one word
  '*telegram',
  'signal app',
  'wechat',
  'imo',
  'gmail*',
  'yahoo*',
  'email me',
  'e-mail me',
  'facebook inbox',
  'fb inbox',
  'facebook page',
  'on facebook',
  'pafacebook',
  'fb page',
  'instagram dm',
];

/** Apps a phone or TV box comes with, named in a list: not where to talk. */
const APPS_INSTALLED = [
  'installed',
  'preinstalled',
  'apps',
  'zvakaiswa',
  'whatsapp telegram',
  'telegram whatsapp',
  'telegram facebook',
  'telegram and facebook',
  'telegram ne facebook',
  'telegram le facebook',
  'youtube',
  'netflix',
];

const RULES: ScamRule[] = [
  // Paying before the thing was seen: the money asked first, a viewing said.
  {
    id: 'deposit-before-viewing',
    kind: 'pay_before_viewing',
    strength: 'strong',
    all: [DEPOSIT, BEFORE, VIEW],
    none: AFTER,
    first: 1,
  },
  {
    id: 'pay-before-viewing',
    kind: 'pay_before_viewing',
    strength: 'strong',
    all: [[...PAY, ...AMOUNT], BEFORE, VIEW],
    none: AFTER,
    first: 1,
  },
  { id: 'viewing-fee', kind: 'pay_before_viewing', strength: 'strong', all: [VIEWING_FEE] },
  // Money for the keys: the place is never shown.
  {
    id: 'pay-for-keys',
    kind: 'pay_before_viewing',
    strength: 'strong',
    all: [PAY, KEYS],
    none: [
      ...AFTER,
      'sign*',
      'lease',
      'kusaina',
      'ukusayina',
      'cut',
      'coded',
      'spare',
      'duplicate',
      'immobiliser',
    ],
  },
  {
    id: 'deposit-unseen',
    kind: 'pay_before_viewing',
    strength: 'weak',
    all: [DEPOSIT, PAY],
    none: [...AFTER, ...WHEN_TAKEN, ...INSTALMENTS, 'sign*', 'lease', '*kusaina', '*sayina'],
  },

  // A fee to reserve it.
  {
    id: 'reservation-fee',
    kind: 'reservation_fee',
    strength: 'strong',
    all: [RESERVE, MONEY],
    none: [
      ...AFTER,
      ...WHEN_TAKEN,
      'at the first',
      'on the first',
      'nature',
      'game',
      'price',
      'tank',
    ],
  },
  {
    id: 'fee-to-secure',
    kind: 'reservation_fee',
    strength: 'weak',
    all: [SECURE_A_PLACE, MONEY],
    none: [...AFTER, ...WHEN_TAKEN, 'at the first', 'on the first'],
  },
  {
    id: 'first-to-pay',
    kind: 'reservation_fee',
    strength: 'strong',
    all: [MONEY, ORDER.first, WINNER],
    first: 1,
  },

  // Transport or clearance paid before the thing comes.
  {
    id: 'transport-fee-first',
    kind: 'transport_fee',
    strength: 'strong',
    all: [TRANSPORT, FEE, PAY, [...ORDER.first, ...ORDER.before]],
    none: ON_ARRIVAL,
    first: 3,
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
    near: true,
  },
  {
    id: 'incoming-numbers',
    kind: 'code_request',
    strength: 'strong',
    all: [NUMBERS, INCOMING, SHARE],
    none: NOT_A_SECRET,
    near: true,
  },

  // The talk moved off the marketplace (an e-mail address too: scams.ts finds it).
  {
    id: 'off-platform',
    kind: 'off_platform',
    strength: 'weak',
    all: [OFF_PLATFORM],
    none: APPS_INSTALLED,
  },
];

export const SCAM_RULES: readonly ScamRule[] = RULES;

/**
 * Words that ask for a payment beside a phone number: paying that number, when it is not the
 * seller's, is a strong pattern (scams.ts reads the numbers).
 */
export const PAYMENT_WORDS: readonly string[] = [...PAY, ...DEPOSIT, 'account', 'acc', 'akaundi'];
