import { eq, sql } from 'drizzle-orm';
import { profileUpdateSchema, verifyCodeSchema } from '@/domain';
import { redeemCode, redeemLinkToken } from '../../auth/challenges';
import {
  INVALID_CODE_MESSAGE,
  INVALID_LINK_MESSAGE,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_SUFFIX,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../../auth/constants';
import { recentFailures, recordFailure } from '../../auth/rate-limit';
import { createSession } from '../../auth/sessions';
import { toUserJson } from '../../auth/users';
import type { Db } from '../../db/client';
import { listings, users } from '../../db/schema';
import type { AppContext } from '../../deps';
import { clientAddress } from '../../http/client-address';
import { forbidden, httpError, notFound } from '../../http/errors';
import { requireUser } from '../../http/session';
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

async function ensureAddressNotLocked(c: AppContext, address: string) {
  const failures = await recentFailures(c.var.deps.db, 'address', address, nowOf(c));
  if (failures >= MAX_FAILURES_PER_ADDRESS) throw httpError(429, TOO_MANY_ATTEMPTS_MESSAGE);
}

/** POST /users/token-auth with `Authorization: Bearer <link token>` -> user + session token. */
export async function tokenAuth(c: AppContext) {
  const { db, env } = c.var.deps;
  const address = clientAddress(c);
  await ensureAddressNotLocked(c, address);
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
  const user = match?.[1] ? await redeemLinkToken(db, match[1], nowOf(c)) : null;
  if (!user) {
    await recordFailure(db, 'address', address, nowOf(c));
    throw httpError(401, INVALID_LINK_MESSAGE);
  }
  const { token } = await createSession(db, user.id, nowOf(c));
  return c.json({ ...toUserJson(user, env.ADMIN_PHONES), token });
}

/** POST /users/verify-code `{ lastThreeDigits, code }` -> `{ user, token }`. */
export async function verifyCode(c: AppContext) {
  const { db, env } = c.var.deps;
  const { lastThreeDigits, code } = parseWith(verifyCodeSchema, await readJson(c));
  const address = clientAddress(c);
  const now = nowOf(c);
  await ensureAddressNotLocked(c, address);
  // Checked before the code itself: once locked, even the right code waits out the window.
  if ((await recentFailures(db, 'code-suffix', lastThreeDigits, now)) >= MAX_FAILURES_PER_SUFFIX) {
    throw httpError(429, TOO_MANY_ATTEMPTS_MESSAGE);
  }
  const user = await redeemCode(db, lastThreeDigits, code, now);
  if (!user) {
    await recordFailure(db, 'code-suffix', lastThreeDigits, now);
    await recordFailure(db, 'address', address, now);
    throw httpError(401, INVALID_CODE_MESSAGE);
  }
  const { token } = await createSession(db, user.id, now);
  return c.json({ user: { ...toUserJson(user, env.ADMIN_PHONES), token }, token });
}
