import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';

/** The town a buyer's searches default to (a shared location, or the last town named). */
export async function saveBuyerTown(db: Db, contact: string, city: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO bot_buyer_town (contact, city, updated_at) VALUES (${contact}, ${city}, now())
        ON CONFLICT (contact) DO UPDATE SET city = excluded.city, updated_at = now()`,
  );
}

export async function loadBuyerTown(db: Db, contact: string): Promise<string | null> {
  const found = await rows<{ city: string }>(
    db,
    sql`SELECT city FROM bot_buyer_town WHERE contact = ${contact}`,
  );
  return found[0]?.city ?? null;
}
