/**
 * Check-in rows (migration 0420): one per listing and confirmation (`round_at`), made when the
 * round falls due, claimed once across processes before anything is sent, and closed by the
 * seller's answer, a pause, or a later confirmation.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import { listingChangedById } from '@/server/listings/fresh-reads';
import { consentStands, mayMessage } from '@/server/consents/consents';

/** A round waiting to be sent: due, or claimed by a sender whose lease lapsed. */
const TAKEABLE = (now: Date) =>
  sql`(state = 'due' OR (state = 'sending' AND claimed_until < ${now}::timestamptz))`;

/** Check-ins are utility messages about the seller's own listings. */
export const CHECKIN_CATEGORY = 'utility';

/** The seller (users u) may be sent check-ins: no STOP, and their consent stands. */
const OPTED_IN = consentStands(sql`u.phone`, CHECKIN_CATEGORY);

/** How long a claim on sending a seller's check-ins holds (a crashed sender's lapses). */
export const CHECKIN_CLAIM_SECONDS = 120;
/** Most listings one check-in message carries (a WhatsApp list holds 10 rows). */
export const CHECKIN_MAX_PER_MESSAGE = 10;
/** An unsent check-in (outside the window, no template) is tried again this much later. */
export const CHECKIN_RETRY_MS = 60 * 60_000;

export interface ClaimedCheckin {
  id: string;
  listingId: string;
  sellerId: string;
  phone: string;
  title: string;
  views: number;
  leads: number;
  /** The counts at the previous check-in of this listing; null when there was none. */
  viewsBefore: number | null;
  leadsBefore: number | null;
}

/** A check-in as read with its listing `l` and seller `u`, before it is a ClaimedCheckin. */
export interface CheckinRow {
  id: string;
  listing_id: string;
  phone: string;
  title: string;
  views: number;
  leads: number;
  views_before: number | null;
  leads_before: number | null;
}

/** The listing's counts at its previous check-in (before `c`): views_before, leads_before. */
export const COUNTS_BEFORE = sql`(SELECT p.views_at FROM listing_checkins p WHERE p.listing_id = c.listing_id
             AND p.asked_at IS NOT NULL AND p.id <> c.id ORDER BY p.asked_at DESC LIMIT 1) AS views_before,
          (SELECT p.leads_at FROM listing_checkins p WHERE p.listing_id = c.listing_id
             AND p.asked_at IS NOT NULL AND p.id <> c.id ORDER BY p.asked_at DESC LIMIT 1) AS leads_before`;

/** A row read with COUNTS_BEFORE as the check-in it is. */
export const checkinOfRow = (row: CheckinRow, sellerId: string): ClaimedCheckin => ({
  id: row.id,
  listingId: row.listing_id,
  sellerId,
  phone: row.phone,
  title: row.title,
  views: Number(row.views),
  leads: Number(row.leads),
  viewsBefore: row.views_before === null ? null : Number(row.views_before),
  leadsBefore: row.leads_before === null ? null : Number(row.leads_before),
});

/** A listing is offered to buyers (and so checked) while active and not held or hidden. */
const LIVE = sql`l.status = 'active' AND l.moderation_state IS NULL`;

/**
 * Makes the rows of rounds that fell due by `now` (CHECKIN_AFTER past confirmed_at) for live
 * listings of sellers who did not stop reminders; `sellerId` limits it to one seller.
 */
export async function openDueRounds(
  db: Db,
  now: Date,
  afterMs: number,
  sellerId?: string,
): Promise<number> {
  const found = await rows<{ id: string }>(
    db,
    sql`INSERT INTO listing_checkins (listing_id, seller_id, round_at, due_at)
        SELECT l.id, l.seller_id, l.confirmed_at, l.confirmed_at + ${afterMs} * interval '1 millisecond'
        FROM listings l JOIN users u ON u.id = l.seller_id
        WHERE ${LIVE} AND u.checkins_stopped_at IS NULL AND u.suspended_at IS NULL
          AND ${OPTED_IN}
          AND l.confirmed_at <= ${now}::timestamptz - ${afterMs} * interval '1 millisecond'
          ${sellerId ? sql`AND l.seller_id = ${sellerId}` : sql``}
        ON CONFLICT (listing_id, round_at) DO NOTHING
        RETURNING id`,
  );
  return found.length;
}

/**
 * Sellers with due check-ins (or lapsed claims), the longest waiting first. Read from the head of
 * the due index (listing_checkins_due_idx, in due_at order), the first `limit` × 20 rows: a
 * marketplace with a backlog (228,000 due at 500,000 listings) is not read and grouped whole
 * every minute (165 ms, beside buyers' answers), and a seller with many due, being one message
 * of at most ten, leaves room for others. Fewer than `limit` sellers may come back; the next
 * sweep reads on.
 */
export async function sellersDue(db: Db, now: Date, limit = 50): Promise<string[]> {
  const found = await rows<{ seller_id: string }>(
    db,
    sql`SELECT seller_id FROM (
          SELECT seller_id, due_at FROM listing_checkins
          WHERE state IN ('due', 'sending') AND due_at <= ${now}::timestamptz
            AND (state = 'due' OR claimed_until < ${now}::timestamptz)
          ORDER BY due_at LIMIT ${limit * 20}) AS head
        GROUP BY seller_id ORDER BY min(due_at) LIMIT ${limit}`,
  );
  return found.map((row) => row.seller_id);
}

/**
 * Claims a seller's due check-ins in one UPDATE ... RETURNING, so of two processes only one
 * gets each row (and sends its message). Rounds whose listing is no longer live, or was
 * confirmed since, are closed on the way instead. Both statements lock the seller's rows in
 * one order (due_at, id) and wait rather than skip: a second claim finds them taken and gets
 * none, instead of splitting one message's check-ins into two, and the two never deadlock.
 */
export async function claimSellerCheckins(
  outer: Db,
  sellerId: string,
  owner: string,
  now: Date,
): Promise<ClaimedCheckin[]> {
  // In one transaction with the seller's consent (consents.ts): without it nothing is claimed,
  // and what was due is closed, never asked and so never a pause.
  return outer.transaction(async (db: Db) => {
    const [seller] = await rows<{ phone: string }>(
      db,
      sql`SELECT phone FROM users WHERE id = ${sellerId}`,
    );
    if (!seller || (await mayMessage(db, seller.phone, CHECKIN_CATEGORY)) !== 'yes') {
      await db.execute(
        sql`UPDATE listing_checkins SET state = 'closed'
            WHERE id IN (SELECT id FROM listing_checkins
                         WHERE seller_id = ${sellerId} AND ${TAKEABLE(now)}
                         ORDER BY due_at, id FOR UPDATE)
              AND ${TAKEABLE(now)}`,
      );
      return [];
    }
    return claimConsented(db, sellerId, owner, now);
  });
}

async function claimConsented(
  db: Db,
  sellerId: string,
  owner: string,
  now: Date,
): Promise<ClaimedCheckin[]> {
  await db.execute(
    sql`UPDATE listing_checkins c SET state = 'closed'
        WHERE c.id IN (SELECT c.id FROM listing_checkins c JOIN listings l ON l.id = c.listing_id
                       WHERE c.seller_id = ${sellerId} AND c.state IN ('due', 'sending')
                         AND (NOT (${LIVE}) OR l.confirmed_at <> c.round_at)
                       ORDER BY c.due_at, c.id
                       FOR UPDATE OF c)
          AND c.state IN ('due', 'sending')`,
  );
  const claimed = await rows<CheckinRow & { seller_id: string }>(
    db,
    sql`WITH picked AS (
          SELECT c.id FROM listing_checkins c JOIN users u ON u.id = c.seller_id
          WHERE c.seller_id = ${sellerId} AND u.checkins_stopped_at IS NULL AND ${OPTED_IN}
            AND ((c.state = 'due' AND c.due_at <= ${now}::timestamptz)
              OR (c.state = 'sending' AND c.claimed_until < ${now}::timestamptz))
          ORDER BY c.due_at, c.id LIMIT ${CHECKIN_MAX_PER_MESSAGE}
          FOR UPDATE OF c
        )
        UPDATE listing_checkins c SET state = 'sending', claimed_by = ${owner},
          claimed_until = ${now}::timestamptz + ${CHECKIN_CLAIM_SECONDS} * interval '1 second'
        FROM picked, listings l, users u
        WHERE c.id = picked.id AND l.id = c.listing_id AND u.id = c.seller_id
        RETURNING c.id, c.listing_id, c.seller_id, u.phone, l.title, l.views, l.leads,
          ${COUNTS_BEFORE}`,
  );
  return claimed
    .map((row) => checkinOfRow(row, row.seller_id))
    .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

/** The claimed check-ins went out: asked now, with the counts they showed. */
export async function markAsked(
  db: Db,
  claimed: ClaimedCheckin[],
  input: { owner: string; now: Date; via: string; messageId: string; failed: boolean },
): Promise<void> {
  for (const checkin of claimed) {
    await db.execute(
      sql`UPDATE listing_checkins SET state = ${input.failed ? 'failed' : 'asked'},
            asked_at = ${input.now}, via = ${input.via}, message_id = ${input.messageId},
            views_at = ${checkin.views}, leads_at = ${checkin.leads}, claimed_until = NULL
          WHERE id = ${checkin.id} AND claimed_by = ${input.owner} AND state = 'sending'`,
    );
    if (!input.failed) {
      await db.execute(
        sql`UPDATE listings SET checkin_asked_at = ${input.now} WHERE id = ${checkin.listingId}`,
      );
      // The app offers "Still available? Confirm" on it from now on.
      await listingChangedById(db, checkin.listingId);
    }
  }
}

/** Nothing could be sent (outside the window, no template): due again later, never paused. */
export async function markUnsent(
  db: Db,
  claimed: ClaimedCheckin[],
  owner: string,
  retryAt: Date,
): Promise<void> {
  const ids = claimed.map((c) => c.id);
  if (!ids.length) return;
  await db.execute(
    sql`UPDATE listing_checkins SET state = 'due', due_at = ${retryAt}, claimed_by = NULL,
          claimed_until = NULL
        WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND claimed_by = ${owner} AND state = 'sending'`,
  );
}
