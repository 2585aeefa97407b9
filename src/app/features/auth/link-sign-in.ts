/**
 * Signing in with the link from the chat. The link's token is single-use, so it is sent to the
 * server at most once per page load, however many times the sign-in screen is rendered, mounted
 * or left (every caller shares one attempt), and never again once this browser has been signed
 * in with it: a reload, a Back to the link, or a second tap on it in the chat finds it accepted.
 *
 * Accepted tokens are remembered by a digest (localStorage, the last few only): the server has
 * already spent them, so they open nothing, and the digest is not the token anyway.
 */
import { signIn } from '@/app/local/session';
import { signInWithLink, type SignedIn } from './sign-in-api';
import { LinkAlreadyUsedHere, linkRefused } from './sign-in-failure';

const ACCEPTED_KEY = 'acceptedSignInLinks';
/** A seller signs in by link a few times a month; this is ample to recognise a repeated tap. */
const ACCEPTED_MAX = 20;

/** FNV-1a, 2 x 32 bits: a stable digest without the secure context `crypto.subtle` needs. */
function digest(token: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ token.length;
  for (let index = 0; index < token.length; index += 1) {
    const code = token.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(36) + '.' + (b >>> 0).toString(36);
}

function readAccepted(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(ACCEPTED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function rememberAccepted(token: string): void {
  const id = digest(token);
  const kept = readAccepted().filter((item) => item !== id);
  try {
    localStorage.setItem(ACCEPTED_KEY, JSON.stringify([...kept, id].slice(-ACCEPTED_MAX)));
  } catch {
    // Storage full or blocked: this page load still sends the token only once.
  }
}

/** Whether this browser was already signed in with this link. */
export function linkAlreadyAccepted(token: string): boolean {
  return readAccepted().includes(digest(token));
}

/** This page load's attempts, by token. */
const attempts = new Map<string, Promise<SignedIn>>();

/**
 * Signs in with the link's token: one request per token and page load, whoever asks. The session
 * is stored as soon as the server accepts it, whether or not the screen that asked is still there.
 * Only an attempt that never reached the server (no connection, server busy, too many tries) is
 * forgotten: the token is still good, and trying it again is what a reload does.
 */
export function signInWithLinkOnce(token: string): Promise<SignedIn> {
  const known = attempts.get(token);
  if (known) return known;
  const attempt = linkAlreadyAccepted(token)
    ? Promise.reject(new LinkAlreadyUsedHere('This browser already signed in with this link'))
    : signInWithLink(token).then((signedIn) => {
        rememberAccepted(token);
        signIn(signedIn.user, signedIn.token);
        return signedIn;
      });
  attempts.set(token, attempt);
  attempt.catch((failure: unknown) => {
    if (!linkRefused(failure)) attempts.delete(token);
  });
  return attempt;
}
