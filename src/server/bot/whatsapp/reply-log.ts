/**
 * A reply to an inbound message, recorded under its idempotency key (reply-claim.ts `replyKey`)
 * before it is sent, so that the answer worked out again never sends a second copy. While the
 * inbound message is being answered its replies are the answer's alone: the recovery of
 * undelivered replies (message-log.ts) leaves them until the answer is finished.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import type { OutboundMessage } from '@/server/bot/outbound';
import { bumpContact, contentOf } from './message-log';

/**
 * An outbound message recorded under an idempotency key, before the send: a new
 * key is recorded 'pending' and sent (`send`). A key recorded before is sent again only when
 * that earlier send was cut off ('pending': its process stopped before the Cloud API answered,
 * and the answer is now in the caller's hands); one that went out ('sent', 'delivered', 'read')
 * or was refused ('failed', the recovery's to send again) is not. Only the holder of the inbound
 * message's claim records its replies, so no one else sends that key meanwhile.
 */
export async function recordKeyedOutbound(
  db: Db,
  phone: string,
  message: OutboundMessage,
  at: Date,
  options: { initiated?: true; key?: string } = {},
): Promise<{ id: string | null; send: boolean }> {
  const { key, ...flags } = options;
  const content = JSON.stringify({ ...contentOf(message), ...flags });
  return db.transaction(async (tx) => {
    const t: Db = tx;
    await t.execute(
      sql`INSERT INTO contacts (phone_number, message_count, last_message_at)
          VALUES (${phone}, 0, ${at}) ON CONFLICT (phone_number) DO NOTHING`,
    );
    const inserted = await rows<{ id: string }>(
      t,
      sql`INSERT INTO messages (contact, direction, content, status, attempts, created_at,
                                reply_key)
          VALUES (${phone}, 'outbound', ${content}::jsonb, 'pending', 0, ${at}, ${key ?? null})
          ON CONFLICT (reply_key) DO NOTHING
          RETURNING id`,
    );
    if (inserted[0]) {
      await bumpContact(t, phone, at);
      return { id: inserted[0].id, send: true };
    }
    const [cutOff] = await rows<{ id: string }>(
      t,
      sql`UPDATE messages SET content = ${content}::jsonb, updated_at = clock_timestamp()
          WHERE reply_key = ${key ?? null} AND status = 'pending' AND reached_at IS NULL
          RETURNING id`,
    );
    return cutOff ? { id: cutOff.id, send: true } : { id: null, send: false };
  });
}
