/** The sign-in page's address: the route validates it, the page reads it. */
export type LoginStep = 'sign-in' | 'code';

export interface LoginSearch {
  /** The single-use link token the chat bot sends; present means "sign in with it now". */
  token?: string;
  /** The sign-in screen and code entry are addresses of their own, so Back returns a step. */
  step?: LoginStep;
  /**
   * Where to go once signed in (a path of this site, e.g. `/listings/new?draft=...` from the
   * chat's link); anything else is dropped, so a link can never send a seller to another site.
   */
  next?: string;
}

const STEPS: readonly unknown[] = ['sign-in', 'code'] satisfies LoginStep[];

/** Longer than any address of the app; a longer one is not ours. */
const MAX_NEXT_LENGTH = 1000;
const BASE = 'https://same-origin.invalid';

/**
 * A same-origin path to go to after sign-in, or undefined: it must start with one '/', hold no
 * backslash, space or control character (browsers read '/\evil.com' as another site), resolve to
 * this origin, and not lead back to /login.
 */
export function safeNextPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_NEXT_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || url.pathname === '/login' || url.pathname.startsWith('/login/')) {
    return undefined;
  }
  return url.pathname + url.search + url.hash;
}

export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const next = safeNextPath(search.next);
  const withNext = next ? { next } : {};
  if (typeof search.token === 'string' && search.token) return { token: search.token, ...withNext };
  return STEPS.includes(search.step) ? { step: search.step as LoginStep, ...withNext } : withNext;
}
