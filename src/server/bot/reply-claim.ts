/**
 * The claim on answering one inbound message, held in its row, so that across every process a
 * message is answered by one of them at a time and never twice. Each step is one statement:
 * PostgreSQL takes the row lock and re-reads the row, so of two processes claiming at once only
 * one gets it. Times are the database's, the one clock every process shares.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from './store';

/**
 * How long a claim holds without renewal. The holder renews it before each send, and one send
 * with the sender's own retries takes at most about 35 s, so a live holder never lets it lapse;
 * a stopped one's claim lapses after this and the message is answered by another process.
 */
export const REPLY_LEASE_SECONDS = 120;

const until = (leaseSeconds: number) =>
  sql`now() + make_interval(secs => ${leaseSeconds}::double precision)`;

/**
 * Claims the answer for `owner`: a message still waiting, or one whose claim lapsed. Returns how
 * many replies were sent under an earlier claim, or null when the message is answered already or
 * held by another process.
 */
export async function claimReply(
  db: Db,
  inboundId: string,
  owner: string,
  leaseSeconds = REPLY_LEASE_SECONDS,
): Promise<{ repliesSent: number } | null> {
  const [row] = await rows<{ replies_sent: number | string }>(
    db,
    sql`UPDATE messages SET status = 'answering', claimed_by = ${owner},
          claimed_until = ${until(leaseSeconds)}, updated_at = now()
        WHERE id = ${inboundId} AND direction = 'inbound'
          AND (status = 'received' OR (status = 'answering' AND claimed_until < now()))
        RETURNING replies_sent`,
  );
  return row ? { repliesSent: Number(row.replies_sent) } : null;
}

/** Extends the claim before a send; false when it is no longer `owner`'s (taken over, finished). */
export async function renewClaim(
  db: Db,
  inboundId: string,
  owner: string,
  leaseSeconds = REPLY_LEASE_SECONDS,
): Promise<boolean> {
  const renewed = await rows<{ id: string }>(
    db,
    sql`UPDATE messages SET claimed_until = ${until(leaseSeconds)}
        WHERE id = ${inboundId} AND claimed_by = ${owner} AND status = 'answering'
        RETURNING id`,
  );
  return renewed.length > 0;
}

/** Counts a reply that went out under `owner`'s claim. */
export async function noteReplySent(db: Db, inboundId: string, owner: string): Promise<void> {
  await db.execute(
    sql`UPDATE messages SET replies_sent = replies_sent + 1
        WHERE id = ${inboundId} AND claimed_by = ${owner} AND status = 'answering'`,
  );
}

/** Ends `owner`'s claim with the outcome: answered ('handled') or given up ('failed'). */
export async function finishReply(
  db: Db,
  inboundId: string,
  owner: string,
  status: 'handled' | 'failed',
): Promise<void> {
  await db.execute(
    sql`UPDATE messages SET status = ${status}, claimed_until = NULL, updated_at = now()
        WHERE id = ${inboundId} AND claimed_by = ${owner} AND status = 'answering'`,
  );
}
