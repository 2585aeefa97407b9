/**
 * Shona and Ndebele words buyers use for the common categories, for rent and sale, and the
 * sentence words around them ('ndiri kutsvaga ...', 'ngifuna ...'), plus English phrases whose
 * first word would otherwise name another category ('house painter' is a painter, not a house).
 * Keys follow the vocabulary's rules: lower case, singular for English.
 */
import { TRADE_PHRASES, TRADE_TERMS, TRADE_VOCABULARY } from './local-trades';
import type { Target } from './vocabulary';

/** 'Of women', 'of men' (and boys', used for guys) in Shona and Ndebele, with their concords. */
const OF_PEOPLE = {
  womens: `dzevakadzi vakadzi revakadzi yevakadzi zvevakadzi evakadzi zabesifazana abesifazana
    sabesifazana yabesifazana labesifazana`.split(/\s+/),
  mens: `dzevarume varume revarume yevarume zvevarume evarume zamadoda amadoda vakomana dzevakomana
    revakomana yevakomana zvevakomana evakomana abafana zabafana sabafana labafana`.split(/\s+/),
};
/** Each word of a list as the one English word listings are written with. */
const each = (list: string, english: string) =>
  Object.fromEntries(list.split(' ').map((word) => [word, english]));

const ofPeople = (kind: 'womens' | 'mens'): Record<string, Target[]> =>
  Object.fromEntries(OF_PEOPLE[kind].map((word) => [word, [['fashion', kind]]]));

export const LOCAL_VOCABULARY: Record<string, Target[]> = {
  // Shona (sn) and Ndebele (nd): houses, rooms, land
  imba: [['real_estate', 'house']],
  dzimba: [['real_estate', 'house']],
  indlu: [['real_estate', 'house']],
  izindlu: [['real_estate', 'house']],
  kamuri: [['real_estate', 'room']],
  kamba: [['real_estate', 'room']],
  ikamelo: [['real_estate', 'room']],
  rumu: [['real_estate', 'room']],
  marumu: [['real_estate', 'room']],
  irumu: [['real_estate', 'room']],
  isitendi: [['real_estate', 'land']],
  sitendi: [['real_estate', 'land']],
  izitendi: [['real_estate', 'land']],
  munda: [['real_estate', 'land', 0.8]],
  nzvimbo: [['real_estate', 'land', 0.8]],
  isiza: [['real_estate', 'land']],
  umhlabathi: [['real_estate', 'land', 0.8]],
  // vehicles
  mota: [['vehicle', 'car']],
  motokari: [['vehicle', 'car']],
  imoto: [['vehicle', 'car']],
  izimoto: [['vehicle', 'car']],
  // livestock and food
  mbudzi: [['grocery_farm', 'livestock']],
  imbuzi: [['grocery_farm', 'livestock']],
  izimbuzi: [['grocery_farm', 'livestock']],
  mombe: [['grocery_farm', 'livestock']],
  inkomo: [['grocery_farm', 'livestock']],
  izinkomo: [['grocery_farm', 'livestock']],
  huku: [['grocery_farm', 'livestock']],
  inkukhu: [['grocery_farm', 'livestock']],
  izinkukhu: [['grocery_farm', 'livestock']],
  nguruve: [['grocery_farm', 'livestock']],
  ingulube: [['grocery_farm', 'livestock']],
  chibage: [['grocery_farm', 'produce']],
  umbila: [['grocery_farm', 'produce']],
  muriwo: [['grocery_farm', 'produce']],
  chingwa: [['restaurant', 'bakery']],
  isinkwa: [['restaurant', 'bakery']],
  keke: [['restaurant', 'bakery']],
  rebirthday: [['restaurant', 'bakery', 0.6]],
  sheep: [['grocery_farm', 'livestock']],
  rabbit: [['grocery_farm', 'livestock']],
  // clothes and shoes
  mbatya: [['fashion', undefined]],
  hembe: [['fashion', undefined]],
  izimpahla: [['fashion', undefined]],
  izigqoko: [['fashion', 'accessories']],
  ...ofPeople('womens'),
  ...ofPeople('mens'),
  shangu: [['fashion', 'shoes']],
  izicathulo: [['fashion', 'shoes']],
  // phones, televisions, furniture
  ithelevishini: [['electronics', 'tv']],
  thelevishini: [['electronics', 'tv']],
  terevhizheni: [['electronics', 'tv']],
  nharembozha: [['electronics', 'phone']],
  foni: [['electronics', 'phone']],
  ifoni: [['electronics', 'phone']],
  mubhedha: [['furniture', 'bedroom']],
  umbhede: [['furniture', 'bedroom']],
  // students
  vadzidzi: [['real_estate', 'room', 0.6]],
  kevadzidzi: [['real_estate', 'room', 0.6]],
  abafundi: [['real_estate', 'room', 0.6]],
  // hair, painting
  bvudzi: [['beauty_personal_care', undefined]],
  inwele: [['beauty_personal_care', undefined]],
  izinwele: [['beauty_personal_care', undefined]],
  anopenda: [['home_services', 'painter']],
  kupenda: [['home_services', 'painter']],
  mupendi: [['home_services', 'painter']],
  ...TRADE_VOCABULARY,
};

/**
 * Shona and Ndebele words for things, as the English word listings are written with: the search
 * looks for 'goat' in listings when a buyer asks for 'mbudzi' or 'imbuzi'. The buyer's own word
 * is kept for the answer.
 */
export const LOCAL_TERMS: Record<string, string> = {
  ...each('mbudzi imbuzi izimbuzi', 'goat'),
  ...each('mombe inkomo izinkomo', 'cattle'),
  ...each('huku inkukhu izinkukhu', 'chicken'),
  ...each('nguruve ingulube izingulube', 'pig'),
  // boots, shoes; 'of the ball' ('mabhutsu ebhora', 'amabhuzu ebhola'): football
  ...each('bhutsu mabhutsu ibhutsu amabhutsu bhuzu mabhuzu ibhuzu amabhuzu', 'boots'),
  ...each(
    'bhora ebhora yebhora dzebhora rebhora zebhora ibhola ebhola yebhola zebhola',
    'football',
  ),
  ...each('hwai izimvu imvu', 'sheep'),
  tsuro: 'rabbit',
  bhiza: 'horse',
  mabhiza: 'horse',
  ihhashi: 'horse',
  amahhashi: 'horse',
  dhongi: 'donkey',
  imbongolo: 'donkey',
  hembe: 'shirt',
  ihembe: 'shirt',
  ...each('imba dzimba indlu izindlu', 'house'),
  kamuri: 'room',
  kamba: 'room',
  ikamelo: 'room',
  isiza: 'stand',
  isitendi: 'stand',
  sitendi: 'stand',
  izitendi: 'stand',
  ithelevishini: 'tv',
  thelevishini: 'tv',
  terevhizheni: 'tv',
  nzvimbo: 'stand',
  mota: 'car',
  motokari: 'car',
  imoto: 'car',
  izimoto: 'car',
  chibage: 'maize',
  umbila: 'maize',
  chingwa: 'bread',
  isinkwa: 'bread',
  mbatya: 'clothes',
  izimpahla: 'clothes',
  shangu: 'shoes',
  izicathulo: 'shoes',
  nharembozha: 'phone',
  foni: 'phone',
  ifoni: 'phone',
  mubhedha: 'bed',
  umbhede: 'bed',
  ...Object.fromEntries('ibhedi bhedi umbheda imibhede mibhedha'.split(' ').map((w) => [w, 'bed'])),
  ingubo: 'dress',
  izingubo: 'dress',
  umtshado: 'wedding',
  yomtshado: 'wedding',
  // 'one who teaches', 'to carry (goods)'
  ...Object.fromEntries('ofundisa ofundisayo ukufundisa'.split(' ').map((w) => [w, 'tutor'])),
  ...Object.fromEntries(
    'yokuthwala ukuthwala okuthwala yokuthutha ukuthutha okuthutha yekutakura kutakura'
      .split(' ')
      .map((w) => [w, 'moving']),
  ),
  furiji: 'fridge',
  firiji: 'fridge',
  ifriji: 'fridge',
  ifiriji: 'fridge',
  friji: 'fridge',
  olungisa: 'repair',
  ulungisa: 'repair',
  lungisa: 'repair',
  ukulungisa: 'repair',
  olungisayo: 'repair',
  abalungisayo: 'repair',
  anogadzira: 'repair',
  kugadzira: 'repair',
  mugadziri: 'repair',
  anogadzirisa: 'repair',
  kugadzirisa: 'repair',
  tirakita: 'tractor',
  ugandaganda: 'tractor',
  sofa: 'sofa',
  isamende: 'cement',
  samende: 'cement',
  igesi: 'gas',
  gasi: 'gas',
  igasi: 'gas',
  gesi: 'gas',
  yokupheka: 'cooking',
  yekubika: 'cooking',
  yekubikisa: 'cooking',
  simende: 'cement',
  isimende: 'cement',
  rumu: 'room',
  marumu: 'room',
  irumu: 'room',
  bvudzi: 'hair',
  inwele: 'hair',
  izinwele: 'hair',
  kuchekwa: 'haircut',
  kugerwa: 'haircut',
  ukugunda: 'haircut',
  anopenda: 'painter',
  ...TRADE_TERMS,
  // hiring, as listings write it ('chairs for hire')
  ...Object.fromEntries(
    'kuhaya yekuhaya ekuhaya dzekuhaya zvekuhaya kuhaira yekuhaira hayira ukuhaya okuhaya ukuqhatsha okuqhatsha'
      .split(' ')
      .map((word) => [word, 'hire']),
  ),
  // 'of women', 'of men': the clothing kind, never a word a listing must hold
  ...Object.fromEntries(OF_PEOPLE.womens.map((word) => [word, 'womens'])),
  ...Object.fromEntries(OF_PEOPLE.mens.map((word) => [word, 'mens'])),
  bhegi: 'bag',
  mabhegi: 'bag',
  ibhegi: 'bag',
  isikhwama: 'bag',
  izikhwama: 'bag',
  tende: 'tent',
  matende: 'tent',
  itende: 'tent',
  amatende: 'tent',
  kupenda: 'painter',
  mupendi: 'painter',
  isofa: 'sofa',
  ...each('bhatiri mabhatiri ibhatri ibhetri ibhethri amabhethri', 'battery'),
  matayi: 'tyre',
  amathayi: 'tyre',
  ikhekhe: 'cake',
  rori: 'truck',
  itilakhi: 'truck',
  fenicha: 'furniture',
  ifenitsha: 'furniture',
  mayunifomu: 'uniform',
  iyunifomu: 'uniform',
  mudzidzisi: 'tutor',
  umfundisi: 'tutor',
  pekugara: 'lodge',
  yokuhlala: 'lodge',
  mapurisa: 'uniform',
  yunifomu: 'uniform',
};

/**
 * Shona and Ndebele phrases for one thing, as the English word listings are written with
 * ('electricity of the sun' is solar power).
 */
export const LOCAL_PHRASES: Record<string, string> = {
  'magetsi ezuva': 'solar',
  'magetsi ekuzuva': 'solar',
  'magetsi emuzuva': 'solar',
  'ugesi welanga': 'solar',
  'ugesi welilanga': 'solar',
  'amandla elanga': 'solar',
  // 'pipe fixer'
  'umkhandi wamapayipi': 'plumber',
  'umkhandi wamapayiphi': 'plumber',
  'mugadziri wemapaipi': 'plumber',
  'anogadzira mapaipi': 'plumber',
  ...Object.fromEntries(
    ['yokuthwala', 'ukuthwala', 'yokuthutha'].map((w) => [`${w} impahla`, 'moving']),
  ),
  ...TRADE_PHRASES,
};

/** Hiring (a car, a kombi, a tent) in English, Shona and Ndebele: rent, said as hire. */
export const HIRE_PATTERN =
  /\b(for hire|to hire|hire|hiring|(?:ye|dze|ze|zve|che|re|e|a|u|o)?kuha(?:y|ir)a|hayira|(?:uku|oku)qhatsha)\b/;

/** Rent and sale in Shona and Ndebele, beside the English words the rules know. */
export const LOCAL_RENT =
  /\b(kurenda|yekurenda|yokurenda|kurenta|yekurenta|yokurenta|okurenta|rendi|kuroja|yekuroja|kuqasha|yokuqasha|ukuqasha|eqashwayo|qasha)\b/;
export const LOCAL_SALE =
  /\b(kutengeswa|kutengesa|inotengeswa|dziri kutengeswa|iri kutengeswa|uri kutengeswa|kutenga|ethengiswayo|ezithengiswayo|kuthengisa|ukuthenga|thengiswa)\b/;

/** Sentence words with no search meaning ('I am looking for', 'I want', 'that are'). */
export const LOCAL_FILLER = new Set(
  (
    'ndiri ndinoda ndoda ndirikuda kutsvaga ndirikutsvaga tsvaga ndipeiwo ndiudzeiwo muchada ' +
    'kutsvagira ndirikutsvagira ngidingela ngifunela ngiyadingela ngu imali mari ' +
    'dziri iri uri ari ziri ye ya re dze za we wa ne na ku kwa pa mu here zvakanaka zvakachipa ' +
    'ngifuna ngidinga ngicela ngiyadinga funa dinga khona lapha ezi le leyo yini umuntu munhu ' +
    'ndiri kuda ndipe ngiphe ngiyafuna ngiyacela kwe kwa ka pe pa ' +
    // 'is there any?': 'simende iripo here', 'ikhona yini'
    'iripo ziripo zviripo aripo dziripo ikhona zikhona zvinowanikwa zvinowanika inowanikwa ' +
    'kuyatholakala vadiki vaduku abancane kukhona othengisa othengisayo anotengesa ' +
    kuSuffixFree()
  ).split(/\s+/),
);

function kuSuffixFree(): string {
  return [LOCAL_RENT, LOCAL_SALE]
    .map((pattern) => pattern.source.replace(/\\b|\(|\)/g, '').replace(/\|/g, ' '))
    .join(' ');
}
