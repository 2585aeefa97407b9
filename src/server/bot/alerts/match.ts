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
  const alerted = new Set<string>();
  for (const search of searches) {
    if (alerted.has(search.phone_number)) continue;
    const request =
      typeof search.request === 'string'
        ? (JSON.parse(search.request) as SearchRequest)
        : search.request;
    if (!(await searchOffers(db, request, listingId))) continue;
    const inserted = await rows<{ id: string }>(
      db,
      sql`INSERT INTO alerts (phone_number, listing_id, saved_search_id, matched_at, not_before)
          VALUES (${search.phone_number}, ${listingId}, ${search.id}, ${now}, ${now})
          ON CONFLICT (phone_number, listing_id) DO NOTHING RETURNING id`,
    );
    if (inserted.length) alerted.add(search.phone_number);
  }
  return [...alerted];
}
