/**
 * How long an item waits after a try that did not get through. The wait grows with each failed
 * try of the same item, but only while the link stays bad: the engine forgets it (`resetBackoff`)
 * when the browser says it is online again and whenever any request succeeds, so a link that came
 * back is never left idle.
 */

/** First retry delay; doubles with each failed try of the same item. */
export const RETRY_BASE_MS = 2_000;
/** Longest wait between two tries of one item: short enough that a seller never waits long. */
export const RETRY_MAX_MS = 60_000;

/**
 * How long the browser may say 'offline' before the try in flight is given up. A mobile link
 * that drops for a second or two does not break a connection: the request carries on when the
 * link returns, and cutting an upload there would throw away what it had already sent (on a
 * link that is down one second in four, a photo that needs ten seconds would never get through).
 * A link still down after this long is gone: the try is cut so it does not hang until its
 * time-out, and goes again on the `online` event.
 */
export const LINK_DROP_GRACE_MS = 5_000;

export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  random?: () => number;
}

/**
 * The wait before try number `attempts + 1`. "Equal jitter": half fixed, half random, so many
 * phones coming back online at once spread out instead of arriving together.
 */
export function backoffDelay(attempts: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? RETRY_BASE_MS;
  const max = options.maxMs ?? RETRY_MAX_MS;
  const ceiling = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
  return ceiling / 2 + ((options.random ?? Math.random)() * ceiling) / 2;
}

/**
 * When to try again: a 429's Retry-After is the server's word and wins over the backoff (never
 * earlier than it asked); otherwise the backoff.
 */
export function nextAttemptTime(
  now: number,
  attempts: number,
  retryAt: number | undefined,
  options: BackoffOptions = {},
): number {
  if (retryAt !== undefined && retryAt > now) return retryAt;
  return now + backoffDelay(attempts, options);
}
