/**
 * The WhatsApp message log: each contact's conversation, Meta's message ids handled once, each
 * sender's limit, send results, receipts and the recovery's reads. Plain SQL (Drizzle's `sql`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { MessageCategory } from '@/server/consents/consents';
import { rows } from '@/server/db/rows';
import type { OutboundMessage } from '@/server/bot/outbound';
import { plainText } from '@/server/bot/outbound';
import { isRetryable, REACHED_STATUSES } from './retry-policy';
import type { SendResult } from './sender';
import type { InboundMedia, SharedLocation } from './webhook-payload';
import type { CloudApiError } from './webhook-schemas';

/** What the admin conversation shows: `text` and `imageUrl`, plus what the bot needs to replay. */
export interface MessageContent {
  text?: string;
  imageUrl?: string;
  replyId?: string;
  replyTo?: string;
  kind?: OutboundMessage['kind'];
  rows?: { id: string; title: string; description?: string }[];
  /** The whole outbound message, so a failed send can be tried again as it was. */
  message?: OutboundMessage;
  /** A location the person shared, or that they opened the chat (request_welcome). */
  location?: SharedLocation;
  welcome?: boolean;
  /** A message type the bot cannot read: `text` names it ('[sticker]'), nobody typed it. */
  unsupported?: true;
  /** A photo, video, sticker, document or voice note the person sent (by Meta's media id). */
  media?: InboundMedia;
  /** A stand-in for sign-in material sent, or a received code masked: neither is kept. */
  redacted?: true;
  /** Sent by the bot unasked (an alert, a check-in), not as an answer to a message. */
  initiated?: true;
}

export function contentOf(message: OutboundMessage): MessageContent {
  switch (message.kind) {
    case 'image':
      return message.caption
        ? { kind: 'image', imageUrl: message.imageUrl, text: message.caption, message }
        : { kind: 'image', imageUrl: message.imageUrl, message };
    case 'list':
      return { kind: 'list', text: plainText(message), rows: message.rows, message };
    case 'buttons':
    case 'template':
    case 'carousel':
    case 'location_request':
      return { kind: message.kind, text: plainText(message), message };
    case 'text':
      // A secret is never stored: the conversation says it was sent, and a failed send of it is
      // not retried (the seller sends Login again; the link would have expired anyway).
      if (message.redactedAs) return { kind: 'text', text: message.redactedAs, redacted: true };
      return { kind: 'text', text: message.text, message };
  }
}

/** How many messages one sender may send in a window before the bot stops answering. */
export interface SenderLimit {
  messages: number;
  windowSeconds: number;
}

/** A stored message is answered, answered 'slow down' (first over the limit), or not answered. */
export type InboundVerdict = 'answer' | 'notice' | 'silent';

/**
 * Stores an inbound message unless its WhatsApp id was stored before. Returns the new row's id,
 * or null for a repeat delivery (Meta retries until it sees a 200, and may deliver twice).
 * The contact's count and last-message time move only for a message that is new.
 */
export async function recordInbound(
  db: Db,
  input: { phone: string; waMessageId: string; content: MessageContent; at: Date; userId?: string },
): Promise<string | null> {
  return (await storeInbound(db, input))?.id ?? null;
}

/**
 * `recordInbound`, counting the message against its sender's limit, and, when `claim` is given,
 * stored already claimed by that owner (reply-claim.ts), to be answered by the caller and
 * nobody else.
 */
export async function storeInbound(
  db: Db,
  input: {
    phone: string;
    waMessageId: string;
    content: MessageContent;
    at: Date;
    userId?: string;
    limit?: SenderLimit;
    claim?: { owner: string; leaseSeconds: number };
  },
): Promise<{ id: string; verdict: InboundVerdict } | null> {
  const { phone, at, claim } = input;
  const limit = input.limit?.messages ?? 1_000_000_000;
  const window = sql`make_interval(secs => ${input.limit?.windowSeconds ?? 0}::double precision)`;
  const opens = (started: SQL) =>
    sql`(${started} IS NULL OR ${started} <= ${at}::timestamptz - ${window})`;
  // One statement, so an acknowledgement costs one round trip. The contact's row is locked
  // (FOR UPDATE) before the message is counted, so messages of one sender arriving at once on
  // several processes are counted one after another; a repeated WhatsApp id counts nothing.
  const [row] = await rows<{ id: string; status: string; over_limit: boolean }>(
    db,
    sql`WITH prior AS (
          SELECT window_started_at, window_count FROM contacts
          WHERE phone_number = ${phone} FOR UPDATE
        ), counted AS (
          SELECT CASE WHEN ${opens(sql`p.window_started_at`)} THEN 1
                 ELSE p.window_count + 1 END AS n
          FROM (SELECT 1) AS one LEFT JOIN prior AS p ON true
        ), message AS (
          INSERT INTO messages (contact, direction, content, wa_message_id, status, created_at,
                                claimed_by, claimed_until, over_limit, attempts)
          SELECT ${phone}, 'inbound', ${JSON.stringify(input.content)}::jsonb, ${input.waMessageId},
                 CASE WHEN n > ${limit} + 1 THEN 'limited'
                      ELSE ${claim ? 'answering' : 'received'} END,
                 ${at}, ${claim?.owner ?? null},
                 ${claim ? sql`now() + make_interval(secs => ${claim.leaseSeconds}::double precision)` : null},
                 n > ${limit}, ${claim ? 1 : 0}
          FROM counted
          ON CONFLICT (wa_message_id) DO NOTHING
          RETURNING id, status, over_limit
        ), contact AS (
          INSERT INTO contacts (phone_number, message_count, last_message_at, user_id,
                                window_started_at, window_count)
          SELECT ${phone}, 1, ${at}, ${input.userId ?? null}, ${at}, 1 FROM message
          ON CONFLICT (phone_number) DO UPDATE SET
            message_count = contacts.message_count + 1,
            last_message_at = greatest(coalesce(contacts.last_message_at, ${at}), ${at}),
            user_id = coalesce(excluded.user_id, contacts.user_id),
            window_count = CASE WHEN ${opens(sql`contacts.window_started_at`)} THEN 1
                           ELSE contacts.window_count + 1 END,
            window_started_at = CASE WHEN ${opens(sql`contacts.window_started_at`)} THEN ${at}
                                ELSE contacts.window_started_at END
        )
        SELECT id, status, over_limit FROM message`,
  );
  if (!row) return null;
  const verdict: InboundVerdict = !row.over_limit
    ? 'answer'
    : row.status === 'limited'
      ? 'silent'
      : 'notice';
  return { id: row.id, verdict };
}

export async function bumpContact(db: Db, phone: string, at: Date): Promise<void> {
  await db.execute(
    sql`UPDATE contacts SET message_count = message_count + 1,
          last_message_at = greatest(coalesce(last_message_at, ${at}), ${at})
        WHERE phone_number = ${phone}`,
  );
}

/** Stores an outbound message before it is sent ('pending'), so a crash mid-send leaves a trace. */
export async function recordOutbound(
  db: Db,
  phone: string,
  message: OutboundMessage,
  at: Date = new Date(),
  /** Started by the marketplace (not a reply), with its Meta pricing category. */
  options: { initiated?: true; category?: MessageCategory } = {},
): Promise<string> {
  const content = { ...contentOf(message), ...(options.initiated ? { initiated: true } : {}) };
  return db.transaction(async (t: Db) => {
    await t.execute(
      sql`INSERT INTO contacts (phone_number, message_count, last_message_at)
          VALUES (${phone}, 0, ${at}) ON CONFLICT (phone_number) DO NOTHING`,
    );
    const inserted = await rows<{ id: string }>(
      t,
      sql`INSERT INTO messages (contact, direction, content, status, attempts, created_at, category)
          VALUES (${phone}, 'outbound', ${JSON.stringify(content)}::jsonb, 'pending', 0, ${at},
                  ${options.category ?? null})
          RETURNING id`,
    );
    await bumpContact(t, phone, at);
    return inserted[0]!.id;
  });
}

export async function recordSendResult(db: Db, id: string, result: SendResult): Promise<void> {
  await db.execute(
    sql`UPDATE messages SET status = ${result.ok ? 'sent' : 'failed'},
          attempts = attempts + ${result.attempts},
          wa_message_id = coalesce(${result.waMessageId ?? null}, wa_message_id),
          error = ${result.error ?? null}, error_code = ${result.errorCode ?? null},
          retryable = ${result.ok ? null : (result.retryable ?? false)}, updated_at = now()
        WHERE id = ${id}`,
  );
}

/**
 * Meta's delivery receipts (sent, delivered, read, failed) update the stored outbound message.
 * Receipts can arrive out of order: 'read' is never turned back into 'delivered', and a message
 * that reached the phone stays reached even if a 'failed' comes after. A failure keeps its code
 * and whether it is worth another try.
 */
export async function recordStatus(
  db: Db,
  waMessageId: string,
  status: string,
  errors: CloudApiError[] = [],
): Promise<void> {
  const rank = (column: SQL) =>
    sql`CASE ${column} WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 ELSE 0 END`;
  const code = errors.find((e) => e.code !== null)?.code ?? null;
  const reached = REACHED_STATUSES.has(status);
  const failed = status === 'failed';
  const error = errors.length
    ? errors
        .map((e) => [e.code, e.title, e.details ?? e.message].filter(Boolean).join(' '))
        .join('; ')
        .slice(0, 500)
    : null;
  await db.execute(
    sql`UPDATE messages SET status = ${status}, updated_at = now(),
          reached_at = CASE WHEN ${reached} THEN coalesce(reached_at, now()) ELSE reached_at END,
          error_code = CASE WHEN ${failed} THEN ${code} ELSE error_code END,
          error = CASE WHEN ${failed} THEN coalesce(${error}, error) ELSE error END,
          retryable = CASE WHEN ${failed} THEN ${isRetryable({ kind: 'status', code })}
                      ELSE retryable END
        WHERE wa_message_id = ${waMessageId} AND direction = 'outbound'
          AND ${
            ['sent', 'delivered', 'read'].includes(status)
              ? sql`${rank(sql`${status}`)} > ${rank(sql.raw('status'))}`
              : sql`reached_at IS NULL`
          }`,
  );
}

/** Waiting for an answer: never claimed, or claimed by a process that stopped (reply-claim.ts). */
const WAITING = sql`(status = 'received' OR (status = 'answering' AND claimed_until < now()))`;

/** One inbound message, when it is still waiting for its answer. */
export async function unansweredInboundById(db: Db, id: string) {
  const [row] = await rows<{
    id: string;
    contact: string;
    wa_message_id: string;
    content: MessageContent;
  }>(
    db,
    sql`SELECT id, contact, wa_message_id, content FROM messages
        WHERE id = ${id} AND direction = 'inbound' AND ${WAITING}`,
  );
  return row ?? null;
}

/** Outbound messages that failed, or were cut off mid-send, and never reached the phone. */
export async function undeliveredOutbound(
  db: Db,
  olderThan: Date,
  newerThan: Date,
  maxAttempts: number,
) {
  return rows<{
    id: string;
    contact: string;
    content: MessageContent;
    status: string;
    retryable: boolean | null;
    attempts: number;
    reached_at: unknown;
    /** When it was last touched, to the microsecond, for `claimResend`. */
    stamp: string;
  }>(
    db,
    sql`SELECT id, contact, content, status, retryable, attempts, reached_at,
          coalesce(updated_at, created_at)::text AS stamp FROM messages
        WHERE direction = 'outbound' AND status IN ('failed', 'pending') AND reached_at IS NULL
          AND attempts < ${maxAttempts}
          AND coalesce(updated_at, created_at) < ${olderThan} AND created_at > ${newerThan}
          AND NOT EXISTS (SELECT 1 FROM messages inbound WHERE messages.reply_key IS NOT NULL
            AND inbound.id = split_part(messages.reply_key, ':', 1) -- the answer's (reply-log.ts)
            AND inbound.status IN ('received', 'answering'))
        ORDER BY created_at LIMIT 100`,
  );
}

/**
 * Claims a stored reply for sending again: true for one caller only, the one whose update finds
 * the row as it was read (`stamp`). Two recoveries that read the same failed reply (two
 * processes, or a recovery job handed on while the first still sends) send it once. Marked
 * 'pending' while it goes out, so a send cut off by a stopped process is picked up again later.
 */
export async function claimResend(db: Db, id: string, stamp: string): Promise<boolean> {
  const claimed = await rows<{ id: string }>(
    db,
    sql`UPDATE messages SET status = 'pending', updated_at = clock_timestamp()
        WHERE id = ${id} AND direction = 'outbound' AND status IN ('failed', 'pending')
          AND reached_at IS NULL AND coalesce(updated_at, created_at)::text = ${stamp}
        RETURNING id`,
  );
  return claimed.length > 0;
}
