/**
 * What the bot says about alerts (saved searches), in English, Shona and Ndebele. Button titles
 * stay within 20 UTF-16 units and list rows within 24 (Cloud API); `phrase` is what the bot
 * understood of the search ('flats to rent in Harare under $400').
 */
import type { Language } from '@/domain/language';

export interface AlertCopy {
  /** Under a search's answer, above the button. */
  offer: string;
  /** The offer's reply button. */
  button: string;
  /**
   * Beside the offer: who will message the buyer (MARKETPLACE_NAME) and where (WhatsApp), what
   * they will get and how to stop it, as Meta's opt-in rules ask. Recorded with the consent.
   */
  consent(marketplace: string): string;
  saved(phrase: string): string;
  already(phrase: string): string;
  full(max: number): string;
  nothingToSave: string;
  /** "My alerts": the list's text, its button and section title. */
  listBody: string;
  listButton: string;
  sectionTitle: string;
  none: string;
  stopped(phrase: string): string;
  stoppedAll(count: number): string;
  /** Above a single alert's listing. */
  newMatch(phrase: string): string;
  /** Several matches in one message (the day's alerts used up, or found together). */
  digest(count: number): string;
  digestButton: string;
  /** Answering the buyer's first message after alerts that could not be sent. */
  away(count: number): string;
  /** The template's third parameter for several matches. */
  replyToSee: string;
  /** The template's third parameter for one match. */
  chatWith(link: string): string;
  /** The template's second parameter for several matches. */
  several(count: number, titles: string): string;
}

const en: AlertCopy = {
  offer:
    '🔔 Tell me when new ones come: tap *Alert me* and I will message you when a new listing like this is posted.',
  button: 'Alert me',
  consent: (marketplace) =>
    `${marketplace} will message you on WhatsApp only about new listings that match this search. Send *STOP* any time to stop, *START* to start again.`,
  saved: (phrase) =>
    `Done! I will message you when new “${phrase}” are listed. Send *my alerts* to see your alerts, or *stop alerts* to stop them.`,
  already: (phrase) =>
    `You already have an alert for “${phrase}”. Send *my alerts* to see your alerts.`,
  full: (max) =>
    `You already have ${max} alerts, the most I keep. Send *my alerts* and stop one to make room.`,
  nothingToSave: 'Search for something first, then tap *Alert me*.',
  listBody: 'Your alerts. Tap one to stop it, or send *stop alerts* to stop them all.',
  listButton: 'My alerts',
  sectionTitle: 'Tap one to stop it',
  none: 'You have no alerts. Search for something, then tap *Alert me*.',
  stopped: (phrase) => `Stopped: I will not message you about “${phrase}” any more.`,
  stoppedAll: (count) =>
    count > 0
      ? `Done: all your alerts are stopped (${count}). Search any time and tap *Alert me* to start again.`
      : 'You have no alerts to stop.',
  newMatch: (phrase) => `🔔 New for your alert “${phrase}”:`,
  digest: (count) => `🔔 ${count} new listings for your alerts. Tap to see them.`,
  digestButton: 'See listings',
  away: (count) =>
    `While you were away: ${count} new ${count === 1 ? 'match' : 'matches'} for your alerts.`,
  replyToSee: 'Reply to this message to see them.',
  chatWith: (link) => `Chat with the seller: ${link}`,
  several: (count, titles) => `${count} new listings: ${titles}`,
};

const sn: AlertCopy = {
  offer:
    '🔔 Ndichakuudzai kana zvitsva zvauya: dzvanyai *Ndiudzei* ndichakutumirai meseji kana pane chakadai chaiswa.',
  button: 'Ndiudzei',
  consent: (marketplace) =>
    `${marketplace} ichakutumirai meseji paWhatsApp chete nezve zvitsva zvinoenderana nekutsvaga uku. Tumirai *STOP* chero nguva kuti zvimire, *START* kuti zvitangezve.`,
  saved: (phrase) =>
    `Zvaitwa! Ndichakutumirai meseji kana pane “${phrase}” zvitsva. Nyorai *maalert angu* kuti muone maalert enyu, kana *misa maalert* kuti ndimire.`,
  already: (phrase) =>
    `Mune alert ye“${phrase}” kare. Nyorai *maalert angu* kuti muone maalert enyu.`,
  full: (max) =>
    `Mune maalert ${max} kare, ndiwo akawanda andinochengeta. Nyorai *maalert angu* mumise rimwe kuti pave nenzvimbo.`,
  nothingToSave: 'Tsvagai chimwe chinhu kutanga, mozodzvanya *Ndiudzei*.',
  listBody: 'Maalert enyu. Dzvanyai rimwe kuti rimire, kana nyorai *misa maalert* kuti ose amire.',
  listButton: 'Maalert angu',
  sectionTitle: 'Dzvanyai kuti mumise',
  none: 'Hamuna maalert. Tsvagai chimwe chinhu, mozodzvanya *Ndiudzei*.',
  stopped: (phrase) => `Zvamira: handichakutumirai nezve“${phrase}”.`,
  stoppedAll: (count) =>
    count > 0
      ? `Zvaitwa: maalert enyu ose amira (${count}). Tsvagai chero nguva modzvanya *Ndiudzei* kuti atange zvakare.`
      : 'Hamuna maalert ekumisa.',
  newMatch: (phrase) => `🔔 Chitsva che alert yenyu “${phrase}”:`,
  digest: (count) => `🔔 Zvitsva ${count} zve maalert enyu. Dzvanyai kuti muzvione.`,
  digestButton: 'Onai zvitsva',
  away: (count) => `Pamanga musipo: zvitsva ${count} zve maalert enyu.`,
  replyToSee: 'Pindurai meseji iyi kuti muzvione.',
  chatWith: (link) => `Taurai nemutengesi: ${link}`,
  several: (count, titles) => `Zvitsva ${count}: ${titles}`,
};

const nd: AlertCopy = {
  offer:
    '🔔 Ngizalazisa nxa kufika okutsha: cindezelani *Ngazisa* ngizalithumela umlayezo nxa kufakwe okunjengalokhu.',
  button: 'Ngazisa',
  consent: (marketplace) =>
    `${marketplace} izalithumelela umlayezo ku-WhatsApp kuphela ngokutsha okufanana lalokhu elikudingayo. Thumelani *STOP* nini lanini ukuze kume, *START* ukuze kuqale futhi.`,
  saved: (phrase) =>
    `Kwenziwe! Ngizalithumela umlayezo nxa kufakwe okutsha “${phrase}”. Bhalani *ama-alert ami* ukubona ama-alert enu, loba *misa ama-alert* ukuthi ngime.`,
  already: (phrase) =>
    `Selilalo i-alert ye“${phrase}”. Bhalani *ama-alert ami* ukubona ama-alert enu.`,
  full: (max) =>
    `Selilama-alert angu-${max}, amanengi engiwagcinayo. Bhalani *ama-alert ami* limise elinye ukuthi kube lendawo.`,
  nothingToSave: 'Dingani okuthile kuqala, ngemva kwalokho licindezele *Ngazisa*.',
  listBody:
    'Ama-alert enu. Cindezelani elilodwa ukulimisa, loba libhale *misa ama-alert* ukumisa wonke.',
  listButton: 'Ama-alert ami',
  sectionTitle: 'Cindezela ukumisa',
  none: 'Alila ma-alert. Dingani okuthile, ngemva kwalokho licindezele *Ngazisa*.',
  stopped: (phrase) => `Kumisiwe: angisayikulithumela ngoku“${phrase}”.`,
  stoppedAll: (count) =>
    count > 0
      ? `Kwenziwe: wonke ama-alert enu amisiwe (${count}). Dingani loba nini licindezele *Ngazisa* ukuqala futhi.`
      : 'Alila ma-alert okumisa.',
  newMatch: (phrase) => `🔔 Okutsha kwe-alert yenu “${phrase}”:`,
  digest: (count) => `🔔 Okutsha okungu-${count} kwama-alert enu. Cindezelani ukukubona.`,
  digestButton: 'Bona okutsha',
  away: (count) => `Lingekho: okutsha okungu-${count} kwama-alert enu.`,
  replyToSee: 'Phendulani lumlayezo ukukubona.',
  chatWith: (link) => `Khulumani lomthengisi: ${link}`,
  several: (count, titles) => `Okutsha okungu-${count}: ${titles}`,
};

const TABLES: Record<Language, AlertCopy> = { en, sn, nd };

export function alertCopy(language: Language | null | undefined): AlertCopy {
  return (language && TABLES[language]) || en;
}

/**
 * The offer under a search's answer with its consent sentence: the words shown above *Alert me*,
 * and recorded with the buyer's consent when they tap it.
 */
export function alertOfferWords(copy: AlertCopy, marketplace: string): string {
  return `${copy.offer}\n${copy.consent(marketplace)}`;
}

/** A buyer's consent to alerts as *Alert me* records it: the tap, and the words it was under. */
export function alertConsent(
  language: Language,
  marketplace: string,
): { how: string; words: string } {
  const copy = alertCopy(language);
  return { how: copy.button, words: `${alertOfferWords(copy, marketplace)} [${copy.button}]` };
}
