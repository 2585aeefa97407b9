/** What check-ins say to a seller, in English, Shona and Ndebele. */
import type { Language } from '@/domain/language';

export interface CheckinCopy {
  /** Button titles (at most 20 UTF-16 units each). */
  available: string;
  sold: string;
  pause: string;
  reactivate: string;
  /** The list's button (at most 20 units). */
  choose: string;
  /** "12 views and 2 buyer chats since the last check-in" (or "so far" on the first). */
  activity(views: number, leads: number, first: boolean): string;
  /** A list row's second line: "12 views · 2 chats". */
  rowActivity(views: number, leads: number): string;
  askOne(title: string, activity: string, pauseAfter: string): string;
  askMany(count: number, pauseAfter: string): string;
  /** The template's first parameter for several listings: "Honda Fit, Sofa and 2 more". */
  several(titles: string[]): string;
  severalActivity(count: number): string;
  /** Which listing the button was meant for, when one template spoke of several. */
  pickFor(action: string): string;
  keptOn(title: string): string;
  markedSold(title: string): string;
  pausedBySeller(title: string): string;
  reactivated(title: string): string;
  notWaiting: string;
  autoPaused(title: string, pauseAfter: string, url: string): string;
  stopped: string;
  started: string;
  moreWaiting(count: number): string;
}

const en: CheckinCopy = {
  available: 'Still available',
  sold: 'Sold',
  pause: 'Pause',
  reactivate: 'Reactivate',
  choose: 'Choose a listing',
  activity: (views, leads, first) =>
    `${views} ${views === 1 ? 'view' : 'views'} and ${leads} buyer ${leads === 1 ? 'chat' : 'chats'} ${first ? 'so far' : 'since the last check-in'}.`,
  rowActivity: (views, leads) =>
    `${views} ${views === 1 ? 'view' : 'views'} · ${leads} ${leads === 1 ? 'chat' : 'chats'}`,
  askOne: (title, activity, pauseAfter) =>
    `Is *${title}* still available?\n${activity}\n\nTap a button below. With no answer within ${pauseAfter} it is paused, so buyers do not chase it.`,
  askMany: (count, pauseAfter) =>
    `${count} of your listings are due a check-in: are they still available? Choose one to answer for it. With no answer within ${pauseAfter} a listing is paused, so buyers do not chase it.`,
  several: (titles) =>
    titles.length <= 2
      ? titles.join(' and ')
      : `${titles.slice(0, 2).join(', ')} and ${titles.length - 2} more`,
  severalActivity: (count) => `${count} listings are waiting for your answer.`,
  pickFor: (action) => `*${action}*: for which listing? Choose it from the list.`,
  keptOn: (title) => `Thank you! *${title}* stays on offer to buyers.`,
  markedSold: (title) => `Marked as sold: *${title}*. Buyers no longer see it.`,
  pausedBySeller: (title) =>
    `Paused: *${title}*. Reactivate it in My Listings when it is on offer again.`,
  reactivated: (title) => `*${title}* is back on offer to buyers.`,
  notWaiting: 'That listing is no longer waiting for an answer. My Listings in the app shows it.',
  autoPaused: (title, pauseAfter, url) =>
    `*${title}* is now paused: nobody confirmed within ${pauseAfter} that it is still available, so buyers no longer see it. To put it back, tap *Reactivate* below, or open My Listings and tap Reactivate: ${url}`,
  stopped:
    'Check-in reminders are off: I will not ask about your listings, and they will not be paused for want of an answer. Send *start reminders* to turn them back on.',
  started:
    'Check-in reminders are on again: I will ask now and then whether your listings are still available. Send *stop reminders* to turn them off.',
  moreWaiting: (count) => `${count} more ${count === 1 ? 'listing is' : 'listings are'} waiting:`,
};

const sn: CheckinCopy = {
  available: 'Ichiripo',
  sold: 'Yatengeswa',
  pause: 'Mbomira',
  reactivate: 'Idzorere',
  choose: 'Sarudza chiziviso',
  activity: (views, leads, first) =>
    `Yaonekwa ka${views}, vatengi ${leads} vakabata nemi ${first ? 'kusvika zvino' : 'kubva pakabvunzwa pekupedzisira'}.`,
  rowActivity: (views, leads) => `kuonekwa ${views} · vatengi ${leads}`,
  askOne: (title, activity, pauseAfter) =>
    `*${title}* ichiripo here?\n${activity}\n\nDzvanyai bhatani pazasi. Kana pasina mhinduro mukati me${pauseAfter} ichamiswa, kuti vatengi varege kuitsvaga.`,
  askMany: (count, pauseAfter) =>
    `Zviziviso zvenyu ${count} zvinoda kuongororwa: zvichiripo here? Sarudzai chimwe kuti mupindure. Kana pasina mhinduro mukati me${pauseAfter} chiziviso chinomiswa.`,
  several: (titles) =>
    titles.length <= 2
      ? titles.join(' ne ')
      : `${titles.slice(0, 2).join(', ')} nezvimwe ${titles.length - 2}`,
  severalActivity: (count) => `Zviziviso ${count} zvakamirira mhinduro yenyu.`,
  pickFor: (action) => `*${action}*: chiziviso chipi? Chisarudzei pane rondedzero.`,
  keptOn: (title) => `Tatenda! *${title}* ichiri kuratidzwa kuvatengi.`,
  markedSold: (title) => `Yanyorwa seyatengeswa: *${title}*. Vatengi havachaioni.`,
  pausedBySeller: (title) => `Yamiswa: *${title}*. Idzorerei muMy Listings kana ichiripo zvakare.`,
  reactivated: (title) => `*${title}* yadzoka kuvatengi.`,
  notWaiting: 'Chiziviso ichocho hachichamiriri mhinduro. My Listings muapp inochiratidza.',
  autoPaused: (title, pauseAfter, url) =>
    `*${title}* yamiswa: hapana akasimbisa mukati me${pauseAfter} kuti ichiripo, saka vatengi havachaioni. Kuti idzoke, dzvanyai *Idzorere* pazasi, kana kuti vhurai My Listings modzvanya Reactivate: ${url}`,
  stopped:
    'Zviyeuchidzo zvadzimwa: handichabvunzi nezvezviziviso zvenyu, uye hazvizomiswi nekushaya mhinduro. Tumirai *tangisa zviyeuchidzo* kuti zvidzoke.',
  started:
    'Zviyeuchidzo zvadzoka: ndichabvunza dzimwe nguva kana zviziviso zvenyu zvichiripo. Tumirai *mira zviyeuchidzo* kuti zvidzimwe.',
  moreWaiting: (count) => `Zvimwe ${count} zvakamirira:`,
};

const nd: CheckinCopy = {
  available: 'Isekhona',
  sold: 'Ithengisiwe',
  pause: 'Yimisa',
  reactivate: 'Buyisela',
  choose: 'Khetha isikhangiso',
  activity: (views, leads, first) =>
    `Ibonwe ka-${views}, abathengi abangu-${leads} bakhulume lani ${first ? 'kuze kube manje' : 'kusukela ekubuzweni kokucina'}.`,
  rowActivity: (views, leads) => `ukubonwa ${views} · abathengi ${leads}`,
  askOne: (title, activity, pauseAfter) =>
    `*${title}* isekhona yini?\n${activity}\n\nThinta inkinobho ngezansi. Nxa kungekho mpendulo phakathi kwe-${pauseAfter} izamiswa, ukuze abathengi bangayidingi.`,
  askMany: (count, pauseAfter) =>
    `Izikhangiso zenu ezingu-${count} zidinga ukuhlolwa: zisekhona yini? Khethani esisodwa ukuze niphendule. Nxa kungekho mpendulo phakathi kwe-${pauseAfter} isikhangiso siyamiswa.`,
  several: (titles) =>
    titles.length <= 2
      ? titles.join(' lo ')
      : `${titles.slice(0, 2).join(', ')} lezinye ezingu-${titles.length - 2}`,
  severalActivity: (count) => `Izikhangiso ezingu-${count} zilinde impendulo yenu.`,
  pickFor: (action) => `*${action}*: yisiphi isikhangiso? Sikhetheni ohlwini.`,
  keptOn: (title) => `Siyabonga! *${title}* isaboniswa kubathengi.`,
  markedSold: (title) => `Kubhalwe ukuthi ithengisiwe: *${title}*. Abathengi kabasayiboni.`,
  pausedBySeller: (title) => `Imisiwe: *${title}*. Yibuyiseleni ku-My Listings nxa isekhona futhi.`,
  reactivated: (title) => `*${title}* isibuyele kubathengi.`,
  notWaiting: 'Leso sikhangiso kasisalindanga mpendulo. I-My Listings ku-app iyasitshengisa.',
  autoPaused: (title, pauseAfter, url) =>
    `*${title}* imisiwe: kakho owaqinisekisa phakathi kwe-${pauseAfter} ukuthi isekhona, ngakho abathengi kabasayiboni. Ukuyibuyisela, thinta *Buyisela* ngezansi, loba uvule i-My Listings uthinte Reactivate: ${url}`,
  stopped:
    'Izikhumbuzo zicinyiwe: kangisayikubuza ngezikhangiso zenu, njalo kazisayikumiswa ngenxa yokungaphenduli. Thumelani *qalisa izikhumbuzo* ukuze zibuye.',
  started:
    'Izikhumbuzo zibuyile: ngizabuza ngezikhathi ezithile ukuthi izikhangiso zenu zisekhona yini. Thumelani *misa izikhumbuzo* ukuze zicime.',
  moreWaiting: (count) => `Ezinye ezingu-${count} zilindile:`,
};

const TABLES: Record<Language, CheckinCopy> = { en, sn, nd };

export function checkinCopy(language: Language | null | undefined): CheckinCopy {
  return (language && TABLES[language]) || en;
}

/** A duration as the seller reads it: "7 days", "12 hours", "10 seconds" (English units). */
export function spokenDuration(ms: number, language: Language): string {
  const units: [number, Record<Language, [string, string]>][] = [
    [86_400_000, { en: ['day', 'days'], sn: ['zuva', 'mazuva'], nd: ['ilanga', 'amalanga'] }],
    [3_600_000, { en: ['hour', 'hours'], sn: ['awa', 'maawa'], nd: ['ihola', 'amahola'] }],
    [
      60_000,
      { en: ['minute', 'minutes'], sn: ['miniti', 'maminiti'], nd: ['iminithi', 'amaminithi'] },
    ],
    [
      1_000,
      { en: ['second', 'seconds'], sn: ['sekondi', 'masekondi'], nd: ['isekhondi', 'amasekhondi'] },
    ],
  ];
  for (const [size, names] of units) {
    if (ms >= size || size === 1_000) {
      const n = Math.max(1, Math.round(ms / size));
      const [one, many] = names[language];
      return language === 'en' ? `${n} ${n === 1 ? one : many}` : `${n === 1 ? one : many} ${n}`;
    }
  }
  return String(ms);
}

/** "stop reminders" and "start reminders" in the three languages, with the language they were in. */
const STOP: [RegExp, Language][] = [
  [/^(stop|no more|turn off|cancel)\s+(the\s+)?(check-?ins?|reminders?)$/, 'en'],
  [/^(mira|misa|rega|regai|dzima|dzimai)\s+(zviyeuchidzo|chiyeuchidzo|ma\s?reminders?)$/, 'sn'],
  [/^(misa|yima|yekela|cima)\s+(izikhumbuzo|isikhumbuzo|ama\s?reminders?)$/, 'nd'],
  // 'I don't want to be asked any more', in the seller's own words.
  [
    /^i?\s*(dont|do not)\s+want\s+(the\s+|these\s+|any\s+(more\s+)?)?(check-?ins?|reminders?)$/,
    'en',
  ],
  [/^handicha(de|da)\s+(kubvunzwa|zviyeuchidzo|ma\s?reminders?)$/, 'sn'],
  [/^angisafuni\s+(ukubuzwa|izikhumbuzo|ama\s?reminders?)$/, 'nd'],
];
const START: [RegExp, Language][] = [
  [/^(start|resume|turn on)\s+(the\s+)?(check-?ins?|reminders?)$/, 'en'],
  [/^(tangisa|tangisai|tanga|dzosa|dzosai)\s+(zviyeuchidzo|chiyeuchidzo|ma\s?reminders?)$/, 'sn'],
  [/^(qalisa|qala|buyisa|vula)\s+(izikhumbuzo|isikhumbuzo|ama\s?reminders?)$/, 'nd'],
];

export function remindersIntent(
  words: string,
): { turn: 'stop' | 'start'; language: Language } | null {
  const said = words
    .toLowerCase()
    .replace(/[.!?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Said alone, or as one clause of a message ('angisafuni ukubuzwa, misa izikhumbuzo').
  const clauses = [said, ...said.split(/\s*[,;]\s*|\s(?:and|futhi|njalo|uye|saka)\s/)]
    .map((clause) => clause.replace(/^(?:please|pls|ngicela|ndapota)\s+/, '').trim())
    .filter(Boolean);
  const found = (patterns: [RegExp, Language][]) =>
    clauses.flatMap((clause) => patterns.filter(([pattern]) => pattern.test(clause)))[0];
  const stop = found(STOP);
  const start = found(START);
  if (stop && !start) return { turn: 'stop', language: stop[1] };
  if (start && !stop) return { turn: 'start', language: start[1] };
  return null;
}
