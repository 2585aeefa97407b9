/**
 * A listing's life as its seller steers it, in one place for every door it can come through (the
 * app's API, the bot's check-ins and "SOLD" replies): the status and when the listing was last
 * confirmed as still on offer.
 *
 * - Any status change clears the marketplace's pause reason (paused_reason); the marketplace's own
 *   pause (no answer to a check-in) passes `reason`.
 * - Becoming active again (reactivation) confirms the listing, and offers it to buyers again:
 *   their saved searches are matched against it (listingOffered, after the change is stored).
 * - Every change drops the listing's cached reads (fresh-reads.ts) once it is stored.
 *
 * Every door (the app's routes, the bot's "SOLD" and check-in answers, the check-in pause) goes
 * through commands.ts, which also schedules the next check-in.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ListingStatus, PausedReason } from '@/domain/listing-status';
import type { Db } from '@/server/db/client';
import { listings } from '@/server/db/schema';
import type { JobQueue } from '@/server/jobs/queue';
import { listingChanged } from './fresh-reads';
import { listingColumnsForRead, type ListingReadRow } from './listing-json';
import { listingOffered } from './offered';

export interface StatusChange {
  sellerId: string;
  listingId: string;
  status: ListingStatus;
  now: Date;
  /** Only for the marketplace's own pause. */
  reason?: PausedReason;
  /**
   * The shared job queue, where an activation queues the buyers' alert matching (every door
   * passes it; undefined only where there is no queue, as in some tests).
   */
  jobs: JobQueue | undefined;
}

/**
 * Sets a listing's status for its seller; null when the listing is not theirs (or gone).
 * Setting the status it already has succeeds and changes nothing else (a retried request).
 */
export async function setListingStatus(
  db: Db,
  change: StatusChange,
): Promise<ListingReadRow | null> {
  const { sellerId, listingId, status, now } = change;
  const reason = status === 'paused' ? (change.reason ?? null) : null;
  const [row] = await db
    .update(listings)
    .set({
      status,
      pausedReason: sql`CASE WHEN ${listings.status} = ${status} AND ${reason}::text IS NULL
                              THEN ${listings.pausedReason} ELSE ${reason}::text END`,
      // Reactivated: the seller has just said it is on offer.
      confirmedAt: sql`CASE WHEN ${status} = 'active' AND ${listings.status} <> 'active'
                            THEN ${now}::timestamptz ELSE ${listings.confirmedAt} END`,
      updatedAt: now,
    })
    .where(and(eq(listings.id, listingId), eq(listings.sellerId, sellerId)))
    .returning(listingColumnsForRead);
  if (!row) return null;
  listingChanged(db, sellerId, listingId);
  if (status === 'active') await listingOffered(change.jobs, listingId);
  return row;
}

/** The seller says the listing is still on offer; null when it is not theirs (or gone). */
export async function confirmListing(
  db: Db,
  input: { sellerId: string; listingId: string; now: Date },
): Promise<ListingReadRow | null> {
  const [row] = await db
    .update(listings)
    .set({ confirmedAt: input.now })
    .where(and(eq(listings.id, input.listingId), eq(listings.sellerId, input.sellerId)))
    .returning(listingColumnsForRead);
  if (row) listingChanged(db, input.sellerId, input.listingId);
  return row ?? null;
}
