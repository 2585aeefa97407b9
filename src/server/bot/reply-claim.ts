/**
 * The claim on answering one inbound message, held in its row, so that across every process a
 * message is answered by one of them at a time and never twice. Each step is one statement:
 * PostgreSQL takes the row lock and re-reads the row, so of two processes claiming at once only
 * one gets it. Times are the database's, the one clock every process shares.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import { type MessageContent } from '@/server/bot/whatsapp/message-log';

/**
 * How long a claim holds without renewal. The holder renews it before each send and every third
 * of this while it works (a send with the sender's own retries may take about 35 s), so a live
 * holder never lets it lapse; a stopped one's claim lapses after this and the message is
 * answered by another process.
 */
export const REPLY_LEASE_SECONDS = 30;

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
): Promise<{ repliesSent: number; overLimit: boolean } | null> {
  const [row] = await rows<{ replies_sent: number | string; over_limit: boolean }>(
    db,
    sql`UPDATE messages SET status = 'answering', claimed_by = ${owner},
          claimed_until = ${until(leaseSeconds)}, updated_at = now()
        WHERE id = ${inboundId} AND direction = 'inbound'
          AND (status = 'received' OR (status = 'answering' AND claimed_until < now()))
        RETURNING replies_sent, over_limit`,
  );
  return row ? { repliesSent: Number(row.replies_sent), overLimit: row.over_limit } : null;
}

export interface ClaimedMessage {
  id: string;
  contact: string;
  wa_message_id: string;
  content: MessageContent;
  replies_sent: number | string;
  over_limit: boolean;
  /** When it was received (for the reply latency). */
  created_at: Date | string;
}

/**
 * Claims for `owner` the next message to answer, or returns null when none may be taken now.
 * The messages table is the queue: a sender's messages are answered one at a time in the order
 * they were stored (only a sender's oldest waiting message may be taken, and only when none of theirs
 * is being answered), and across senders the one served longest ago goes first, so a sender
 * with hundreds waiting gets one turn in the rotation like everyone else. SKIP LOCKED lets every
 * process claim at once; the status is checked again on the locked row, so a message is taken
 * by one of them only. A claim left by a stopped process is taken over once it lapses.
 *
 * The sender's contact row is locked with the message, and skipped the same way, so a claim
 * never waits while it holds a message. Storing a message locks the contact first and may then
 * wait on that message's row (the same WhatsApp id delivered to two processes at once): had the
 * claim waited for the contact after taking the message, the two would deadlock, and PostgreSQL
 * would fail one of them, the webhook's acknowledgement (a 500) or the claim. A sender skipped
 * because their contact row is busy is taken on the next wake: the store that held it wakes its
 * process's workers when it stored a message, and every process looks again every TICK_MS (5 s).
 */
export async function claimNext(
  db: Db,
  owner: string,
  options: { newerThan: Date; olderThan?: Date; leaseSeconds?: number },
): Promise<ClaimedMessage | null> {
  const older = options.olderThan ? sql`AND h.created_at < ${options.olderThan}` : sql``;
  const [row] = await rows<ClaimedMessage>(
    db,
    sql`WITH heads AS (
          SELECT DISTINCT ON (contact) id, contact, seq, created_at FROM messages
          WHERE direction = 'inbound' AND status IN ('received', 'answering')
            AND created_at > ${options.newerThan}
          ORDER BY contact, seq
        ), next AS (
          SELECT m.id FROM heads h
          JOIN messages m ON m.id = h.id
          JOIN contacts c ON c.phone_number = h.contact
          WHERE (m.status = 'received' OR (m.status = 'answering' AND m.claimed_until < now()))
            ${older}
          ORDER BY c.served_at NULLS FIRST, h.seq
          LIMIT 1
          FOR UPDATE OF m SKIP LOCKED
          FOR NO KEY UPDATE OF c SKIP LOCKED
        ), claimed AS (
          UPDATE messages SET status = 'answering', claimed_by = ${owner},
            claimed_until = ${until(options.leaseSeconds ?? REPLY_LEASE_SECONDS)}, updated_at = now()
          FROM next WHERE messages.id = next.id
          RETURNING messages.id, messages.contact, messages.wa_message_id, messages.content,
            messages.replies_sent, messages.over_limit, messages.created_at
        ), served AS (
          UPDATE contacts SET served_at = now()
          WHERE phone_number IN (SELECT contact FROM claimed)
        )
        SELECT * FROM claimed`,
  );
  return row ?? null;
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
