/**
 * One pass at a time across every tab of the app (Web Locks): two tabs sending the same item at
 * once would only meet the server's idempotency, but there is no reason to race. A tab that finds
 * the lock taken looks again later, in case the other tab closed.
 */

/** Web Lock held by the tab that drains. */
export const DRAIN_LOCK = 'outbox-drain';
/** A tab that found another one draining looks again after this long. */
export const LOCK_RETRY_MS = 10_000;

export type DrainLock = (
  pass: () => Promise<void>,
  retryLater: (at: number) => void,
  now: number,
) => Promise<void>;

export function createDrainLock(): DrainLock {
  return async (pass, retryLater, now) => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return pass();
    await locks.request(DRAIN_LOCK, { ifAvailable: true }, async (lock) => {
      if (!lock) retryLater(now + LOCK_RETRY_MS);
      else await pass();
    });
  };
}
