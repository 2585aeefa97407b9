/** Listing by chat, in Shona. */
import type { SellCopy } from './copy-types';

export const sellSn: SellCopy = {
  loginFirst:
    'Iyi imusika wemahara paWhatsApp apo vatengi muZimbabwe vanowana zvaunotengesa. Kuti uise chinhu, tanga watumira *Login* kuti upinde nenhamba iyi, wozotumira mifananidzo nemashoko ako zvakare.',
  photoAdded: (n, max) => `📷 Mufananidzo ${n} pa${max} wawedzerwa.`,
  photoStart:
    '📷 Mufananidzo wawedzerwa. Zvino tumira mutsara pamusoro pacho: chii, mutengo neguta (semuenzaniso "Honda Fit 2010 $4500 Harare").',
  photoFull: (max) =>
    `Chinhu ichi chatova nemifananidzo ${max}, ndiyo yakawanda inotenderwa, saka mimwe yamunotumira haisi kuwedzerwa.`,
  photoFailed: 'Handina kukwanisa kutora mufananidzo uyu paWhatsApp. Ndapota utumire zvakare.',
  photoTooBig: 'Mufananidzo uyu wakakura zvakanyanya (10 MB chete). Tumira mudiki.',
  photoUnreadable: 'Handina kukwanisa kuverenga faira iri semufananidzo. Tumira semufananidzo.',
  photoLimit: (reason) => `Mufananidzo uyu hauna kuwedzerwa: ${reason}`,
  video: 'Mavhidhiyo haaiswe pachinhu, mifananidzo chete. Tumira mifananidzo.',
  sticker:
    'Ma-sticker haaiswe pachinhu. Tumira mifananidzo yezvaunotengesa nemutsara pamusoro pacho.',
  document:
    'Magwaro haaiswe pachinhu. Kana uri mufananidzo, utumire semufananidzo (kwete segwaro).',
  audio: 'Handikwanise kuteerera voice note. Nyora zvaunotengesa, mutengo neguta.',
  summary: ({ title, price, place, category, photos }) =>
    `Ichi ndicho chinhu chako:\n🛍️ ${title}\n💵 ${price}\n📍 ${place}\n🏷️ ${category}\n📷 Mifananidzo ${photos}\n\nHapana chinoiswa pamusika usati wadzvanya *Publish*. Kuti upedzere muapp, pindura *app*.`,
  notSet: 'hazvina kuiswa',
  buttons: {
    publish: 'Publish',
    change: 'Chinja',
    cancel: 'Kanzura',
    replace: 'Chinjanisa',
    keep: 'Chengeta',
  },
  ask: {
    title: 'Uri kutengesei? Tumira zita pfupi (semuenzaniso "Toyota Corolla 2012").',
    type: 'Chii chaunoisa? Sarudza.',
    subType: 'Ndechipi pane izvi?',
    realEstateDealType: 'Ndeyekurenda here kana kutengesa?',
    vehicleBrand: 'Imotokari yerudzii?',
    electronicBrand: 'Ibrand ipi?',
    price: 'Mutengo ndeupi? Semuenzaniso "$4500", "$300 pamwedzi" kana "$50 neg".',
    city: 'Iri muguta ripi?',
    town: 'Guta ripi chaipo? Nyora zita racho.',
    description: 'Ndapota tsanangura nemutsara umwe kana miviri (mavara 10 zvishoma).',
    photos: 'Ndapota tumira mufananidzo mumwe chete zvishoma (kusvika 4).',
  },
  listButton: 'Sarudza',
  moreRow: 'Zvimwe…',
  notUnderstood: 'Ndine urombo, handina kunzwisisa.',
  changeWhich: 'Chii chaunoda kuchinja?',
  fieldNames: {
    title: 'Zita',
    price: 'Mutengo',
    city: 'Guta',
    type: 'Rudzi',
    description: 'Tsananguro',
    photos: 'Mifananidzo',
  },
  replaceAsk: (title) =>
    `Une chinhu chauri kuisa kare: "${title}". Uchichinjanisa nechitsva ichi here?`,
  kept: 'Zvakanaka, ndachengeta chinhu chako chauri kuisa.',
  cancelled: 'Zvakanzurwa. Chinhu chauri kuisa nemifananidzo yacho zvabviswa.',
  noDraft:
    'Hauna chinhu chauri kuisa. Tumira mifananidzo nemutsara wakadai "Honda Fit 2010 $4500 Harare" kuti utange.',
  published: (url) =>
    `✅ Chaiswa! Chigovere: ${url}\nKana chatengwa, pindura *SOLD* pano (kana uchiratidze muapp).`,
  publishedHeld: (url) =>
    `✅ Chachengetwa. Chiri kuongororwa uye chichaonekwa nevatengi kana chabvumirwa: ${url}\nKana chatengwa, pindura *SOLD* pano.`,
  publishedHeldFor: (url, why) =>
    `✅ Chachengetwa, asi chichaongororwa vatengi vasati vachiona: ${why}.\nKana chabvumirwa chinoonekwa pano: ${url}\nKana chatengwa, pindura *SOLD* pano.`,
  heldWhy: {
    prohibited_content: 'chingave nechimwe chinhu chisingabvumirwi pamusika',
    reposted: 'chakafanana nechinhu chakabviswa nemusika',
    repeated_ad_copies: (count) =>
      `iyi inguva yechi-${count} nhasi uchiisa shambadziro imwe chete, uye account yako ichangobva kuvhurwa. Vatengi vanoratidzwa shambadziro imwe chete kamwe chete: isa chinhu chimwe kamwe chete`,
    repeated_ad_photo: (count) =>
      `iyi inguva yechi-${count} nhasi uchiisa chinhu nemufananidzo mumwe chete, uye account yako ichangobva kuvhurwa. Vatengi vanoratidzwa shambadziro imwe chete kamwe chete: isa chinhu chimwe kamwe chete, nemifananidzo yacho`,
  },
  repeatedAd:
    'ℹ️ Mune shambadziro iyi kare. Vatengi vanoratidzwa shambadziro imwe chete kamwe chete, ichangobva kuiswa: isai chinhu chimwe kamwe chete, mochinja shambadziro kana muchida kuigadzirisa.',
  scamWhy: {
    pay_before_viewing: 'anoita kunge vatengi vari kukumbirwa kubhadhara vasati vachiona',
    reservation_fee: 'anoita kunge vatengi vari kukumbirwa kubhadhara kuti vachichengeterwe',
    transport_fee: 'anoita kunge vatengi vari kukumbirwa mari yekutakura zvinhu zvisati zvasvika',
    other_number: 'anokumbira vatengi kubhadhara kune imwe nhamba isiri yako',
    code_request: 'anokumbira vatengi kodhi inouya pafoni yavo, ndiko kubiwa kwema account',
    off_platform: 'anoendesa vatengi kune imwe app kana imwe nhamba',
  },
  scamRephrase: {
    pay_before_viewing:
      'Kana deposit ichibhadharwa mushure mekuona, nyora kudaro: "Deposit inobhadharwa mushure mekuona".',
    reservation_fee: 'Nyora kuti vatengi vanobhadhara pavanotora: "Bhadharai pamunotora".',
    transport_fee:
      'Kana uchiunza, nyora kuti inobhadharwa riini: "Mari yekuunza inobhadharwa kana zvasvika".',
    other_number: 'Siya ruzivo rwekubhadhara, mubvumirane muchat.',
    code_request: 'Siya chero kukumbira kodhi kana PIN.',
    off_platform: 'Vatengi vanokuwana pano panhamba yako: siya mamwe ma app nenhamba.',
  },
  publishedScamHeld: (url, words, why, rephrase) =>
    `✅ Chachengetwa, asi chichaongororwa vatengi vasati vachiona: mazwi ${words} ${why}.\n${rephrase} Kana chabvumirwa chinoonekwa pano: ${url}`,
  publishedScamWarning: (url, words, why, rephrase) =>
    `✅ Chaiswa: ${url}\nAdmin achatarisa mazwi ${words}: ${why}. ${rephrase}\nKana chatengwa, pindura *SOLD* pano.`,
  refused: (reason) => `Hachina kukwanisa kuiswa: ${reason}`,
  appLink: (url, minutes) =>
    `Vhura chinhu chako muapp kuti uchipedzere (link iyi inokupinza, inoshanda kamwe chete kwemaminitsi ${minutes}; usaipa mumwe munhu):\n${url}`,
  flowOffer:
    'Dzvanya *List an item* kuti uzadze fomu: mifananidzo, rudzi, zita, mutengo neguta. Kana kuti tumira mifananidzo nemutsara pamusoro pacho pano, sepakare.',
  flowWelcome: 'Une chaunotengesa? Dzvanya *Tengesa* kuti uchiise pamusika mahara.',
  flowWelcomeButton: 'Tengesa',
  flowCta: 'List an item',
  flowRefused:
    'Fomu iyi handina kuitumira kunhamba iyi, kana kuti nguva yayo yapera, saka hapana chachengetwa. Tumira *sell* kuti uwane fomu itsva.',
  flowUsed:
    'Fomu iyi yakatotumirwa, saka hapana chimwe chachengetwa. Tumira *sell* kuti uwane fomu itsva.',
  flowPhotosRefused: (names) =>
    `Mifananidzo iyi haina kukwanisa kuongororwa, saka haina kuwedzerwa: ${names}. Itumire pano semifananidzo kana uchida kuti ive pachinhu.`,
  flowPhotoName: (n) => `mufananidzo ${n}`,
  soldDone: (title) => `Charatidzwa sechakatengwa: ${title}. Vatengi havachachioni. Makorokoto!`,
  soldWhich: 'Ndechipi chakatengwa?',
  soldNone: 'Hauna chinhu chiri pamusika chekuratidza sechakatengwa.',
};
