/**
 * The idempotency record (`idempotency_keys`): one row per (user, scope, key), claimed while its
 * request runs and then holding that request's answer. The API's Idempotency-Key support
 * (http/idempotency.ts) claims and fills rows; the periodic clean-up (jobs/maintenance.ts)
 * deletes rows past their lifetime.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from './client';
import { idempotencyKeys } from './schema';

/** Keys live at least this long (the contract says 24 hours; twice that, to be safe). */
export const IDEMPOTENCY_TTL_MS = 48 * 60 * 60 * 1000;
/** A 'running' key older than this belongs to a request that died (the server was killed). */
export const ABANDONED_AFTER_MS = 2 * 60 * 1000;

export interface KeyOf {
  userId: string;
  scope: string;
  key: string;
}

const whereKey = ({ userId, scope, key }: KeyOf) =>
  and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
  );

/** Deletes the keys past their lifetime; how many went. */
export async function expireIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ id: idempotencyKeys.createdAt });
  return gone.length;
}

/** Claims the key for a request now running; false when a row for it already exists. */
export async function claimKey(
  db: Db,
  key: KeyOf,
  requestHash: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...key, requestHash, state: 'running', createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** The key's row, if any. */
export async function findKey(db: Db, key: KeyOf) {
  const [row] = await db.select().from(idempotencyKeys).where(whereKey(key));
  return row;
}

/**
 * Takes over a key whose request died (its row still as `createdAt` says); false when another
 * request took it first.
 */
export async function reclaimKey(db: Db, key: KeyOf, createdAt: Date, now: Date) {
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(and(whereKey(key), eq(idempotencyKeys.createdAt, createdAt)))
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** Records the request's answer (in the transaction of its work). */
export async function recordAnswer(
  tx: Db,
  key: KeyOf,
  answer: { status: number; body: object },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body })
    .where(whereKey(key));
}

/** Frees the key: nothing was done, the client may retry the same request. */
export async function releaseKey(db: Db, key: KeyOf): Promise<void> {
  await db.delete(idempotencyKeys).where(whereKey(key));
}
