/**
 * The conversation benchmark's hold-out set (conversation-labelled.bench.ts): conversations of
 * the same kinds as the labelled set (conversation-labelled-set.ts), written afterwards in other
 * words — other phrasings, typos, emoji and orders than that set and the discovery sets — and
 * never used to tune the bot's rules. Its figures are printed apart, under "hold-out set (not
 * tuned on)": how the bot does on conversations nobody tuned for.
 *
 * The expectations follow the labelled set's (what the person would expect, not what the bot
 * does today), with its helpers, catalogue and set-up kinds.
 */
import {
  AVAILABLE,
  FLATS_AVONDALE,
  HARARE_RENTALS,
  LIVESTOCK,
  MENS,
  NEW_FIT,
  NEW_FLAT,
  NEW_FRIDGE,
  NEW_GOATS,
  NEW_IPHONE,
  NEW_LAPTOP,
  NOT_MENS,
  PAUSED,
  PIN,
  PIN_OTHER,
  SOLD,
  START_AGAIN,
  checkin,
  conversation,
  question,
  reactivate,
  report,
  stopAlerts,
  stopCheckins,
  summary,
  t,
  TV,
  BED,
} from './conversation-labelled-set';
import type { Conversation, Lang, Turn } from './conversation-types';

const GOAT_KEYS = ['goats', 'goats-gwanda', 'goats-gwanda-town'];
const FRIDGES = ['fridge', 'fridge-beitbridge'];

/** A buyer with a saved alert stops it, then starts again: neither is taken for a search. */
function stopThenStart(
  id: string,
  lang: Lang,
  search: string,
  stop: string,
  start: string,
  replyLang?: Lang[],
): Conversation {
  const extra: Partial<Turn> = replyLang ? { lang: replyLang } : {};
  return {
    id,
    lang,
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: search },
    turns: [
      { say: stop, optOut: true, ...extra, expect: { noSearch: true, says: START_AGAIN } },
      { say: start, ...extra, expect: { noSearch: true } },
    ],
  };
}

export const HOLDOUT: Conversation[] = [
  // ---- Check-ins answered by typing (sellers) ----
  checkin('ho-ci-en-01', 'en', 'yep still got it', AVAILABLE),
  checkin('ho-ci-en-02', 'en', 'Available still', AVAILABLE),
  checkin('ho-ci-en-03', 'en', 'ya its still there 👌', AVAILABLE),
  checkin('ho-ci-en-04', 'en', 'someone bought it yesterday', SOLD),
  checkin('ho-ci-en-05', 'en', 'Gone. Sold it last week', SOLD),
  checkin('ho-ci-en-06', 'en', 'hold it for now pls, im travelling', PAUSED),
  checkin('ho-ci-en-07', 'en', '✅', AVAILABLE),
  checkin('ho-ci-en-08', 'en', 'still on sale', AVAILABLE),
  checkin('ho-ci-sn-01', 'sn', 'ichipo', AVAILABLE),
  checkin('ho-ci-sn-02', 'sn', 'hongu ichiri kutengeswa', AVAILABLE),
  checkin('ho-ci-sn-03', 'sn', 'yakatengwa nezuro', SOLD),
  checkin('ho-ci-sn-04', 'sn', 'ndichiinayo', AVAILABLE),
  checkin('ho-ci-sn-05', 'sn', 'chimbomisai', PAUSED),
  checkin('ho-ci-sn-06', 'sn', 'Ehe', AVAILABLE),
  checkin('ho-ci-sn-07', 'sn', 'yakatengeswa shamwari', SOLD),
  checkin('ho-ci-nd-01', 'nd', 'yebo ikhona', AVAILABLE),
  checkin('ho-ci-nd-02', 'nd', 'ngisalayo', AVAILABLE),
  checkin('ho-ci-nd-03', 'nd', 'isithengiwe izolo', SOLD),
  checkin('ho-ci-nd-04', 'nd', 'yimise kancane', PAUSED),
  checkin('ho-ci-nd-05', 'nd', 'Yebo baba, ikhona', AVAILABLE),
  checkin('ho-ci-nd-06', 'nd', 'sengiyithengisile mngane', SOLD),
  checkin('ho-ci-mx-01', 'mixed', 'ehe still there', AVAILABLE, {
    before: 'sn',
    replyLang: ['sn', 'en'],
  }),
  checkin('ho-ci-mx-02', 'mixed', 'yebo its there', AVAILABLE, {
    before: 'nd',
    replyLang: ['nd', 'en'],
  }),
  {
    id: 'ho-ci-en-09',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: {
      listings: [TV, { ...BED, key: 'own2' }],
      before: [{ say: 'morning' }],
      checkin: 'asked',
    },
    turns: [
      t(
        'I still have both',
        { noSearch: true, status: { own: AVAILABLE, own2: AVAILABLE } },
        { answer: true },
      ),
    ],
    after: { sweep: true, status: { own: AVAILABLE, own2: AVAILABLE } },
  },

  // ---- An auto-paused listing put back by typing (sellers) ----
  reactivate('ho-ra-en-01', 'en', 'put it back up please'),
  reactivate('ho-ra-en-02', 'en', 'I still have it, turn it back on'),
  reactivate('ho-ra-sn-01', 'sn', 'idzorerei, ndichiinayo'),
  reactivate('ho-ra-nd-01', 'nd', 'yibuyise, ngisalayo'),

  // ---- The report reasons list, answered by typing (buyers) ----
  report('ho-rp-en-01', 'en', 'playstation 5', 'fake, they want money upfront', 'scam'),
  report('ho-rp-en-02', 'en', 'double bed base n mattress', 'the price is wrong', 'wrong_details'),
  report('ho-rp-en-03', 'en', 'sofas for sale', '5', 'other'),
  report('ho-rp-sn-01', 'sn', 'ndiri kuda sofa', 'imbavha iyi', 'scam'),
  report('ho-rp-sn-02', 'sn', 'ndotsvaga bed', '3', 'wrong_details', ['sn', 'en']),
  report('ho-rp-sn-03', 'sn', 'ndiri kutsvaga TV', 'vakatoitenga kare', 'sold'),
  report('ho-rp-nd-01', 'nd', 'ngidinga isofa', 'ngumtshontshi lo', 'scam'),
  report('ho-rp-nd-02', 'nd', 'ngifuna iTV', 'isithengiwe', 'sold'),
  report('ho-rp-nd-03', 'nd', 'ngidinga umbhede', '3', 'wrong_details', ['nd', 'en']),

  // ---- Listing by chat: the summary and the questions, answered by typing (sellers) ----
  summary('ho-lc-en-01', 'en', 'Selling Samsung A32 128gb $170 Harare', 'yes go ahead', /samsung/i),
  summary(
    'ho-lc-en-02',
    'en',
    'Selling Lenovo laptop core i5 $260 Bulawayo',
    'post',
    /lenovo|laptop/i,
  ),
  summary('ho-lc-en-03', 'en', 'Selling iPhone XR 64gb $210 Harare', 'no cancel it', 'cancelled'),
  summary('ho-lc-en-04', 'en', 'Selling LG 50 inch TV $320 Harare', '👌🏾', /lg|tv/i),
  summary('ho-lc-sn-01', 'sn', 'Ndiri kutengesa iPhone X $180 kuHarare', 'ehe ipostei', /iphone/i),
  summary(
    'ho-lc-sn-02',
    'sn',
    'Ndiri kutengesa laptop Lenovo $230 kuBulawayo',
    'kanzurai',
    'cancelled',
  ),
  summary('ho-lc-sn-03', 'sn', 'Ndiri kutengesa TV LG $200 kuMutare', 'zvakanaka, iiise', /lg|tv/i),
  summary(
    'ho-lc-nd-01',
    'nd',
    'Ngithengisa ifoni Samsung A22 $110 eBulawayo',
    'yebo yifake',
    /samsung|foni/i,
  ),
  summary('ho-lc-nd-02', 'nd', 'Ngithengisa iTV Samsung $170 eGweru', 'kulungile', /tv|samsung/i),
  summary(
    'ho-lc-nd-03',
    'nd',
    'Ngithengisa ilaptop HP $190 eBulawayo',
    'hatshi, yesule',
    'cancelled',
  ),
  question('ho-lq-en-01', 'en', 'Selling Samsung Galaxy A23 $130', 'its in Mutare', {
    city: 'mutare',
  }),
  question('ho-lq-en-02', 'en', 'Selling Lenovo laptop in Bulawayo', '180 usd', {
    price: { amount: 180 },
  }),
  question('ho-lq-en-03', 'en', 'Selling Samsung A04 $70', 'Chiredzi', {
    city: 'other',
    town: 'Chiredzi',
  }),
  question('ho-lq-sn-01', 'sn', 'Ndiri kutengesa foni Samsung A15 $95', 'ndiri kuGweru', {
    city: 'gweru',
  }),
  question('ho-lq-sn-02', 'sn', 'Ndiri kutengesa laptop HP kuMutare', '$200', {
    price: { amount: 200 },
  }),
  // Karoi is in the form's city list; Murehwa is not (City "Other", the town typed).
  question('ho-lq-sn-03', 'sn', 'Ndiri kutengesa foni Samsung A05 $75', 'kuKaroi', {
    city: 'karoi',
  }),
  question('ho-lq-sn-04', 'sn', 'Ndiri kutengesa laptop Lenovo $150', 'kuMurehwa', {
    city: 'other',
    town: 'Murehwa',
  }),
  question('ho-lq-nd-01', 'nd', 'Ngithengisa ifoni Samsung A15 $90', 'ngiseGweru', {
    city: 'gweru',
  }),
  question('ho-lq-nd-02', 'nd', 'Ngithengisa ilaptop HP eBulawayo', '$190', {
    price: { amount: 190 },
  }),
  question('ho-lq-nd-03', 'nd', 'Ngithengisa ifoni Samsung A05 $70', 'ePlumtree', {
    city: 'other',
    town: 'Plumtree',
  }),

  // ---- Opting out of alerts, and back in (buyers) ----
  stopAlerts('ho-op-en-01', 'en', 'hp laptop bulawayo', 'Stop sending me alerts', NEW_LAPTOP),
  stopAlerts('ho-op-en-02', 'en', 'iphone 12', 'no more messages please', NEW_IPHONE),
  stopAlerts('ho-op-en-03', 'en', 'fridge gweru', 'stop!!', NEW_FRIDGE),
  stopThenStart('ho-os-en-01', 'en', 'honda fit harare', 'stop pls', 'START'),
  stopAlerts('ho-op-sn-01', 'sn', 'ndiri kuda mbudzi kuMasvingo', 'regai kunditumira', NEW_GOATS),
  stopAlerts('ho-op-sn-02', 'sn', 'flat yekurenda muHarare', 'musanditumirezve', NEW_FLAT),
  stopAlerts('ho-op-sn-03', 'sn', 'ndoda iPhone', 'STOP zvakwana', NEW_IPHONE, ['sn', 'en']),
  stopThenStart('ho-os-sn-01', 'sn', 'firiji muGweru', 'mirai', 'tangai zvakare'),
  stopAlerts('ho-op-nd-01', 'nd', 'ngifuna izimbuzi eMasvingo', 'ungangithumeleli', NEW_GOATS),
  stopAlerts('ho-op-nd-02', 'nd', 'ngidinga iHonda Fit', 'ngicela uyime', NEW_FIT),
  stopAlerts('ho-op-nd-03', 'nd', 'ngidinga ilaptop eBulawayo', 'Stop manje', NEW_LAPTOP, [
    'nd',
    'en',
  ]),
  stopThenStart('ho-os-nd-01', 'nd', 'ngifuna ifriji eGweru', 'kwanele, yima', 'qala futhi'),

  // ---- Opting out of check-ins (sellers) ----
  stopCheckins('ho-ss-en-01', 'en', 'stop asking me about my listings', true),
  stopCheckins('ho-ss-en-02', 'en', 'no more reminders please', false),
  stopCheckins('ho-ss-sn-01', 'sn', 'musandibvunze zvakare', true),
  stopCheckins('ho-ss-sn-02', 'sn', 'regai mameseji aya', false),
  stopCheckins('ho-ss-nd-01', 'nd', 'ungangibuzi futhi', true),
  stopCheckins('ho-ss-nd-02', 'nd', 'yekelani ukungithumela', false),

  // ---- Follow-ups refining the last search (buyers) ----
  conversation('ho-fu-en-01', 'en', 'buyer', 'follow-up', [
    t('any flats in avondale around $500?', { shows: ['flat-rent-avondale'] }),
    t('and for 700?', { shows: ['flat-rent-avondale-700'], only: ['real_estate'], noFiller: true }),
  ]),
  conversation('ho-fu-en-02', 'en', 'buyer', 'follow-up', [
    t('cows for sale', { shows: ['cattle'] }),
    t('goats instead', { shows: GOAT_KEYS, only: LIVESTOCK, noFiller: true }),
  ]),
  conversation('ho-fu-en-03', 'en', 'buyer', 'follow-up', [
    t('hp laptop in bulawayo', { shows: ['laptop-hp'] }),
    // HP laptops in Harare, or an honest nothing there (the catalogue's Harare laptop is a Dell).
    t('what about harare', { only: ['electronics/laptop'], noFiller: true }),
  ]),
  conversation('ho-fu-en-04', 'en', 'buyer', 'follow-up', [
    t('need a fridge', { shows: FRIDGES }),
    t('something below 200', { shows: ['fridge-beitbridge'], never: ['fridge'] }),
  ]),
  conversation('ho-fu-en-05', 'en', 'buyer', 'follow-up', [
    t('iphone for sale', { shows: ['phone-iphone'] }),
    t('samsung?', { shows: ['phone-samsung'], only: ['electronics/phone'], noFiller: true }),
  ]),
  conversation('ho-fu-en-06', 'en', 'buyer', 'follow-up', [
    t('houses to rent harare', { shows: HARARE_RENTALS }),
    t('cheaper ones pls', {
      shows: ['house-rent-avondale'],
      only: ['real_estate'],
      never: ['house-rent-borrowdale', 'house-sale-harare'],
    }),
  ]),
  conversation('ho-fu-sn-01', 'sn', 'buyer', 'follow-up', [
    t('ndirikutsvaga laptop kuBulawayo', { shows: ['laptop-hp'] }),
    t('ko kuHarare kwacho?', {
      shows: ['laptop-dell'],
      only: ['electronics/laptop'],
      noFiller: true,
    }),
  ]),
  conversation('ho-fu-sn-02', 'sn', 'buyer', 'follow-up', [
    t('ndiri kutsvaga mombe dzekutenga', { shows: ['cattle'] }),
    t('ko mbudzi?', { shows: GOAT_KEYS, only: LIVESTOCK, noFiller: true }),
  ]),
  conversation('ho-fu-sn-03', 'sn', 'buyer', 'follow-up', [
    t('ndoda fridge', { shows: FRIDGES }),
    t('dziri pasi pe200', { shows: ['fridge-beitbridge'], never: ['fridge'] }),
  ]),
  conversation('ho-fu-sn-04', 'sn', 'buyer', 'follow-up', [
    t('ndiri kutsvaga foni yeSamsung', { shows: ['phone-samsung'] }),
    t('ko iPhone?', { shows: ['phone-iphone'], only: ['electronics/phone'], noFiller: true }),
  ]),
  conversation('ho-fu-sn-05', 'sn', 'buyer', 'follow-up', [
    t('ndiri kuda flat kuAvondale ye $500', { shows: ['flat-rent-avondale'] }),
    t('ko inenge 700?', {
      shows: ['flat-rent-avondale-700'],
      only: ['real_estate'],
      noFiller: true,
    }),
  ]),
  conversation('ho-fu-nd-01', 'nd', 'buyer', 'follow-up', [
    t('ngidinga ilaptop eBulawayo', { shows: ['laptop-hp'] }),
    t('eHarare kuthiwani?', {
      shows: ['laptop-dell'],
      only: ['electronics/laptop'],
      noFiller: true,
    }),
  ]),
  conversation('ho-fu-nd-02', 'nd', 'buyer', 'follow-up', [
    t('ngifuna izinkomo', { shows: ['cattle'] }),
    t('izimbuzi zona?', { shows: GOAT_KEYS, only: LIVESTOCK, noFiller: true }),
  ]),
  conversation('ho-fu-nd-03', 'nd', 'buyer', 'follow-up', [
    t('ngidinga ifoni yeSamsung', { shows: ['phone-samsung'] }),
    t('i-iPhone ikhona?', {
      shows: ['phone-iphone'],
      only: ['electronics/phone'],
      noFiller: true,
    }),
  ]),
  conversation('ho-fu-nd-04', 'nd', 'buyer', 'follow-up', [
    t('ngifuna ifiriji', { shows: FRIDGES }),
    t('engaphansi kwe $200', { shows: ['fridge-beitbridge'], never: ['fridge'] }),
  ]),
  conversation('ho-fu-nd-05', 'nd', 'buyer', 'follow-up', [
    t('ngidinga iflat eHarare yokuqasha', { only: ['real_estate'] }),
    t('elamakamelo amanengi', { shows: FLATS_AVONDALE, never: ['flat-rent-harare'] }),
  ]),

  // ---- Greetings and thanks ----
  conversation('ho-gt-en-01', 'en', 'buyer', 'greeting-thanks', [
    t('hey there', { noSearch: true }),
  ]),
  conversation('ho-gt-en-02', 'en', 'buyer', 'greeting-thanks', [
    t('Good evening 😊', { noSearch: true }),
  ]),
  conversation('ho-gt-en-03', 'en', 'buyer', 'greeting-thanks', [
    t('electrician in harare', { shows: ['electrician-harare'] }),
    t('thank you so much!', { noSearch: true }),
  ]),
  conversation('ho-gt-en-04', 'en', 'buyer', 'greeting-thanks', [
    t('couch for the lounge', { shows: ['sofa'] }),
    t('cheers 👍', { noSearch: true }),
  ]),
  conversation('ho-gt-sn-01', 'sn', 'buyer', 'greeting-thanks', [
    t('masikati', { noSearch: true }),
  ]),
  conversation('ho-gt-sn-02', 'sn', 'buyer', 'greeting-thanks', [
    t('Manheru, makadii henyu', { noSearch: true }),
  ]),
  conversation('ho-gt-sn-03', 'sn', 'buyer', 'greeting-thanks', [
    t('ndiri kuda plumber muHarare', { shows: ['plumber-harare'] }),
    t('ndatenda 🙏🏾', { noSearch: true }),
  ]),
  conversation('ho-gt-nd-01', 'nd', 'buyer', 'greeting-thanks', [
    t('lotshani', { noSearch: true }),
  ]),
  conversation('ho-gt-nd-02', 'nd', 'buyer', 'greeting-thanks', [
    t('litshonile', { noSearch: true }),
  ]),
  conversation('ho-gt-nd-03', 'nd', 'buyer', 'greeting-thanks', [
    t('ngidinga umkhandi wamapayipi eBulawayo', { shows: ['plumber-byo'] }),
    t('kulungile, siyabonga kakhulu', { noSearch: true }),
  ]),

  // ---- Relevance of what is shown (buyers) ----
  conversation('ho-rv-en-01', 'en', 'buyer', 'relevance', [
    t('clothes for men', { shows: MENS, never: NOT_MENS }),
  ]),
  conversation('ho-rv-en-02', 'en', 'buyer', 'relevance', [
    t('ladies dresses', { shows: ['dress-harare', 'clothes-women'], never: MENS }),
  ]),
  conversation('ho-rv-en-03', 'en', 'buyer', 'relevance', [
    t('need a house for rent in Harare', {
      first: HARARE_RENTALS,
      only: ['real_estate'],
      never: ['house-sale-harare', 'house-sale-avondale'],
    }),
  ]),
  conversation('ho-rv-sn-01', 'sn', 'buyer', 'relevance', [
    t('ndiri kutsvaga imba yekurenda muHarare', {
      first: HARARE_RENTALS,
      only: ['real_estate'],
      never: ['house-sale-harare', 'house-sale-avondale'],
    }),
  ]),
  conversation('ho-rv-sn-02', 'sn', 'buyer', 'relevance', [
    t('ndiri kutsvaga bhegi revakadzi', { shows: ['handbags'], never: MENS }),
  ]),
  conversation('ho-rv-sn-03', 'sn', 'buyer', 'relevance', [
    t('ma t-shirt evakomana', { shows: MENS, never: NOT_MENS }),
  ]),
  conversation('ho-rv-nd-01', 'nd', 'buyer', 'relevance', [
    t('ngidinga izikhwama zabesifazana', { shows: ['handbags'], never: MENS }),
  ]),
  conversation('ho-rv-nd-02', 'nd', 'buyer', 'relevance', [
    t('ngifuna indlu yokurenta eHarare', {
      first: HARARE_RENTALS,
      only: ['real_estate'],
      never: ['house-sale-harare', 'house-sale-avondale'],
    }),
  ]),
  conversation('ho-rv-nd-03', 'nd', 'buyer', 'relevance', [
    t('ngidinga iyunifomu yesikolo', {
      shows: ['uniforms', 'uniforms-harare'],
      only: ['fashion/kids'],
    }),
  ]),

  // ---- The reply's language ----
  conversation('ho-lg-en-01', 'en', 'buyer', 'language', [
    t('sumsung phone pls', { shows: ['phone-samsung'] }),
  ]),
  conversation('ho-lg-en-02', 'en', 'buyer', 'language', [
    t('dell laptop', { shows: ['laptop-dell'] }),
  ]),
  conversation('ho-lg-sn-01', 'sn', 'buyer', 'language', [
    t('ndiri kutsvaga Samsung', { shows: ['phone-samsung'] }),
  ]),
  conversation('ho-lg-nd-01', 'nd', 'buyer', 'language', [
    t('ngidinga iSamsung', { shows: ['phone-samsung'] }),
  ]),
  conversation('ho-lg-mx-01', 'mixed', 'buyer', 'language', [
    t('ngidinga izimbuzi ezithengiswayo', { shows: GOAT_KEYS }, { lang: 'nd' }),
    t('goats in Masvingo', { shows: ['goats'] }, { lang: 'en' }),
  ]),
  conversation('ho-lg-mx-02', 'mixed', 'buyer', 'language', [
    t('ndoda fridge kuGweru', { shows: ['fridge'] }, { lang: 'sn' }),
    t('any cheaper ones in beitbridge?', { shows: ['fridge-beitbridge'] }, { lang: 'en' }),
  ]),
  conversation('ho-lg-mx-03', 'mixed', 'buyer', 'language', [
    t('laptops harare', { shows: ['laptop-dell'] }, { lang: 'en' }),
    t('ko kuBulawayo kwacho?', { shows: ['laptop-hp'], noFiller: true }, { lang: 'sn' }),
  ]),
  conversation(
    'ho-lg-mx-04',
    'mixed',
    'seller',
    'language',
    [t('looking for a plumber in Bulawayo', { shows: ['plumber-byo'] }, { lang: 'en' })],
    { listings: [BED], before: [{ say: 'ngidinga izimbuzi eBulawayo' }] },
  ),

  // ---- A town typed under City "Other" is the town the buyer sees ----
  conversation('ho-pl-en-01', 'en', 'buyer', 'place', [
    t('any goats around Gwanda?', { shows: ['goats-gwanda-town'] }),
    { tap: /Boer goats/, expect: { says: PIN('Gwanda'), saysNot: PIN_OTHER } },
  ]),
  conversation('ho-pl-en-02', 'en', 'buyer', 'place', [
    t('fridge beitbridge', { shows: ['fridge-beitbridge'] }),
    { tap: /Defy fridge/, expect: { says: PIN('Beitbridge'), saysNot: PIN_OTHER } },
  ]),
  conversation('ho-pl-sn-01', 'sn', 'buyer', 'place', [
    t('ndiri kuda matende ekuhaya kuRuwa', { shows: ['chairs-ruwa'] }),
    { tap: /Chairs and tents/, expect: { says: PIN('Ruwa'), saysNot: PIN_OTHER } },
  ]),
  conversation('ho-pl-nd-01', 'nd', 'buyer', 'place', [
    t('ngidinga amatende okuqasha eRuwa', { shows: ['chairs-ruwa'] }),
    { tap: /Chairs and tents/, expect: { says: PIN('Ruwa'), saysNot: PIN_OTHER } },
  ]),
  conversation('ho-pl-nd-02', 'nd', 'buyer', 'place', [
    t('ifriji yaseBeitbridge', { shows: ['fridge-beitbridge'] }),
    { tap: /Defy fridge/, expect: { says: PIN('Beitbridge'), saysNot: PIN_OTHER } },
  ]),
];
