/** Listing by chat, in Ndebele. */
import type { SellCopy } from './copy-types';

export const sellNd: SellCopy = {
  loginFirst:
    'Le yimakethe yamahala ku-WhatsApp lapho abathengi eZimbabwe bethola lokho okuthengisayo. Ukuze ufake okuthengiswayo, qala ngokuthumela *Login* ungene ngalinombolo, ubusuthumela izithombe lamazwi akho futhi.',
  photoAdded: (n, max) => `📷 Isithombe ${n} kwezi-${max} sengezwe.`,
  photoStart:
    '📷 Isithombe sengezwe. Khathesi thumela umugqa ngaso: kuyini, intengo ledolobho (isibonelo "Honda Fit 2010 $4500 Bulawayo").',
  photoFull: (max) =>
    `Okuthengiswayo sekulezithombe ezi-${max}, yizo ezinengi ezivumelekileyo, ngakho ezinye ozithumelayo kazingezwa.`,
  photoFailed: 'Angikwazanga ukuthatha lesisithombe ku-WhatsApp. Ake usithumele futhi.',
  photoTooBig: 'Lesisithombe sikhulu kakhulu (10 MB kuphela). Thumela esincane.',
  photoUnreadable: 'Angikwazanga ukubala lelifayela njengesithombe. Lithumele njengesithombe.',
  photoLimit: (reason) => `Lesisithombe kasengezwanga: ${reason}`,
  video: 'Amavidiyo kawafakwa kokuthengiswayo, izithombe kuphela. Thumela izithombe.',
  sticker:
    'Ama-sticker kawafakwa kokuthengiswayo. Thumela izithombe zalokho okuthengisayo lomugqa ngakho.',
  document: 'Amadokhumenti kawafakwa kokuthengiswayo. Nxa kuyisithombe, sithumele njengesithombe.',
  audio: 'Angikwazi ukulalela i-voice note. Bhala okuthengisayo, intengo ledolobho.',
  summary: ({ title, price, place, category, photos }) =>
    `Nanku okuthengisayo:\n🛍️ ${title}\n💵 ${price}\n📍 ${place}\n🏷️ ${category}\n📷 Izithombe ${photos}\n\nKakukho okufakwa emakethe ungakathinti *Publish*. Ukuqedela ku-app, phendula *app*.`,
  notSet: 'akukafakwa',
  buttons: {
    publish: 'Publish',
    change: 'Guqula',
    cancel: 'Yekela',
    replace: 'Tshintsha',
    keep: 'Gcina',
  },
  ask: {
    title: 'Uthengisani? Thumela ibizo elifitshane (isibonelo "Toyota Corolla 2012").',
    type: 'Kuluhlobo luni? Khetha.',
    subType: 'Yikuphi kulokhu?',
    realEstateDealType: 'Kungokuqasha kumbe kuyathengiswa?',
    vehicleBrand: 'Yimoto yohlobo luni?',
    electronicBrand: 'Yi-brand bani?',
    price: 'Intengo ingakanani? Isibonelo "$4500", "$300 ngenyanga" kumbe "$50 neg".',
    city: 'Kusedolobheni bani?',
    town: 'Yidolobho bani ngqo? Bhala ibizo lalo.',
    description: 'Ake uchasise ngomugqa owodwa kumbe emibili (okungenani izinhlamvu ezi-10).',
    photos: 'Ake uthumele okungenani isithombe esisodwa (kuze kube ngu-4).',
  },
  listButton: 'Khetha',
  moreRow: 'Okunye…',
  notUnderstood: 'Uxolo, angizwisisanga.',
  changeWhich: 'Ufuna ukuguqulani?',
  fieldNames: {
    title: 'Ibizo',
    price: 'Intengo',
    city: 'Idolobho',
    type: 'Uhlobo',
    description: 'Incazelo',
    photos: 'Izithombe',
  },
  replaceAsk: (title) => `Sekulokho osakufakayo: "${title}". Ukutshintsha ngalokhu okutsha?`,
  kept: 'Kulungile, ngigcinile lokho osakufakayo.',
  cancelled: 'Kuyekelwe. Lokho obukufaka lezithombe zakho kususiwe.',
  noDraft:
    'Kawulakho osakufakayo. Thumela izithombe lomugqa onjengo "Honda Fit 2010 $4500 Bulawayo" ukuze uqale.',
  published: (url) =>
    `✅ Kufakiwe! Kwabelane: ${url}\nNxa sekuthengiwe, phendula *SOLD* lapha (kumbe ku-app).`,
  publishedHeld: (url) =>
    `✅ Kugciniwe. Kuyahlolwa, kuzabonakala kubathengi nxa sekwamukelwe: ${url}\nNxa sekuthengiwe, phendula *SOLD* lapha.`,
  publishedHeldFor: (url, why) =>
    `✅ Kugciniwe, kodwa kuzahlolwa abathengi bengakaboni: ${why}.\nNxa sekwamukelwe kuzabonakala lapha: ${url}\nNxa sekuthengiwe, phendula *SOLD* lapha.`,
  heldWhy: {
    prohibited_content: 'kungaba lokuthile okungavunyelwayo emakethe',
    reposted: 'kufana lokuthile okwasuswa yimakethe',
    repeated_ad_copies: (count) =>
      `lesi yisikhathi sesi-${count} lamuhla ufaka isikhangiso esifanayo, njalo i-account yakho isanda kuvulwa. Abathengi batshengiswa isikhangiso esifanayo kanye: faka into yinye kanye`,
    repeated_ad_photo: (count) =>
      `lesi yisikhathi sesi-${count} lamuhla ufaka into ngesithombe esifanayo, njalo i-account yakho isanda kuvulwa. Abathengi batshengiswa isikhangiso esifanayo kanye: faka into yinye kanye, lezithombe zayo`,
  },
  repeatedAd:
    'ℹ️ Lilesikhangiso lesi vele. Abathengi batshengiswa isikhangiso esifanayo kanye, esisanda kufakwa: fakani into yinye kanye, lilungise isikhangiso nxa lifuna ukusiguqula.',
  scamWhy: {
    pay_before_viewing: 'akhangela angathi abathengi bacelwa ukukhokha bengakaboni',
    reservation_fee: 'akhangela angathi abathengi bacelwa ukukhokha ukuze bagcinelwe',
    transport_fee: 'akhangela angathi abathengi bacelwa imali yokuthutha impahla ingakafiki',
    other_number: 'acela abathengi ukukhokhela enye inombolo engasiyo eyakho',
    code_request: 'acela abathengi ikhodi efika efonini yabo, yikho okwebiwa ngakho ama account',
    off_platform: 'asa abathengi kwenye i app kumbe enye inombolo',
  },
  scamRephrase: {
    pay_before_viewing:
      'Nxa idiphozithi ikhokhwa emva kokubona, kubhale njalo: "Idiphozithi ikhokhwa emva kokubona".',
    reservation_fee: 'Bhala ukuthi abathengi bakhokha nxa bethatha: "Khokha nxa uthatha".',
    transport_fee:
      'Nxa uletha, bhala ukuthi ikhokhwa nini: "Imali yokuletha ikhokhwa nxa sifikile".',
    other_number: 'Tshiya imininingwane yokukhokha, livumelane ku chat.',
    code_request: 'Tshiya loba yikuphi ukucela ikhodi kumbe i PIN.',
    off_platform: 'Abathengi bakuthola lapha enombolweni yakho: tshiya amanye ama app lezinombolo.',
  },
  publishedScamHeld: (url, words, why, rephrase) =>
    `✅ Kugciniwe, kodwa kuzahlolwa abathengi bengakaboni: amazwi ${words} ${why}.\n${rephrase} Nxa sekwamukelwe kuzabonakala lapha: ${url}`,
  publishedScamWarning: (url, words, why, rephrase) =>
    `✅ Kufakiwe: ${url}\nU-admin uzakhangela amazwi ${words}: ${why}. ${rephrase}\nNxa sekuthengiwe, phendula *SOLD* lapha.`,
  refused: (reason) => `Akukwazanga ukufakwa: ${reason}`,
  appLink: (url, minutes) =>
    `Vula okuthengisayo ku-app ukuze ukuqedele (lelilink liyakungenisa, lisebenza kanye okwemizuzu engu-${minutes}; ungalipheli omunye):\n${url}`,
  flowOffer:
    'Thinta *List an item* ugcwalise ifomu: izithombe, uhlobo, ibizo, intengo ledolobho. Kumbe thumela izithombe lomugqa ngakho lapha, njengakuqala.',
  flowWelcome: 'Ulokho okuthengisayo? Thinta *Thengisa* ukufake emakethe mahala.',
  flowWelcomeButton: 'Thengisa',
  flowCta: 'List an item',
  flowRefused:
    'Leyofomu kangiyithumelanga kulinombolo, kumbe isiphelelwe yisikhathi, ngakho kakukho okugcinwe kuyo. Thumela *sell* uthole ifomu entsha.',
  flowUsed:
    'Leyofomu isithunyelwe kade, ngakho kakukho okunye okugcinweyo. Thumela *sell* uthole ifomu entsha.',
  flowPhotosRefused: (names) =>
    `Lezizithombe kazikwazanga ukuhlolwa, ngakho kazingezwanga: ${names}. Zithumele lapha njengezithombe nxa ufuna zibe kokuthengiswayo.`,
  flowPhotoName: (n) => `isithombe ${n}`,
  soldDone: (title) =>
    `Kutshengiswe njengokuthengiweyo: ${title}. Abathengi kabasakuboni. Siyakuhalalisela!`,
  soldWhich: 'Yikuphi okuthengiweyo?',
  soldNone: 'Kawulakho okusemakethe ongakutshengisa njengokuthengiweyo.',
};
