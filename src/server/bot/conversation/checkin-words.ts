/**
 * The words of a check-in's answers (still available, sold, pause) in the three languages: whole
 * phrases, stems for words no list holds, and negations ('not sold yet' is still available, 'no
 * longer available' is sold); and how typed words are folded before they are read.
 */
import type { CheckinAction } from '@/server/bot/checkins/messages';

/** Lower case, emoji read as words, punctuation and spaces folded. */
export function normalise(words: string): string {
  return words
    .toLowerCase()
    .replace(/👍|👌|✅|✔️?/gu, ' yes ')
    .replace(/❌|✖️?/gu, ' no ')
    .replace(/[’'`]/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const phrases = (...lists: string[]) =>
  lists.flatMap((list) =>
    list
      .split('|')
      .map((p) => normalise(p))
      .filter(Boolean),
  );

export const CHECKIN_WORDS = {
  available: phrases(
    'still available|available|its available|still there|its still there|still have it|i still have it|still selling|still on sale|still for sale|keep it|keep|keep it on|yes its available|yes still available|renew|reactivate|re activate|relist|put it back|activate',
    'ichiripo|ichiri iripo|iripo|ichiri|ndichinayo|ndinayo|idzorere|dzorerai|ichiripo hongu|zvichiripo|dzichiripo|zvose zvichiripo|ichiri kutengeswa',
    'isekhona|ikhona|isela|ngiselayo|buyisela|libuyiseleni|isekhona yebo|zisekhona|zonke zisekhona|isathengiswa',
  ),
  sold: phrases(
    'sold|its sold|already sold|sold out|sold already|gone|its gone|been sold|i sold it|it sold|no its sold|no sold',
    'yatengeswa|yakatengeswa|yatengwa|yakatengwa|yakatengwa kare|chatengwa|yaenda|zvatengwa|ndatengesa|ndatoitengesa|ndaitengesa|yatotengwa',
    'ithengisiwe|sekuthengiwe|ithengiwe|sengithengisile|sengiyithengisile|ngiyithengisile|isihambile',
  ),
  pause: phrases(
    'pause|pause it|hold|hold it|on hold|put on hold|not now|hide it|take it down|take it off|pause for now',
    'mbomira|imbomira|mbomirai|chimbomira|ivanze|imisai|imisai kwechinguva|imbomisai',
    'yimisa|yimisa okwesikhatshana|ifihle|yimiseni',
  ),
} as const;

/**
 * The stems of a check-in's three answers, in the three languages, for words no list holds
 * ('yep still got it', 'ndichiinayo', 'isithengiwe izolo', 'chimbomisai'): the answer is the one
 * kind whose stem the words hold, and none when they hold two.
 */
export const CHECKIN_STEMS = {
  available:
    /\b(?:still|available|have it|got it|have both|have them|turn it back|back on|reactivate|relist|renew)\b|ipo\b|khona\b|ch?i+nayo\b|ndinayo|sa(?:la|le)yo\b|isela\b|dzorer|buyis/,
  sold: /\b(?:sold|bought|gone|taken)\b|tengw|tenges|tengesw|thengi|thengw/,
  pause: /\b(?:pause|hold|hide)\b|mbomi|misa|mise\b|misai|yimis|imise|ivanz|fihl/,
} as const;

/**
 * Every listing waiting given the one answer ('both are still there', 'zvose zvichiripo',
 * 'zombili zisekhona', 'all of them sold').
 */
export const EVERY =
  /\b(?:both|all|all of them|zvose|zvese|dzose|dzese|zose|zese|mbiri|zviviri|zonke|zombili|zombini|kokubili|womabili|yomibili|zozimbili)\b/;

/** The answer a check-in's list button gives every listing, when the words say all of them. */
export function everyAnswer(optionId: string, words: string): CheckinAction | null {
  const action = /^checkin:list:(available|sold|pause)$/.exec(optionId)?.[1];
  return action && EVERY.test(normalise(words)) ? (action as CheckinAction) : null;
}

/** A check-in's 'sold' said not to be so, in the three languages. */
export const NOT_SOLD =
  /\b(?:not|never|isnt|hasnt|aint)\s+(?:yet\s+|been\s+|really\s+)?(?:sold|gone|bought|taken)\b|\b(?:nobody|noone|no\s+one|none)\s+(?:has\s+|have\s+|of\s+them\s+)?(?:bought|taken|paid|came)\b|\b(?:kakho|akekho|kekho|kabekho)\s+(?:o|a)?(?:thengi|thenge|theng)|\bhapana\s+(?:a|va)?(?:kutenga|katenga|tenga|atenga)|\bnot\s+yet\b|\bhai(?:sati|na\s+kutengw|chisati|zvisati|dzisati)|\bhachisati\b|\bhazvisati\b|\ba(?:yi|ka|si|zi)ka(?:thengw|thengisw)|\bakuka(?:thengw|thengisw)|\bayithengwanga\b|\bayithengiswanga\b/;

/**
 * A check-in's listing said to be gone ('no longer available', 'its not available', 'not there
 * anymore'): sold. The seller saying they are away ('im not there now') is not.
 */
export const NOT_AVAILABLE =
  /\bha(?:a|i|zvi|dzi|chi|ri|yi|ti|ku|mu)(?:chi|si|sisi)?po\b|\b(?:a|ka)(?:yi|zi|si|ku|li|bu|lu)?sekho\b|\bno\s+longer\s+(?:available|there|for\s+sale|on\s+sale)\b|\b(?:its|it\s+is|isnt)\s+(?:not\s+)?(?:available|there)\s+any\s*more\b|\b(?:its|it\s+is)\s+not\s+available\b|\bisnt\s+available\b|\bnot\s+(?:available|there)\s+any\s*more\b|\bunavailable\b/;

/**
 * Renewing said not to be wanted ('no need to reactivate, it was sold', 'dont relist it'): not
 * an answer in itself, so it is taken out before the words are read.
 */
const NOT_RENEWED =
  /\b(?:no\s+need\s+to|dont|do\s+not|never|wont)\s+(?:re\s*activate|reactivate|activate|relist|renew|put\s+it\s+back|keep\s+it)(?:\s+it)?\b/g;

/** The words of a check-in's answer without a renewal said not to be wanted. */
export const withoutNotRenewed = (said: string) => said.replace(NOT_RENEWED, ' ').trim();

/**
 * The check-in answer one clause of a message gives ('umbheda usuthengiwe', 'isofa isekhona'):
 * a negation first ('not sold yet' is still there, 'no longer available' is sold), then the one
 * answer whose words or stem the clause holds.
 */
export function checkinAnswerOf(clause: string): keyof typeof CHECKIN_STEMS | null {
  const said = withoutNotRenewed(normalise(clause));
  if (!said) return null;
  if (NOT_SOLD.test(said)) return 'available';
  if (NOT_AVAILABLE.test(said)) return 'sold';
  const padded = ` ${said} `;
  const byWords = (Object.keys(CHECKIN_WORDS) as (keyof typeof CHECKIN_WORDS)[]).filter((k) =>
    CHECKIN_WORDS[k].some((w) => w === said || (w.length > 3 && padded.includes(` ${w} `))),
  );
  if (byWords.length === 1) return byWords[0]!;
  return byWords.length ? null : checkinByStem(said);
}

/** The check-in answer whose stem the words hold (one only), for a check-in still waiting. */
function checkinByStem(said: string): keyof typeof CHECKIN_STEMS | null {
  const found = (Object.keys(CHECKIN_STEMS) as (keyof typeof CHECKIN_STEMS)[]).filter((k) =>
    CHECKIN_STEMS[k].test(said),
  );
  return found.length === 1 ? found[0]! : null;
}
