/**
 * Screens a listing's words for what scams ask of a buyer (scam-patterns.ts): paying before
 * seeing, a fee to reserve or to transport, paying a number other than the seller's, the code a
 * buyer received, the talk moved off the marketplace. Pure: the server holds a listing with a
 * strong pattern and opens a case for a weak one, and says which words matched and why.
 *
 * The text is read sentence by sentence (a line, or up to a full stop, ! or ?), through the
 * screening's skeleton (skeleton.ts), so lookalike letters, accents, invisible characters and
 * leetspeak change nothing; commas do not end a sentence ("a deposit of $50, before viewing").
 */
import {
  PAYMENT_WORDS,
  SCAM_RULES,
  type ScamKind,
  type ScamRule,
  type ScamStrength,
} from './scam-patterns';
import { screeningSkeleton, skeletonWords } from './skeleton';
import type { ScreenedText } from './prohibited';

export { SCAM_KINDS, SCAM_RULES, type ScamKind, type ScamStrength } from './scam-patterns';

export interface ScamMatch {
  /** The rule's name (scam-patterns.ts). */
  rule: string;
  kind: ScamKind;
  strength: ScamStrength;
  /** The words of the listing that matched, as the screening read them (lower case). */
  words: string[];
}

/** A word of a group: an exact word, a prefix (`deposit*`), or words in a row (`on delivery`). */
type WordPattern = readonly string[];

const compiled = new Map<string, WordPattern>();
const patternOf = (entry: string): WordPattern => {
  let pattern = compiled.get(entry);
  if (!pattern) {
    pattern = entry.split(' ');
    compiled.set(entry, pattern);
  }
  return pattern;
};

const wordMatches = (part: string, word: string) =>
  part.endsWith('*') ? word.startsWith(part.slice(0, -1)) : word === part;

/** The first entry of a group found in the words, as it is written there, or null. */
function findIn(words: readonly string[], group: readonly string[]): string | null {
  for (const entry of group) {
    const parts = patternOf(entry);
    for (let i = 0; i + parts.length <= words.length; i++) {
      if (parts.every((part, k) => wordMatches(part, words[i + k]!))) {
        return words.slice(i, i + parts.length).join(' ');
      }
    }
  }
  return null;
}

/** The rule's words in one sentence, or null when it does not match there. */
function ruleIn(rule: ScamRule, words: readonly string[]): string[] | null {
  if (rule.none && findIn(words, rule.none) !== null) return null;
  const found: string[] = [];
  for (const group of rule.all) {
    const word = findIn(words, group);
    if (word === null) return null;
    if (!found.includes(word)) found.push(word);
  }
  return found;
}

/** A phone number as written: 0771 234 567, +263 77 123 4567, 263771234567, +27 82 …. */
const PHONE = /(?:\+|00)?\d(?:[\s-]?\d){8,13}/g;

/** The last nine digits of a Zimbabwean number (77 123 4567), which every way of writing keeps. */
const nationalPart = (digits: string) => digits.slice(-9);

/** Phone numbers in a sentence: a mobile number (07…, 2637…) or any number written with a +. */
function phoneNumbers(sentence: string): { written: string; digits: string }[] {
  const found: { written: string; digits: string }[] = [];
  for (const match of sentence.matchAll(PHONE)) {
    const written = match[0].trim();
    const digits = written.replace(/\D/g, '');
    const mobile =
      (digits.length === 10 && digits.startsWith('07')) ||
      (digits.length === 12 && digits.startsWith('2637'));
    const international = written.startsWith('+') || written.startsWith('00');
    if (mobile || (international && digits.length >= 10)) found.push({ written, digits });
  }
  return found;
}

/** Sentences: a line, or up to a full stop, ! or ? before a space. Commas do not end one. */
const sentencesOf = (text: string) => text.split(/\n|[.!?]+(?=\s|$)/).filter((s) => s.trim());

const wordsOf = (sentence: string) =>
  skeletonWords(screeningSkeleton(sentence)).map((token) => token.word);

const listingText = (listing: ScreenedText) =>
  [listing.title, listing.description, ...(listing.features ?? [])]
    .filter((part): part is string => !!part)
    .join('\n');

/**
 * The scam patterns in a listing, one per kind, strong ones first. `sellerNumbers` are the
 * seller's own (login phone, contact number): a number in the text that is none of them is
 * another number; with no numbers given, numbers in the text are not judged.
 */
export function screenScams(
  listing: ScreenedText,
  sellerNumbers: readonly string[] = [],
): ScamMatch[] {
  const own = new Set(sellerNumbers.map((n) => nationalPart(n.replace(/\D/g, ''))));
  const matches = new Map<string, ScamMatch>();
  const add = (rule: Pick<ScamRule, 'id' | 'kind' | 'strength'>, words: string[]) => {
    const before = matches.get(rule.id);
    if (before) {
      for (const word of words) if (!before.words.includes(word)) before.words.push(word);
    } else matches.set(rule.id, { rule: rule.id, kind: rule.kind, strength: rule.strength, words });
  };
  for (const sentence of sentencesOf(listingText(listing))) {
    const words = wordsOf(sentence);
    for (const rule of SCAM_RULES) {
      const found = ruleIn(rule, words);
      if (found) add(rule, found);
    }
    if (own.size === 0) continue;
    const others = phoneNumbers(sentence).filter((n) => !own.has(nationalPart(n.digits)));
    if (others.length === 0) continue;
    const payment = findIn(words, PAYMENT_WORDS);
    const numbers = others.map((n) => n.written);
    if (payment) {
      add({ id: 'pay-other-number', kind: 'other_number', strength: 'strong' }, [
        payment,
        ...numbers,
      ]);
    } else {
      add({ id: 'other-number', kind: 'off_platform', strength: 'weak' }, numbers);
    }
  }
  // One match per kind, the strong one when there is one: a second rule says nothing more.
  const byKind = new Map<ScamKind, ScamMatch>();
  for (const match of matches.values()) {
    const before = byKind.get(match.kind);
    if (!before || (before.strength === 'weak' && match.strength === 'strong')) {
      byKind.set(match.kind, match);
    }
  }
  return [...byKind.values()].sort((a, b) =>
    a.strength === b.strength ? 0 : a.strength === 'strong' ? -1 : 1,
  );
}

/** The patterns a listing has that `before` (the version an admin approved, or the last) lacks. */
export function addedScams(
  listing: ScreenedText,
  before: ScreenedText,
  sellerNumbers: readonly string[] = [],
): ScamMatch[] {
  const had = new Set(screenScams(before, sellerNumbers).map((m) => `${m.kind} ${m.strength}`));
  return screenScams(listing, sellerNumbers).filter((m) => !had.has(`${m.kind} ${m.strength}`));
}
