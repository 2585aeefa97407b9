/**
 * The admin's listing totals from the counters the database keeps (migration 0900,
 * `listing_totals`: per status, updated by a trigger in the same transaction as every listing
 * change), not a count over the listings table on each request.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';

export interface ListingTotals {
  listings: number;
  views: number;
  leads: number;
}

export async function listingTotals(db: Db): Promise<ListingTotals> {
  const [row] = await rows<{ listings: number; views: number; leads: number }>(
    db,
    sql`SELECT coalesce(sum(listings), 0)::int AS listings, coalesce(sum(views), 0)::int AS views,
               coalesce(sum(leads), 0)::int AS leads
        FROM listing_totals`,
  );
  return {
    listings: Number(row?.listings ?? 0),
    views: Number(row?.views ?? 0),
    leads: Number(row?.leads ?? 0),
  };
}
