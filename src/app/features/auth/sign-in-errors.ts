/**
 * What the sign-in screens say when signing in fails: the seller learns whether the code was
 * wrong, they must wait (and how long, from the server's Retry-After), their phone is offline,
 * or our server could not be reached, and for a link or a code whether it expired or was already
 * used. The words are the app's one error table (`sync/ui/error-words.ts`).
 */
import { ApiError } from '@/app/api/client';
import { LINK_USED, errorWords } from '@/app/sync/ui/error-words';

/** A link this browser already signed in with: it is spent, and not sent to the server again. */
export class LinkAlreadyUsedHere extends Error {}

export function describeSignInError(error: unknown, via: 'code' | 'link'): string {
  if (error instanceof LinkAlreadyUsedHere) return LINK_USED;
  return errorWords(error, via);
}

/** Whether the server answered a link sign-in with a refusal (the token is spent or unknown). */
export function linkRefused(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind !== 'http') return false;
  return error.status < 500 && error.status !== 408 && error.status !== 429;
}
