/** A login link token works once, within this time of the 'Login' message. */
export const LINK_TOKEN_TTL_MS = 15 * 60 * 1000;
/** A login code works once, within this time of the 'Login' message. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Session lifetime, the same as the app's token cookie (spec). */
export const SESSION_TTL_MS = 15 * 24 * 60 * 60 * 1000;

/** Wrong codes are counted over this sliding window. */
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/** Wrong codes allowed per last-three-digits within the window, so guessing a 4-digit code
 *  succeeds with odds of about 5 in 10,000 over the code's whole life. */
export const MAX_FAILURES_PER_SUFFIX = 5;
/** Wrong codes or link tokens allowed per client address within the window. */
export const MAX_FAILURES_PER_ADDRESS = 20;

/** Kept in the conversation, and logged, in place of a sign-in message: its link and code are
 *  readable only on the seller's phone. */
export const SIGN_IN_SENT = 'Sign-in link and code sent';

/** The wait is the answer's Retry-After, rounded up to whole minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'}, then send Login on WhatsApp for a new code.`;
}
export const INVALID_CODE_MESSAGE = 'Invalid code combination. Please try again.';
/** The right code, sent again after it signed in (a double tap) or after its link was used. */
export const USED_CODE_MESSAGE = 'This code has already been used. Please request a new one.';
/** The spec's words for a bad link; an expired or used one is named as such. */
export const INVALID_LINK_MESSAGE = 'Invalid or expired login link. Please request a new one.';
export const EXPIRED_LINK_MESSAGE = 'This login link has expired. Please request a new one.';
export const USED_LINK_MESSAGE =
  'This login link has already been used (or a newer one was sent). Please request a new one.';
