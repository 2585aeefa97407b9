/** A buyer opening a listing in the chat: counted as a view of it. */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import { listingChangedById } from '@/server/listings/fresh-reads';

/** Returns the view's id: the seller link the bot sends names it, so a chat knows its buyer. */
export async function recordView(
  db: Db,
  listingId: string,
  viewerPhone: string,
  at = new Date(),
): Promise<string> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`INSERT INTO listing_views (listing_id, viewer_phone, created_at)
        VALUES (${listingId}, ${viewerPhone}, ${at}) RETURNING id`,
  );
  // The listing's views went up (a trigger): its seller's reads show it at once.
  await listingChangedById(db, listingId);
  return row!.id;
}
