import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { sessions, users, type UserRow } from '@/server/db/schema';
import { SESSION_TTL_MS } from './constants';
import { hashToken, randomToken } from './tokens';

/** A new session for the user; the token is returned once and only its hash is kept. */
export async function createSession(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
  // Expired sessions of this user go now, so the table does not grow without end.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return { token, expiresAt };
}

/** Ends a session at once (sign-out): its token signs nobody in from then on, on any server. */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function findSessionUser(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<UserRow | null> {
  return (await findSessionWithExpiry(db, token, now))?.user ?? null;
}

export async function findSessionWithExpiry(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ user: UserRow; expiresAt: Date } | null> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
