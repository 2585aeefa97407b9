/**
 * Finds listings for an understood request. PostgreSQL does the text matching and weighting
 * (the listings' search vector weighs title A, description B, features C; ts_rank scores it);
 * the candidates are then scored here with what full-text search cannot know: how well the
 * listing's type and sub-type fit the buyer's words, the suburb, the brand, student housing.
 *
 * Hard filters: city, price limits, and rent/sale for real estate. When they leave nothing, the
 * city is dropped first, then the price limits, and the answer says so.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { StoredPrice } from '../db/schema';
import { rows } from './store';
import type { SearchRequest } from './understanding/types';

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

export interface SearchOutcome {
  results: FoundListing[];
  /** Filters dropped to find anything: 'city' and/or 'price'. */
  relaxed: ('city' | 'price')[];
}

interface CandidateRow {
  id: string;
  seller_id: string;
  title: string;
  type: string;
  sub_type: string | null;
  city: string | null;
  neighborhood: string | null;
  price: StoredPrice | string | null;
  real_estate_deal_type: string | null;
  accommodation_type: string | null;
  vehicle_brand: string | null;
  electronic_brand: string | null;
  views: number;
  rank: number | string;
  /** How many of the buyer's distinct words its text contains. */
  matched: number | string;
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

function filters(request: SearchRequest, useCity: boolean, usePrice: boolean): SQL[] {
  // Paused and sold listings are never offered.
  const where: SQL[] = [sql`l.status = 'active'`];
  // Values are stored as the form's values ('victoria_falls'); a label ('Victoria Falls')
  // written by another client still matches.
  if (useCity && request.city) {
    // A listing in an unlisted town (city 'other') matches by the town's name.
    where.push(
      sql`(lower(replace(l.city, ' ', '_')) = ${request.city} OR lower(replace(l.town, ' ', '_')) = ${request.city})`,
    );
  }
  // A town the form does not list is found by its name in the address, title or description.
  if (useCity && request.town) {
    where.push(
      sql`position(${request.town} in lower(coalesce(l.address, '') || ' ' || l.title || ' ' || l.description)) > 0`,
    );
  }
  if (request.dealType) {
    where.push(
      sql`(l.type <> 'real_estate' OR l.real_estate_deal_type IS NULL OR l.real_estate_deal_type = ${request.dealType})`,
    );
  }
  const low = sql`coalesce(${numericPrice('amount')}, ${numericPrice('minAmount')})`;
  const high = sql`coalesce(${numericPrice('amount')}, ${numericPrice('maxAmount')})`;
  if (usePrice && request.maxPrice !== undefined) where.push(sql`${low} <= ${request.maxPrice}`);
  if (usePrice && request.minPrice !== undefined) where.push(sql`${high} >= ${request.minPrice}`);
  return where;
}

async function candidates(
  db: Db,
  request: SearchRequest,
  useCity: boolean,
  usePrice: boolean,
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
  const limits = filters(request, useCity, usePrice);
  // 'Harare' or 'under $50' alone: everything within the filters.
  if (!matches.length && !limits.length) return [];
  const where = matches.length ? [sql`(${sql.join(matches, sql` OR `)})`, ...limits] : limits;
  return rows<CandidateRow>(
    db,
    sql`SELECT l.id, l.seller_id, l.title, l.type, l.sub_type, l.city, l.neighborhood, l.price,
          l.real_estate_deal_type, l.accommodation_type, l.vehicle_brand, l.electronic_brand,
          l.views, ${text ? sql`ts_rank(l.search, ${query})` : sql`0`} AS rank,
          ${matchedTerms(text)} AS matched
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

export async function searchListings(db: Db, request: SearchRequest): Promise<SearchOutcome> {
  const hasPrice = request.minPrice !== undefined || request.maxPrice !== undefined;
  const attempts: { useCity: boolean; usePrice: boolean; relaxed: ('city' | 'price')[] }[] = [
    { useCity: true, usePrice: true, relaxed: [] },
  ];
  const hasPlace = Boolean(request.city || request.town);
  if (hasPlace) attempts.push({ useCity: false, usePrice: true, relaxed: ['city'] });
  if (hasPrice) {
    attempts.push({
      useCity: false,
      usePrice: false,
      relaxed: hasPlace ? ['city', 'price'] : ['price'],
    });
  }
  // An attempt whose results only loosely fit (other electronics in Gweru for 'PS5 in Gweru')
  // gives way to a wider one that fits well; if none fits well, the first non-empty one wins.
  let fallback: SearchOutcome | null = null;
  for (const attempt of attempts) {
    const found = await candidates(db, request, attempt.useCity, attempt.usePrice);
    if (!found.length) continue;
    const scored = found.map((row) => toFound(row, request)).sort((a, b) => b.score - a.score);
    // Loose neighbours of strong matches are noise ('a phone' under 'laptop in Bulawayo'), but
    // a listing in the named category stays ('inverters' under 'solar').
    const best = Math.max(...scored.map((r) => r.relevance));
    const results = scored.filter((r) => keep(r, best, request)).slice(0, MAX_RESULTS);
    if (!results.length) continue;
    const outcome = { results, relaxed: attempt.relaxed };
    if (results.some((r) => r.fitsWell)) return outcome;
    fallback ??= outcome;
  }
  if (fallback) return fallback;
  return { results: [], relaxed: [] };
}
