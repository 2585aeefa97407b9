/**
 * Whether a saved search names a listing: the bot's own search (search.ts), run for the saved
 * request now, answers with the listing as asked, without loosening anything (no wider price,
 * no nearby town, no wider category). So an alert never names a listing the bot would not show
 * for that search, and a listing the bot would show only as "a little over your price" or "in a
 * nearby town" does not start a message to the buyer. A copy of an ad the search already
 * showed (the same seller's words or photo, moderation/same-ad.ts) starts none either.
 */
import type { Db } from '@/server/db/client';
import type { SearchRequest } from '@/server/discovery/understanding/types';
import { searchListings } from './search';

export async function searchOffers(
  db: Db,
  request: SearchRequest,
  listingId: string,
): Promise<boolean> {
  const outcome = await searchListings(db, request);
  return (
    outcome.relaxed.length === 0 &&
    outcome.results.some((row) => row.id === listingId) &&
    !outcome.repeats?.includes(listingId)
  );
}
