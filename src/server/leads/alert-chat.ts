/**
 * A buyer chat started from an alert: the seller link in an alert carries the alert's id (`a`,
 * random, like the view id beside it), and the first chat through it is noted on the alert, for
 * the admin's count of chats started from alerts. An id that names no alert of that listing
 * changes nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

export async function noteAlertChat(
  db: Db,
  alertId: string | undefined,
  listingId: string,
  now: Date,
): Promise<void> {
  if (!alertId || alertId.length > 64) return;
  await db.execute(
    sql`UPDATE alerts SET chat_at = ${now}
        WHERE id = ${alertId} AND listing_id = ${listingId} AND chat_at IS NULL`,
  );
}
