/**
 * Sign-in material sent by the bot when a phone writes 'Login': a link token and a 4-digit code.
 * Both are single-use and short-lived, and one successful sign-in uses up the whole challenge.
 * A new 'Login' replaces the phone's earlier challenges.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { loginChallenges, users, type UserRow } from '@/server/db/schema';
import { CODE_TTL_MS, LINK_TOKEN_TTL_MS } from './constants';
import { hashToken, randomCode, randomToken } from './tokens';
import type { Executor } from './rate-limit';
import { findOrCreateUser } from './users';
import { AccountSuspended } from '@/server/moderation/errors';
import { signInDigits } from '@/domain/whatsapp-id';

export interface LoginChallenge {
  user: UserRow;
  /** Goes into `PUBLIC_URL/login?token=...`. */
  linkToken: string;
  code: string;
  /** When the link stops working (the code stops a little earlier: see codeExpiresAt). */
  expiresAt: Date;
  codeExpiresAt: Date;
}

/** The code form's first box: the phone's last three digits, or a username user's own three. */
export const phoneSuffix = (phone: string) => signInDigits(phone);

/** Throws AccountSuspended for a suspended seller's phone. */
export async function issueLoginChallenge(
  db: Db,
  phone: string,
  now: Date = new Date(),
): Promise<LoginChallenge> {
  const user = await findOrCreateUser(db, phone);
  // A suspended seller is never sent a link or a code (the bot says why instead).
  if (user.suspendedAt) throw new AccountSuspended(user.suspensionReason);
  const suffix = phoneSuffix(user.phone);
  const linkToken = randomToken();
  const expiresAt = new Date(now.getTime() + LINK_TOKEN_TTL_MS);
  const codeExpiresAt = new Date(now.getTime() + CODE_TTL_MS);

  // Earlier challenges of this phone stop working: only the latest message counts.
  await db
    .update(loginChallenges)
    .set({ linkUsedAt: now, codeUsedAt: now })
    .where(
      and(
        eq(loginChallenges.userId, user.id),
        or(isNull(loginChallenges.linkUsedAt), isNull(loginChallenges.codeUsedAt)),
      ),
    );

  // Expired codes of this suffix are marked used, so the unique index over unused codes holds
  // only live ones.
  await db
    .update(loginChallenges)
    .set({ codeUsedAt: sql`${loginChallenges.codeExpiresAt}` })
    .where(
      and(
        eq(loginChallenges.phoneSuffix, suffix),
        isNull(loginChallenges.codeUsedAt),
        lte(loginChallenges.codeExpiresAt, now),
      ),
    );

  // Spent and expired challenges are worthless after a day: drop them now and then.
  if (Math.random() < 0.05) {
    await db
      .delete(loginChallenges)
      .where(lt(loginChallenges.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  }

  // The code must identify one phone among those sharing the last three digits: the database
  // refuses a live (suffix, code) pair twice, so a clash, even with a Login being issued at the
  // same moment by another process, just draws another code.
  // Nor is a code drawn that another challenge of the suffix held while it could still be
  // typed (used or replaced, not yet expired): the right code sent again a moment after it
  // signed in is then told it was used, and can never sign in a neighbour who drew it since.
  const recent = new Set(
    (
      await db
        .select({ code: loginChallenges.code })
        .from(loginChallenges)
        .where(and(eq(loginChallenges.phoneSuffix, suffix), gt(loginChallenges.codeExpiresAt, now)))
    ).map((row) => row.code),
  );
  const linkTokenHash = hashToken(linkToken);
  for (let attempt = 0; ; attempt++) {
    if (attempt === 50) throw new Error(`No free sign-in code for suffix ${suffix}`);
    const code = randomCode();
    if (recent.has(code) && attempt < 40) continue;
    const inserted = await db
      .insert(loginChallenges)
      .values({
        id: randomUUID(),
        userId: user.id,
        phoneSuffix: suffix,
        linkTokenHash,
        code,
        linkExpiresAt: expiresAt,
        codeExpiresAt,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: loginChallenges.id });
    if (inserted.length > 0) return { user, linkToken, code, expiresAt, codeExpiresAt };
  }
}

export type LinkRefusal = 'expired' | 'used' | 'unknown';

/** Uses up a link token: the user it signs in, or why it cannot. */
export async function redeemLinkToken(
  db: Db,
  linkToken: string,
  now: Date = new Date(),
): Promise<{ user: UserRow } | { refused: LinkRefusal }> {
  const tokenHash = hashToken(linkToken);
  const [used] = await db
    .update(loginChallenges)
    .set({ linkUsedAt: now, codeUsedAt: now })
    .where(
      and(
        eq(loginChallenges.linkTokenHash, tokenHash),
        isNull(loginChallenges.linkUsedAt),
        gt(loginChallenges.linkExpiresAt, now),
      ),
    )
    .returning({ userId: loginChallenges.userId });
  if (used) {
    const [user] = await db.select().from(users).where(eq(users.id, used.userId));
    return user ? { user } : { refused: 'unknown' };
  }
  // Why not: the seller is told whether to look for a newer message or ask for one.
  const [known] = await db
    .select({ usedAt: loginChallenges.linkUsedAt })
    .from(loginChallenges)
    .where(eq(loginChallenges.linkTokenHash, tokenHash));
  if (!known) return { refused: 'unknown' };
  return { refused: known.usedAt ? 'used' : 'expired' };
}

/**
 * Uses up a code: the user it signs in; `'used'` when it is the right code of a challenge already
 * used up while the code was still live (signed in with it or its link, or replaced by a newer
 * Login: the same tap sent twice lands here), so it is not a wrong guess; or null when nothing
 * matches (a wrong or expired code).
 */
export async function redeemCode(
  db: Executor,
  lastThreeDigits: string,
  code: string,
  now: Date = new Date(),
): Promise<UserRow | 'used' | null> {
  const [used] = await db
    .update(loginChallenges)
    .set({ linkUsedAt: now, codeUsedAt: now })
    .where(
      and(
        eq(loginChallenges.phoneSuffix, lastThreeDigits),
        eq(loginChallenges.code, code),
        isNull(loginChallenges.codeUsedAt),
        gt(loginChallenges.codeExpiresAt, now),
      ),
    )
    .returning({ userId: loginChallenges.userId });
  if (!used) {
    // Used before it expired, and not yet expired: a code marked used because it had expired
    // (codeUsedAt = codeExpiresAt) is excluded by the second condition.
    const [spent] = await db
      .select({ id: loginChallenges.id })
      .from(loginChallenges)
      .where(
        and(
          eq(loginChallenges.phoneSuffix, lastThreeDigits),
          eq(loginChallenges.code, code),
          lt(loginChallenges.codeUsedAt, loginChallenges.codeExpiresAt),
          gt(loginChallenges.codeExpiresAt, now),
        ),
      )
      .limit(1);
    return spent ? 'used' : null;
  }
  const [user] = await db.select().from(users).where(eq(users.id, used.userId));
  return user ?? null;
}
