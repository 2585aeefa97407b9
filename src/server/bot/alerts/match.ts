/**
 * Matching a listing that became offered to buyers against the live saved searches: a search
 * names it when the bot's own search, run for it now, answers with it as asked
 * (discovery/alert-match.ts). Each buyer gets at most one alert per listing, whatever search
 * named it and however often the listing comes back (the alerts table's unique buyer+listing,
 * inserted with ON CONFLICT DO NOTHING); a seller never hears about their own listing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import { searchOffers } from '@/server/discovery/alert-match';
import { tsQueryText } from '@/server/discovery/search-query';
import type { SearchRequest } from '@/server/discovery/understanding/types';
import { OFFERED_TO_BUYERS } from '@/server/moderation/offered';

/** A saved request's key: equal requests, saved by many buyers, share it (migration 0900). */
const REQUEST_KEY = sql.raw(`md5(s.request::text)`);

/**
 * The distinct requests of the live saved searches, for the listing's town or none (a search for
 * another town cannot name it as asked): read from their keys' index one key at a time, never
 * every saved search, however many buyers saved each.
 */
const liveRequests = (listingId: string) =>
  sql`WITH RECURSIVE keys AS (
        (SELECT ${REQUEST_KEY} AS k FROM saved_searches s WHERE s.stopped_at IS NULL
         ORDER BY 1 LIMIT 1)
        UNION ALL
        SELECT (SELECT ${REQUEST_KEY} FROM saved_searches s
                WHERE s.stopped_at IS NULL AND ${REQUEST_KEY} > keys.k ORDER BY 1 LIMIT 1)
        FROM keys WHERE keys.k IS NOT NULL),
      requests AS (
        SELECT keys.k, (SELECT s.request FROM saved_searches s
                        WHERE s.stopped_at IS NULL AND ${REQUEST_KEY} = keys.k LIMIT 1) AS request
        FROM keys WHERE keys.k IS NOT NULL)
      SELECT r.k, r.request FROM requests r, listings l
      WHERE l.id = ${listingId}
        AND (r.request->>'city' IS NULL
             OR r.request->>'city' = lower(replace(l.city, ' ', '_'))
             OR r.request->>'city' = lower(replace(coalesce(l.town, ''), ' ', '_')))`;

/** Returns the buyers who have a new alert. */
export async function matchListing(db: Db, listingId: string, now: Date): Promise<string[]> {
  const [listing] = await rows<{ id: string }>(
    db,
    sql`SELECT l.id FROM listings l WHERE l.id = ${listingId} AND ${OFFERED_TO_BUYERS}`,
  );
  if (!listing) return [];
  // Many buyers save the same search: each request is searched once for all of them.
  const distinct = await rows<{ k: string; request: SearchRequest | string }>(
    db,
    liveRequests(listingId),
  );
  const requests = distinct.map((row) =>
    typeof row.request === 'string' ? (JSON.parse(row.request) as SearchRequest) : row.request,
  );
  const possible = await couldName(db, listingId, requests);
  const offers = await Promise.all(
    requests.map((request, i) => possible[i] && searchOffers(db, request, listingId)),
  );
  const offering = distinct.filter((_, i) => offers[i]).map((row) => row.k);
  if (!offering.length) return [];
  // Each buyer's first search (in the order saved) that names it, not the seller's, and no
  // alert for it yet; their alerts in one insert.
  const inserted = await rows<{ phone_number: string }>(
    db,
    sql`INSERT INTO alerts (phone_number, listing_id, saved_search_id, matched_at, not_before)
        SELECT phone_number, ${listingId}, id, ${now}, ${now} FROM (
          SELECT DISTINCT ON (s.phone_number) s.phone_number, s.id
          FROM saved_searches s, listings l JOIN users u ON u.id = l.seller_id
          WHERE l.id = ${listingId} AND s.stopped_at IS NULL
            AND ${REQUEST_KEY} IN (SELECT jsonb_array_elements_text(${JSON.stringify(offering)}::jsonb))
            AND s.phone_number <> u.phone
            AND NOT EXISTS (SELECT 1 FROM alerts a
                            WHERE a.phone_number = s.phone_number AND a.listing_id = l.id)
          ORDER BY s.phone_number, s.created_at, s.id) AS chosen
        ORDER BY phone_number
        ON CONFLICT (phone_number, listing_id) DO NOTHING RETURNING phone_number`,
  );
  return inserted.map((row) => row.phone_number);
}

/**
 * Which of the requests could name the listing at all, in one statement: the bot's search only
 * ever offers a listing its words match (full text) or whose type it asked for, so a request
 * neither of which fits the listing is left out before its search runs. A request with neither
 * words nor types (a town, a price) is kept: its search answers with everything in its filters.
 */
async function couldName(
  db: Db,
  listingId: string,
  requests: readonly SearchRequest[],
): Promise<boolean[]> {
  if (!requests.length) return [];
  const keys = new Map<string, number>();
  const asked: { q: string; types: string[] }[] = [];
  const index = requests.map((request) => {
    const q = tsQueryText(request.terms);
    const types = [...new Set(request.categories.map((category) => category.type))];
    const key = JSON.stringify([q, types]);
    let at = keys.get(key);
    if (at === undefined) {
      at = asked.length;
      keys.set(key, at);
      asked.push({ q, types });
    }
    return at;
  });
  const fits = await rows<{ i: number }>(
    db,
    sql`SELECT (a.i - 1)::int AS i
        FROM jsonb_array_elements(${JSON.stringify(asked)}::jsonb) WITH ORDINALITY AS a(v, i),
             listings l
        WHERE l.id = ${listingId}
          AND ((a.v->>'q' <> '' AND l.search @@ to_tsquery('english', a.v->>'q'))
               OR l.type IN (SELECT jsonb_array_elements_text(a.v->'types'))
               OR (a.v->>'q' = '' AND jsonb_array_length(a.v->'types') = 0))`,
  );
  const fitting = new Set(fits.map((row) => Number(row.i)));
  return index.map((at) => fitting.has(at));
}
