/**
 * What the sign-in screens say when signing in fails: the seller learns whether the code was
 * wrong, they must wait (and how long, from the server's Retry-After), their phone is offline,
 * or our server could not be reached, and for a link or a code whether it expired or was already
 * used.
 */
import { ApiError } from '@/app/api/client';

/** The spec's words for a wrong code and for a bad link. */
export const CODE_FAILED = 'Invalid code combination. Please try again.';
export const LINK_FAILED = 'Invalid or expired login link. Please request a new one.';
export const LINK_EXPIRED = 'This login link has expired. Please request a new one.';
export const LINK_USED = 'This login link has already been used. Please request a new one.';
export const CODE_USED = 'This code has already been used. Please request a new one.';
export const NO_CONNECTION = 'No connection. Check your internet connection and try again.';
export const SERVER_UNREACHABLE = 'The server could not be reached. Please try again in a moment.';

export function tooManyTries(retryAfter: string | null): string {
  const seconds = Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds <= 0) return 'Too many tries. Please try again later.';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many tries. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** A link this browser already signed in with: it is spent, and not sent to the server again. */
export class LinkAlreadyUsedHere extends Error {}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function linkReason(body: unknown): string | null {
  return body && typeof body === 'object' && 'reason' in body && typeof body.reason === 'string'
    ? body.reason
    : null;
}

export function describeSignInError(error: unknown, via: 'code' | 'link'): string {
  const wrong = via === 'code' ? CODE_FAILED : LINK_FAILED;
  if (error instanceof LinkAlreadyUsedHere) return LINK_USED;
  if (!(error instanceof ApiError)) return wrong;
  if (error.kind === 'fetch') return offline() ? NO_CONNECTION : SERVER_UNREACHABLE;
  if (error.kind === 'timeout') return offline() ? NO_CONNECTION : SERVER_UNREACHABLE;
  if (error.kind === 'parse') return SERVER_UNREACHABLE;
  if (error.status === 429) return tooManyTries(error.retryAfter);
  if (error.status >= 500 || error.status === 408) return SERVER_UNREACHABLE;
  // The right code sent again (a double tap, or after its link signed in): not a wrong code.
  if (via === 'code' && error.status === 409) return CODE_USED;
  if (via === 'link') {
    const reason = linkReason(error.body);
    if (reason === 'expired') return LINK_EXPIRED;
    if (reason === 'used') return LINK_USED;
  }
  return wrong;
}

/** Whether the server answered a link sign-in with a refusal (the token is spent or unknown). */
export function linkRefused(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind !== 'http') return false;
  return error.status < 500 && error.status !== 408 && error.status !== 429;
}
