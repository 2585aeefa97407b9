/**
 * The bot's fixed sentences in (Northern) Ndebele. The thing keeps the buyer's own word
 * ('indlu', 'imbuzi', 'laptop'); the sentence around it is Ndebele. A sentence left out here is
 * said in English.
 */
import type { BotCopy } from './types';
import { en } from './en';
import { money } from './money';

const MONTHS_ND = [
  'Zibandlela',
  'Nhlolanja',
  'Ndlovana',
  'Ndlovukazi',
  'Nkwenkwezi',
  'Nhlangula',
  'Ntulikazi',
  'Ncwabakazi',
  'Mpandula',
  'Mfumfu',
  'Lwezi',
  'Mpalakazi',
];

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const EXAMPLES = [
  '• Indlu yokuqasha eBulawayo',
  '• Umuntu olungisa ifriji eBulawayo',
  '• Laptop ngaphansi kwe $300',
].join('\n');

export const nd: BotCopy = {
  ...en,
  language: 'nd',
  help: [
    'Salibonani! 👋 Ngiyalisiza ukuthola izinto lemisebenzi kubathengisi kulo lonke iZimbabwe.',
    '',
    'Ngitshelani elikudingayo, ngokwesibonelo:',
    EXAMPLES,
    '',
    'Khethani okukodwa ukuze libone izithombe, intengo lenombolo yeWhatsApp yomthengisi. Bhalani *okunye* ukuze libone okunye.',
    '',
    'Liyathengisa? Ukufaka kumahala: thumelani *Login*.',
  ].join('\n'),
  greeting: [
    'Salibonani! 👋 Lidingani lamuhla? Ngokwesibonelo “Indlu yokuqasha eBulawayo” kumbe “Laptop ngaphansi kwe $300”.',
    '',
    'Liyathengisa? Ukufaka kumahala: thumelani *Login*.',
  ].join('\n'),
  thanks: 'Kulungile! Ngithumelelani okunye elikudingayo noma nini.',
  goodbye: 'Lisale kahle! 👋 Buyani noma nini.',
  ourFault:
    'Uxolo, kukhona okungahambanga kuhle kithi njalo angikwazanga ukuphendula umlayezo wenu wokucina. Ngicela liwuthumele njalo ngemva kwemizuzu embalwa.',
  notUnderstoodTap:
    'Uxolo, kangizwisisanga. Thintani inkinobho ngezansi, kumbe libhale amabala ayo.',
  passedOnNow: 'Ngilidlulisele umlayezo wenu kumthengisi. Uzaliphendula ku-WhatsApp.',
  passedOnLater: 'Ngiwugcinile umlayezo wenu: uzafika kumthengisi nxa evula le chat.',
  passedOnNoNumber:
    'I-WhatsApp kayisitshengisi inombolo yenu, lani kalitshengiswa eyomthengisi: impendulo yakhe izafika kini lapha, kule chat.',
  offTopic:
    'Ngisiza ngezemakethe kuphela: ukudinga izinto lemisebenzi kubathengisi eZimbabwe, lokufaka elikuthengisayo. Lidingani?',
  unsupported:
    'Ngingabala amazwi abhaliweyo kuphela, hatshi ama voice note kumbe ama sticker. Bhalani elikudingayo, ngokwesibonelo “indlu yokuqasha eBulawayo”.',
  callMe:
    'Angikwazi ukufona, kodwa ngingalithola umthengisi elingamfonela. Lidingani, njalo kuyiphi indawo?',
  askWhat: `Lidingani? Ngokwesibonelo:\n${EXAMPLES}`,
  understood: (u) => {
    const parts = [u.thing ? cap(u.thing) : 'Izinto'];
    if (u.deal) parts.push(nd.deal[u.deal]);
    if (u.place) parts.push(nd.inPlace(u.place));
    const price = nd.priceLimit(u.minPrice, u.maxPrice, u.aboutPrice);
    if (price) parts.push(price);
    return parts.join(' ');
  },
  nothingFound: (u) =>
    `Uxolo, akukho “${nd.understood(u)}” okwamanje. Zamani elinye ilizwi, idolobho eliseduze kumbe imali enengi.`,
  relaxedPrice: (u) =>
    `Akukho ${nd.priceLimit(u.minPrice, u.maxPrice, u.aboutPrice)} okwamanje. Okuseduze lemali yenu:`,
  relaxedPriceAll: (u) =>
    `Akukho ${nd.priceLimit(u.minPrice, u.maxPrice, u.aboutPrice)} okwamanje. Intengo eziseduze:`,
  relaxedPlace: (place, nearby) => `Akukho e${place} okwamanje. Eduze, e${nearby.join(', e')}:`,
  relaxedPlaceFar: (place, towns) =>
    `Akukho e${place} loba eduze okwamanje. Khatshana, e${towns.join(', e')}:`,
  relaxedThing: (thing, wider) => `Akukho ${thing} okwamanje. Okunye ku-${wider}:`,
  showing: (from, to, total) => `Ngitshengisa ${from}–${to} ku-${total}.`,
  followUpHint: (hasMore) =>
    hasMore
      ? 'Bhalani *okunye* ukuze libone okunye, *okushibhile* okwentengo ephansi, kumbe idolobho njenge “eBulawayo”.'
      : 'Bhalani *okushibhile* okwentengo ephansi, kumbe idolobho njenge “eBulawayo”.',
  noMore: (u) => `Yikho konke engilakho ku “${nd.understood(u)}”. Ngithumelelani okunye noma nini.`,
  noCheaper: (u) =>
    `Akukho okushibhile ku “${nd.understood(u)}” okwamanje. Zamani okunye kumbe idolobho eliseduze.`,
  nothingToPage: 'Qalani lingitshele elikudingayo, ngokwesibonelo “Ngidinga plumber eBulawayo”.',
  pickRange: (count) =>
    count === 1
      ? 'Thumelani *1* ukuvula engilitshengise khona, kumbe lingitshele elikudingayo.'
      : `Thumelani inombolo kusukela ku-1 kusiya ku-${count} ukuvula okukodwa engilitshengise khona, kumbe lingitshele elikudingayo.`,
  townSet: (place, searched) =>
    searched
      ? `Ngiyabonga! Nansi indlela elidinga ngayo e${place}.`
      : `Ngiyabonga! Ngizaqala ukudinga e${place}. Lidingani?`,
  nearMeAsk: (u) =>
    u
      ? `Likuphi? Ngithumelelani indawo elikuyo (location) ngizadinga “${nd.understood(u)}” eduze lani: thintani *Send location* ngezansi, kumbe libhale idolobho lenu (ngokwesibonelo “eGweru”).`
      : 'Likuphi? Ngithumelelani indawo elikuyo (location) ngizaqala ukudinga eduze lani: thintani *Send location* ngezansi, kumbe libhale idolobho lenu (ngokwesibonelo “eGweru”).',
  cardButton: 'Vulani',
  listButton: 'Bonani konke',
  listFooter: 'Hlolani izinto ngamehlo lingakabhadali.',
  sectionTitle: (from, to) => `Okutholakeleyo ${from}–${to}`,
  alertPrompt: 'Lifuna ukwaziswa nxa kufakwe okutsha? Bhalani *alert*.',
  reportPrompt: 'Kukhona okungalunganga? Bhalani *report* lenombolo yakho.',
  listingGone: 'Uxolo, lokhu akusekho. Ngithumelelani okunye elikudingayo.',
  listingSold: 'Uxolo, lokhu sekuthengiwe. Ngithumelelani okunye ngizalithola okufananayo.',
  report: {
    offer: 'Kukhona okungalunganga ngalokhu? Thintani *Report*.',
    button: 'Report',
    ask: 'Kuyini okungalunganga ngalokhu? Khethani isizatho.',
    listButton: 'Khethani isizatho',
    reasons: {
      pay_first: 'Ngicelwe imali kuqala',
      scam: 'Ubuqili lokukhohlisa',
      prohibited: 'Okungavunyelwanga',
      wrong_details: 'Intengo/uhlobo lubi',
      sold: 'Sekuthengiwe',
      other: 'Okunye',
    },
    thanks:
      'Siyabonga ngokusazisa. Iqembu lethu lizakuhlola lokhu; nxa kwephula imithetho, siyakususa. Kasimtsheli umthengisi ukuthi ngubani osazisileyo.',
    already: 'Lisake lasazisa ngalokhu. Siyabonga, iqembu lethu liyakuhlola.',
    noListing: 'Vulani kuqala into elifuna ukuyibika, beselibhala *report*.',
  },
  safety: {
    rental:
      'Ungakhokhi idiphozithi loba imali yokubona ungakayiboni indlu: hlangana lomnikazi wayo khona.',
    vehicle:
      'Khangela ukuthi ibhuku lemota liyafanana lomazisi womthengisi, njalo ungakhokheli ukuthi “ugcinelwe” imota.',
    electronics: 'Kuhlole ungakakhokhi, ukhangele ukuthi i-IMEI iyafanana lebhokisi.',
    service: 'Khokha nxa umsebenzi usuphelile.',
    general: 'Hlanganani endaweni elabantu ubone into ungakakhokhi.',
  },
  safetyAlways:
    'Umlayezo wokukhokha uqinisekile kuphela nxa imali ibonakala ku-EcoCash kumbe ebhanga lakho. Kakho umuntu wemakethe ocela ikhodi.',
  signals: {
    since: (month, year) => `Usemakethe kusukela ku-${MONTHS_ND[month]} ${year}`,
    sold: (count) => `Izinto ezingu-${count} zithengiwe lapha`,
    confirmed: 'Inombolo ye-WhatsApp iqinisekisiwe',
    feedback: '(okutshiwo ngabathengi)',
  },
  feedback: {
    ask: (seller, listing) => `Lixoxile lo-${seller} mayelana lo-${listing} yini?`,
    aSeller: 'umthengisi',
    good: 'Kuhle',
    notGood: 'Akukuhle',
    report: 'Report',
    why: 'Siyaxolisa. Kuyini okungahambanga kuhle?',
    whyButton: 'Khethani',
    reasons: {
      no_reply: 'Kaphendulanga',
      not_as_described: 'Akufanani lokuthiwa',
      pay_first: 'Ufune imali kuqala',
      other: 'Okunye',
    },
    thanks:
      'Siyabonga. Abanye abathengi babona ukuthi bangaki abathi kuhle kumbe akukuhle ngalo mthengisi.',
    consent: (marketplace) =>
      `Ngingalibuza ngemva kwesikhathi ukuthi kuhambe njani lalo mthengisi yini? Cindezelani *Yebo, ngibuzeni* njalo ${marketplace} izalithumelela lowo mbuzo kuphela ku-WhatsApp ngemva kwesikhathi, lanxa lingabhalanga. Thumelani *STOP* nini lanini ukuze kume, *START* ukuze kuqale futhi.`,
    consentButton: 'Yebo, ngibuzeni',
    consented: (marketplace) =>
      `Kwenziwe: ${marketplace} izalibuza kanye kuphela ukuthi kuhambe njani lomthengisi, ngemva kwesikhathi lithole ilinki yakhe. Thumelani *STOP* nini lanini ukuze kume.`,
  },
  suspendedLogin: (reason) =>
    `I-akhawunti yenu yokuthengisa imisiwe: ${reason}. Ngeke lingene, lempahla yenu kayitshengiswa abathengi. Ukuze licele ukubuyiselwa, phendulani lumlayezo lichaze; iqembu lethu lizakuhlola.`,
  appealReceived: 'Siyabonga. Isicelo senu sithunyelwe eqenjini lethu; sizaliphendula lapha.',
  deal: { rent: 'yokuqasha', sale: 'ethengiswayo', hire: 'yokuqasha' },
  inPlace: (place) => `e${place}`,
  priceLimit: (min, max, about) => {
    if (about !== undefined && min === undefined) return `ngentengo engaba ngu ${money(about)}`;
    if (min !== undefined && max !== undefined) return `${money(min)}–${money(max)}`;
    if (max !== undefined) return `ngaphansi kwe ${money(max)}`;
    if (min !== undefined) return `ngaphezu kwe ${money(min)}`;
    return '';
  },
};
