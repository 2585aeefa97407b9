/** The sign-in page's address: the route validates it, the page reads it. */
export type LoginStep = 'sign-in' | 'code';

export interface LoginSearch {
  /** The single-use link token the chat bot sends; present means "sign in with it now". */
  token?: string;
  /** The sign-in screen and code entry are addresses of their own, so Back returns a step. */
  step?: LoginStep;
  /**
   * Where to go once signed in (the bot's link to a chat draft opens the editor on it): a path
   * of this app only, never another site.
   */
  next?: string;
}

const STEPS: readonly unknown[] = ['sign-in', 'code'] satisfies LoginStep[];

/**
 * A path inside this app ('/listings/new?draft=...'), or null: another origin ('//evil.example',
 * 'https://...', '/\\evil'), the sign-in page itself, or anything odd is refused.
 */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 300) return null;
  if (!/^\/(?![/\\])/.test(value) || /[\\\s]/.test(value)) return null;
  const base = 'https://app.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const next = sameOriginPath(search.next);
  const withNext = next ? { next } : {};
  if (typeof search.token === 'string' && search.token) return { token: search.token, ...withNext };
  return STEPS.includes(search.step) ? { step: search.step as LoginStep, ...withNext } : withNext;
}
