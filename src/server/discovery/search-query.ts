/**
 * The candidates of one search attempt, from PostgreSQL: full-text matching and weighting (the
 * listings' search vector weighs title A, description B, features C; ts_rank scores it) within
 * the hard filters of the attempt (place, price limits, the deal).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { StoredPrice } from '@/server/db/schema';
import { rows } from '@/server/db/rows';
import { OFFERED_TO_BUYERS } from '@/server/moderation/offered';
import { adPhotoKeys, adWordsKey } from '@/server/moderation/same-ad';
import type { SearchRequest } from '@/server/discovery/understanding/types';
import { typeMatches, type TypePlace } from './type-matches';
import { wordsScope } from './words-scope';

const CANDIDATES = 200;

export interface CandidateRow {
  id: string;
  seller_id: string;
  title: string;
  type: string;
  sub_type: string | null;
  city: string | null;
  /** The town the seller named under city 'other'. */
  town: string | null;
  neighborhood: string | null;
  /** The unlisted town and the address, where a listing in town 'other' says where it is. */
  place_text: string | null;
  price: StoredPrice | string | null;
  real_estate_deal_type: string | null;
  accommodation_type: string | null;
  vehicle_brand: string | null;
  electronic_brand: string | null;
  views: number;
  /** When its seller last said it is still on offer. */
  confirmed_at: Date | string | null;
  rank: number | string;
  /** How many of the buyer's distinct words its text contains. */
  matched: number | string;
  /** Its text names the thing ('goat', 'kombi'); true when the request has no such words. */
  exact: boolean;
  /** The same-ad keys (moderation/same-ad.ts): its words' key and its photos' hashes. */
  ad_words: string;
  ad_photos: string[] | null;
  created_at: Date | string;
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
/**
 * Words buyers run together that listings hyphenate ('tshirt' for 'T-Shirt', which the text
 * search reads as 't-shirt', 't' and 'shirt'): the part a listing's text is found by.
 */
const HYPHENATED: Record<string, string> = { tshirt: 'shirt', tshirts: 'shirt' };

export function tsQueryText(terms: string[]): string {
  const words = terms
    .map((term) => term.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .flatMap((word) => (HYPHENATED[word] ? [word, HYPHENATED[word]] : [word]))
    .filter((word) => word.length > 1);
  return [...new Set(words)].join(' | ');
}

const numericPrice = (field: string) =>
  sql.raw(
    `CASE WHEN jsonb_typeof(l.price->'${field}') = 'number' THEN (l.price->>'${field}')::numeric END`,
  );

/**
 * Where a table names a listing's lowest and highest price: on listings, worked out from its
 * JSON; on listing_search (migration 0920), kept in columns by the same expressions.
 */
interface PriceColumns {
  low: SQL;
  high: SQL;
}
const LISTING_PRICES: PriceColumns = {
  low: sql`coalesce(${numericPrice('amount')}, ${numericPrice('minAmount')})`,
  high: sql`coalesce(${numericPrice('amount')}, ${numericPrice('maxAmount')})`,
};
const SEARCH_PRICES: PriceColumns = { low: sql`l.low_price`, high: sql`l.high_price` };

/** Where a search looks: the place asked for, a list of towns (nearby), or anywhere. */
export type Scope = { kind: 'here' } | { kind: 'towns'; towns: string[] } | { kind: 'anywhere' };
/** How the price limits apply: as asked, a little wider, or not at all. */
export type PriceScope = 'strict' | 'little' | 'none';

/** A listing's deal: rent (car hire and stays are rented), sale (vehicles), or none (goods). */
const LISTING_DEAL = sql.raw(
  `CASE WHEN l.type = 'real_estate' THEN l.real_estate_deal_type WHEN l.type IN ('car_rental', 'accommodation') THEN 'rent' WHEN l.type = 'vehicle' THEN 'sale' END`,
);

/** How far 'nearby' reaches, in kilometres (a satellite's own town is always nearby). */
export const NEARBY_KM = 200;

/** The price a little wider than asked: a quarter more, or a fifth less. */
export const LITTLE = { over: 1.25, under: 0.8 };

function filters(
  request: SearchRequest,
  scope: Scope,
  price: PriceScope,
  { low, high }: PriceColumns = LISTING_PRICES,
): SQL[] {
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
  // A town the form does not list is found by the town the seller named under 'Other', or by
  // its name in the address, title or description.
  if (scope.kind === 'here' && request.town) {
    where.push(
      sql`(lower(l.town) = ${request.town} OR position(${request.town} in lower(coalesce(l.address, '') || ' ' || l.title || ' ' || l.description)) > 0)`,
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

/**
 * Where the type matches are read (type-matches.ts): the towns a scope's place filter keeps by
 * their city (as stored keys), the form town asked for, and a town typed under 'Other'.
 */
function placeOf(request: SearchRequest, scope: Scope): TypePlace {
  if (scope.kind === 'towns') return { keys: [...scope.towns, 'other'] };
  if (scope.kind !== 'here') return {};
  if (request.town) return { typed: request.town };
  return request.city ? { keys: [request.city], city: request.city } : {};
}

/**
 * The candidates of one attempt, best first by the words' rank, then the most viewed, then the
 * newest; at most CANDIDATES. Read in two steps so a search reads what it returns:
 *
 * - the ranking, on the few columns it needs: the listings the words match, ranked, read from
 *   listing_search (migration 0920: the search vector and the filters' columns, partitioned by
 *   type, kept by a trigger in each listing change's transaction) by its words' GIN index; when
 *   the buyer named a kind, other kinds' only where enough of the words meet (words-scope.ts:
 *   the others can never be shown); and, apart, those of the named types the words do not match
 *   (typeMatches);
 * - then the columns the scoring needs (the same-ad keys, the words matched) for the first
 *   CANDIDATES alone.
 *
 * The same rows, in the same order, as ranking every listing the words or the types match that
 * the scoring could show, while no town holds more than TYPE_CAP (type-matches.ts) listings of a
 * named type the words do not match; past that, those come from its TYPE_CAP most viewed (they
 * rank below every listing the words match).
 */
export async function candidates(
  db: Db,
  request: SearchRequest,
  scope: Scope,
  price: PriceScope,
): Promise<CandidateRow[]> {
  const words = tsQueryText(request.terms);
  // What a part fits ranks listings that name it, but is none of the buyer's words it matched.
  const text = tsQueryText([...request.terms, ...(request.fits ?? [])]);
  const types = [...new Set(request.categories.map((c) => c.type))];
  const query = text ? sql`to_tsquery('english', ${text})` : sql`NULL::tsquery`;
  const limits = filters(request, scope, price);
  const thing = tsQueryText(request.thing?.words ?? []);
  const exact = thing ? sql`(l.search @@ to_tsquery('english', ${thing}))` : sql`true`;
  const within = sql.join(limits, sql` AND `);
  const ranked: SQL[] = [];
  if (text) {
    // A town found in a listing's words (the address, title or description) is read on listings;
    // every other filter on listing_search's own columns.
    const narrow = !(scope.kind === 'here' && request.town);
    const from = narrow ? sql`listing_search` : sql`listings`;
    const where = narrow
      ? sql.join(filters(request, scope, price, SEARCH_PRICES), sql` AND `)
      : within;
    const part = (matching: SQL, kinds: SQL) =>
      sql`SELECT l.id, ts_rank(l.search, ${query}) AS rank, l.views, l.created_at
        FROM ${from} l WHERE l.search @@ ${matching} AND ${where}${kinds}
        ORDER BY rank DESC, l.views DESC, l.created_at DESC LIMIT ${CANDIDATES}`;
    // A kind named: its listings by any word, other kinds' where enough words meet.
    const named = wordsScope(request, words);
    if (!named) ranked.push(part(query, sql``));
    else {
      const kinds = sql.join(
        named.types.map((type) => sql`${type}`),
        sql`, `,
      );
      ranked.push(part(query, sql` AND l.type IN (${kinds})`));
      const other =
        named.elsewhere === 'any'
          ? query
          : named.elsewhere && sql`to_tsquery('english', ${named.elsewhere})`;
      if (other) ranked.push(part(other, sql` AND l.type NOT IN (${kinds})`));
    }
  }
  if (types.length) {
    const unmatched = text ? sql` AND NOT (l.search @@ ${query})` : sql``;
    ranked.push(typeMatches(placeOf(request, scope), types, within, unmatched, CANDIDATES));
  }
  // 'Harare' or 'under $50' alone: everything within the filters, the most viewed first.
  if (!ranked.length) {
    ranked.push(sql`SELECT l.id, 0::real AS rank, l.views, l.created_at FROM listings l
        WHERE ${within} ORDER BY l.views DESC, l.created_at DESC LIMIT ${CANDIDATES}`);
  }
  return rows<CandidateRow>(
    db,
    sql`WITH ranked AS (
          SELECT * FROM (${sql.join(
            ranked.map((part) => sql`(${part})`),
            sql` UNION ALL `,
          )}) AS parts
          ORDER BY rank DESC, views DESC, created_at DESC LIMIT ${CANDIDATES})
        SELECT l.id, l.seller_id, l.title, l.type, l.sub_type, l.city, l.town, l.neighborhood,
          l.price,
          concat_ws(' ', l.town, l.address) AS place_text,
          l.real_estate_deal_type, l.accommodation_type, l.vehicle_brand, l.electronic_brand,
          l.views, l.confirmed_at, r.rank,
          ${matchedTerms(words)} AS matched, ${exact} AS exact,
          ${adWordsKey('l')} AS ad_words, ${adPhotoKeys('l')} AS ad_photos, l.created_at
        FROM ranked r JOIN listings l ON l.id = r.id
        ORDER BY r.rank DESC, r.views DESC, r.created_at DESC`,
  );
}

/** Shona and Ndebele locatives before a town's name ('kuNkayi', 'eLupane'). */
const LOCATIVE = /^(?:ku|e|mu|ko|kwa)(?=[a-z]{3})/;

/**
 * A town sellers named under city 'Other' that the buyer's words name ('Nkayi', 'kuNkayi',
 * 'Mount Darwin'), when a listing on offer is there: towns no list knows are found this way,
 * by the listings' own town (an index on lower(town), migration 0720).
 */
export async function typedTown(db: Db, terms: string[]): Promise<string | undefined> {
  const words = terms.map((term) => term.toLowerCase().trim()).filter(Boolean);
  const names = new Set<string>();
  words.forEach((word, i) => {
    for (const name of [word, word.replace(LOCATIVE, '')]) {
      names.add(name);
      if (words[i + 1]) names.add(`${name} ${words[i + 1]}`);
    }
  });
  const candidates = [...names].filter((name) => name.length > 2);
  if (!candidates.length) return undefined;
  const found = await rows<{ town: string }>(
    db,
    sql`SELECT lower(l.town) AS town FROM listings l
        WHERE l.town IS NOT NULL AND lower(l.town) IN (${sql.join(
          candidates.map((name) => sql`${name}`),
          sql`, `,
        )}) AND lower(l.city) = 'other' AND ${OFFERED_TO_BUYERS}
        ORDER BY length(l.town) DESC LIMIT 1`,
  );
  return found[0]?.town;
}
