import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isAdminPhone } from '@/server/auth/users';
import type { AppContext, AppEnv } from '@/server/deps';
import type { UserRow } from '@/server/db/schema';
import { forbidden, notSignedIn } from './errors';

/**
 * The bearer token of the Authorization header, else the `token` cookie the app keeps. Throws a
 * 403 for a change (not GET or HEAD) that carries the cookie alone and was sent by another site
 * (`Sec-Fetch-Site` other than same-origin or none, or an `Origin` not the server's own).
 */
export function requestToken(c: Context, publicUrl: string): string | null {
  const bearer = bearerToken(c.req.header('authorization'));
  if (bearer) return bearer;
  const cookie = getCookie(c, 'token');
  if (!cookie || cookie.length > 512) return null;
  // A browser sends the cookie along with requests another site makes it send; a change made
  // on the cookie alone must come from a page of ours: 403, and nothing done.
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isCrossSite(c, publicUrl)) {
    throw forbidden(CROSS_SITE_MESSAGE);
  }
  return cookie;
}

export const CROSS_SITE_MESSAGE =
  'This request came from another website and was refused. Open the marketplace and try again there.';

/** The token of an Authorization header `Bearer <token>`, else null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = header ? /^Bearer\s+(\S{1,512})\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function isCrossSite(c: Context, publicUrl: string): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = c.req.header('origin');
  if (!origin) return false;
  const own = [new URL(c.req.url).origin, publicUrl];
  return !own.includes(origin);
}

export function requireUser(c: AppContext): UserRow {
  const user = c.var.user;
  if (!user) throw notSignedIn();
  return user;
}

const ADMINS_ONLY = 'Only administrators can see this.';

export function requireAdmin(c: AppContext): UserRow {
  const user = requireUser(c);
  if (!isAdminPhone(user.phone, c.var.deps.env.ADMIN_PHONES)) {
    throw forbidden(ADMINS_ONLY);
  }
  return user;
}

/** What handlers behind `signedIn` or `adminOnly` see: the user is there. */
export interface SignedInEnv {
  Variables: { user: UserRow };
}

/**
 * Route middleware: a request without a valid session is answered 401 before its body or
 * address is looked at, so a stranger learns nothing about what exists.
 */
export const signedIn = createMiddleware<AppEnv & SignedInEnv>(async (c, next) => {
  // c.get, not c.var: c.var copies every variable into a new object on each use.
  if (!c.get('user')) throw notSignedIn();
  await next();
});

/** Route middleware: 401 without a session, 403 for a seller who is not an administrator. */
export const adminOnly = createMiddleware<AppEnv & SignedInEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw notSignedIn();
  if (!isAdminPhone(user.phone, c.var.deps.env.ADMIN_PHONES)) throw forbidden(ADMINS_ONLY);
  await next();
});
