/**
 * What went wrong with signing in, as a kind the screens turn into words: the seller learns
 * whether the code was wrong, they must wait (and how long, from the server's Retry-After), their
 * phone is offline, or our server could not be reached, and for a link or a code whether it
 * expired or was already used. No words here: the app's sign-in screens say it from the active
 * catalogue (`sign-in-errors.ts`), the landing's script from the words the server put on its form
 * in the page's language (`src/app/landing.ts`).
 */
import { ApiError } from '@/app/api/client';
import { causeOf } from '@/app/sync/failure';
import { waitMinutes } from '@/domain/landing-copy';

export type SignInFailure =
  | { kind: 'code-failed' | 'code-used' | 'link-failed' | 'link-expired' | 'link-used' }
  | { kind: 'no-connection' | 'unreachable' }
  /** Locked out for a while: `minutes` from Retry-After, rounded up; null when not said. */
  | { kind: 'too-many'; minutes: number | null };

/** A link this browser already signed in with: it is spent, and not sent to the server again. */
export class LinkAlreadyUsedHere extends Error {}

function linkReason(body: unknown): string | null {
  return body && typeof body === 'object' && 'reason' in body && typeof body.reason === 'string'
    ? body.reason
    : null;
}

/** Why signing in with a code or a link failed. */
export function signInFailure(error: unknown, via: 'code' | 'link'): SignInFailure {
  if (error instanceof LinkAlreadyUsedHere) return { kind: 'link-used' };
  const refused = { kind: via === 'code' ? 'code-failed' : 'link-failed' } as const;
  if (!(error instanceof ApiError)) return refused;
  switch (causeOf(error)) {
    case 'offline':
      return {
        kind:
          typeof navigator !== 'undefined' && navigator.onLine === false
            ? 'no-connection'
            : 'unreachable',
      };
    case 'server-busy':
    case 'bad-answer':
      return { kind: 'unreachable' };
    case 'rate-limited':
      return { kind: 'too-many', minutes: waitMinutes(error.retryAfter) };
    default:
      break;
  }
  // The right code sent again (a double tap, or after its link signed in): not a wrong code.
  if (via === 'code') return error.status === 409 ? { kind: 'code-used' } : refused;
  const reason = linkReason(error.body);
  if (reason === 'expired') return { kind: 'link-expired' };
  if (reason === 'used') return { kind: 'link-used' };
  return refused;
}

/** Whether the server answered a link sign-in with a refusal (the token is spent or unknown). */
export function linkRefused(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind !== 'http') return false;
  return error.status < 500 && error.status !== 408 && error.status !== 429;
}
