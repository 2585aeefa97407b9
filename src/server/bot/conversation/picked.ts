/**
 * A choice said in a sentence: a number or an ordinal among words that ask for nothing else
 * ('show me number 1 please', 'the second one', 'ndiratidzei ye 2', 'yechipiri iya', 'ngicela
 * ngibone eye-3'), and 'more' said the same way ('ndiratidzei dzimwe', 'ngitshengisa ezinye').
 * Every other word must be one of the fillers below, so '3 bedroom house', 'under 300' or 'show
 * me 5 phones' are never a choice.
 */

/** Words around a choice that ask for nothing themselves, in the three languages. */
const FILLER = new Set(
  (
    'show me see open view check give send want wanna like would id i can could let lets the a an ' +
    'that this one ones number no nr num option item result listing please pls plz thanks thank ' +
    'you ok okay sir boss madam details about of on for it is just only there ' +
    // Shona: 'show me', 'give me', 'I want', 'that one', 'the one of'
    'ndiratidzei ndiratidze ndiratidzewo ndipei ndipe ndipewo ndoda ndinoda ndingade iyoyo iya ' +
    'iyo ye ya yacho ndapota nhamba nambari ndeye ' +
    // Ndebele: 'please', 'let me see', 'show me', 'give me', 'I want', 'that one', 'the one of'
    'ngicela ngibone ngibona ngitshengisa ngitshengise ngiphe ngifuna leyo leyana eye ye yona ' +
    'inombolo'
  ).split(' '),
);

/** Ordinals: English, Shona (-kutanga, -chipiri …) and Ndebele (-kuqala, -sibili …). */
const ORDINALS: [RegExp, number][] = [
  [/^(?:first|1st|(?:ye|che|re|ra|wa|ya|cha)?kutanga|(?:e|o)?(?:yo|kw?o)?kuqala)$/, 1],
  [/^(?:second|2nd|(?:ye|che|re|ra|wa|ya|cha)?chipiri|(?:e|o)?(?:yesi|kwesi|lwesi|si)bili)$/, 2],
  [/^(?:third|3rd|(?:ye|che|re|ra|wa|ya|cha)?chitatu|(?:e|o)?(?:yesi|kwesi|lwesi|si)thathu)$/, 3],
  [/^(?:fourth|4th|(?:ye|che|re|ra|wa|ya|cha)?china|(?:e|o)?(?:yesi|kwesi|lwesi|si)ne)$/, 4],
  [/^(?:fifth|5th|(?:ye|che|re|ra|wa|ya|cha)?chishanu|(?:e|o)?(?:yesi|kwesi|lwesi|si)hlanu)$/, 5],
  [/^(?:sixth|6th)$/, 6],
  [/^(?:seventh|7th)$/, 7],
  [/^(?:eighth|8th)$/, 8],
  [/^(?:ninth|9th)$/, 9],
  [/^(?:tenth|10th)$/, 10],
];

/** Number words a choice may be said with ('number two'); 'one' alone is 1. */
const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

const tokensOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The number a message picks, or null when it says anything else. */
export function pickedNumber(text: string): number | null {
  const tokens = tokensOf(text);
  if (!tokens.length || tokens.length > 8) return null;
  const picks: number[] = [];
  for (const token of tokens) {
    // '3', '#3', '3.' and '3)' arrive as '3'; a long number is a price or a phone, not a pick;
    // '1st' is an ordinal.
    if (/^\d{1,3}$/.test(token)) picks.push(Number(token));
    else if (/^\d/.test(token) && !ORDINALS.some(([form]) => form.test(token))) return null;
    else {
      const ordinal = ORDINALS.find(([form]) => form.test(token));
      const word = NUMBER_WORDS.indexOf(token);
      if (ordinal) picks.push(ordinal[1]);
      else if (word >= 0) picks.push(word + 2);
      else if (!FILLER.has(token)) return null;
    }
  }
  if (picks.length === 1) return picks[0]!;
  // 'one' counts only when nothing else was said: 'the second one' is 2, 'one' is 1.
  if (picks.length === 0 && tokens.includes('one')) return 1;
  return null;
}

/** Words asking for more of the same results. */
const MORE = new Set(
  'more next others other another mamwe zvimwe dzimwe mimwe imwe ezinye okunye amanye eminye futhi'.split(
    ' ',
  ),
);
const MORE_FILLER = new Set(
  'show me see give please pls plz results result page options ones any ok okay zvacho dzacho zvakare kana ndiratidzei ndiratidze ndiratidzewo ndipei ndipeiwo ndipewo ngicela ngitshengisa ngitshengise ngiphe ngibone'.split(
    ' ',
  ),
);

/** 'more', 'next page', 'ndiratidzei dzimwe', 'ngicela okunye futhi'. */
export function askedForMore(text: string): boolean {
  const tokens = tokensOf(text);
  if (!tokens.length || tokens.length > 6) return false;
  return tokens.some((t) => MORE.has(t)) && tokens.every((t) => MORE.has(t) || MORE_FILLER.has(t));
}
