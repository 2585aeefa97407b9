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
  VEHICLE_BRANDS,
} from '@/domain/catalogue';
import type { CategoryGuess, QueryUnderstanding, SearchRequest } from './types';
import { detectLanguage } from '@/domain/language';
import { brandOfModel, carModelNames } from '@/server/discovery/offer/category';
import {
  HIRE_PATTERN,
  LOCAL_FILLER,
  LOCAL_PHRASES,
  LOCAL_RENT,
  LOCAL_SALE,
  LOCAL_TERMS,
} from './local-words';
import { CITY_ALIASES, findOtherTown, locativeAliases, type Named } from './places';
import { FILLER } from './vocabulary';
import { accessoryOfDevice, asidesOf } from './asides';
import {
  BRAND_ALIASES,
  buildLexicon,
  DEAL_WORDS,
  withoutHyphenedPrefixes,
  namesCategory,
  NOUN_PREFIX,
  normalize,
  phrasesOf,
  singular,
  type Target,
} from './lexicon';
import { extractPrice } from './price';
import { namesTrade, weighHints } from './hints';
import { asVehiclePart, vehiclePartReader } from './vehicle-parts';

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

/** Car makers' pickups, listed as trucks ('Hilux', 'Navara', 'Ranger'). */
const PICKUP_MODELS = /\b(?:hilux|navara|np200|np300|ranger|bt-?50|d-?max|l200|triton)\b/i;

export class RuleBasedUnderstanding implements QueryUnderstanding {
  readonly name = 'rules';
  private readonly lexicon = buildLexicon();
  private readonly cities = [...phrasesOf(FORM_CITIES), ...CITY_ALIASES, ...locativeAliases()];
  // 'Avondale', and as Shona and Ndebele say it: 'kuAvondale', 'muAvondale', 'eAvondale'.
  // 'Mt Pleasant' is how people write 'Mount Pleasant'.
  private readonly suburbs = phrasesOf(HARARE_NEIGHBORHOODS)
    .flatMap((suburb) =>
      suburb.phrase.startsWith('mount ')
        ? [suburb, { value: suburb.value, phrase: suburb.phrase.replace(/^mount /, 'mt ') }]
        : [suburb],
    )
    .flatMap((suburb) => [
      suburb,
      ...['ku', 'mu', 'ko', 'kwa', 'e'].map((prefix) => ({
        value: suburb.value,
        phrase: prefix + suburb.phrase,
      })),
    ]);
  private readonly vehicleBrands = [
    ...phrasesOf(VEHICLE_BRANDS),
    ...BRAND_ALIASES.filter((b) => VEHICLE_BRANDS.some((v) => v.value === b.value)),
  ];
  private readonly electronicBrands = [
    ...phrasesOf(ELECTRONIC_BRANDS),
    ...BRAND_ALIASES.filter((b) => ELECTRONIC_BRANDS.some((v) => v.value === b.value)),
  ];
  private readonly asides = asidesOf([...this.vehicleBrands, ...this.electronicBrands]);
  private readonly vehiclePart = vehiclePartReader([
    ...this.vehicleBrands.map((brand) => brand.phrase),
    ...carModelNames(),
  ]);

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
    if (price.about !== undefined) request.aboutPrice = price.about;
    // '2 bed house', '3-bed flat', '2bd': bedrooms, not a bed to sleep on.
    let rest = withoutHyphenedPrefixes(price.rest)
      .replace(/\b(\d{1,2})\s*-?\s*(?:beds?|bd|bdrm|bdrms|bedrm|bedrms)\b/g, '$1 bedroom')
      .replace(/[$.,-]/g, ' ');
    rest = accessoryOfDevice(rest);

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
    const asides = this.asides(rest);
    rest = asides.rest;
    if (asides.notBrands.length) request.notBrands = asides.notBrands;
    const vehicles = takeAll(rest, this.vehicleBrands);
    const electronics = takeAll(rest, this.electronicBrands);
    request.brands = [...vehicles.values, ...electronics.values];
    // A car model ('Honda Fit', 'Corolla') is a car for sure, a pickup model ('Hilux') a truck;
    // a maker alone may be a motorbike.
    const carModel = brandOfModel(rest);
    if (carModel) {
      const pickup = PICKUP_MODELS.test(rest);
      guess({ type: 'vehicle', subType: pickup ? 'truck' : 'car', weight: 1 });
    } else if (vehicles.values.length) guess({ type: 'vehicle', subType: 'car', weight: 0.6 });
    if (electronics.values.length) guess({ type: 'electronics', weight: 0.6 });

    // Shona and Ndebele names of things become the English words listings are written with.
    const said = new Map<string, string>();
    for (const [phrase, english] of Object.entries(LOCAL_PHRASES)) {
      const pattern = new RegExp(`\\b${phrase}\\b`);
      if (!pattern.test(rest)) continue;
      rest = rest.replace(pattern, ` ${english} `);
      said.set(english, phrase);
    }
    const words = rest
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => {
        // Ndebele and Shona noun prefixes on English words: 'ilaptop', 'iTV', 'amaplumber'.
        const bare = word.replace(NOUN_PREFIX, '');
        const english =
          LOCAL_TERMS[word] ??
          (bare !== word ? LOCAL_TERMS[bare] : undefined) ??
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
        // A Shona or Ndebele word keeps its own kinds ('huku' is live chickens, not takeaway).
        const local = size === 1 ? said.get(words[i]!) : undefined;
        const targets =
          (local !== undefined ? this.lexicon.get(local) : undefined) ??
          this.lexicon.get(phrase) ??
          this.lexicon.get(words.slice(i, i + size).join(' '));
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
    request.categories = weighHints(request.categories, request.dealType);
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
        // 'laptop' names its category and is no narrower; "men's t-shirts" is t-shirts,
        // even though 'men's' names a category too.
        words: namesOne && !thingWords.length ? [] : [...new Set(thingWords)],
      };
    }
    // 'tyres for a Honda Fit', 'car seat covers': the part is the thing, the vehicle what it fits.
    const part =
      request.dealType === 'rent' || namesTrade(request.categories)
        ? null
        : this.vehiclePart(words.join(' '));
    if (part) {
      // The part as the buyer named it: a local word alone ('matayi'), else with the vehicle
      // ('toyota spares', 'car radio', 'honda fit tyres').
      const local = part.part.split(' ').some((word) => said.has(word));
      const label = local
        ? part.part.replace(/\S+/g, (word) => said.get(word) ?? word)
        : [...part.vehicle, part.part].join(' ');
      asVehiclePart(request, part, label);
    }
    return request;
  }
}
