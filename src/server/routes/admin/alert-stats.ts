/**
 * The admin's numbers on buyers' alerts: live saved searches, alerts sent (by a message, a
 * template, or on the buyer's next message), alerts failed (refused at the send, or a `failed`
 * receipt on the message that carried them), and chats started from an alert's seller link.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';

export async function alertCounts(db: Db): Promise<{
  savedSearches: number;
  alertsSent: number;
  alertsFailed: number;
  alertChats: number;
}> {
  const [row] = await rows<{ searches: number; sent: number; failed: number; chats: number }>(
    db,
    sql`SELECT
          (SELECT count(*) FROM saved_searches WHERE stopped_at IS NULL)::int AS searches,
          count(*) FILTER (WHERE NOT failed AND (a.state = 'shown' OR a.message_id IS NOT NULL))::int AS sent,
          count(*) FILTER (WHERE failed)::int AS failed,
          count(*) FILTER (WHERE a.chat_at IS NOT NULL)::int AS chats
        FROM (SELECT a.*, (a.state = 'failed' OR m.status = 'failed') AS failed
              FROM alerts a LEFT JOIN messages m ON m.id = a.message_id) a`,
  );
  return {
    savedSearches: Number(row?.searches ?? 0),
    alertsSent: Number(row?.sent ?? 0),
    alertsFailed: Number(row?.failed ?? 0),
    alertChats: Number(row?.chats ?? 0),
  };
}
