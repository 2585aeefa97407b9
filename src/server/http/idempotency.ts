/**
 * Idempotency-Key support for POST requests that create things. The first request with a key
 * records its fingerprint and, in the same transaction as the work, its answer; a retry with the
 * same key and the same request gets that answer back and creates nothing. The same key with a
 * different request is 422; a retry while the first is still running is 409. Keys are kept for
 * IDEMPOTENCY_TTL_MS.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { AppContext } from '../deps';
import { httpError } from './errors';

/** Keys live at least this long (the contract says 24 hours; twice that, to be safe). */
export const IDEMPOTENCY_TTL_MS = 48 * 60 * 60 * 1000;
/** A 'running' key older than this belongs to a request that died (the server was killed). */
export const ABANDONED_AFTER_MS = 2 * 60 * 1000;

export interface StoredAnswer {
  status: ContentfulStatusCode;
  body: unknown;
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

export function idempotencyKeyOf(c: AppContext): string | null {
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
export async function runIdempotent(
  c: AppContext,
  userId: string,
  scope: string,
  requestHash: string,
  work: (tx: Db) => Promise<StoredAnswer>,
  /** Slow work done outside the transaction, only when the request really runs (not replays). */
  prepare: () => Promise<void> = async () => undefined,
): Promise<Response> {
  const { db } = c.var.deps;
  const now = c.var.deps.now?.() ?? new Date();
  const key = idempotencyKeyOf(c);
  if (key === null) {
    await prepare();
    const answer = await db.transaction((tx) => work(tx as unknown as Db));
    return c.json(answer.body as object, answer.status);
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
      throw httpError(
        422,
        'This Idempotency-Key was already used for a different request. Use a new key.',
      );
    }
    if (existing.state === 'done' && existing.responseStatus !== null) {
      c.header('Idempotent-Replayed', 'true');
      return c.json(
        existing.responseBody as object,
        existing.responseStatus as ContentfulStatusCode,
      );
    }
    const abandoned = existing.createdAt.getTime() < now.getTime() - ABANDONED_AFTER_MS;
    if (!abandoned) {
      throw httpError(409, 'A request with this Idempotency-Key is still being processed.');
    }
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: now })
      .where(and(where, eq(idempotencyKeys.createdAt, existing.createdAt)))
      .returning({ key: idempotencyKeys.key });
    if (taken.length === 0) {
      throw httpError(409, 'A request with this Idempotency-Key is still being processed.');
    }
  }

  try {
    await prepare();
    const answer = await db.transaction(async (tx) => {
      const result = await work(tx as unknown as Db);
      await tx
        .update(idempotencyKeys)
        .set({ state: 'done', responseStatus: result.status, responseBody: result.body })
        .where(where);
      return result;
    });
    return c.json(answer.body as object, answer.status);
  } catch (error) {
    // Nothing was done: free the key so the client may retry the same request.
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
}
