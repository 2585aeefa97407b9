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

/** Returns the buyers who have a new alert. */
export async function matchListing(db: Db, listingId: string, now: Date): Promise<string[]> {
  const [listing] = await rows<{ id: string }>(
    db,
    sql`SELECT l.id FROM listings l WHERE l.id = ${listingId} AND ${OFFERED_TO_BUYERS}`,
  );
  if (!listing) return [];
  // A search for another town cannot name it as asked: left out before any search runs.
  const searches = await rows<{
    id: string;
    phone_number: string;
    request: SearchRequest | string;
  }>(
    db,
    sql`SELECT s.id, s.phone_number, s.request FROM saved_searches s, listings l
        JOIN users u ON u.id = l.seller_id
        WHERE l.id = ${listingId} AND s.stopped_at IS NULL AND s.phone_number <> u.phone
          AND (s.request->>'city' IS NULL
               OR s.request->>'city' = lower(replace(l.city, ' ', '_'))
               OR s.request->>'city' = lower(replace(coalesce(l.town, ''), ' ', '_')))
          AND NOT EXISTS (SELECT 1 FROM alerts a
                          WHERE a.phone_number = s.phone_number AND a.listing_id = l.id)
        ORDER BY s.created_at, s.id`,
  );
  const parsed = searches.map((search) => ({
    ...search,
    request:
      typeof search.request === 'string'
        ? (JSON.parse(search.request) as SearchRequest)
        : search.request,
  }));
  const possible = await couldName(
    db,
    listingId,
    parsed.map((search) => search.request),
  );
  // Many buyers save the same search: it is run once for all of them.
  const offers = new Map<string, Promise<boolean>>();
  // Each buyer's first search (in the order saved) that names it; their alerts in one insert.
  const chosen = new Map<string, string>();
  for (const [i, search] of parsed.entries()) {
    if (chosen.has(search.phone_number) || !possible[i]) continue;
    const key = JSON.stringify(search.request);
    let offered = offers.get(key);
    if (!offered) {
      offered = searchOffers(db, search.request, listingId);
      offers.set(key, offered);
    }
    if (await offered) chosen.set(search.phone_number, search.id);
  }
  if (!chosen.size) return [];
  const inserted = await rows<{ phone_number: string }>(
    db,
    sql`INSERT INTO alerts (phone_number, listing_id, saved_search_id, matched_at, not_before)
        SELECT c.key, ${listingId}, c.value, ${now}, ${now}
        FROM jsonb_each_text(${JSON.stringify(Object.fromEntries(chosen))}::jsonb) AS c
        ORDER BY c.key
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
