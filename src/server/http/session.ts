import { getCookie } from 'hono/cookie';
import type { MiddlewareHandler } from 'hono';
import { findSessionUser } from '../auth/sessions';
import { isAdminPhone } from '../auth/users';
import type { AppContext, AppEnv } from '../deps';
import type { UserRow } from '../db/schema';
import { forbidden, notSignedIn } from './errors';

/** The bearer token of the Authorization header, else the `token` cookie the app keeps. */
export function requestToken(c: AppContext): string | null {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S{1,512})\s*$/i.exec(header) : null;
  if (match?.[1]) return match[1];
  const cookie = getCookie(c, 'token');
  return cookie && cookie.length <= 512 ? cookie : null;
}

/** Resolves the session (if any) of every /api request into `c.var.user`. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = requestToken(c);
  const { db, now } = c.var.deps;
  c.set('user', token ? await findSessionUser(db, token, now?.() ?? new Date()) : null);
  await next();
};

export function requireUser(c: AppContext): UserRow {
  const user = c.var.user;
  if (!user) throw notSignedIn();
  return user;
}

export function requireAdmin(c: AppContext): UserRow {
  const user = requireUser(c);
  if (!isAdminPhone(user.phone, c.var.deps.env.ADMIN_PHONES)) {
    throw forbidden('Only administrators can see this.');
  }
  return user;
}
