/**
 * How well a candidate answers the request, with what full-text search cannot know: how well the
 * listing's type and sub-type fit the buyer's words, the suburb, the brand, student housing; and
 * whether it is the thing asked for or only in the wider category.
 */
import type { StoredPrice } from '@/server/db/schema';
import { LISTING_TYPES, SUB_TYPES } from '@/domain/catalogue';
import { PLACES } from '@/domain/geography';
import type { SearchRequest } from '@/server/discovery/understanding/types';
import type { CandidateRow } from './search-query';

/** Results scoring below this share of the best one are left out. */
const RELATIVE_CUTOFF = 0.3;
/** A listing of the named type but another sub-type must come this close to the best one. */
const SIBLING_CUTOFF = 0.5;
/**
 * How much the text match counts beside the category fit (at most 1). A title word ranks
 * about 0.6, so a listing whose text names several of the buyer's words ('truck', 'moving',
 * 'furniture') can beat one that only sits in the named category.
 */
const TEXT_WEIGHT = 3;

export interface FoundListing {
  id: string;
  sellerId: string;
  title: string;
  type: string;
  subType: string | null;
  city: string | null;
  /** The town the seller named under city 'other' ('Ruwa'). */
  town: string | null;
  neighborhood: string | null;
  /** Where it is: its form town, or the known place its address names (town 'other'). */
  place: string;
  price: StoredPrice | null;
  /** Fit to the request; `score` adds a little popularity to order near-ties. */
  relevance: number;
  /** Its text matched, or it is in the category the buyer named. */
  fitsWell: boolean;
  /** How well its category fits the one the buyer named (0: outside it). */
  categoryFit: number;
  /** How many of the buyer's words its text contains. */
  matched: number;
  score: number;
  /** When its seller last confirmed it (ms): first among equals. */
  confirmedAt: number;
  /** The same-ad keys and when it was created (moderation/same-ad.ts): one per ad is shown. */
  adWords: string;
  adPhotos: string[];
  createdAt: number;
}

/** How well a listing's category fits what the buyer named, 0 when it does not. */
function categoryFit(row: CandidateRow, request: SearchRequest): number {
  let best = 0;
  for (const guess of request.categories) {
    if (guess.type !== row.type) continue;
    let fit: number;
    if (!guess.subType) fit = guess.weight * 0.8;
    else if (guess.subType === row.sub_type) fit = guess.weight;
    else fit = guess.weight * 0.35;
    best = Math.max(best, fit);
  }
  return best;
}

/** The words matched its text, or its category is what the buyer named. */
function fitsWell(row: CandidateRow, request: SearchRequest): boolean {
  return Number(row.rank) > 0 || categoryFit(row, request) >= 0.7;
}

/** How well the listing answers the request, popularity aside. */
function relevance(row: CandidateRow, request: SearchRequest): number {
  let total = categoryFit(row, request) + TEXT_WEIGHT * Number(row.rank);
  if (request.neighborhood && row.neighborhood?.toLowerCase() === request.neighborhood) {
    total += 0.3;
  }
  const brands = [row.vehicle_brand, row.electronic_brand].map((b) =>
    (b ?? '').toLowerCase().replace(/[\s-]+/g, '_'),
  );
  if (request.brands.some((b) => brands.includes(b))) total += 0.4;
  if (request.accommodationType && row.accommodation_type === request.accommodationType) {
    total += 0.3;
  }
  if (request.dealType && row.real_estate_deal_type === request.dealType) total += 0.1;
  return total;
}

const DAY_MS = 86_400_000;

/**
 * Best first; among equals (the same score), the one confirmed on a later day first: a seller
 * who said "Still available" is the one a buyer reaches. Confirmations on the same day are
 * equally fresh, and keep the order they came in.
 */
export function byScore(a: FoundListing, b: FoundListing): number {
  return (
    b.score - a.score || Math.floor(b.confirmedAt / DAY_MS) - Math.floor(a.confirmedAt / DAY_MS)
  );
}

/**
 * Whether a scored result is shown. When the buyer named a category, a listing outside it stays
 * only if its text holds several of the buyer's words ('truck for moving furniture' finds the
 * removals company), not because it shares one ('House painting' under 'house to rent').
 */
export function keep(result: FoundListing, best: number, request: SearchRequest): boolean {
  const named = request.categories.some((c) => c.weight >= 0.7);
  if (!named) return result.fitsWell || result.relevance >= best * RELATIVE_CUTOFF;
  // The named type but another sub-type (a room under 'house'): only when it is close.
  if (result.categoryFit >= 0.5) return result.relevance >= best * RELATIVE_CUTOFF;
  if (result.categoryFit > 0) return result.relevance >= best * SIBLING_CUTOFF;
  const terms = new Set(request.terms).size;
  return result.matched >= 2 && result.matched * 2 >= terms && result.relevance >= best * 0.5;
}

export function toFound(row: CandidateRow, request: SearchRequest): FoundListing {
  return {
    id: row.id,
    sellerId: row.seller_id,
    title: row.title,
    type: row.type,
    subType: row.sub_type,
    city: row.city,
    town: row.town,
    neighborhood: row.neighborhood,
    place: placeIn(row),
    price:
      typeof row.price === 'string' ? (JSON.parse(row.price) as StoredPrice) : (row.price ?? null),
    relevance: relevance(row, request),
    categoryFit: categoryFit(row, request),
    matched: Number(row.matched) || 0,
    fitsWell: fitsWell(row, request),
    // Popularity only breaks near-ties.
    score: relevance(row, request) + Math.min(Number(row.views) || 0, 100) / 10_000,
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at).getTime() : 0,
    adWords: row.ad_words,
    adPhotos: row.ad_photos ?? [],
    createdAt: new Date(row.created_at).getTime(),
  };
}

/** The categories the buyer named (not a loose hint). */
const namedCategories = (request: SearchRequest) =>
  request.categories.filter((c) => c.weight >= 0.7);

/**
 * A brand the buyer named is the thing: a listing of another brand is not it ('toyota' is not a
 * Honda Fit); one with no brand set qualifies when its title names the brand.
 */
function ofBrand(row: CandidateRow, request: SearchRequest): boolean {
  if (!request.brands.length) return true;
  const own = [row.vehicle_brand, row.electronic_brand]
    .filter((b): b is string => Boolean(b))
    .map((b) => b.toLowerCase().replace(/[\s-]+/g, '_'));
  if (own.length) return request.brands.some((b) => own.includes(b));
  const title = row.title.toLowerCase();
  return request.brands.some((b) => title.includes(b.replace(/_/g, ' ')));
}

/** A listing of a make the buyer said not to want ('i dont want a toyota'). */
function ofUnwantedBrand(row: CandidateRow, request: SearchRequest): boolean {
  if (!request.notBrands?.length) return false;
  const own = [row.vehicle_brand, row.electronic_brand]
    .filter((b): b is string => Boolean(b))
    .map((b) => b.toLowerCase().replace(/[\s-]+/g, '_'));
  const title = row.title.toLowerCase();
  return request.notBrands.some((b) => own.includes(b) || title.includes(b.replace(/_/g, ' ')));
}

/** Whether a listing is the thing asked for, not only something near it. */
export function isTheThing(row: CandidateRow, request: SearchRequest): boolean {
  if (!ofBrand(row, request) || ofUnwantedBrand(row, request)) return false;
  const named = namedCategories(request);
  const manyWords =
    Number(row.matched) >= 2 && Number(row.matched) * 2 >= new Set(request.terms).size;
  if (request.thing?.words.length) {
    if (!row.exact) return false;
    // "Men's t-shirts" are not a school uniform that mentions shirts: a sub-type the buyer
    // named rules out the type's other sub-types.
    const subTypes = named.filter((c) => c.type === row.type && c.subType);
    if (subTypes.length && row.sub_type && !subTypes.some((c) => c.subType === row.sub_type)) {
      return false;
    }
    // 'pigs' is livestock: stock feed for pigs names them but is not one.
    return (
      !named.length ||
      named.some((c) => c.type === row.type && (!c.subType || c.subType === row.sub_type)) ||
      manyWords
    );
  }
  if (!named.length) return true;
  const inNamed = named.some(
    (c) => c.type === row.type && (!c.subType || c.subType === row.sub_type),
  );
  // A make within a named kind ('car' then 'toyota'): Toyota spares name both, but are no car.
  if (request.brands.length) return inNamed;
  return (
    inNamed ||
    manyWords ||
    // Its text names it, in a category the words hint at ('Garden cottage' under houses).
    (Number(row.rank) > 0 && categoryFit(row, request) >= 0.5)
  );
}

/** Places to live: a buyer after a house may take a flat or a room, not a warehouse. */
const HOMES = ['house', 'apartment', 'room'];

/** Whether a listing is in the wider category: the named sub-type, homes, or else its type. */
export function isWider(row: CandidateRow, request: SearchRequest): boolean {
  if (ofUnwantedBrand(row, request)) return false;
  const named = namedCategories(request);
  // A make asked for ('a Tecno phone') widens to that kind of any make, not to the whole type.
  if (request.thing?.words.length || request.brands.length) {
    // Men's shirts widen to men's clothing, not to the whole of fashion.
    const subTypes = named.filter((c) => c.type === row.type && c.subType);
    if (subTypes.length) return subTypes.some((c) => c.subType === row.sub_type);
    return named.some((c) => c.type === row.type && (!c.subType || c.subType === row.sub_type));
  }
  return named.some((c) => {
    if (c.type !== row.type) return false;
    if (c.type === 'real_estate' && c.subType && HOMES.includes(c.subType)) {
      return HOMES.includes(row.sub_type ?? '');
    }
    return true;
  });
}

/** Whether the wider category can stand in for the thing: other homes, other livestock. */
export function standsIn(request: SearchRequest): boolean {
  const top = namedCategories(request)[0];
  if (!top?.subType) return false;
  return (
    Boolean(request.thing?.words.length) ||
    request.brands.length > 0 ||
    (top.type === 'real_estate' && HOMES.includes(top.subType))
  );
}

/** How the wider category reads: 'livestock', 'real estate'. */
export function widerLabel(request: SearchRequest): string | null {
  const top = namedCategories(request)[0];
  if (!top) return null;
  const typeLabel = LISTING_TYPES.find((t) => t.value === top.type)?.label ?? top.type;
  if ((request.thing?.words.length || request.brands.length) && top.subType) {
    const subs = SUB_TYPES[top.type as keyof typeof SUB_TYPES] as readonly {
      value: string;
      label: string;
    }[];
    const sub = subs.find((s) => s.value === top.subType);
    return (sub?.label ?? typeLabel).toLowerCase();
  }
  if (top.type === 'real_estate' && top.subType && HOMES.includes(top.subType)) return 'homes';
  return typeLabel.toLowerCase();
}

/** The form town a listing is in, or for town 'other' the place its address names. */
function placeIn(row: CandidateRow): string {
  const city = (row.city ?? 'other').toLowerCase().replace(/\s+/g, '_');
  if (city !== 'other') return city;
  const text = ` ${(row.place_text ?? '').toLowerCase()} `;
  const named = PLACES.find((place) => text.includes(` ${place.label.toLowerCase()}`));
  return named?.value ?? 'other';
}
