/**
 * Screens a listing's words against what the Help page forbids (prohibited-terms.ts). Pure: the
 * server holds a listing it flags, and the app may warn before one is sent.
 *
 * The text is normalised before matching (skeleton.ts), so the usual disguises do not hide a term:
 * - case and accents (PORN, pörn);
 * - letters of other scripts that look Latin (Cyrillic о in Cоcaine), by Unicode's confusable
 *   mapping (UTS #39);
 * - invisible characters inside a word (soft hyphen, zero-width joiners, U+180E, U+2063);
 * - symbols inside a word: a lookalike for its letter (Coca|ne, Coca!ne, S€x), any other for one
 *   hidden letter or none (C*caine, Co-caine); the text is also read as written, so a term beside
 *   a symbol (dagga-free) is still seen;
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
import { I_OR_L, MASK, screeningSkeleton, skeletonWords, type Token } from './skeleton';

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
/** One letter of a term: itself, a hidden letter, and for i and l the letter between them. */
function letterClass(letter: string): string {
  if (!/[a-z]/.test(letter)) return letter.replace(/[$@]/g, '\\$&');
  return `[${letter}${letter === 'i' || letter === 'l' ? I_OR_L : ''}${MASK}]`;
}

/** One word of a term: each letter matches one or more of itself (pooorn, sexxx). */
function letters(word: string): string {
  return word.replace(/(.)\1*/g, (run, letter: string) => {
    const one = letterClass(letter);
    return run.length === 1 ? `${one}+` : `${one}{${run.length},}`;
  });
}

/** A word's pattern; `*` leaves its end open, else the word ends there. */
function wordPattern(word: string): string {
  return word.endsWith('*')
    ? letters(word.slice(0, -1))
    : `${letters(word)}(?![a-z${I_OR_L}${MASK}])`;
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

/**
 * Every prohibited term in the words, with how many times it occurs. Linear in the number of
 * words: each word is tried against the few dozen starts, and whether a term's `near` word is in
 * the text is looked up once.
 */
function countIn(tokens: readonly Token[], found: Map<string, TermCount>, stopAtFirst: boolean) {
  const nearSeen = new Map<CompiledTerm, boolean>();
  const hasNear = (term: CompiledTerm) => {
    let seen = nearSeen.get(term);
    if (seen === undefined) {
      seen = tokens.some((t) => term.near.some((n) => n.test(t.word)));
      nearSeen.set(term, seen);
    }
    return seen;
  };
  const counts = new Map<string, TermCount>();
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.word;
    for (const group of GROUPS) {
      if (!group.start.test(word)) continue;
      for (const term of group.terms) {
        if (term.near.length > 0 && !hasNear(term)) continue;
        if (matchesAt(term, tokens, i) || term.compact?.test(word)) {
          const count = counts.get(term.term);
          if (count) count.count++;
          else {
            const match = { term: term.term, category: term.category, language: term.language };
            counts.set(term.term, { match, count: 1 });
          }
          if (stopAtFirst) break;
        }
      }
      if (stopAtFirst && counts.size > 0) break;
    }
    if (stopAtFirst && counts.size > 0) break;
  }
  // The same term read in the text as written and with its symbols folded: counted once.
  for (const [term, count] of counts) {
    const before = found.get(term);
    if (!before || before.count < count.count) found.set(term, count);
  }
}

interface TermCount {
  match: ProhibitedMatch;
  count: number;
}

/**
 * The text read twice: its words as written, then with the symbols inside a word folded
 * (Co-caine, C*caine), so a folded word never hides a term the words as written show
 * (dagga-free).
 */
function screen(text: string, stopAtFirst: boolean): Map<string, TermCount> {
  const found = new Map<string, TermCount>();
  const plain = screeningSkeleton(text);
  countIn(skeletonWords(plain), found, stopAtFirst);
  if (stopAtFirst && found.size > 0) return found;
  const folded = screeningSkeleton(text, true);
  if (folded !== plain) countIn(skeletonWords(folded), found, stopAtFirst);
  return found;
}

/** The first prohibited term in a piece of text, or null. */
export function findProhibitedTerm(text: string): ProhibitedMatch | null {
  return screen(text, true).values().next().value?.match ?? null;
}

const listingText = (listing: ScreenedText) =>
  // A line break between the parts: a phrase never runs from the title into the description.
  [listing.title, listing.description, ...(listing.features ?? [])]
    .filter((part): part is string => !!part)
    .join('\n');

/** The first prohibited term in a listing's title, description or features, or null. */
export function screenListingText(listing: ScreenedText): ProhibitedMatch | null {
  return findProhibitedTerm(listingText(listing));
}

/**
 * The prohibited terms a listing has that `approved` (the words an admin let through) does not,
 * or has more often: the first of them, or null. An approval covers the words approved, nothing
 * added after.
 */
export function addedProhibitedTerm(
  listing: ScreenedText,
  approved: ScreenedText,
): ProhibitedMatch | null {
  const before = screen(listingText(approved), false);
  for (const [term, now] of screen(listingText(listing), false)) {
    if (now.count > (before.get(term)?.count ?? 0)) return now.match;
  }
  return null;
}
