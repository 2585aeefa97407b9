/**
 * Which of English, Shona or Ndebele a buyer's message is in, from word lists of our own: the
 * messages are short (one to eight words), where trigram profiles guess poorly, and the words
 * that carry the language are few and known (the sentence words, locatives, the local names of
 * common things). A message with no such word (a town, a price, 'laptop') is undecided, and the
 * conversation keeps the language it had.
 */

import { PLACES } from './geography';

export type Language = 'en' | 'sn' | 'nd';

export const LANGUAGES: readonly Language[] = ['en', 'sn', 'nd'];

const words = (list: string) => new Set(list.trim().split(/\s+/));

/** Shona words: sentence words, questions, greetings, and common things buyers ask for. */
const SHONA = words(`
  ndoda ndinoda ndirikuda ndiri kuda kutsvaga ndirikutsvaga tsvaga ndinotsvaga ndipeiwo ndiudzeiwo
  ndipe ndinoda ndingawane ndingawana munazvo mune muine pane ane une here zvakanaka zvakachipa
  zvimwe mamwe chimwe imwe dzimwe dzakachipa yakachipa rakachipa chakachipa zvinodhura
  pasi pe pamusoro zvisingadarike kusvika mari madhora
  imba dzimba kamuri kamba munda nzvimbo yekurenda yekutenga kurenda kutenga kutengeswa
  inotengeswa dziri iri uri ari ziri mota motokari mbudzi mombe huku nguruve hwai tsuro
  chibage muriwo chingwa mbatya hembe shangu nharembozha foni mubhedha furiji firiji
  mhoro mhoroi makadii makadini maswera sei mangwanani masikati manheru ndatenda maita basa
  mazvita chisarai fambai sarai ndifonerei fonera ndifonere ndiridzirei munhu anogadzira
  kugadzira anogona mugadziri vadzidzi kevadzidzi dzevakadzi dzevarume vakadzi varume
  vakomana evakomana dzevakomana revakomana
  kuHarare muHarare kuBulawayo muBulawayo kuChitungwiza muChitungwiza yekuhaya kuhaya
  mudzidzisi wemaths pekugara
  ndeipi chii sei ko kana asi uye nekuti zvino
  ichiripo iripo yatengeswa yakatengeswa yatengwa mbomira imbomira idzorere hongu ehe
  mira mirai regai musanditumire tanga tangai tangazve ndinotengesa ndirikutengesa kutengesa
  kutsvagira ndirikutsvagira ndinotsvagira rumu marumu mafoni mamota tivi materevhizheni simende samende fenicha sitendi mabhutsu bhutsu
  matayi mabhegi bhegi matende tende rori tirakita gasi gesi mubhedha mibhedha mabhedhi
  kanzura kanzurai dzimai siyai iisei isai iisai pamusika ndiregei ndiregerei
`);

/** Ndebele words (Zimbabwe's Northern Ndebele; close to Zulu). */
const NDEBELE = words(`
  ngifuna ngidinga ngicela ngiyadinga ngidinga ngiyafuna ngiyacela ngiphe ngitshele
  umuntu olungisa ulungisa lungisa ukulungisa olungisayo olokhe abalungisayo
  ngaphansi kwe kwa ngaphezu okushibhile okutshiphileyo kutshiphile shibhile eshibhile
  okunye ezinye okungaphezulu enye elinye imali amadola
  indlu izindlu ikamelo isiza umhlabathi imoto izimoto imbuzi izimbuzi inkomo izinkomo
  inkukhu izinkukhu ingulube izimvu umbila isinkwa izimpahla izigqoko izicathulo ifoni
  umbhede ifriji ifiriji ethengiswayo ezithengiswayo ukuthenga thengiswa kuqasha ukuqasha
  eqashwayo qasha yokuqasha abafundi zabesifazana abesifazana zamadoda amadoda abafana zabafana
  sawubona salibonani lotjhani unjani yebo ngiyabonga siyabonga kakhulu sala hamba kahle
  umfundisi wezibalo yokuhlala indawo
  lisale ngifonele ngishayele ngitshayele fonela khona lapha yini kuphi ngubani
  leyo lezi lokhu njalo futhi kodwa ukuthi eBulawayo eHarare eGweru
  isekhona ikhona ithengisiwe sekuthengiwe yimisa buyisela kunjalo hatshi ayikathengwa ayikathengiswa
  yima yimani ngiyeke lingangithumeleli qala qalani qalisa
  lotshani litshonile lilele linjani livukile njani kunjani ngisusa ngingasusa ngingahlela
  okuthengiswayo kwami kwakho mfowethu dadewethu ngizakutshela umbheda isofa amabhlokisi
  okwakha yicime yiyekele ngithengisa ngiyathengisa ngidayisa ibhedi elikhulu ofundisa
  ngidingela ngifunela ngiyadingela irumu amakamelo isimende isamende ifenitsha isitendi amabhuzu ibhuzu amabhutsu amathayi
  ibhegi itende amatende itilakhi ugandaganda igesi igasi
  yekela yekelani khansela yesule yifake kufake ngiyekeni ngiyekelani lingabe lisangithumelela
`);

/** English sentence words: enough to tell an English message from an undecided one. */
const ENGLISH = words(`
  i im want need looking for a an the in at to of with and or please pls any some anything
  cheaper cheap more next show me find buy sell sale rent hire looking search under below
  less than over above between house room car phone laptop hi hello hey thanks thank you
  bye good morning afternoon evening call voice note do you have is are there what where
  how much price near nearby around my our this that other others another instead only
  still available sold been has have not yet keep
`);

/** Shona and Ndebele place prefixes: 'kuHarare', 'muGweru' are Shona; 'eBulawayo' is Ndebele. */
const SHONA_LOCATIVE = /^(ku|mu|ko)[a-z]{4,}$/;
const NDEBELE_LOCATIVE = /^e[a-z]{4,}$/;

/** Shona spelling: 'zv', 'dz', 'sv', 'nh', 'mb' at a word start; Ndebele: 'ngi', 'uku', 'tsh', 'hl'. */
const SHONA_SHAPE = /^(zv|dz|sv|nh|ndi|dzi|zvi)/;
const NDEBELE_SHAPE = /^(ngi|uku|izi|aba|ama|oku|nga|isi)|tsh|hl|dl/;

const KNOWN_PLACES = new Set(
  'harare bulawayo byo mutare gweru kwekwe kadoma chitungwiza chitown masvingo chinhoyi norton ruwa epworth marondera bindura gwanda hwange beitbridge zvishavane karoi kariba chegutu rusape vic victoria'.split(
    ' ',
  ),
);
/** Suburbs and smaller towns, written as one word ('Glen View', 'glenview'). */
const OTHER_PLACES = new Set(
  PLACES.map((place) => place.label.toLowerCase().replace(/[^a-z]/g, '')).filter(
    (place) => !KNOWN_PLACES.has(place),
  ),
);

/**
 * A place prefix on a suburb or small town ('kuKuwadzana', 'eNkulumane'), or on a name the lists
 * do not hold, written as people write it ('kuNkayi'): half the evidence a word of the language's
 * own is, so it tells the language only beside another of its words ('rumu kuKuwadzana'), never
 * alone ('I need a cleaner kuBorrowdale' stays English).
 */
const SHONA_LOCATIVE_NAME = /^(?:ku|mu|ko)\p{Lu}\p{Ll}{3,}$/u;
const NDEBELE_LOCATIVE_NAME = /^e\p{Lu}\p{Ll}{3,}$/u;

/** Words spelled alike in English and Shona ('how much to advertise on here', 'iripo here?'). */
const SHARED = new Set(['here']);

export interface LanguageScores {
  en: number;
  sn: number;
  nd: number;
}

export function languageScores(text: string): LanguageScores {
  const scores: LanguageScores = { en: 0, sn: 0, nd: 0 };
  const written = text
    .replace(/[’'`]/g, '')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const tokens = written.map((word) => word.toLowerCase());
  // 'here' is Shona's question word and an English word: Shona only beside no other English.
  const english = tokens.filter((token) => ENGLISH.has(token) && !SHARED.has(token)).length;
  for (const [i, token] of tokens.entries()) {
    if (SHARED.has(token) && english > 0) {
      scores.en += 1;
      continue;
    }
    if (SHONA.has(token)) scores.sn += 2;
    if (NDEBELE.has(token)) scores.nd += 2;
    if (ENGLISH.has(token)) scores.en += 1;
    if (KNOWN_PLACES.has(token) || OTHER_PLACES.has(token)) continue;
    if (SHONA.has(token) || NDEBELE.has(token) || ENGLISH.has(token)) continue;
    // A place with a locative prefix ('kuChitungwiza', 'eBulawayo') and word shapes.
    // 'ngiseGwanda', 'useBulawayo': Ndebele's 'I am at', 'is at'.
    if (KNOWN_PLACES.has(token.replace(/^(?:ngi|u|i|si|ba|li)se/, ''))) {
      scores.nd += 2;
      continue;
    }
    const place = token.replace(/^(ku|mu|ko|e)/, '');
    const known = KNOWN_PLACES.has(place);
    if (known || OTHER_PLACES.has(place)) {
      if (SHONA_LOCATIVE.test(token)) scores.sn += known ? 2 : 1;
      else if (NDEBELE_LOCATIVE.test(token)) scores.nd += known ? 2 : 1;
      continue;
    }
    if (SHONA_LOCATIVE_NAME.test(written[i]!)) {
      scores.sn += 1;
      continue;
    }
    if (NDEBELE_LOCATIVE_NAME.test(written[i]!)) {
      scores.nd += 1;
      continue;
    }
    if (SHONA_SHAPE.test(token)) scores.sn += 0.5;
    if (NDEBELE_SHAPE.test(token)) scores.nd += 0.5;
  }
  return scores;
}

/**
 * A local language needs at least one of its own words (each scores 2; a place prefix on a
 * suburb, a small town or a name no list holds 1; a shape 0.5).
 */
const CLEAR = 2;

/**
 * The message's language, or null when its words do not tell (a price, a town, one English
 * noun that Shona and Ndebele buyers use too is still English: 'laptop' reads as English only
 * when nothing else speaks).
 */
export function detectLanguage(text: string): Language | null {
  const { en, sn, nd } = languageScores(text);
  // Clear evidence only: a word of the language's own. A word's shape alone ('samsang',
  // 'dzidza') is no evidence; brand names, typos and numbers are not Shona or Ndebele.
  const local = Math.max(sn, nd) >= CLEAR;
  if (!local) return en > 0 ? 'en' : null;
  if (sn === nd) return null;
  return sn > nd ? 'sn' : 'nd';
}

/** The language to answer in: the message's own, else the conversation's, else English. */
export function replyLanguage(text: string, previous?: Language | null): Language {
  return detectLanguage(text) ?? previous ?? 'en';
}
