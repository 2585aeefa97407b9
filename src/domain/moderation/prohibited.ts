/**
 * Screens a listing's words against what the Help page forbids (prohibited-terms.ts). Pure: the
 * server holds a listing it flags, and the app may warn before one is sent.
 *
 * The text is normalised before matching, so the usual disguises do not hide a term:
 * - case and accents (PORN, pörn);
 * - digits and symbols for letters inside a word (p0rn, s3x, $ex, pr@stitute);
 * - letters spaced or dotted apart (p o r n, p.o.r.n, s-e-x): three or more one-letter pieces
 *   in a row are read as one word;
 * - letters repeated (pooorn, sexxx): each letter of a term matches one or more of itself;
 * - words run together (sextape, callgirls): a term of several words also matches them written
 *   as one.
 * Matching is by whole words, never inside another word (Sussex, Essex, analysis, therapist,
 * Scunthorpe), and a term of several words matches only within one sentence or list item.
 */
import { PROHIBITED_TERMS, type ProhibitedCategory, type TermLanguage } from './prohibited-terms';

export type { ProhibitedCategory, ProhibitedTerm, TermLanguage } from './prohibited-terms';
export { PROHIBITED_TERMS } from './prohibited-terms';

export interface ProhibitedMatch {
  /** The term of the list that matched, as written there. */
  term: string;
  category: ProhibitedCategory;
  language: TermLanguage;
}

/** The words of a listing the screening reads. */
export interface ScreenedText {
  title?: string | null;
  description?: string | null;
  features?: readonly string[] | null;
}

export const PROHIBITED_CATEGORY_LABELS: Record<ProhibitedCategory, string> = {
  sexual: 'sexual or pornographic content',
  drugs: 'illegal drugs',
  forgery: 'forged documents or counterfeit money',
};

/** Shona and Ndebele prefixes written onto a borrowed word: eporn, yeporn, zveporn, amaporn. */
const LOAN_PREFIX = '(?:e|ye|we|re|se|ze|zve|dze|che|ne|ma|ku|i|ama|nge|ka|ba|ezi|le)?';
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
const LETTER = /[a-z]/;

interface Token {
  word: string;
  segment: number;
}

/** Lower case, no accents, words (with their sentence number), disguises undone. */
export function screeningTokens(text: string): Token[] {
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const raw: Token[] = [];
  let segment = 0;
  for (const match of plain.matchAll(/[a-z0-9@$]+|[,;:!?\n()|]|\.(?=\s|$)/g)) {
    const piece = match[0];
    if (/^[a-z0-9@$]+$/.test(piece)) {
      raw.push({ word: piece, segment });
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
    if (run.length >= 3 && (joined.match(/[a-z]/g) ?? []).length >= 2) {
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

/** One word of a term: each letter matches one or more of itself (pooorn, sexxx). */
function letters(word: string): string {
  return word.replace(/(.)\1*/g, (run, letter: string) => {
    const escaped = letter.replace(/[$@]/g, '\\$&');
    return run.length === 1 ? `${escaped}+` : `${escaped}{${run.length},}`;
  });
}

/** A word's pattern; `*` leaves its end open, else the word ends there. */
function wordPattern(word: string): string {
  return word.endsWith('*') ? letters(word.slice(0, -1)) : `${letters(word)}(?![a-z])`;
}

/** The words of a term written as one (sextape, callgirls). */
function compactPattern(parts: readonly string[]): string {
  const last = parts.at(-1)!;
  return (
    parts
      .slice(0, -1)
      .map((part) => letters(part.replace(/\*$/, '')))
      .join('') + wordPattern(last)
  );
}

interface CompiledTerm extends ProhibitedMatch {
  /** One pattern per word; null is the gap `~` (up to two other words). */
  words: (RegExp | null)[];
  /** The words written as one (sextape), for terms of several words without a gap. */
  compact: RegExp | null;
  near: RegExp[];
}

const anchored = (pattern: string) => new RegExp(`^(?:${pattern})`);

/**
 * Terms grouped by how their first word starts: a word of the listing is tried against the few
 * dozen distinct starts, and only the terms of a start it has are tried in full.
 */
const BY_START = new Map<string, { start: RegExp; terms: CompiledTerm[] }>();
for (const entry of PROHIBITED_TERMS) {
  const parts = entry.term.split(' ');
  const prefix = entry.loan ? LOAN_PREFIX : '';
  const words = parts.map((part, index) =>
    part === '~' ? null : anchored((index === 0 ? prefix : '') + wordPattern(part)),
  );
  const compact = parts.length > 1 && !parts.includes('~') ? anchored(compactPattern(parts)) : null;
  const start = prefix + letters(parts[0]!.replace(/\*$/, ''));
  const group = BY_START.get(start) ?? { start: anchored(start), terms: [] };
  group.terms.push({
    term: entry.term,
    category: entry.category,
    language: entry.language,
    words,
    compact,
    near: (entry.near ?? []).map((word) => anchored(wordPattern(word))),
  });
  BY_START.set(start, group);
}
const GROUPS = [...BY_START.values()];

/** Does the term's sequence of words start at token `first`? */
function matchesAt(term: CompiledTerm, tokens: readonly Token[], first: number): boolean {
  const segment = tokens[first]!.segment;
  const step = (wordIndex: number, at: number): boolean => {
    if (wordIndex === term.words.length) return true;
    const pattern = term.words[wordIndex];
    if (pattern === null) {
      // The gap: zero, one or two words of the same sentence.
      for (let skip = 0; skip <= 2; skip++) {
        if (tokens[at + skip]?.segment !== segment) return false;
        if (step(wordIndex + 1, at + skip)) return true;
      }
      return false;
    }
    const token = tokens[at];
    if (!pattern || token?.segment !== segment) return false;
    return pattern.test(token.word) && step(wordIndex + 1, at + 1);
  };
  return step(0, first);
}

function findIn(tokens: readonly Token[]): ProhibitedMatch | null {
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.word;
    for (const group of GROUPS) {
      if (!group.start.test(word)) continue;
      for (const term of group.terms) {
        if (term.near.length > 0 && !tokens.some((t) => term.near.some((n) => n.test(t.word)))) {
          continue;
        }
        if (matchesAt(term, tokens, i) || term.compact?.test(word)) {
          return { term: term.term, category: term.category, language: term.language };
        }
      }
    }
  }
  return null;
}

/** The first prohibited term in a piece of text, or null. */
export function findProhibitedTerm(text: string): ProhibitedMatch | null {
  return findIn(screeningTokens(text));
}

/** The first prohibited term in a listing's title, description or features, or null. */
export function screenListingText(listing: ScreenedText): ProhibitedMatch | null {
  const parts = [listing.title, listing.description, ...(listing.features ?? [])];
  // A line break between the parts: a phrase never runs from the title into the description.
  return findProhibitedTerm(parts.filter((part): part is string => !!part).join('\n'));
}
