/**
 * Reads of listings that more than one resource needs (the seller's dashboard, the listings
 * routes, the admin views), so handlers never import each other.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/auth/rate-limit';
import type { Db } from '@/server/db/client';
import { listings } from '@/server/db/schema';
import { isValidId } from '@/server/http/validate';
import { listingColumnsForRead } from './listing-json';

/** A listing by id; undefined for an id that cannot name one. */
export async function findListing(db: Db, id: string) {
  if (!isValidId(id)) return undefined;
  const [row] = await db.select(listingColumnsForRead).from(listings).where(eq(listings.id, id));
  return row;
}

/** A listing by id, read inside a transaction (after the screening changed it). */
export async function findListingIn(tx: Executor, id: string) {
  const [row] = await tx.select(listingColumnsForRead).from(listings).where(eq(listings.id, id));
  return row;
}

/**
 * A seller's totals: listings (and how many are active: offered to buyers, so neither held for
 * review nor hidden by the marketplace), views and buyer chats.
 */
export async function sellerStats(db: Db, sellerId: string) {
  const [row] = await db
    .select({
      totalListings: sql<number>`count(*)::int`,
      totalViews: sql<number>`coalesce(sum(${listings.views}), 0)::int`,
      activeListings: sql<number>`(count(*) FILTER (WHERE ${listings.status} = 'active' AND ${listings.moderationState} IS NULL))::int`,
      totalLeads: sql<number>`coalesce(sum(${listings.leads}), 0)::int`,
    })
    .from(listings)
    .where(eq(listings.sellerId, sellerId));
  return {
    totalListings: row?.totalListings ?? 0,
    totalViews: row?.totalViews ?? 0,
    activeListings: row?.activeListings ?? 0,
    totalLeads: row?.totalLeads ?? 0,
  };
}
