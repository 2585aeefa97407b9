/**
 * Finds listings for an understood request. PostgreSQL does the text matching and weighting
 * (the listings' search vector weighs title A, description B, features C; ts_rank scores it);
 * the candidates are then scored here with what full-text search cannot know: how well the
 * listing's type and sub-type fit the buyer's words, the suburb, the brand, student housing.
 *
 * Hard filters: the place, price limits, and the deal (rent or hire against buy, for every type
 * that has one). When they leave nothing, they are loosened in the buyer's order, each said in
 * one line: the price a little, then the nearest towns, then the wider category, then any price.
 * The thing ('goats', 'kombi') and the deal are never dropped silently.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { StoredPrice } from '../db/schema';
import { LISTING_TYPES, SUB_TYPES } from '@/domain/catalogue';
import { PLACES, nearbyTowns, placesKm } from '@/domain/geography';
import { rows } from './store';
import type { SearchRequest } from './understanding/types';
import { OFFERED_TO_BUYERS } from '../moderation/offered';

/** At most this many results are kept per search ('more' pages through them). */
export const MAX_RESULTS = 50;
const CANDIDATES = 200;
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
}

/** A filter loosened to find anything, said to the buyer in one line before the results. */
export type Relaxation =
  | { kind: 'price' }
  | { kind: 'price_all' }
  | { kind: 'place'; towns: string[]; far?: boolean }
  | { kind: 'thing'; wider: string };

export interface SearchOutcome {
  results: FoundListing[];
  /** What was loosened, in the order it was: price a little, then nearby towns, then category. */
  relaxed: Relaxation[];
}

interface CandidateRow {
  id: string;
  seller_id: string;
  title: string;
  type: string;
  sub_type: string | null;
  city: string | null;
  neighborhood: string | null;
  /** The unlisted town and the address, where a listing in town 'other' says where it is. */
  place_text: string | null;
  price: StoredPrice | string | null;
  real_estate_deal_type: string | null;
  accommodation_type: string | null;
  vehicle_brand: string | null;
  electronic_brand: string | null;
  views: number;
  rank: number | string;
  /** How many of the buyer's distinct words its text contains. */
  matched: number | string;
  /** Its text names the thing ('goat', 'kombi'); true when the request has no such words. */
  exact: boolean;
}

/** Counts, per listing, the buyer's words its search text matches. */
function matchedTerms(text: string): SQL {
  const words = text ? text.split(' | ') : [];
  if (!words.length) return sql`0`;
  return sql.join(
    words.map(
      (word) => sql`(CASE WHEN l.search @@ to_tsquery('english', ${word}) THEN 1 ELSE 0 END)`,
    ),
    sql` + `,
  );
}

/** `word1 | word2`: any word may match; ts_rank rewards listings matching more of them. */
export function tsQueryText(terms: string[]): string {
  const words = terms
    .map((term) => term.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter((word) => word.length > 1);
  return [...new Set(words)].join(' | ');
}

const numericPrice = (field: string) =>
  sql.raw(
    `CASE WHEN jsonb_typeof(l.price->'${field}') = 'number' THEN (l.price->>'${field}')::numeric END`,
  );

/** Where a search looks: the place asked for, a list of towns (nearby), or anywhere. */
type Scope = { kind: 'here' } | { kind: 'towns'; towns: string[] } | { kind: 'anywhere' };
/** How the price limits apply: as asked, a little wider, or not at all. */
type PriceScope = 'strict' | 'little' | 'none';

/** A listing's deal: rent (car hire and stays are rented), sale (vehicles), or none (goods). */
const LISTING_DEAL = sql.raw(
  `CASE WHEN l.type = 'real_estate' THEN l.real_estate_deal_type WHEN l.type IN ('car_rental', 'accommodation') THEN 'rent' WHEN l.type = 'vehicle' THEN 'sale' END`,
);

/** How far 'nearby' reaches, in kilometres (a satellite's own town is always nearby). */
export const NEARBY_KM = 200;

/** The price a little wider than asked: a quarter more, or a fifth less. */
export const LITTLE = { over: 1.25, under: 0.8 };

function filters(request: SearchRequest, scope: Scope, price: PriceScope): SQL[] {
  // Paused, sold, held and hidden listings, and a suspended seller's, are never offered.
  const where: SQL[] = [OFFERED_TO_BUYERS];
  // Values are stored as the form's values ('victoria_falls'); a label ('Victoria Falls')
  // written by another client still matches.
  if (scope.kind === 'here' && request.city) {
    // A listing in an unlisted town (city 'other') matches by the town's name.
    where.push(
      sql`(lower(replace(l.city, ' ', '_')) = ${request.city} OR lower(replace(l.town, ' ', '_')) = ${request.city})`,
    );
  }
  // A town the form does not list is found by its name in the address, title or description.
  if (scope.kind === 'here' && request.town) {
    where.push(
      sql`position(${request.town} in lower(coalesce(l.address, '') || ' ' || l.title || ' ' || l.description)) > 0`,
    );
  }
  if (scope.kind === 'towns') {
    // Listings in towns off the form's list are placed by the town their address names.
    where.push(
      sql`(lower(replace(l.city, ' ', '_')) IN (${sql.join(
        scope.towns.map((t) => sql`${t}`),
        sql`, `,
      )}) OR lower(l.city) = 'other')`,
    );
  }
  // Rent or buy, hire or buy: the buyer's first distinction, never loosened.
  if (request.dealType) {
    where.push(sql`(${LISTING_DEAL} IS NULL OR ${LISTING_DEAL} = ${request.dealType})`);
  }
  const low = sql`coalesce(${numericPrice('amount')}, ${numericPrice('minAmount')})`;
  const high = sql`coalesce(${numericPrice('amount')}, ${numericPrice('maxAmount')})`;
  const over = price === 'little' ? LITTLE.over : 1;
  const under = price === 'little' ? LITTLE.under : 1;
  if (price !== 'none' && request.maxPrice !== undefined) {
    where.push(sql`${low} <= ${request.maxPrice * over}`);
  }
  if (price !== 'none' && request.minPrice !== undefined) {
    where.push(sql`${high} >= ${request.minPrice * under}`);
  }
  return where;
}

async function candidates(
  db: Db,
  request: SearchRequest,
  scope: Scope,
  price: PriceScope,
): Promise<CandidateRow[]> {
  const text = tsQueryText(request.terms);
  const types = [...new Set(request.categories.map((c) => c.type))];
  const query = text ? sql`to_tsquery('english', ${text})` : sql`NULL::tsquery`;
  const matches: SQL[] = [];
  if (text) matches.push(sql`l.search @@ ${query}`);
  if (types.length) {
    matches.push(
      sql`l.type IN (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  }
  const limits = filters(request, scope, price);
  const thing = tsQueryText(request.thing?.words ?? []);
  const exact = thing ? sql`(l.search @@ to_tsquery('english', ${thing}))` : sql`true`;
  // 'Harare' or 'under $50' alone: everything within the filters.
  if (!matches.length && !limits.length) return [];
  const where = matches.length ? [sql`(${sql.join(matches, sql` OR `)})`, ...limits] : limits;
  return rows<CandidateRow>(
    db,
    sql`SELECT l.id, l.seller_id, l.title, l.type, l.sub_type, l.city, l.neighborhood, l.price,
          concat_ws(' ', l.town, l.address) AS place_text,
          l.real_estate_deal_type, l.accommodation_type, l.vehicle_brand, l.electronic_brand,
          l.views, ${text ? sql`ts_rank(l.search, ${query})` : sql`0`} AS rank,
          ${matchedTerms(text)} AS matched, ${exact} AS exact
        FROM listings l
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY rank DESC, l.views DESC, l.created_at DESC
        LIMIT ${CANDIDATES}`,
  );
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

/**
 * Whether a scored result is shown. When the buyer named a category, a listing outside it stays
 * only if its text holds several of the buyer's words ('truck for moving furniture' finds the
 * removals company), not because it shares one ('House painting' under 'house to rent').
 */
function keep(result: FoundListing, best: number, request: SearchRequest): boolean {
  const named = request.categories.some((c) => c.weight >= 0.7);
  if (!named) return result.fitsWell || result.relevance >= best * RELATIVE_CUTOFF;
  // The named type but another sub-type (a room under 'house'): only when it is close.
  if (result.categoryFit >= 0.5) return result.relevance >= best * RELATIVE_CUTOFF;
  if (result.categoryFit > 0) return result.relevance >= best * SIBLING_CUTOFF;
  const terms = new Set(request.terms).size;
  return result.matched >= 2 && result.matched * 2 >= terms && result.relevance >= best * 0.5;
}

function toFound(row: CandidateRow, request: SearchRequest): FoundListing {
  return {
    id: row.id,
    sellerId: row.seller_id,
    title: row.title,
    type: row.type,
    subType: row.sub_type,
    city: row.city,
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
  };
}

/** The categories the buyer named (not a loose hint). */
const namedCategories = (request: SearchRequest) =>
  request.categories.filter((c) => c.weight >= 0.7);

/** Whether a listing is the thing asked for, not only something near it. */
function isTheThing(row: CandidateRow, request: SearchRequest): boolean {
  const named = namedCategories(request);
  const manyWords =
    Number(row.matched) >= 2 && Number(row.matched) * 2 >= new Set(request.terms).size;
  if (request.thing?.words.length) {
    if (!row.exact) return false;
    // 'pigs' is livestock: stock feed for pigs names them but is not one.
    return (
      !named.length ||
      named.some((c) => c.type === row.type && (!c.subType || c.subType === row.sub_type)) ||
      manyWords
    );
  }
  if (!named.length) return true;
  return (
    named.some((c) => c.type === row.type && (!c.subType || c.subType === row.sub_type)) ||
    manyWords ||
    // Its text names it, in a category the words hint at ('Garden cottage' under houses).
    (Number(row.rank) > 0 && categoryFit(row, request) >= 0.5)
  );
}

/** Places to live: a buyer after a house may take a flat or a room, not a warehouse. */
const HOMES = ['house', 'apartment', 'room'];

/** Whether a listing is in the wider category: the named sub-type, homes, or else its type. */
function isWider(row: CandidateRow, request: SearchRequest): boolean {
  const named = namedCategories(request);
  if (request.thing?.words.length) {
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
function standsIn(request: SearchRequest): boolean {
  const top = namedCategories(request)[0];
  if (!top?.subType) return false;
  return (
    Boolean(request.thing?.words.length) ||
    (top.type === 'real_estate' && HOMES.includes(top.subType))
  );
}

/** How the wider category reads: 'livestock', 'real estate'. */
export function widerLabel(request: SearchRequest): string | null {
  const top = namedCategories(request)[0];
  if (!top) return null;
  const typeLabel = LISTING_TYPES.find((t) => t.value === top.type)?.label ?? top.type;
  if (request.thing?.words.length && top.subType) {
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

interface Attempt {
  level: 'thing' | 'wider';
  scope: Scope;
  price: PriceScope;
  relaxed: Relaxation[];
}

/** The form town a listing is in, or for town 'other' the place its address names. */
function placeIn(row: CandidateRow): string {
  const city = (row.city ?? 'other').toLowerCase().replace(/\s+/g, '_');
  if (city !== 'other') return city;
  const text = ` ${(row.place_text ?? '').toLowerCase()} `;
  const named = PLACES.find((place) => text.includes(` ${place.label.toLowerCase()}`));
  return named?.value ?? 'other';
}

const townOf = (row: FoundListing) => row.place;

/**
 * Results from the nearest towns that have any, nearest first: nothing in Chitungwiza shows
 * Harare's, not Bulawayo's 440 km away.
 */
function nearestFirst(
  results: FoundListing[],
  place: string,
  order: string[],
  withinKm: number,
): FoundListing[] {
  const rank = (row: FoundListing) => {
    const i = order.indexOf(townOf(row));
    return i < 0 ? order.length : i;
  };
  const km = (row: FoundListing) => placesKm(place, townOf(row));
  const closest = Math.min(...results.map(km));
  const kept = results.filter(
    (row) =>
      (rank(row) === 0 || (km(row) <= closest + 80 && km(row) <= withinKm)) && km(row) < Infinity,
  );
  return kept.sort((a, b) => rank(a) - rank(b) || b.score - a.score);
}

export async function searchListings(db: Db, request: SearchRequest): Promise<SearchOutcome> {
  const hasPrice = request.minPrice !== undefined || request.maxPrice !== undefined;
  const place = request.town ?? request.city;
  // Nearby: a satellite's town and towns within a short drive; far: the rest, after the wider
  // category nearby (a room in Harare before a house in Bulawayo, 440 km from Chitungwiza).
  const nearby = place ? nearbyTowns(place, NEARBY_KM) : [];
  const far = place ? nearbyTowns(place, 2000).filter((t) => !nearby.includes(t)) : [];
  const wider = widerLabel(request);
  const here: Scope = { kind: 'here' };
  const near: Scope = { kind: 'towns', towns: nearby };
  const attempts: Attempt[] = [{ level: 'thing', scope: here, price: 'strict', relaxed: [] }];
  if (hasPrice) {
    attempts.push({ level: 'thing', scope: here, price: 'little', relaxed: [{ kind: 'price' }] });
  }
  if (nearby.length) {
    attempts.push({ level: 'thing', scope: near, price: 'strict', relaxed: [] });
    if (hasPrice) {
      attempts.push({ level: 'thing', scope: near, price: 'little', relaxed: [{ kind: 'price' }] });
    }
  }
  // The wider category comes before towns far away only when it can stand in for the thing
  // (a flat for a house, chickens for goats); another trade cannot (a phone repairer for a
  // fridge), so the thing in a far town comes first.
  const farAway: Scope = { kind: 'towns', towns: far };
  const widerHere: Attempt[] = [];
  if (wider) {
    const thing: Relaxation = { kind: 'thing', wider };
    widerHere.push({ level: 'wider', scope: here, price: 'strict', relaxed: [thing] });
    if (nearby.length) {
      widerHere.push({ level: 'wider', scope: near, price: 'strict', relaxed: [thing] });
    }
  }
  const thingFar: Attempt[] = far.length
    ? [{ level: 'thing', scope: farAway, price: 'strict', relaxed: [] }]
    : [];
  if (standsIn(request)) attempts.push(...widerHere, ...thingFar);
  else attempts.push(...thingFar, ...widerHere);
  if (wider && far.length) {
    const thing: Relaxation = { kind: 'thing', wider };
    attempts.push({ level: 'wider', scope: farAway, price: 'strict', relaxed: [thing] });
  }
  if (hasPrice) {
    const all: Relaxation = { kind: 'price_all' };
    attempts.push({ level: 'thing', scope: here, price: 'none', relaxed: [all] });
    if (nearby.length)
      attempts.push({ level: 'thing', scope: near, price: 'none', relaxed: [all] });
  }
  for (const attempt of attempts) {
    const found = await candidates(db, request, attempt.scope, attempt.price);
    const fitting = found.filter((row) =>
      attempt.level === 'thing' ? isTheThing(row, request) : isWider(row, request),
    );
    if (!fitting.length) continue;
    const scored = fitting.map((row) => toFound(row, request)).sort((a, b) => b.score - a.score);
    // Loose neighbours of strong matches are noise ('a phone' under 'laptop in Bulawayo'), but
    // a listing in the named category stays ('inverters' under 'solar').
    const best = Math.max(...scored.map((r) => r.relevance));
    // Everything in the wider category answers it alike: the nearest first, none left out.
    let results = attempt.level === 'wider' ? scored : scored.filter((r) => keep(r, best, request));
    if (!results.length) continue;
    const relaxed = [...attempt.relaxed];
    if (attempt.price === 'none') {
      // The closest prices first.
      const price = (r: FoundListing) =>
        Number(r.price?.amount ?? r.price?.minAmount ?? Number.POSITIVE_INFINITY);
      const target = request.maxPrice ?? request.minPrice ?? 0;
      results.sort((a, b) => Math.abs(price(a) - target) - Math.abs(price(b) - target));
    }
    if (attempt.scope.kind === 'towns' && place) {
      const near = attempt.scope.towns === nearby ? NEARBY_KM : Infinity;
      results = nearestFirst(results, place, attempt.scope.towns, near);
      if (!results.length) continue;
      const towns = [...new Set(results.map(townOf))].slice(0, 3);
      relaxed.push(
        attempt.scope.towns === nearby
          ? { kind: 'place', towns }
          : { kind: 'place', towns, far: true },
      );
    }
    return { results: results.slice(0, MAX_RESULTS), relaxed };
  }
  return { results: [], relaxed: [] };
}
