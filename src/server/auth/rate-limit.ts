/**
 * Counts failed sign-in attempts in the database (so the count survives restarts and is shared
 * by every server on one PostgreSQL) over a sliding window.
 */
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts } from '../db/schema';
import { ATTEMPT_WINDOW_MS } from './constants';

export type AttemptScope = 'code-suffix' | 'address';

export async function recentFailures(
  db: Db,
  scope: AttemptScope,
  subject: string,
  now: Date = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.scope, scope),
        eq(authAttempts.subject, subject),
        gt(authAttempts.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function recordFailure(
  db: Db,
  scope: AttemptScope,
  subject: string,
  now: Date = new Date(),
): Promise<void> {
  await db.insert(authAttempts).values({ scope, subject, createdAt: now });
  // Old rows are worthless: drop them now and then.
  if (Math.random() < 0.05) {
    await db
      .delete(authAttempts)
      .where(lt(authAttempts.createdAt, new Date(now.getTime() - ATTEMPT_WINDOW_MS)));
  }
}
