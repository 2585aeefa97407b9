/**
 * The bot's fixed sentences in Shona. The thing keeps the buyer's own word ('imba', 'mbudzi',
 * 'laptop'); the sentence around it is Shona. A sentence left out here is said in English.
 */
import type { BotCopy } from './types';
import { en } from './en';
import { money } from './money';

const MONTHS_SN = [
  'Ndira',
  'Kukadzi',
  'Kurume',
  'Kubvumbi',
  'Chivabvu',
  'Chikumi',
  'Chikunguru',
  'Nyamavhuvhu',
  'Gunyana',
  'Gumiguru',
  'Mbudzi',
  'Zvita',
];

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const EXAMPLES = [
  '• Imba yekurenda kuHarare',
  '• Plumber kuBulawayo',
  '• Laptop pasi pe $300',
].join('\n');

export const sn: BotCopy = {
  ...en,
  language: 'sn',
  help: [
    'Mhoro! 👋 Ndinokubatsirai kuwana zvinhu nemabasa kubva kuvatengesi muZimbabwe yose.',
    '',
    'Ndiudzei zvamuri kutsvaga, semuenzaniso:',
    EXAMPLES,
    '',
    'Sarudzai chimwe kuti muone mifananidzo, mutengo nenhamba yeWhatsApp yemutengesi. Nyorai *zvimwe* kuti muone zvimwe.',
    '',
    'Muri kutengesa? Kuisa chinhu mahara: tumirai *Login*.',
  ].join('\n'),
  greeting: [
    'Mhoro! 👋 Muri kutsvaga chii nhasi? Semuenzaniso “Imba yekurenda kuHarare” kana “Laptop pasi pe $300”.',
    '',
    'Muri kutengesa? Kuisa chinhu mahara: tumirai *Login*.',
  ].join('\n'),
  thanks: 'Hapana dambudziko! Nditumirei chimwe chamunotsvaga chero nguva.',
  goodbye: 'Chisarai zvakanaka! 👋 Dzokai chero nguva.',
  ourFault:
    'Ndine urombo, pane chakakanganisika kwatiri uye handina kukwanisa kupindura meseji yenyu yekupedzisira. Ndapota itumirei zvakare mushure memaminitsi mashoma.',
  notUnderstoodTap:
    'Ndine urombo, handina kunzwisisa. Dzvanyai bhatani pazasi, kana nyorai mashoko aro.',
  passedOnNow: 'Ndatumira shoko renyu kumutengesi. Vachakupindurai paWhatsApp.',
  passedOnLater: 'Ndachengeta shoko renyu: richasvika kumutengesi pavanozovhura chat iyi.',
  passedOnNoNumber:
    'WhatsApp haitiratidze nhamba yenyu, uye nemi hamuoni yemutengesi: mhinduro yavo ichasvika kwamuri pano, muchat ino.',
  offTopic:
    'Ndinobatsira nezvemusika chete: kutsvaga zvinhu nemabasa kubva kuvatengesi muZimbabwe, uye kuisa zvamunotengesa. Muri kutsvaga chii?',
  unsupported:
    'Ndinokwanisa kuverenga mashoko akanyorwa chete, kwete ma voice note kana ma sticker. Nyorai zvamuri kutsvaga, semuenzaniso “imba yekurenda kuHarare”.',
  callMe:
    'Handikwanisi kufona, asi ndinokuwanirai mutengesi wamungafonera. Muri kutsvaga chii, uye kupi?',
  askWhat: `Muri kutsvaga chii? Semuenzaniso:\n${EXAMPLES}`,
  understood: (u) => {
    const parts = [u.thing ? cap(u.thing) : 'Zvinhu'];
    if (u.deal) parts.push(sn.deal[u.deal]);
    if (u.place) parts.push(sn.inPlace(u.place));
    const price = sn.priceLimit(u.minPrice, u.maxPrice, u.aboutPrice);
    if (price) parts.push(price);
    return parts.join(' ');
  },
  nothingFound: (u) =>
    `Ndine urombo, hapana “${sn.understood(u)}” parizvino. Edzai rimwe shoko, rimwe guta riri pedyo kana mari yakawanda.`,
  relaxedPrice: (u) =>
    `Hapana ${sn.priceLimit(u.minPrice, u.maxPrice, u.aboutPrice)} parizvino. Zviri pedyo nemari yenyu:`,
  relaxedPriceAll: (u) =>
    `Hapana ${sn.priceLimit(u.minPrice, u.maxPrice, u.aboutPrice)} parizvino. Mitengo iri pedyo:`,
  relaxedPlace: (place, nearby) => `Hapana ku${place} parizvino. Pedyo, ku${nearby.join(', ku')}:`,
  relaxedPlaceFar: (place, towns) =>
    `Hapana ku${place} kana pedyo parizvino. Kure, ku${towns.join(', ku')}:`,
  relaxedThing: (thing, wider) => `Hapana ${thing} parizvino. Zvimwe zve${wider}:`,
  showing: (from, to, total) => `Ndiri kuratidza ${from}–${to} pa${total}.`,
  followUpHint: (hasMore) =>
    hasMore
      ? 'Nyorai *zvimwe* kuti muone zvimwe, *zvakachipa* kuti muwane zvakachipa, kana guta rakaita se “kuBulawayo”.'
      : 'Nyorai *zvakachipa* kuti muwane zvakachipa, kana guta rakaita se “kuBulawayo”.',
  noMore: (u) =>
    `Ndizvo zvese zvandinazvo zve “${sn.understood(u)}”. Nditumirei kumwe kutsvaga chero nguva.`,
  noCheaper: (u) =>
    `Hapana zvakachipa kudarika izvi zve “${sn.understood(u)}” parizvino. Edzai kumwe kutsvaga kana guta riri pedyo.`,
  nothingToPage: 'Tangai mandiudza zvamuri kutsvaga, semuenzaniso “Ndoda plumber kuHarare”.',
  pickRange: (count) =>
    count === 1
      ? 'Tumirai *1* kuti muvhure chandakuratidzai, kana ndiudzei zvamuri kutsvaga.'
      : `Tumirai nhamba kubva pa1 kusvika pa${count} kuti muvhure chimwe chandakuratidzai, kana ndiudzei zvamuri kutsvaga.`,
  townSet: (place, searched) =>
    searched
      ? `Ndatenda! Hechi chamakatsvaga pekupedzisira ku${place}.`
      : `Ndatenda! Ndichatanga kutsvaga ku${place}. Muri kutsvaga chii?`,
  nearMeAsk: (u) =>
    u
      ? `Muri kupi? Nditumirei location yenyu ndokutsvaga “${sn.understood(u)}” pedyo nemi: bayai *Send location* pazasi, kana nyorai guta renyu (semuenzaniso “kuGweru”).`
      : 'Muri kupi? Nditumirei location yenyu ndotanga kutsvaga pedyo nemi: bayai *Send location* pazasi, kana nyorai guta renyu (semuenzaniso “kuGweru”).',
  cardButton: 'Vhurai',
  listButton: 'Onai zvawanikwa',
  listFooter: 'Gara muchiona chinhu musati mabhadhara.',
  sectionTitle: (from, to) => `Zvawanikwa ${from}–${to}`,
  alertPrompt: 'Munoda kuudzwa kana pane chitsva chaiswa? Nyorai *alert*.',
  reportPrompt: 'Pane chakaipa pane chimwe chinhu? Nyorai *report* nenhamba yacho.',
  listingGone: 'Ndine urombo, chinhu ichi hachichipo. Nditumirei kumwe kutsvaga.',
  listingSold:
    'Ndine urombo, chinhu ichi chakatengwa. Nditumirei kumwe kutsvaga ndokuwanirai chakafanana nacho.',
  report: {
    offer: 'Pane chakaipa nechinhu ichi? Dzvanyai *Report*.',
    button: 'Report',
    ask: 'Chii chakaipa nechinhu ichi? Sarudzai chikonzero.',
    listButton: 'Sarudzai chikonzero',
    reasons: {
      scam: 'Hutsotsi',
      pay_first: 'Ndakumbirwa mari pamberi',
      prohibited: 'Zvinorambidzwa',
      wrong_details: 'Mutengo/rudzi zvisizvo',
      sold: 'Chakatotengwa',
      other: 'Zvimwe',
    },
    thanks:
      'Tatenda nekutiudza. Chikwata chedu chichaongorora chinhu ichi; kana chichityora mitemo, tinochibvisa. Hatiudzi mutengesi kuti ndiani akataura.',
    already: 'Makambotiudza nezvechinhu ichi. Tatenda, chikwata chedu chiri kuchiongorora.',
    noListing: 'Tangai mavhura chinhu chamunoda kutaura nezvacho, wozonyora *report*.',
  },
  safety: {
    rental:
      'Musabhadhara deposit kana mari yekuona musati maona imba: sangana nemuridzi wayo ipapo.',
    vehicle:
      'Onai kuti bhuku remotokari rinoenderana nechitupa chemutengesi, uye musabhadhara kuti “mureserve” mota.',
    electronics: 'Iedzei musati mabhadhara, uye onai kuti IMEI inoenderana nebhokisi.',
    service: 'Bhadharai kana basa rapera.',
    general: 'Sanganai panzvimbo ine vanhu uye muone chinhu musati mabhadhara.',
  },
  safetyAlways:
    'Meseji yekubhadhara ndeyechokwadi chete kana mari yaonekwa muEcoCash kana mubhanga renyu. Hapana munhu wemusika anokumbira kodhi.',
  signals: {
    since: (month, year) => `Ari pamusika kubva ${MONTHS_SN[month]} ${year}`,
    sold: (count) => `Zvinhu ${count} zvakatengwa pano`,
    confirmed: 'Nhamba yeWhatsApp yakasimbiswa',
    feedback: '(zvakataurwa nevatengi)',
  },
  feedback: {
    ask: (seller, listing) => `Makataurirana na${seller} nezve ${listing} here?`,
    aSeller: 'mutengesi',
    good: 'Zvakanaka',
    notGood: 'Hazvina kunaka',
    report: 'Report',
    why: 'Tine urombo. Chii chakaipa?',
    whyButton: 'Sarudzai',
    reasons: {
      no_reply: 'Havana kupindura',
      not_as_described: 'Hazvina kufanana',
      pay_first: 'Vakada mari pamberi',
      other: 'Zvimwe',
    },
    thanks:
      'Tatenda. Vamwe vatengi vanoona kuti vangani vakati zvakanaka kana kuti hazvina kunaka nemutengesi uyu.',
    consent: (marketplace) =>
      `Ndingakubvunzai gare gare kuti zvakafamba sei nemutengesi uyu here? Dzvanyai *Hongu, ndibvunzei* uye ${marketplace} ichakutumirai mubvunzo iwoyo chete paWhatsApp gare gare, kunyangwe musina kunyora. Tumirai *STOP* chero nguva kuti zvimire, *START* kuti zvitangezve.`,
    consentButton: 'Hongu, ndibvunzei',
    consented: (marketplace) =>
      `Zvaitwa: ${marketplace} ichakubvunzai kamwe chete kuti zvakafamba sei nemutengesi, gare gare mushure mekuwana link yake. Tumirai *STOP* chero nguva kuti zvimire.`,
  },
  suspendedLogin: (reason) =>
    `Akaundi yenyu yekutengesa yakamiswa: ${reason}. Hamugone kupinda, uye zvamunotengesa hazviratidzwe kuvatengi. Kuti mukumbire kudzorerwa, pindurai meseji iyi motsanangura; chikwata chedu chichazviongorora.`,
  appealReceived: 'Tatenda. Chikumbiro chenyu chatumirwa kuchikwata chedu; tichakupindurai pano.',
  deal: { rent: 'yekurenda', sale: 'inotengeswa', hire: 'yekuhaya' },
  inPlace: (place) => `ku${place}`,
  priceLimit: (min, max, about) => {
    if (about !== undefined && min === undefined) return `pamutengo unenge ${money(about)}`;
    if (min !== undefined && max !== undefined) return `${money(min)}–${money(max)}`;
    if (max !== undefined) return `pasi pe ${money(max)}`;
    if (min !== undefined) return `pamusoro pe ${money(min)}`;
    return '';
  },
};
