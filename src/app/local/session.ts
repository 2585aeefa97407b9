/**
 * The signed-in seller's credential. The token lives in the `token` cookie (15 days, path /), as
 * the spec says, falling back to the token on the stored user. Nothing here deletes local data:
 * signing out only forgets the credential, so drafts, photos and queued changes stay on the device
 * for when the same seller signs in again.
 */
import type { User } from '@/domain';
import { LOGIN_COOKIE_DAYS } from '@/domain/constants';
import { PHOTO_CACHE_NAMES } from '@/app/sw-contract';

const COOKIE = 'token';
const USER_KEY = 'currentUser';

/**
 * The signed-in seller as this browser keeps them: the domain's User without its creation date;
 * `isAdmin` is whether the server counts this phone as an admin, kept fresh by every pull.
 */
export type SessionUser = Omit<User, 'createdAt' | 'isAdmin'> &
  Partial<Pick<User, 'isAdmin'>> & { token?: string };

type Listener = (user: SessionUser | null) => void;
const listeners = new Set<Listener>();

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export function getCurrentUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return readCookie(COOKIE) ?? getCurrentUser()?.token ?? null;
}

/** The `token` cookie alone (the landing's plain form signs in by setting only that). */
export function getCookieToken(): string | null {
  return readCookie(COOKIE);
}

/**
 * The signed-in seller's id. The stored user counts only with the session it was stored with: a
 * cookie of another session (signed in without the app's script) names someone this device has
 * not met yet, until `adoptCookieSession` has fetched them.
 */
export function getCurrentUserId(): string | null {
  const token = getToken();
  const user = getCurrentUser();
  if (!token || !user) return null;
  return user.token === undefined || user.token === token ? user._id : null;
}

/**
 * Empties the service worker's photo caches: they hold the last seller's photos, which the next
 * seller on this phone must not be served. Each seller's own data lives in their own database.
 */
export function clearPhotoCaches(): Promise<unknown> {
  if (typeof caches === 'undefined') return Promise.resolve();
  return Promise.all(PHOTO_CACHE_NAMES.map((name) => caches.delete(name))).catch(() => undefined);
}

export function signIn(user: SessionUser, token: string): void {
  const previous = getCurrentUser()?._id;
  if (previous !== undefined && previous !== user._id) {
    void clearPhotoCaches();
  }
  const maxAge = LOGIN_COOKIE_DAYS * 24 * 60 * 60;
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  const stored = { ...user, token };
  localStorage.setItem(USER_KEY, JSON.stringify(stored));
  listeners.forEach((listener) => listener(stored));
}

/** Replaces the stored user (after a profile update) without touching the credential. */
export function setCurrentUser(user: SessionUser): void {
  const token = getCurrentUser()?.token;
  const stored = { ...user, ...(token ? { token } : {}) };
  localStorage.setItem(USER_KEY, JSON.stringify(stored));
  listeners.forEach((listener) => listener(stored));
}

export function signOut(): void {
  void clearPhotoCaches();
  document.cookie = `${COOKIE}=; Max-Age=0; Path=/`;
  localStorage.removeItem(USER_KEY);
  listeners.forEach((listener) => listener(null));
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
