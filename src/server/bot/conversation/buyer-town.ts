import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { botBuyerTown } from '@/server/db/schema-bot';

/** The town a buyer's searches default to (a shared location, or the last town named). */
export async function saveBuyerTown(db: Db, contact: string, city: string): Promise<void> {
  await db
    .insert(botBuyerTown)
    .values({ contact, city, updatedAt: sql`now()` })
    .onConflictDoUpdate({ target: botBuyerTown.contact, set: { city, updatedAt: sql`now()` } });
}

export async function loadBuyerTown(db: Db, contact: string): Promise<string | null> {
  const [found] = await db
    .select({ city: botBuyerTown.city })
    .from(botBuyerTown)
    .where(eq(botBuyerTown.contact, contact));
  return found?.city ?? null;
}
