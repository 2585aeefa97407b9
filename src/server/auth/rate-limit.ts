/**
 * Wrong sign-in codes, counted in the database so every server process on one PostgreSQL shares
 * the count and a restart forgets nothing. Counting is atomic: each code is judged inside a
 * transaction holding advisory locks on its phone suffix and its client address, so the check,
 * the judgment and the recording of a failure happen as one step. However many requests arrive at
 * once, from however many addresses or processes, at most MAX_FAILURES_PER_SUFFIX wrong codes per
 * suffix (and MAX_FAILURES_PER_ADDRESS per address) are judged in any ATTEMPT_WINDOW_MS.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { authAttempts, type UserRow } from '@/server/db/schema';
import { countSince, secondsUntilFree } from '@/server/db/window-count';
import { ATTEMPT_WINDOW_MS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_SUFFIX } from './constants';

export type AttemptScope = 'code-suffix' | 'address';

/** A transaction or the database: both run the same queries. */
export type Executor = Pick<Db, 'execute' | 'select' | 'update' | 'insert' | 'delete'>;

export type CodeVerdict =
  | { kind: 'signed-in'; user: UserRow }
  | { kind: 'wrong' }
  /** The right code, already used (a second tap, or after its link): not a wrong guess. */
  | { kind: 'used' }
  | { kind: 'locked'; retryAfterSeconds: number };

/** A transaction-scoped lock: released by the commit or rollback, whatever happens. */
async function lock(tx: Executor, scope: AttemptScope, subject: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`auth:${scope}:${subject}`}, 0))`,
  );
}

function failuresSince(tx: Executor, scope: AttemptScope, subject: string, since: Date) {
  const where = and(eq(authAttempts.scope, scope), eq(authAttempts.subject, subject));
  return countSince(tx, authAttempts, authAttempts.createdAt, where, since);
}

async function recordFailure(tx: Executor, scope: AttemptScope, subject: string, now: Date) {
  await tx.insert(authAttempts).values({ scope, subject, createdAt: now });
}

/**
 * Judges one code under the suffix's and the address's locks (always taken in that order, so
 * two judgments never wait on each other in a circle). A suffix or address at its limit is not
 * judged at all: even the right code waits out the window.
 */
export async function judgeCode(
  db: Db,
  input: { suffix: string; address: string; now: Date },
  redeem: (tx: Executor) => Promise<UserRow | 'used' | null>,
): Promise<CodeVerdict> {
  const { suffix, address, now } = input;
  const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  const verdict = await db.transaction(async (tx): Promise<CodeVerdict> => {
    await lock(tx, 'code-suffix', suffix);
    await lock(tx, 'address', address);
    const bySuffix = await failuresSince(tx, 'code-suffix', suffix, since);
    const byAddress = await failuresSince(tx, 'address', address, since);
    const waits: number[] = [];
    if (bySuffix.n >= MAX_FAILURES_PER_SUFFIX)
      waits.push(secondsUntilFree(bySuffix, ATTEMPT_WINDOW_MS, now));
    if (byAddress.n >= MAX_FAILURES_PER_ADDRESS)
      waits.push(secondsUntilFree(byAddress, ATTEMPT_WINDOW_MS, now));
    if (waits.length > 0) return { kind: 'locked', retryAfterSeconds: Math.max(...waits) };
    const user = await redeem(tx);
    // Judged under the suffix's lock, so of a code sent several times at once the first signs
    // in and every other finds it used: none is counted as a failure.
    if (user === 'used') return { kind: 'used' };
    if (user) return { kind: 'signed-in', user };
    await recordFailure(tx, 'code-suffix', suffix, now);
    await recordFailure(tx, 'address', address, now);
    return { kind: 'wrong' };
  });
  // Old rows are worthless: drop them now and then, outside the locks.
  if (Math.random() < 0.02) {
    await db.execute(sql`DELETE FROM auth_attempts WHERE created_at < ${since}`);
  }
  return verdict;
}
