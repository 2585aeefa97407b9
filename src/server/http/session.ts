import { getCookie } from 'hono/cookie';
import { LRUCache } from 'lru-cache';
import type { MiddlewareHandler } from 'hono';
import { findSessionWithExpiry } from '../auth/sessions';
import type { Db } from '../db/client';
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
  if (!cookie || cookie.length > 512) return null;
  // A browser sends the cookie along with requests another site makes it send; a change made
  // on the cookie alone must come from a page of ours.
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isCrossSite(c)) return null;
  return cookie;
}

function isCrossSite(c: AppContext): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = c.req.header('origin');
  if (!origin) return false;
  const own = [new URL(c.req.url).origin, c.var.deps.env.PUBLIC_URL];
  return !own.includes(origin);
}

/** How long a looked-up session is trusted without asking the database again: a sign-out or a
 *  profile change made through another server process shows within this time. */
export const SESSION_CACHE_MS = 5_000;
export const SESSION_CACHE_MAX = 10_000;

/**
 * Recently seen sessions, so a burst of requests does not look the same token up every time.
 * Profile changes and sign-outs through this server drop the entry at once (forgetUser,
 * forgetToken). Bounded: the least recently used entry goes when it is full.
 */
export class SessionCache {
  private entries = new LRUCache<string, { user: UserRow; until: number }>({
    max: SESSION_CACHE_MAX,
  });

  get size(): number {
    return this.entries.size;
  }

  async lookup(db: Db, token: string, now: Date): Promise<UserRow | null> {
    const hit = this.entries.get(token);
    const time = now.getTime();
    if (hit && hit.until > time) return hit.user;
    const found = await findSessionWithExpiry(db, token, now);
    if (!found) {
      this.entries.delete(token);
      return null;
    }
    this.remember(token, found, now);
    return found.user;
  }

  remember(token: string, found: { user: UserRow; expiresAt: Date }, now: Date): void {
    this.entries.set(token, {
      user: found.user,
      until: Math.min(now.getTime() + SESSION_CACHE_MS, found.expiresAt.getTime()),
    });
  }

  forgetToken(token: string): void {
    this.entries.delete(token);
  }

  forgetUser(userId: string): void {
    for (const [token, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(token);
    }
  }
}

/** Resolves the session (if any) of every /api request into `c.var.user`. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = requestToken(c);
  const { db, now } = c.var.deps;
  c.set('user', token ? await c.var.sessions.lookup(db, token, now?.() ?? new Date()) : null);
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
