/**
 * Idempotency-Key support for POST requests that create things. The first request with a key
 * records its fingerprint and, in the same transaction as the work, its answer; a retry with the
 * same key and the same request gets that answer back and creates nothing. The same key with a
 * different request is 422; a retry while the first is still running is 409, and one whose first
 * request died (its lease lapsed, idempotency-lease.ts) runs it again. Keys are kept for
 * IDEMPOTENCY_TTL_MS (db/idempotency-keys.ts, which the periodic clean-up uses too).
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '@/server/db/client';
import { IDEMPOTENCY_TTL_MS } from '@/server/db/idempotency-keys';
import { idempotencyKeys } from '@/server/db/schema';
import type { AppContext, AppEnv } from '@/server/deps';
import { httpError, unprocessable } from './errors';
import { IDEMPOTENCY_LEASE_MS, keepLeased, lastAlive } from './idempotency-lease';

/** A 'running' key not renewed for this long belongs to a request that died (its server killed). */
export const ABANDONED_AFTER_MS = IDEMPOTENCY_LEASE_MS;

/** What the work answered: the handler sends it, and a retry with the same key gets it again. */
export interface StoredAnswer<B extends object = object> {
  status: ContentfulStatusCode;
  body: B;
}

export function fingerprint(...parts: (string | Buffer | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(part);
    hash.update('\u0000');
  }
  return hash.digest('hex');
}

/** Stable JSON (object keys sorted) so `{a,b}` and `{b,a}` count as the same body. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

export function idempotencyKeyOf<E extends AppEnv>(c: AppContext<E>): string | null {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw httpError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
  }
  return key;
}

/**
 * Runs `work` at most once per (user, scope, key). `work` gets a transaction: what it writes
 * commits together with the recorded answer, so a crash leaves neither.
 */
export async function runIdempotent<B extends object, E extends AppEnv>(
  c: AppContext<E>,
  userId: string,
  scope: string,
  requestHash: string,
  work: (tx: Db) => Promise<StoredAnswer<B>>,
  /** Slow work done outside the transaction, only when the request really runs (not replays). */
  prepare: () => Promise<void> = async () => undefined,
): Promise<StoredAnswer<B>> {
  const db: Db = c.var.deps.db;
  const now: Date = c.var.now();
  const key = idempotencyKeyOf(c);
  if (key === null) {
    await prepare();
    return db.transaction((tx) => work(tx));
  }

  if (Math.random() < 0.02) {
    await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
  }

  const where = and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
  );
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, scope, key, requestHash, state: 'running', createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [existing] = await db.select().from(idempotencyKeys).where(where);
    if (!existing) throw httpError(409, 'This request is being processed. Please retry.');
    if (existing.requestHash !== requestHash) {
      throw unprocessable(
        'This Idempotency-Key was already used for a different request. Use a new key.',
      );
    }
    if (existing.state === 'done' && existing.responseStatus !== null) {
      c.header('Idempotent-Replayed', 'true');
      // Written by this function from a StoredAnswer<B> of the same scope.
      return {
        status: existing.responseStatus as ContentfulStatusCode,
        body: existing.responseBody as B,
      };
    }
    const abandoned = lastAlive(existing).getTime() < now.getTime() - ABANDONED_AFTER_MS;
    if (!abandoned) {
      throw httpError(409, 'A request with this Idempotency-Key is still being processed.');
    }
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: now, renewedAt: null })
      .where(
        and(
          where,
          eq(idempotencyKeys.createdAt, existing.createdAt),
          existing.renewedAt
            ? eq(idempotencyKeys.renewedAt, existing.renewedAt)
            : isNull(idempotencyKeys.renewedAt),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (taken.length === 0) {
      throw httpError(409, 'A request with this Idempotency-Key is still being processed.');
    }
  }

  const stopLease = keepLeased(db, and(where, eq(idempotencyKeys.state, 'running')), () =>
    c.var.now(),
  );
  try {
    await prepare();
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      await tx
        .update(idempotencyKeys)
        .set({ state: 'done', responseStatus: result.status, responseBody: result.body })
        .where(where);
      return result;
    });
  } catch (error) {
    // Nothing was done: free the key so the client may retry the same request.
    await db.delete(idempotencyKeys).where(where);
    throw error;
  } finally {
    stopLease();
  }
}
