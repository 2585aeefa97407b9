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
export const REPLY_LEASE_SECONDS = 15;

/**
 * How many times a message's answer is taken up before it is given up: a failure on our side (an
 * exception, the database or the object store away) is tried again after a pause, and so is a
 * message whose process stopped mid-answer. Past this the person is told, in their language,
 * that something went wrong on our side (answer.ts).
 */
export const ANSWER_MAX_ATTEMPTS = 6;

/** The pause before the next try after try `attempt` failed: 5, 10, 20, 40, 60 s (about 2¼ min in all). */
export const answerRetryDelaySeconds = (attempt: number): number =>
  Math.min(60, 5 * 2 ** Math.max(0, attempt - 1));

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
): Promise<{ repliesSent: number; overLimit: boolean; attempts: number } | null> {
  const [row] = await rows<{
    replies_sent: number | string;
    over_limit: boolean;
    attempts: number | string;
  }>(
    db,
    sql`UPDATE messages SET status = 'answering', claimed_by = ${owner},
          claimed_until = ${until(leaseSeconds)}, attempts = attempts + 1, updated_at = now()
        WHERE id = ${inboundId} AND direction = 'inbound'
          AND (status = 'received' OR (status = 'answering' AND claimed_until < now()))
        RETURNING replies_sent, over_limit, attempts`,
  );
  return row
    ? {
        repliesSent: Number(row.replies_sent),
        overLimit: row.over_limit,
        attempts: Number(row.attempts),
      }
    : null;
}

export interface ClaimedMessage {
  id: string;
  contact: string;
  wa_message_id: string;
  content: MessageContent;
  replies_sent: number | string;
  over_limit: boolean;
  /** How many times its answer was taken up, this time included. */
  attempts: number | string;
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
 * by one of them only. A claim left by a stopped process is taken over once it lapses, and so
 * is a message whose answer failed once its pause before the next try (`retryLater`) is over.
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
            claimed_until = ${until(options.leaseSeconds ?? REPLY_LEASE_SECONDS)},
            attempts = messages.attempts + 1, updated_at = now()
          FROM next WHERE messages.id = next.id
          RETURNING messages.id, messages.contact, messages.wa_message_id, messages.content,
            messages.replies_sent, messages.over_limit, messages.attempts, messages.created_at
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

/**
 * Lets go of `owner`'s claim after a failure on our side, to be tried again in `delaySeconds`:
 * the message stays at the head of its sender's queue (their later messages wait behind it, so
 * the conversation keeps its order) and any process takes it once the pause is over.
 */
export async function retryLater(
  db: Db,
  inboundId: string,
  owner: string,
  delaySeconds: number,
): Promise<void> {
  await db.execute(
    sql`UPDATE messages SET claimed_by = NULL, claimed_until = ${until(delaySeconds)},
          updated_at = now()
        WHERE id = ${inboundId} AND claimed_by = ${owner} AND status = 'answering'`,
  );
}

/** The idempotency key of the reply at `index` (from 0) in the answer to an inbound message. */
export const replyKey = (inboundId: string, index: number | 'fault'): string =>
  `${inboundId}:${index}`;
