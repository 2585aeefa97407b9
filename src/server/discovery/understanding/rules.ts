/**
 * Rule-based understanding of a buyer's request: no network, no model, predictable. It reads
 * price limits, rent or sale, the city (or a Harare suburb), brands, and maps words and phrases
 * onto catalogue types and sub-types through the vocabulary; what is left feeds full-text search.
 */
import {
  ELECTRONIC_BRANDS,
  FORM_CITIES,
  HARARE,
  HARARE_NEIGHBORHOODS,
  LISTING_TYPES,
  SUB_TYPES,
  VEHICLE_BRANDS,
} from '@/domain/catalogue';
import type { CategoryGuess, QueryUnderstanding, SearchRequest } from './types';
import { detectLanguage } from '@/domain/language';
import {
  HIRE_PATTERN,
  LOCAL_FILLER,
  LOCAL_RENT,
  LOCAL_SALE,
  LOCAL_TERMS,
  LOCAL_VOCABULARY,
} from './local-words';
import { CITY_ALIASES, findOtherTown, locativeAliases, type Named } from './places';
import { FILLER, VOCABULARY } from './vocabulary';

type Target = { type: string; subType?: string; weight: number };

/** Reduces an English plural to its singular well enough for lookups. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (/(ches|shes|sses|xes|oes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

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
function buildLexicon(): Map<string, Target[]> {
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

const phrasesOf = (options: readonly { value: string; label: string }[]): Named[] =>
  options
    .filter((o) => o.value !== 'other')
    .map((o) => ({ value: o.value, phrase: normalize(o.label).replace(/[.,$]/g, '') }));

const BRAND_ALIASES: Named[] = [
  { value: 'mercedes_benz', phrase: 'mercedes' },
  { value: 'mercedes_benz', phrase: 'benz' },
  { value: 'volkswagen', phrase: 'vw' },
  { value: 'apple', phrase: 'iphone' },
  { value: 'apple', phrase: 'macbook' },
];

const AMOUNT = String.raw`\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b`;
const MAX_PATTERN = new RegExp(
  String.raw`\b(?:under|below|less than|cheaper than|not more than|no more than|up to|upto|max(?:imum)?|at most|within|budget(?: of)?|pasi pe|pasi pa|pasi|zvisingapfuuri|kusvika|ngaphansi kwe|ngaphansi kwa|ngaphansi ka|ngaphansi)\s*(?:of\s*)?` +
    AMOUNT,
);
const MIN_PATTERN = new RegExp(
  String.raw`\b(?:over|above|more than|at least|min(?:imum)?|from|pamusoro pe|pamusoro pa|kupfuura|ngaphezu kwe|ngaphezu kwa|ngaphezulu kwe)\s*` +
    AMOUNT,
);
const BETWEEN_PATTERN = new RegExp(
  String.raw`(?:\bbetween\s*)?\$\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:and|to|-)\s*\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b|\bbetween\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:and|to|-)\s*\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b`,
);
const BARE_DOLLAR = /\$\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b/;

function amount(digits: string | undefined, thousands: string | undefined): number | undefined {
  if (!digits) return undefined;
  const value = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(value)) return undefined;
  return thousands ? value * 1000 : value;
}

interface PriceLimits {
  min?: number;
  max?: number;
  rest: string;
}

/** Reads 'under $300', 'below 300', 'between 100 and 200', '$100-$200', 'from 50', '$5k'. */
export function extractPrice(text: string): PriceLimits {
  let rest = text;
  const out: PriceLimits = { rest };
  const between = BETWEEN_PATTERN.exec(rest);
  if (between) {
    const low = amount(between[1] ?? between[5], between[2] ?? between[6]);
    const high = amount(between[3] ?? between[7], between[4] ?? between[8]);
    if (low !== undefined && high !== undefined) {
      out.min = Math.min(low, high);
      out.max = Math.max(low, high);
      rest = rest.replace(between[0], ' ');
    }
  }
  if (out.max === undefined) {
    const max = MAX_PATTERN.exec(rest);
    const value = max ? amount(max[1], max[2]) : undefined;
    if (max && value !== undefined) {
      out.max = value;
      rest = rest.replace(max[0], ' ');
    }
  }
  if (out.min === undefined) {
    const min = MIN_PATTERN.exec(rest);
    const value = min ? amount(min[1], min[2]) : undefined;
    if (min && value !== undefined) {
      out.min = value;
      rest = rest.replace(min[0], ' ');
    }
  }
  if (out.max === undefined && out.min === undefined) {
    // 'a laptop for $250': a budget, read as the most the buyer wants to pay.
    const bare = BARE_DOLLAR.exec(rest);
    const value = bare ? amount(bare[1], bare[2]) : undefined;
    if (bare && value !== undefined) {
      out.max = value;
      rest = rest.replace(bare[0], ' ');
    }
  }
  out.rest = rest;
  return out;
}

const RENT_PATTERN = /\b(for rent|to rent|to let|for lease|rent|renting|rental|lease|monthly)\b/;
const SALE_PATTERN = /\b(for sale|to buy|buy|buying|purchase|sale|selling)\b/;

/** Finds the first of `names` as a whole phrase; returns it and the text without it. */
function takePhrase(text: string, names: Named[]): { value?: string; rest: string } {
  const sorted = [...names].sort((a, b) => b.phrase.length - a.phrase.length);
  for (const name of sorted) {
    const pattern = new RegExp(`\\b${name.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
    if (pattern.test(text)) return { value: name.value, rest: text.replace(pattern, ' ') };
  }
  return { rest: text };
}

function takeAll(text: string, names: Named[]): { values: string[]; rest: string } {
  const values: string[] = [];
  let rest = text;
  for (;;) {
    const found = takePhrase(rest, names);
    if (!found.value) break;
    if (!values.includes(found.value)) values.push(found.value);
    rest = found.rest;
  }
  return { values, rest };
}

export class RuleBasedUnderstanding implements QueryUnderstanding {
  readonly name = 'rules';
  private readonly lexicon = buildLexicon();
  private readonly cities = [...phrasesOf(FORM_CITIES), ...CITY_ALIASES, ...locativeAliases()];
  private readonly suburbs = phrasesOf(HARARE_NEIGHBORHOODS);
  private readonly vehicleBrands = [
    ...phrasesOf(VEHICLE_BRANDS),
    ...BRAND_ALIASES.filter((b) => VEHICLE_BRANDS.some((v) => v.value === b.value)),
  ];
  private readonly electronicBrands = [
    ...phrasesOf(ELECTRONIC_BRANDS),
    ...BRAND_ALIASES.filter((b) => ELECTRONIC_BRANDS.some((v) => v.value === b.value)),
  ];

  /** Every single word the rules know (vocabulary, catalogue, places, brands), for spelling. */
  knownWords(): Set<string> {
    const phrases = [
      ...this.lexicon.keys(),
      ...[...this.cities, ...this.suburbs, ...this.vehicleBrands, ...this.electronicBrands].map(
        (n) => n.phrase,
      ),
    ];
    return new Set(phrases.flatMap((phrase) => phrase.split(/\s+/)).filter(Boolean));
  }

  async understand(text: string): Promise<SearchRequest> {
    return this.understandSync(text);
  }

  understandSync(text: string): SearchRequest {
    const request: SearchRequest = { terms: [], categories: [], brands: [] };
    const price = extractPrice(normalize(text));
    if (price.min !== undefined) request.minPrice = price.min;
    if (price.max !== undefined) request.maxPrice = price.max;
    let rest = price.rest.replace(/[$.,-]/g, ' ');

    const language = detectLanguage(text);
    if (language) request.language = language;
    if (HIRE_PATTERN.test(rest)) {
      request.dealType = 'rent';
      request.hire = true;
    } else if (RENT_PATTERN.test(rest) || LOCAL_RENT.test(rest)) request.dealType = 'rent';
    else if (SALE_PATTERN.test(rest) || LOCAL_SALE.test(rest)) request.dealType = 'sale';
    if (/\bstudents?\b/.test(rest)) request.accommodationType = 'student';

    const city = takePhrase(rest, this.cities);
    if (city.value) {
      request.city = city.value;
      rest = city.rest;
    }
    const other = findOtherTown(rest);
    if (other.town) {
      request.town = other.town;
      rest = other.rest;
    }
    const suburb = takePhrase(rest, this.suburbs);
    if (suburb.value) {
      request.neighborhood = suburb.value;
      request.city ??= HARARE;
      rest = suburb.rest;
    }

    const categories = new Map<string, CategoryGuess>();
    const guess = (target: Target, factor = 1) => {
      const key = `${target.type}/${target.subType ?? ''}`;
      const weight = target.weight * factor;
      const known = categories.get(key);
      if (!known || known.weight < weight) {
        categories.set(
          key,
          target.subType
            ? { type: target.type, subType: target.subType, weight }
            : { type: target.type, weight },
        );
      }
    };

    // Brands name a category too ('a Toyota', 'Samsung under $200'); their words stay in the
    // search text since titles carry them.
    const vehicles = takeAll(rest, this.vehicleBrands);
    const electronics = takeAll(rest, this.electronicBrands);
    request.brands = [...vehicles.values, ...electronics.values];
    if (vehicles.values.length) guess({ type: 'vehicle', subType: 'car', weight: 0.6 });
    if (electronics.values.length) guess({ type: 'electronics', weight: 0.6 });

    // Shona and Ndebele names of things become the English words listings are written with.
    const said = new Map<string, string>();
    const words = rest
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => {
        // Ndebele and Shona noun prefixes on English words: 'ilaptop', 'iTV', 'amaplumber'.
        const bare = word.replace(/^(?:ama|izi|i|u|ma)(?=[a-z]{2,})/, '');
        const english =
          LOCAL_TERMS[word] ??
          (bare !== word && !this.lexicon.has(singular(word)) && this.lexicon.has(singular(bare))
            ? bare
            : undefined);
        if (!english) return word;
        said.set(english, word);
        return english;
      });
    const singulars = words.map(singular);
    const thingWords: string[] = [];
    // A word that names a whole category ('laptop') makes the category the thing.
    let namesOne = false;
    const namedBy: { phrase: string; words: string[] }[] = [];
    const used = new Set<number>();
    // Longest phrases first, so 'wedding dress' wins over 'wedding' and 'dress'.
    for (let size = 3; size >= 1; size--) {
      for (let i = 0; i + size <= singulars.length; i++) {
        if ([...Array(size).keys()].some((k) => used.has(i + k))) continue;
        const phrase = singulars.slice(i, i + size).join(' ');
        const targets =
          this.lexicon.get(phrase) ?? this.lexicon.get(words.slice(i, i + size).join(' '));
        if (!targets) continue;
        for (const target of targets) guess(target);
        for (let k = 0; k < size; k++) used.add(i + k);
        namedBy.push({
          phrase: words.slice(i, i + size).join(' '),
          words: singulars.slice(i, i + size),
        });
        const top = [...targets].sort((a, b) => b.weight - a.weight)[0];
        const phraseWords = singulars.slice(i, i + size).filter((word) => !DEAL_WORDS.has(word));
        if (top && phraseWords.length) {
          const members = phraseWords.filter((word) => !namesCategory(word, top));
          if (members.length) thingWords.push(...members);
          else namesOne = true;
        }
      }
    }

    request.categories = [...categories.values()].sort((a, b) => b.weight - a.weight);
    // Someone who repairs a fridge is the thing, not a fridge ('olungisa ifriji').
    if (request.categories.some((c) => c.type === 'repair_services' && c.weight >= 0.8)) {
      request.categories = request.categories.map((c) =>
        c.type === 'repair_services' || c.type === 'home_services'
          ? c
          : { ...c, weight: Math.min(c.weight, 0.5) },
      );
    }
    // Hiring a vehicle is car hire, whatever kind of vehicle it is.
    if (request.dealType === 'rent' && request.categories.some((c) => c.type === 'vehicle')) {
      request.categories = [
        { type: 'car_rental', weight: 1 },
        ...request.categories.filter((c) => c.type !== 'car_rental'),
      ];
    }
    request.terms = [
      ...new Set(
        words.filter(
          (word) =>
            word.length > 1 && !FILLER.has(word) && !LOCAL_FILLER.has(word) && !/^\d+$/.test(word),
        ),
      ),
    ];
    const thingPhrases = namedBy
      .filter((named) => !named.words.every((word) => DEAL_WORDS.has(word)))
      .map((named) =>
        named.phrase
          .split(' ')
          .map((word) => said.get(word) ?? word)
          .join(' '),
      );
    const unknown = request.terms.filter(
      (term) => !namedBy.some((named) => named.phrase.split(' ').includes(term)),
    );
    if (thingPhrases.length || unknown.length) {
      request.thing = {
        label: (thingPhrases.length ? thingPhrases : unknown).join(' '),
        words: namesOne ? [] : [...new Set(thingWords)],
      };
    }
    return request;
  }
}

/** Words that say the deal or the trade, never the thing itself. */
const DEAL_WORDS = new Set([
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
function namesCategory(word: string, target: Target): boolean {
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
