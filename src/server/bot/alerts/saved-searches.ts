/**
 * A buyer's saved searches: the search last offered as an alert ("Alert me" saves it), at most
 * MAX_SAVED_SEARCHES live ones per buyer, stopped one at a time or all at once. One buyer's
 * messages are answered one after another (runtime.ts), and the limit is checked in the same
 * statement that inserts, so it holds.
 */
import { sql } from 'drizzle-orm';
import type { Language } from '@/domain/language';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import { alertOffers } from '@/server/db/schema-alerts';
import type { SearchRequest } from '@/server/discovery/understanding/types';

export const MAX_SAVED_SEARCHES = 5;

export interface SavedSearch {
  id: string;
  query: string;
  request: SearchRequest;
  language: Language;
}

interface SearchRow {
  id: string;
  query: string;
  request: SearchRequest | string;
  language: string;
}

const toSaved = (row: SearchRow): SavedSearch => ({
  id: row.id,
  query: row.query,
  request:
    typeof row.request === 'string' ? (JSON.parse(row.request) as SearchRequest) : row.request,
  language: (['en', 'sn', 'nd'].includes(row.language) ? row.language : 'en') as Language,
});

/** Keeps the search just answered as the one "Alert me" would save. */
export async function rememberOffer(
  db: Db,
  phone: string,
  offer: { query: string; request: SearchRequest; language: Language },
  now: Date,
): Promise<void> {
  const row = {
    query: offer.query,
    request: offer.request,
    language: offer.language,
    offeredAt: now,
  };
  await db
    .insert(alertOffers)
    .values({ phoneNumber: phone, ...row })
    .onConflictDoUpdate({ target: alertOffers.phoneNumber, set: row });
}

export type SaveOutcome =
  | { saved: true; search: SavedSearch }
  | { saved: false; reason: 'no-search' | 'already' | 'full'; search?: SavedSearch };

/** Saves the search last offered, unless the same search is saved or the buyer has 5. */
export async function saveOfferedSearch(db: Db, phone: string, now: Date): Promise<SaveOutcome> {
  const [offer] = await rows<SearchRow>(
    db,
    sql`SELECT '' AS id, query, request, language FROM alert_offers WHERE phone_number = ${phone}`,
  );
  if (!offer) return { saved: false, reason: 'no-search' };
  const offered = toSaved(offer);
  const live = await liveSearches(db, phone);
  const same = live.find(
    (search) => JSON.stringify(search.request) === JSON.stringify(offered.request),
  );
  if (same) return { saved: false, reason: 'already', search: same };
  const [row] = await rows<SearchRow>(
    db,
    sql`INSERT INTO saved_searches (phone_number, query, request, language, created_at)
        SELECT ${phone}, ${offered.query}, ${JSON.stringify(offered.request)}::jsonb,
               ${offered.language}, ${now}
        WHERE (SELECT count(*) FROM saved_searches
               WHERE phone_number = ${phone} AND stopped_at IS NULL) < ${MAX_SAVED_SEARCHES}
        RETURNING id, query, request, language`,
  );
  if (!row) return { saved: false, reason: 'full' };
  return { saved: true, search: toSaved(row) };
}

/** The buyer's live saved searches, oldest first. */
export async function liveSearches(db: Db, phone: string): Promise<SavedSearch[]> {
  const found = await rows<SearchRow>(
    db,
    sql`SELECT id, query, request, language FROM saved_searches
        WHERE phone_number = ${phone} AND stopped_at IS NULL ORDER BY created_at, id`,
  );
  return found.map(toSaved);
}

/** Stops one of the buyer's searches; null when it is not theirs or was stopped already. */
export async function stopSearch(
  db: Db,
  phone: string,
  id: string,
  now: Date,
): Promise<SavedSearch | null> {
  const [row] = await rows<SearchRow>(
    db,
    sql`UPDATE saved_searches SET stopped_at = ${now}
        WHERE id = ${id} AND phone_number = ${phone} AND stopped_at IS NULL
        RETURNING id, query, request, language`,
  );
  if (!row) return null;
  await dropUnsent(db, phone, sql`AND saved_search_id = ${id}`);
  return toSaved(row);
}

/** Stops every search of the buyer; how many were live. */
export async function stopAllSearches(db: Db, phone: string, now: Date): Promise<number> {
  const stopped = await rows<{ id: string }>(
    db,
    sql`UPDATE saved_searches SET stopped_at = ${now}
        WHERE phone_number = ${phone} AND stopped_at IS NULL RETURNING id`,
  );
  await dropUnsent(db, phone, sql``);
  return stopped.length;
}

/** A stopped search's alerts not yet sent are never sent. */
async function dropUnsent(db: Db, phone: string, which: ReturnType<typeof sql>) {
  await db.execute(
    sql`UPDATE alerts SET state = 'dropped'
        WHERE phone_number = ${phone} AND state IN ('due', 'waiting') ${which}`,
  );
}
