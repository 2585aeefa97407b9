/**
 * Ending a listing's open check-ins from any door (the app's confirm, the seller's "stop
 * reminders"): answered ones count as answered in the admin stats, and none of them can pause
 * the listing any more.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { counterSums } from '@/server/db/rows';
import { listingsOfSellerChanged } from '@/server/listings/fresh-reads';

/**
 * The seller's check-ins of this listing end (confirmed, sold or paused in the app, or
 * reminders stopped): none of them can pause it any more.
 */
export async function closeCheckins(
  db: Db,
  where: { listingId: string } | { sellerId: string },
  now: Date,
  /** The answer it counts as ('available' from the app's confirm); null: closed unanswered. */
  answer: string | null,
): Promise<void> {
  const scope =
    'listingId' in where
      ? sql`listing_id = ${where.listingId}`
      : sql`seller_id = ${where.sellerId}`;
  if (answer !== null) {
    await db.execute(
      sql`UPDATE listing_checkins SET state = 'answered', answer = ${answer}, answered_at = ${now}
          WHERE ${scope} AND state IN ('asked', 'failed')`,
    );
  }
  await db.execute(
    sql`UPDATE listing_checkins SET state = 'closed'
        WHERE ${scope} AND state IN ('due', 'sending', 'asked', 'failed')`,
  );
  if ('sellerId' in where) {
    // Reminders stopped: no listing of theirs waits on an answer any more.
    await db.execute(
      sql`UPDATE listings SET checkin_asked_at = NULL WHERE seller_id = ${where.sellerId}`,
    );
    await listingsOfSellerChanged(db, where.sellerId);
  }
}

/** Reminders back on: the seller's rounds closed meanwhile are due again now. */
export async function reopenCheckins(db: Db, sellerId: string, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE listing_checkins c SET state = 'due', due_at = ${now}, claimed_by = NULL,
          claimed_until = NULL
        FROM listings l
        WHERE c.listing_id = l.id AND c.seller_id = ${sellerId} AND c.state = 'closed'
          AND l.status = 'active' AND l.moderation_state IS NULL AND l.confirmed_at = c.round_at`,
  );
}

/**
 * For the admin stats: check-ins sent (asked), answered, and listings the marketplace paused, from
 * the counters the database keeps (migration 0960, `checkin_totals`, moved by triggers in the same
 * transaction as every check-in change), not a count over the check-ins on each request.
 */
export async function checkinCounts(
  db: Db,
): Promise<{ sent: number; answered: number; autoPaused: number }> {
  const { sent, answered, paused } = await counterSums(db, 'checkin_totals', [
    'sent',
    'answered',
    'paused',
  ]);
  return { sent, answered, autoPaused: paused };
}
