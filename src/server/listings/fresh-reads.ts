/**
 * Reads kept in this process's memory (the hot listing reads, read-cache.ts; the trusted
 * sessions, auth/session-cache.ts), registered by the database they were read from, so a write
 * through any door (the app's API, the bot, an admin, a job) drops what it touched with nothing
 * but the database handle it wrote with, once its change is committed. Only the embedded
 * database keeps anything in memory (one process owns its folder); on PostgreSQL both caches keep
 * nothing, so a write through one process is read by every other at once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import { listingKey, listKey, type ReadCache } from './read-cache';
import type { SessionCache } from '@/server/auth/session-cache';

export interface HeldReads {
  reads: ReadCache;
  sessions: SessionCache;
}

const held = new WeakMap<Db, HeldReads[]>();

/**
 * Registers an app's caches on the database it reads (one app in production, several in tests);
 * only caches that keep answers are registered, so a write on PostgreSQL looks nothing up.
 */
export function holdReadsOf(db: Db, caches: HeldReads): void {
  const list = held.get(db) ?? [];
  list.push(caches);
  held.set(db, list);
}

/**
 * A listing of this seller changed, or was created or removed: their list and the listing drop
 * out of every cache at once.
 */
export function listingChanged(db: Db, sellerId: string, listingId: string): void {
  for (const { reads } of held.get(db) ?? [])
    reads.invalidate(listKey(sellerId), listingKey(listingId));
}

/** A listing changed where its seller is not at hand (a view, a buyer chat, a report). */
export async function listingChangedById(db: Db, listingId: string): Promise<void> {
  if (!held.has(db)) return;
  const [row] = await rows<{ seller_id: string }>(
    db,
    sql`SELECT seller_id FROM listings WHERE id = ${listingId}`,
  );
  for (const { reads } of held.get(db) ?? []) {
    reads.invalidate(listingKey(listingId), ...(row ? [listKey(row.seller_id)] : []));
  }
}

/** Every listing of the seller changed (reminders stopped): their list and each listing. */
export async function listingsOfSellerChanged(db: Db, sellerId: string): Promise<void> {
  if (!held.has(db)) return;
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM listings WHERE seller_id = ${sellerId}`,
  );
  for (const { reads } of held.get(db) ?? []) {
    reads.invalidate(listKey(sellerId), ...found.map((row) => listingKey(row.id)));
  }
}

/** A user's profile, suspension or sessions changed: no session of theirs is trusted from memory. */
export function userChanged(db: Db, userId: string): void {
  for (const { sessions } of held.get(db) ?? []) sessions.forgetUser(userId);
}
