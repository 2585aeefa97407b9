/**
 * Idempotency-Key support for POST requests that create things. The first request with a key
 * records its fingerprint and, in the same transaction as the work, its answer; a retry with the
 * same key and the same request gets that answer back and creates nothing. The same key with a
 * different request is 422; a retry while the first is still running is 409. Keys are kept for
 * IDEMPOTENCY_TTL_MS (db/idempotency-keys.ts, the record itself).
 */
import { createHash } from 'node:crypto';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '@/server/db/client';
import {
  ABANDONED_AFTER_MS,
  claimKey,
  expireIdempotencyKeys,
  findKey,
  reclaimKey,
  recordAnswer,
  releaseKey,
} from '@/server/db/idempotency-keys';
import type { AppContext, AppEnv } from '@/server/deps';
import { httpError, unprocessable } from './errors';

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
  const header = idempotencyKeyOf(c);
  if (header === null) {
    await prepare();
    return db.transaction((tx) => work(tx));
  }

  if (Math.random() < 0.02) await expireIdempotencyKeys(db, now);

  const key = { userId, scope, key: header };
  if (!(await claimKey(db, key, requestHash, now))) {
    const existing = await findKey(db, key);
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
    const abandoned = existing.createdAt.getTime() < now.getTime() - ABANDONED_AFTER_MS;
    if (!abandoned || !(await reclaimKey(db, key, existing.createdAt, now))) {
      throw httpError(409, 'A request with this Idempotency-Key is still being processed.');
    }
  }

  try {
    await prepare();
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      await recordAnswer(tx, key, result);
      return result;
    });
  } catch (error) {
    // Nothing was done: free the key so the client may retry the same request.
    await releaseKey(db, key);
    throw error;
  }
}
