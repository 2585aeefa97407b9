/**
 * Screens a listing's words for what scams ask of a buyer (scam-patterns.ts): paying before
 * seeing, a fee to reserve or to transport, paying a number other than the seller's, the code a
 * buyer received, the talk moved off the marketplace. Pure: the server holds a listing with a
 * strong pattern and opens a case for a weak one, and says which words matched and why.
 *
 * The text is read sentence by sentence (a line, or up to a full stop, ! or ?), through the
 * screening's skeleton (skeleton.ts), so lookalike letters, accents, invisible characters and
 * leetspeak change nothing; commas do not end a sentence ("a deposit of $50, before viewing").
 * A word under a negation counts for nothing, and a rule that needs the money asked first reads
 * the order of the sentence (scam-order.ts). An e-mail address is found as written.
 */
import {
  PAYMENT_WORDS,
  SCAM_RULES,
  type ScamKind,
  type ScamRule,
  type ScamStrength,
} from './scam-patterns';
import {
  cleared,
  moneyFirst,
  negated,
  sentenceOf,
  spansOf,
  text,
  type Sentence,
} from './scam-order';
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

/** The rule's words in one sentence, or null when it does not match there. */
function ruleIn(rule: ScamRule, sentence: Sentence): string[] | null {
  const found: string[] = [];
  for (const [index, group] of rule.all.entries()) {
    const spans = spansOf(sentence, group).filter(([start]) => !negated(sentence, start));
    const span =
      rule.first === index
        ? spans.find((candidate) => moneyFirst(sentence, candidate) !== null)
        : spans[0];
    if (!span) return null;
    const word = text(sentence, span);
    if (!found.includes(word)) found.push(word);
  }
  return cleared(rule, sentence) ? null : found;
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
const sentencesOf = (words: string) => words.split(/\n|[.!?]+(?=\s|$)/).filter((s) => s.trim());

/** An e-mail address as written: the talk moved to e-mail. */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}/giu;

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
    const words = sentenceOf(sentence);
    for (const rule of SCAM_RULES) {
      const found = ruleIn(rule, words);
      if (found) add(rule, found);
    }
    const emails = [...sentence.matchAll(EMAIL)].map((match) => match[0]);
    if (emails.length > 0) {
      add({ id: 'email-address', kind: 'off_platform', strength: 'weak' }, emails);
    }
    if (own.size === 0) continue;
    const others = phoneNumbers(sentence).filter((n) => !own.has(nationalPart(n.digits)));
    if (others.length === 0) continue;
    const payment = spansOf(words, PAYMENT_WORDS)
      .filter(([start]) => !negated(words, start))
      .map((span) => text(words, span))[0];
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
