/**
 * The admin's listing totals from the counters the database keeps (migration 0900,
 * `listing_totals`: per status, updated by a trigger in the same transaction as every listing
 * change), not a count over the listings table on each request.
 */
import type { Db } from '@/server/db/client';
import { counterSums } from '@/server/db/rows';

export interface ListingTotals {
  listings: number;
  views: number;
  leads: number;
}

export function listingTotals(db: Db): Promise<ListingTotals> {
  return counterSums(db, 'listing_totals', ['listings', 'views', 'leads']);
}
