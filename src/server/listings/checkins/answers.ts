/**
 * Reading a seller's check-ins for their answers: which are still waiting, and taking one
 * answer once (a double tap, or two processes, answers once).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import { COUNTS_BEFORE, checkinOfRow, type CheckinRow, type ClaimedCheckin } from './store';

export interface CheckinOfPhone {
  id: string;
  state: string;
  listingId: string;
  sellerId: string;
  title: string;
  /** The listing is live and not confirmed since this check-in's round began. */
  open: boolean;
  /** The marketplace paused the listing for this check-in and it is still so paused. */
  autoPaused: boolean;
}

/** A check-in, only when it belongs to the seller with this phone. */
export async function checkinOfPhone(
  db: Db,
  checkinId: string,
  phone: string,
): Promise<CheckinOfPhone | null> {
  const [row] = await rows<{
    id: string;
    state: string;
    listing_id: string;
    seller_id: string;
    title: string;
    open: boolean;
    auto_paused: boolean;
  }>(
    db,
    sql`SELECT c.id, c.state, c.listing_id, c.seller_id, l.title,
          (l.status = 'active' AND l.moderation_state IS NULL AND l.confirmed_at = c.round_at) AS open,
          (c.state = 'paused' AND l.status = 'paused' AND l.paused_reason = 'not_confirmed') AS auto_paused
        FROM listing_checkins c
        JOIN listings l ON l.id = c.listing_id
        JOIN users u ON u.id = c.seller_id
        WHERE c.id = ${checkinId} AND u.phone = ${phone}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    state: row.state,
    listingId: row.listing_id,
    sellerId: row.seller_id,
    title: row.title,
    open: Boolean(row.open),
    autoPaused: Boolean(row.auto_paused),
  };
}

/** Takes the answer once; false when it was answered (or closed) already. */
export async function takeAnswer(
  db: Db,
  checkinId: string,
  answer: string,
  now: Date,
): Promise<boolean> {
  const taken = await rows<{ id: string }>(
    db,
    sql`UPDATE listing_checkins SET state = 'answered', answer = ${answer}, answered_at = ${now},
          claimed_until = NULL
        WHERE id = ${checkinId} AND state IN ('asked', 'failed', 'paused', 'sending')
        RETURNING id`,
  );
  return taken.length > 0;
}

/** The seller's check-ins that were asked and still wait for an answer, by title. */
export async function waitingCheckins(db: Db, sellerId: string): Promise<ClaimedCheckin[]> {
  const found = await rows<CheckinRow>(
    db,
    sql`SELECT c.id, c.listing_id, u.phone, l.title, l.views, l.leads, ${COUNTS_BEFORE}
        FROM listing_checkins c
        JOIN listings l ON l.id = c.listing_id
        JOIN users u ON u.id = c.seller_id
        WHERE c.seller_id = ${sellerId} AND c.state IN ('asked', 'failed')
          AND l.status = 'active' AND l.moderation_state IS NULL AND l.confirmed_at = c.round_at
        ORDER BY l.title, c.id LIMIT 10`,
  );
  return found.map((row) => checkinOfRow(row, sellerId));
}

/** The seller's listings the marketplace paused for an unanswered check-in, still so paused. */
export async function autoPausedCheckins(db: Db, sellerId: string): Promise<ClaimedCheckin[]> {
  const found = await rows<{ id: string; listing_id: string; phone: string; title: string }>(
    db,
    sql`SELECT c.id, c.listing_id, u.phone, l.title
        FROM listing_checkins c
        JOIN listings l ON l.id = c.listing_id
        JOIN users u ON u.id = c.seller_id
        WHERE c.seller_id = ${sellerId} AND c.state = 'paused' AND l.status = 'paused'
          AND l.paused_reason = 'not_confirmed'
        ORDER BY l.title, c.id LIMIT 10`,
  );
  return found.map((row) =>
    checkinOfRow({ ...row, views: 0, leads: 0, views_before: null, leads_before: null }, sellerId),
  );
}
