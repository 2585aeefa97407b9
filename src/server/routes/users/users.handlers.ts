import { eq, sql } from 'drizzle-orm';
import { profileUpdateSchema, verifyCodeSchema } from '@/domain';
import { redeemCode, redeemLinkToken } from '../../auth/challenges';
import {
  EXPIRED_LINK_MESSAGE,
  INVALID_CODE_MESSAGE,
  INVALID_LINK_MESSAGE,
  tooManyAttemptsMessage,
  USED_LINK_MESSAGE,
} from '../../auth/constants';
import { judgeCode } from '../../auth/rate-limit';
import { createSession, revokeSession } from '../../auth/sessions';
import { deleteCookie } from 'hono/cookie';
import { toUserJson } from '../../auth/users';
import type { Db } from '../../db/client';
import { listings, users } from '../../db/schema';
import type { AppContext } from '../../deps';
import { clientAddress } from '../../http/client-address';
import { forbidden, httpError, notFound, tooManyRequests } from '../../http/errors';
import { requestToken, requireUser } from '../../http/session';
import { parseWith, readJson } from '../../http/validate';
import { normalizePhone } from '../../env';

const nowOf = (c: AppContext) => c.var.deps.now?.() ?? new Date();

export async function sellerStats(db: Db, sellerId: string) {
  const [row] = await db
    .select({
      totalListings: sql<number>`count(*)::int`,
      totalViews: sql<number>`coalesce(sum(${listings.views}), 0)::int`,
      activeListings: sql<number>`(count(*) FILTER (WHERE ${listings.status} = 'active'))::int`,
      totalLeads: sql<number>`coalesce(sum(${listings.leads}), 0)::int`,
    })
    .from(listings)
    .where(eq(listings.sellerId, sellerId));
  return {
    totalListings: row?.totalListings ?? 0,
    totalViews: row?.totalViews ?? 0,
    activeListings: row?.activeListings ?? 0,
    totalLeads: row?.totalLeads ?? 0,
  };
}

/** GET /users/dashboard -> { user, stats }. */
export async function dashboard(c: AppContext) {
  const signedIn = requireUser(c);
  const { db } = c.var.deps;
  // Read afresh: the session cache may hold a profile changed through another server.
  const [[user], stats] = await Promise.all([
    db.select().from(users).where(eq(users.id, signedIn.id)),
    sellerStats(db, signedIn.id),
  ]);
  if (!user) throw notFound('User');
  return c.json({ user: toUserJson(user, c.var.deps.env.ADMIN_PHONES), stats });
}

/**
 * PATCH /users/{_id} with `{ _id, user: {...} }` (or the profile fields flat). Only the seller
 * themself; the login phone cannot change.
 */
export async function updateProfile(c: AppContext) {
  const user = requireUser(c);
  const id = c.req.param('id');
  if (id !== user.id) throw forbidden('You can only change your own profile.');
  const body = await readJson(c);
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof record._id === 'string' && record._id !== id) {
    throw httpError(400, 'The _id in the body does not match the address.');
  }
  const fields =
    record.user && typeof record.user === 'object' && !Array.isArray(record.user)
      ? (record.user as Record<string, unknown>)
      : record;
  if (typeof fields.phone === 'string' && normalizePhone(fields.phone) !== user.phone) {
    throw httpError(422, 'phone: The login phone cannot be changed.');
  }
  const profile = parseWith(profileUpdateSchema, fields);
  const [updated] = await c.var.deps.db
    .update(users)
    .set({
      displayName: profile.displayName,
      contactNumber: profile.contactNumber,
      city: profile.city,
      address: profile.address ?? null,
      website: profile.website ?? null,
      updatedAt: nowOf(c),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw notFound('User');
  c.var.sessions.forgetUser(user.id);
  return c.json(toUserJson(updated, c.var.deps.env.ADMIN_PHONES));
}

/**
 * POST /users/logout: ends the session the request carries (204). Answers 204 as well when it
 * has already ended, so a sign-out the app queued while offline completes whenever it arrives.
 */
export async function logout(c: AppContext) {
  const token = requestToken(c);
  if (token) {
    await revokeSession(c.var.deps.db, token);
    c.var.sessions.forgetToken(token);
  }
  deleteCookie(c, 'token', { path: '/' });
  return c.body(null, 204);
}

const LINK_REFUSAL_MESSAGE = {
  expired: EXPIRED_LINK_MESSAGE,
  used: USED_LINK_MESSAGE,
  unknown: INVALID_LINK_MESSAGE,
} as const;

/**
 * POST /users/token-auth with `Authorization: Bearer <link token>` -> user + session token.
 * Not rate-limited: a 256-bit token cannot be guessed, and a seller whose address or suffix was
 * locked by someone guessing codes still signs in with the link. A refusal says why
 * (`reason`: expired, used or unknown).
 */
export async function tokenAuth(c: AppContext) {
  const { db, env } = c.var.deps;
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
  const result = match?.[1]
    ? await redeemLinkToken(db, match[1], nowOf(c))
    : ({ refused: 'unknown' } as const);
  if ('refused' in result) {
    return c.json({ message: LINK_REFUSAL_MESSAGE[result.refused], reason: result.refused }, 401);
  }
  const { token } = await createSession(db, result.user.id, nowOf(c));
  return c.json({ ...toUserJson(result.user, env.ADMIN_PHONES), token });
}

/** POST /users/verify-code `{ lastThreeDigits, code }` -> `{ user, token }`. */
export async function verifyCode(c: AppContext) {
  const { db, env } = c.var.deps;
  const { lastThreeDigits, code } = parseWith(verifyCodeSchema, await readJson(c));
  const now = nowOf(c);
  const verdict = await judgeCode(
    db,
    { suffix: lastThreeDigits, address: clientAddress(c), now },
    (tx) => redeemCode(tx, lastThreeDigits, code, now),
  );
  if (verdict.kind === 'locked') {
    throw tooManyRequests(
      tooManyAttemptsMessage(verdict.retryAfterSeconds),
      verdict.retryAfterSeconds,
    );
  }
  if (verdict.kind === 'wrong') throw httpError(401, INVALID_CODE_MESSAGE);
  const { token } = await createSession(db, verdict.user.id, now);
  return c.json({ user: { ...toUserJson(verdict.user, env.ADMIN_PHONES), token }, token });
}
