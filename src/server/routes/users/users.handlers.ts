import { eq } from 'drizzle-orm';
import { deleteCookie } from 'hono/cookie';
import { profileUpdateSchema } from '@/domain';
import { impersonationMessage, posesAsMarketplace } from '@/domain/moderation/impersonation';
import { redeemLinkToken } from '@/server/auth/challenges';
import { signInWithCode } from '@/server/auth/code-sign-in';
import {
  EXPIRED_LINK_MESSAGE,
  INVALID_CODE_MESSAGE,
  USED_CODE_MESSAGE,
  INVALID_LINK_MESSAGE,
  tooManyAttemptsMessage,
  USED_LINK_MESSAGE,
} from '@/server/auth/constants';
import { createSession, revokeSession } from '@/server/auth/sessions';
import { contactCodeUpdate } from '@/server/auth/contact-check';
import { toUserJson } from '@/server/auth/users';
import { botConversations, users, type UserRow } from '@/server/db/schema';
import { suspendedBody } from '@/server/moderation/copy';
import type { AppRouteHandler } from '@/server/deps';
import { normalizePhone } from '@/server/env';
import { clientAddress } from '@/server/http/client-address';
import {
  HttpErrorWithBody,
  httpError,
  notFound,
  tooManyRequests,
  unprocessable,
} from '@/server/http/errors';
import { requestToken } from '@/server/http/session';
import { userChanged } from '@/server/listings/fresh-reads';
import { sellerStats } from '@/server/listings/listing-queries';
import type * as routes from './users.routes';

/** GET /users/dashboard -> { user, stats }. */
export const dashboard: AppRouteHandler<typeof routes.dashboard> = async (c) => {
  const { db } = c.var.deps;
  const id = c.var.user.id;
  // Read afresh: the session cache may hold a profile changed through another server.
  const [[user], stats] = await Promise.all([
    db.select().from(users).where(eq(users.id, id)),
    sellerStats(db, id),
  ]);
  if (!user) throw notFound('User');
  return c.json({ user: toUserJson(user, c.var.deps.env.ADMIN_PHONES, c.var.now()), stats }, 200);
};

/**
 * PATCH /users/{_id} with `{ _id, user: {...} }` (or the profile fields flat). Only the seller
 * themself (the route's middleware); the login phone cannot change.
 */
export const updateProfile: AppRouteHandler<typeof routes.updateProfile> = async (c) => {
  const user = c.var.user;
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  if (body._id !== undefined && body._id !== id) {
    throw httpError(400, 'The _id in the body does not match the address.');
  }
  const fields = body.user ?? body;
  if (typeof fields.phone === 'string' && normalizePhone(fields.phone) !== user.phone) {
    throw unprocessable('phone: The login phone cannot be changed.');
  }
  const parsed = profileUpdateSchema.safeParse(fields);
  if (!parsed.success) throw unprocessable(parsed.error);
  const profile = parsed.data;
  const marketplace = c.var.deps.env.MARKETPLACE_NAME;
  if (posesAsMarketplace(profile.displayName, marketplace)) {
    throw unprocessable(`displayName: ${impersonationMessage(marketplace)}`);
  }
  const now = c.var.now();
  // The row as it stands (the session's copy may be seconds old): a waiting code is kept.
  const [before] = await c.var.deps.db.select().from(users).where(eq(users.id, user.id));
  if (!before) throw notFound('User');
  const [updated] = await c.var.deps.db
    .update(users)
    .set({
      displayName: profile.displayName,
      contactNumber: profile.contactNumber,
      ...contactCodeUpdate(before, profile.contactNumber, now),
      city: profile.city,
      address: profile.address ?? null,
      website: profile.website ?? null,
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw notFound('User');
  userChanged(c.var.deps.db, user.id);
  return c.json(toUserJson(updated, c.var.deps.env.ADMIN_PHONES, now), 200);
};

/**
 * POST /users/logout: ends the session the request carries (204). Answers 204 as well when it
 * has already ended, so a sign-out the app queued while offline completes whenever it arrives.
 */
export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  const token = requestToken(c, c.var.deps.env.PUBLIC_URL);
  if (token) {
    await revokeSession(c.var.deps.db, token);
    c.var.sessions.forgetToken(token);
  }
  deleteCookie(c, 'token', { path: '/' });
  return c.body(null, 204);
};

/** A link or code sent before the suspension signs nobody in: 403 with the reason. */
function refuseSuspended(user: UserRow): void {
  if (user.suspendedAt) throw new HttpErrorWithBody(403, suspendedBody(user.suspensionReason));
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
export const tokenAuth: AppRouteHandler<typeof routes.tokenAuth> = async (c) => {
  const { db, env } = c.var.deps;
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
  const result = match?.[1]
    ? await redeemLinkToken(db, match[1], c.var.now())
    : ({ refused: 'unknown' } as const);
  if ('refused' in result) {
    return c.json({ message: LINK_REFUSAL_MESSAGE[result.refused], reason: result.refused }, 401);
  }
  refuseSuspended(result.user);
  const { token } = await createSession(db, result.user.id, c.var.now());
  return c.json({ ...toUserJson(result.user, env.ADMIN_PHONES, c.var.now()), token }, 200);
};

/** POST /users/verify-code `{ lastThreeDigits, code }` -> `{ user, token }`. */
export const verifyCode: AppRouteHandler<typeof routes.verifyCode> = async (c) => {
  const { db, env } = c.var.deps;
  const { lastThreeDigits, code } = c.req.valid('json');
  const result = await signInWithCode(db, {
    lastThreeDigits,
    code,
    address: clientAddress(c),
    now: c.var.now(),
  });
  if (result.kind === 'locked') {
    throw tooManyRequests(
      tooManyAttemptsMessage(result.retryAfterSeconds),
      result.retryAfterSeconds,
    );
  }
  if (result.kind === 'wrong') throw httpError(401, INVALID_CODE_MESSAGE);
  if (result.kind === 'used')
    return c.json({ message: USED_CODE_MESSAGE, reason: 'used' as const }, 409);
  refuseSuspended(result.user);
  if (result.kind !== 'signed-in') throw httpError(403, 'This account is suspended.');
  const { token } = result;
  return c.json(
    { user: { ...toUserJson(result.user, env.ADMIN_PHONES, c.var.now()), token }, token },
    200,
  );
};

/**
 * PUT /users/{_id}/language with `{ language }`: kept on the profile (another device signs in to
 * it) and as the language the bot answers this phone in, so the chat and the app stay in step
 * (the bot changes it again when the seller writes to it in another language).
 */
export const updateLanguage: AppRouteHandler<typeof routes.updateLanguage> = async (c) => {
  const user = c.var.user;
  const { language } = c.req.valid('json');
  const now = c.var.now();
  const updated = await c.var.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ language, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await tx
      .insert(botConversations)
      .values({ phoneNumber: user.phone, language, updatedAt: now })
      .onConflictDoUpdate({ target: botConversations.phoneNumber, set: { language } });
    return row;
  });
  if (!updated) throw notFound('User');
  userChanged(c.var.deps.db, user.id);
  return c.json(toUserJson(updated, c.var.deps.env.ADMIN_PHONES, now), 200);
};
