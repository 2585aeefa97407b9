/**
 * Conversations through the bot (`pass_on_threads`): one per listing, buyer and seller, made
 * when a buyer's first message about the listing is passed on. Each has a short reference
 * ('A1'), never the same for two conversations of one person in either role, so '#A1 ...'
 * names one conversation for whoever types it. A message that replies to a passed-on message
 * (its `context.id`, the wamid the sent message was stored under) names its conversation too.
 */
import { sql } from 'drizzle-orm';
import { readThreadReference, threadReference } from '@/domain/pass-on';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import type { InboundEvent } from '@/server/bot/whatsapp/webhook-payload';

export interface Thread {
  id: string;
  listingId: string;
  buyer: string;
  seller: string;
  reference: string;
  /** The listing's title now (as it was when the conversation began, once it is deleted). */
  title: string;
}

interface ThreadRow {
  id: string;
  listing_id: string;
  buyer: string;
  seller: string;
  reference: string;
  title: string;
}

const threadOf = (row: ThreadRow): Thread => ({
  id: row.id,
  listingId: row.listing_id,
  buyer: row.buyer,
  seller: row.seller,
  reference: row.reference,
  title: row.title,
});

const COLUMNS = sql`t.id, t.listing_id, t.buyer, t.seller, t.reference,
  coalesce(l.title, t.title) AS title`;

/** How many references to try before giving up (each lost only to another process's). */
const ALLOCATION_TRIES = 5;

/** The conversation about `listingId` between the two, made (with its reference) if new. */
export async function threadFor(
  db: Db,
  people: { listingId: string; buyer: string; seller: string; title: string },
): Promise<Thread> {
  const { listingId, buyer, seller, title } = people;
  const existing = () =>
    rows<ThreadRow>(
      db,
      sql`SELECT ${COLUMNS} FROM pass_on_threads t LEFT JOIN listings l ON l.id = t.listing_id
          WHERE t.listing_id = ${listingId} AND t.buyer = ${buyer} AND t.seller = ${seller}`,
    );
  for (let attempt = 0; attempt < ALLOCATION_TRIES; attempt++) {
    const [found] = await existing();
    if (found) return threadOf(found);
    const made = await db.transaction(async (t: Db) => {
      // Both people's conversations are made one at a time (their contact rows locked), so a
      // reference is free for each of them in both roles when it is taken.
      await t.execute(
        sql`SELECT 1 FROM contacts WHERE phone_number IN (${buyer}, ${seller})
            ORDER BY phone_number FOR UPDATE`,
      );
      const taken = await rows<{ reference: string }>(
        t,
        sql`SELECT reference FROM pass_on_threads
            WHERE buyer IN (${buyer}, ${seller}) OR seller IN (${buyer}, ${seller})`,
      );
      const used = new Set(taken.map((row) => row.reference));
      let index = 0;
      while (used.has(threadReference(index))) index++;
      return rows<{ id: string }>(
        t,
        sql`INSERT INTO pass_on_threads (listing_id, buyer, seller, reference, title)
            VALUES (${listingId}, ${buyer}, ${seller}, ${threadReference(index)}, ${title})
            ON CONFLICT DO NOTHING RETURNING id`,
      );
    });
    // Nothing made: another process made this conversation, or took the reference, first.
    if (made.length) {
      const [row] = await existing();
      if (row) return threadOf(row);
    }
  }
  throw new Error(`No reference could be given to a conversation about listing ${listingId}`);
}

/**
 * The conversation a person's message answers, and its words: a reply to a message passed on
 * to them (`context.id`), or their words after a reference they are in ('#A1 yes'); else null.
 */
export async function threadAnswered(
  db: Db,
  person: string,
  event: InboundEvent,
): Promise<{ thread: Thread; words: string } | null> {
  const text = event.text;
  if (text === undefined) return null;
  const typed = readThreadReference(text);
  if (event.replyTo) {
    const [row] = await rows<ThreadRow>(
      db,
      sql`SELECT ${COLUMNS} FROM messages m
          JOIN passed_messages p ON p.id = m.content #>> '{message,passedOn}'
          JOIN pass_on_threads t ON t.id = p.thread_id
          LEFT JOIN listings l ON l.id = t.listing_id
          WHERE m.wa_message_id = ${event.replyTo} AND m.direction = 'outbound'
            AND m.contact = ${person}`,
    );
    if (row) {
      // A reference typed as well, the conversation's own, is not part of the words.
      const words = typed?.reference === row.reference ? typed.words : text.trim();
      return { thread: threadOf(row), words };
    }
  }
  if (!typed) return null;
  const [row] = await rows<ThreadRow>(
    db,
    sql`SELECT ${COLUMNS} FROM pass_on_threads t LEFT JOIN listings l ON l.id = t.listing_id
        WHERE t.reference = ${typed.reference} AND (t.buyer = ${person} OR t.seller = ${person})
        ORDER BY t.created_at DESC LIMIT 1`,
  );
  return row ? { thread: threadOf(row), words: typed.words } : null;
}
