/**
 * The words of a request: normalising and singular forms, the lexicon that maps phrases onto
 * catalogue types and sub-types, and which words name a whole category or only the deal.
 */
import { LISTING_TYPES, SUB_TYPES } from '@/domain/catalogue';
import { LOCAL_VOCABULARY } from './local-words';
import type { Named } from './places';
import { VOCABULARY } from './vocabulary';

export type Target = { type: string; subType?: string; weight: number };

/** Reduces an English plural to its singular well enough for lookups. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (/(ches|shes|sses|xes|oes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Shona and Ndebele noun prefixes on an English word: 'maTV', 'mafoni', 'ilaptop', 'amaplumber',
 * 'izifridge' name the word's thing (the plural, or 'it is a').
 */
export const NOUN_PREFIX = /^(?:ama|izi|i|u|ma)(?=[a-z]{2,})/;

/** The same prefix written with a hyphen ('ama-laptop', 'i-Samsung'): the word alone. */
export const withoutHyphenedPrefixes = (text: string) =>
  text.replace(/\b(?:ama|izi|i|u|ma)-(?=[a-z]{2,})/g, '');

/** Lower case, apostrophes dropped (men's -> mens), "t-shirt"/"t shirt" -> "tshirt". */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/\bt[\s-]?shirts?\b/g, 'tshirts')
    .replace(/[^a-z0-9$.,\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Phrase (space-joined singular words) -> targets: the vocabulary plus catalogue names. */
export function buildLexicon(): Map<string, Target[]> {
  const lexicon = new Map<string, Target[]>();
  const add = (phrase: string, target: Target) => {
    const key = phrase
      .split(/[\s_/-]+/)
      .filter(Boolean)
      .map(singular)
      .join(' ');
    const list = lexicon.get(key) ?? [];
    if (!list.some((t) => t.type === target.type && t.subType === target.subType))
      list.push(target);
    lexicon.set(key, list);
  };
  for (const [phrase, targets] of [
    ...Object.entries(VOCABULARY),
    ...Object.entries(LOCAL_VOCABULARY),
  ]) {
    for (const [type, subType, weight] of targets) {
      add(phrase, subType ? { type, subType, weight: weight ?? 1 } : { type, weight: weight ?? 1 });
    }
  }
  // Catalogue names are weaker than curated words: 'accessories' or 'outdoor' exist under
  // several types and only say a little.
  for (const type of LISTING_TYPES) {
    add(type.value, { type: type.value, weight: 0.9 });
    add(normalize(type.label), { type: type.value, weight: 0.9 });
  }
  for (const [type, subs] of Object.entries(SUB_TYPES)) {
    for (const sub of subs) {
      const shared = Object.values(SUB_TYPES).filter((list) =>
        list.some((s) => s.value === sub.value),
      ).length;
      const weight = shared > 1 ? 0.4 : 0.8;
      add(sub.value, { type, subType: sub.value, weight });
      add(normalize(sub.label), { type, subType: sub.value, weight });
    }
  }
  return lexicon;
}

export const phrasesOf = (options: readonly { value: string; label: string }[]): Named[] =>
  options
    .filter((o) => o.value !== 'other')
    .map((o) => ({ value: o.value, phrase: normalize(o.label).replace(/[.,$]/g, '') }));

export const BRAND_ALIASES: Named[] = [
  { value: 'mercedes_benz', phrase: 'mercedes' },
  { value: 'mercedes_benz', phrase: 'benz' },
  { value: 'volkswagen', phrase: 'vw' },
  { value: 'apple', phrase: 'iphone' },
  { value: 'apple', phrase: 'macbook' },
];

/** Words that say the deal, the trade or the size ('2 bedroom'), never the thing itself. */
export const DEAL_WORDS = new Set([
  'bedroom',
  'hire',
  'rent',
  'rental',
  'sale',
  'buy',
  'lease',
  'repair',
  'fix',
  'service',
]);

/** Words that name a whole category: any listing in it is the thing ('stand' names land). */
const CATEGORY_SYNONYMS: Record<string, string[]> = {
  land: ['stand', 'plot', 'land', 'residential', 'stands'],
  apartment: ['flat', 'apartment'],
  house: ['house', 'home', 'cottage'],
  car: ['car', 'vehicle', 'motor'],
  phone: ['phone', 'smartphone', 'cellphone'],
  laptop: ['laptop', 'notebook', 'computer'],
  room: ['room'],
  livestock: ['livestock'],
};

/** Whether a word names the category it maps to ('house', 'plumber'), not one thing in it. */
export function namesCategory(word: string, target: Target): boolean {
  const names = [target.subType ?? '', target.type]
    .flatMap((value) => value.split('_'))
    .filter(Boolean)
    .map(singular);
  if (names.includes(word)) return true;
  if (target.subType && CATEGORY_SYNONYMS[target.subType]?.includes(word)) return true;
  const label = LISTING_TYPES.find((t) => t.value === target.type)?.label ?? '';
  const subLabel = target.subType
    ? ((SUB_TYPES[target.type as keyof typeof SUB_TYPES] ?? []).find(
        (s) => s.value === target.subType,
      )?.label ?? '')
    : '';
  return normalize(`${label} ${subLabel}`)
    .split(' ')
    .map(singular)
    .some((name) => name === word || (word.length >= 5 && name.startsWith(word)));
}
