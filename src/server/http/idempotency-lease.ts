/**
 * The lease a create holds on its Idempotency-Key while it runs (idempotency.ts): renewed every
 * third of IDEMPOTENCY_LEASE_MS for as long as the request works, so a key whose renewal stopped
 * belongs to a request whose process died and is taken over within seconds, while a slow create
 * that is still running keeps its key however long it takes.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { idempotencyKeys } from '@/server/db/schema';

/** A running key not renewed for this long belongs to a request that died. */
export const IDEMPOTENCY_LEASE_MS = 10_000;

/** When a running key was last known alive: its last renewal, else its creation. */
export const lastAlive = (row: { createdAt: Date; renewedAt: Date | null }): Date =>
  row.renewedAt ?? row.createdAt;

/** Renews the key matched by `where` until the returned function is called. */
export function keepLeased(db: Db, where: SQL | undefined, now: () => Date): () => void {
  const timer = setInterval(() => {
    void db
      .update(idempotencyKeys)
      .set({ renewedAt: now() })
      .where(where)
      .catch(() => undefined);
  }, IDEMPOTENCY_LEASE_MS / 3);
  timer.unref();
  return () => clearInterval(timer);
}
