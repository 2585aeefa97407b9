/**
 * The words the screening reads (prohibited.ts): a text's skeleton, split into words with their
 * sentence number, the usual disguises undone.
 */
import unhomoglyph from 'unhomoglyph';

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
/** Symbols written inside a word for the letter they look like (Coca|ne, Coca!ne, S€x). */
const LOOKALIKE: Record<string, string> = {
  '!': 'i',
  '¡': 'i',
  '€': 'e',
  '¢': 'c',
  '§': 's',
};
/** In a screened word: a letter that reads as i or l (|, Cyrillic І, Greek Ι). */
export const I_OR_L = '\u0001';
/** In a screened word: a symbol standing for one hidden letter, or for none (C*caine, Co-caine). */
export const MASK = '\u0002';
const WORD = `a-z0-9@$${I_OR_L}${MASK}`;
const WHOLE_WORD = new RegExp(`^[${WORD}]+$`);
const LETTER = new RegExp(`[a-z${I_OR_L}]`);
const LETTERS = new RegExp(`[a-z${I_OR_L}]`, 'g');
const MASKS = new RegExp(MASK, 'g');
/** A run of symbols between two characters of a word (the letters, digits, @ and $). */
const INSIDE_WORD = /(?<=[\p{L}\p{N}@$])[^\s\p{L}\p{N}@$,;:?()]+(?=[\p{L}\p{N}@$])/gu;
/** Control characters other than line breaks and tabs: read as spaces. */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/** Characters that show nothing: soft hyphen, zero-width joiners and spaces, U+180E, U+2063. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

export interface Token {
  word: string;
  segment: number;
}

/**
 * The skeleton of a text (Unicode's confusable mapping, UTS #39): accents, marks and invisible
 * characters gone, lookalikes from other scripts read as the Latin letter they imitate
 * (Cyrillic о as o), lower case. `fold` also reads the symbols inside a word (Co-caine, C*caine,
 * Coca|ne, S€x): a lookalike as its letter, any other as a hidden letter.
 */
export function screeningSkeleton(text: string, fold = false): string {
  let plain = text
    .replace(CONTROL, ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(INVISIBLE, '');
  if (fold) {
    plain = plain.replace(INSIDE_WORD, (run) =>
      [...run].map((c) => (c === '|' ? I_OR_L : (LOOKALIKE[c] ?? MASK))).join(''),
    );
  }
  return (
    plain
      // Only letters outside ASCII are mapped: ASCII's own lookalikes (0, 1, $) are read below.
      .replace(/[^\p{ASCII}]+/gu, (run) => unhomoglyph(run).replace(/l/g, I_OR_L))
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
  );
}

/** A skeleton's words (with their sentence number), disguises undone. */
export function skeletonWords(plain: string): Token[] {
  const raw: Token[] = [];
  let segment = 0;
  const pieces = new RegExp(`[${WORD}]+|[,;:!?\\n()|]|\\.(?=\\s|$)`, 'g');
  for (const match of plain.matchAll(pieces)) {
    const piece = match[0];
    if (WHOLE_WORD.test(piece)) {
      // A word may hide at most one letter in three; a run of symbols between letters is read
      // as separate words (p.o.r.n, 24/7, s-e-x).
      const masks = piece.match(MASKS)?.length ?? 0;
      const letters = piece.match(LETTERS)?.length ?? 0;
      const words = masks > 0 && letters < 2 * masks ? piece.split(MASK) : [piece];
      for (const word of words) if (word) raw.push({ word, segment });
    } else if (piece !== '.' || (raw.at(-1)?.word.length ?? 0) > 1) {
      // A full stop after a one-letter piece may belong to a dotted word (s.e.x. videos).
      segment++;
    }
  }
  const unleet = (word: string) => word.replace(/[0-9@$]/g, (c) => LEET[c] ?? c);
  const tokens: Token[] = [];
  for (let i = 0; i < raw.length; i++) {
    const run: Token[] = [];
    while (i + run.length < raw.length) {
      const next = raw[i + run.length]!;
      if (next.word.length !== 1 || next.segment !== raw[i]!.segment) break;
      run.push(next);
    }
    const joined = unleet(run.map((t) => t.word).join(''));
    if (run.length >= 3 && (joined.match(LETTERS) ?? []).length >= 2) {
      tokens.push({ word: joined, segment: raw[i]!.segment });
      i += run.length - 1;
      continue;
    }
    const token = raw[i]!;
    tokens.push({
      word: LETTER.test(token.word) ? unleet(token.word) : token.word,
      segment: token.segment,
    });
  }
  return tokens;
}
