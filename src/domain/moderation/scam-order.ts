/**
 * How the scam screening reads a sentence (scams.ts): its words through the screening's skeleton
 * (skeleton.ts) and the parts commas and colons make, where a rule's words are, what a negation
 * takes back ("no need to pay", "hapana mari"), and which comes first, the money or the rest
 * (ORDER in scam-patterns.ts): "pay $20 before coming to view" asks the money first, "come see it
 * before you pay" does not.
 */
import { BALANCE, NEGATION, NEGATION_REACHES, ORDER, type ScamRule } from './scam-patterns';
import { screeningSkeleton, skeletonWords } from './skeleton';

/**
 * A word of a group: an exact word, `deposit*` (starts a word), `*notanga` (ends a longer one),
 * `*bhadhar*` (inside one), or words in a row (`on delivery`).
 */
type WordPattern = readonly ((word: string) => boolean)[];

function partOf(part: string): (word: string) => boolean {
  const head = part.startsWith('*');
  const tail = part.endsWith('*') && part.length > 1;
  const core = part.slice(head ? 1 : 0, tail ? -1 : undefined);
  if (head && tail) return (word) => word.includes(core);
  if (tail) return (word) => word.startsWith(core);
  if (head) return (word) => word.length > core.length && word.endsWith(core);
  return (word) => word === core;
}

const compiled = new Map<string, WordPattern>();
const patternOf = (entry: string): WordPattern => {
  let pattern = compiled.get(entry);
  if (!pattern) {
    pattern = entry.split(' ').map(partOf);
    compiled.set(entry, pattern);
  }
  return pattern;
};

/** A sentence's words, the part of it (between commas, colons…) each is in, and what was found. */
export interface Sentence {
  words: readonly string[];
  parts: readonly number[];
  spans: Map<readonly string[], [number, number][]>;
}

/**
 * Where a group's words are in the sentence, as [first word, after the last]: the group's first
 * entry found first, so the words named are the ones the group puts first.
 */
export function spansOf(sentence: Sentence, group: readonly string[]): [number, number][] {
  const known = sentence.spans.get(group);
  if (known) return known;
  const { words } = sentence;
  const spans: [number, number][] = [];
  for (const entry of group) {
    const parts = patternOf(entry);
    for (let i = 0; i + parts.length <= words.length; i++) {
      if (parts.every((matches, k) => matches(words[i + k]!))) spans.push([i, i + parts.length]);
    }
  }
  sentence.spans.set(group, spans);
  return spans;
}

/** Whether a word is one of a group's one-word entries (remembered: the same words recur). */
const membership = new Map<readonly string[], Map<string, boolean>>();
function inGroup(word: string, group: readonly string[]) {
  let known = membership.get(group);
  if (!known) membership.set(group, (known = new Map()));
  let is = known.get(word);
  if (is === undefined) {
    is = group.some((entry) => {
      const parts = patternOf(entry);
      return parts.length === 1 && parts[0]!(word);
    });
    if (known.size > 10_000) known.clear();
    known.set(word, is);
  }
  return is;
}

export const text = (sentence: Sentence, [start, end]: [number, number]) =>
  sentence.words.slice(start, end).join(' ');

/**
 * Said under a negation: "no need to pay", "hapana mari", "no agent fees" (up to five words
 * before, in the same part, with at most one word between that is not a small word or money).
 */
export function negated(sentence: Sentence, at: number) {
  let others = 0;
  for (let i = at - 1; i >= Math.max(0, at - 5); i--) {
    if (sentence.parts[i] !== sentence.parts[at]) return false;
    const word = sentence.words[i]!;
    if (inGroup(word, NEGATION)) return true;
    // "no agent fees" reaches the fees, "no time wasters, pay" does not reach the pay.
    if (!inGroup(word, NEGATION_REACHES) && !inGroup(word, ORDER.money) && ++others > 1) {
      return false;
    }
  }
  return false;
}

/** The words after `at` in its part of the sentence, up to `count`. */
function following(sentence: Sentence, at: number, count: number): number[] {
  const found: number[] = [];
  for (let i = at + 1; i < sentence.words.length && found.length < count; i++) {
    if (sentence.parts[i] !== sentence.parts[at]) break;
    found.push(i);
  }
  return found;
}

/** Money asked: not under a negation, not paid later ("pay when happy", "mari paunotora"). */
const isMoney = (sentence: Sentence, i: number) =>
  inGroup(sentence.words[i]!, ORDER.money) &&
  !negated(sentence, i) &&
  !following(sentence, i, 2).some((k) => inGroup(sentence.words[k]!, ORDER.later));

/**
 * The money a word of ORDER puts first, or null: "before viewing" with money elsewhere, "after
 * you pay", "pay $20 first" / "first pay". "Before you pay", "after viewing", "first month",
 * "see it first, then pay" (or "uone kutanga wobhadhara") put the money later.
 */
export function moneyFirst(sentence: Sentence, [start, end]: [number, number]): number | null {
  const { words } = sentence;
  const word = words[start]!;
  const next = following(sentence, end - 1, 3);
  if (inGroup(word, ORDER.before)) {
    if (next.some((i) => inGroup(words[i]!, ORDER.paying))) return null;
    for (let i = 0; i < words.length; i++) {
      if ((i < start || i >= end) && !next.includes(i) && isMoney(sentence, i)) return i;
    }
    return null;
  }
  if (inGroup(word, ORDER.after)) return next.find((i) => isMoney(sentence, i)) ?? null;
  // first, kutanga, kuqala: the money right after it ("first to pay": two words after unotanga
  // or a "to"), or up to three words before it.
  if (next[0] !== undefined && inGroup(words[next[0]]!, ORDER.ordinal)) return null;
  const beside: number[] = [];
  if (!inGroup(word, ORDER.firstBehind) && next[0] !== undefined) {
    const ahead = inGroup(word, ORDER.firstAhead) || inGroup(words[next[0]]!, ORDER.filler);
    beside.push(...next.slice(0, ahead ? 2 : 1));
  }
  if (!inGroup(word, ORDER.firstAhead)) {
    for (let i = start - 1; i >= Math.max(0, start - 3); i--) {
      if (sentence.parts[i] !== sentence.parts[start]) break;
      beside.push(i);
    }
  }
  return beside.find((i) => isMoney(sentence, i)) ?? null;
}

/**
 * Whether an honest word clears the sentence: not after "balance" or "the rest" (a part was paid
 * first); "after" or "once" only when what follows is not a payment ("after viewing", not "after
 * you pay"); "first" only when it is not the money's ("see the goods first", not "pay $20 first").
 */
function clears(sentence: Sentence, span: [number, number]) {
  const [start, end] = span;
  for (let i = start - 1; i >= Math.max(0, start - 2); i--) {
    if (inGroup(sentence.words[i]!, BALANCE)) return false;
  }
  if (end - start > 1) return true;
  const word = sentence.words[start]!;
  if (inGroup(word, ORDER.after)) {
    return !following(sentence, start, 3).some((i) => isMoney(sentence, i));
  }
  if (inGroup(word, ORDER.first)) return moneyFirst(sentence, span) === null;
  return true;
}

/** Whether the rule's honest words clear the sentence (near the first group's word, if `near`). */
export function cleared(rule: ScamRule, sentence: Sentence) {
  if (!rule.none) return false;
  const honest = spansOf(sentence, rule.none).filter((span) => clears(sentence, span));
  if (!rule.near) return honest.length > 0;
  const anchors = spansOf(sentence, rule.all[0]!);
  return honest.some(([start, end]) =>
    anchors.some(([from, to]) => start < to + 3 && end > from - 3),
  );
}

/** A sentence of the listing as the screening reads it. */
export const sentenceOf = (sentence: string): Sentence => {
  const tokens = skeletonWords(screeningSkeleton(sentence));
  return {
    words: tokens.map((t) => t.word),
    parts: tokens.map((t) => t.segment),
    spans: new Map(),
  };
};
