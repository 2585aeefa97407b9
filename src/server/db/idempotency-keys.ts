/**
 * The idempotency record's lifetime (`idempotency_keys`): the API's Idempotency-Key support
 * (http/idempotency.ts) claims, renews and fills rows; the periodic clean-up
 * (jobs/maintenance.ts) deletes those past their lifetime, without importing the HTTP layer.
 */
import { lt } from 'drizzle-orm';
import type { Db } from './client';
import { idempotencyKeys } from './schema';

/** Keys live at least this long (the contract says 24 hours; twice that, to be safe). */
export const IDEMPOTENCY_TTL_MS = 48 * 60 * 60 * 1000;

/** Deletes the keys past their lifetime; how many went. */
export async function expireIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ id: idempotencyKeys.createdAt });
  return gone.length;
}
