/**
 * Where to go once signed in (`next`): a path of this site only, so a link can never send a
 * seller to another site. Shared by the app's sign-in screens and the server's landing.
 */

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
