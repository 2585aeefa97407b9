/**
 * When a message that did not go out may be sent again: a pure decision, apart from whoever
 * executes it (the sender's own attempts, the recovery of stored messages, a job queue).
 *
 * - Network errors, time-outs, HTTP 5xx and 429: transient, retried with growing pauses.
 * - Any other 4xx: the Cloud API refused the message itself; sending it again gets the same
 *   answer, so never.
 * - Meta answers some throttling with a 400 and a code (130429, 131056, 80007...): a 4xx carrying
 *   one of the codes Meta documents as temporary is retried; every other code is permanent
 *   (131030 recipient not allowed, 131047 outside the 24-hour window, 131026 undeliverable...).
 * - A `failed` status update is resent only for a temporary code.
 * - A message WhatsApp reported as delivered or read is never sent again, whatever comes after.
 */

/** Cloud API error codes that mean "try again later". */
export const TRANSIENT_ERROR_CODES: ReadonlySet<number> = new Set([
  1, // API unknown
  2, // API service temporarily unavailable
  4, // application request limit reached
  17, // user request limit reached
  341, // application limit reached
  80007, // WhatsApp Business Account rate limit
  130429, // throughput rate limit
  131000, // something went wrong
  131016, // service unavailable
  131056, // too many messages to one recipient in a short time
  133004, // server temporarily unavailable
]);

export type SendFailure =
  | { kind: 'network' }
  | { kind: 'http'; status: number; code?: number | null }
  /** A `failed` status update from WhatsApp after the send was accepted. */
  | { kind: 'status'; code?: number | null };

export function isRetryable(failure: SendFailure): boolean {
  if (failure.kind === 'network') return true;
  const transientCode =
    failure.code !== undefined && failure.code !== null && TRANSIENT_ERROR_CODES.has(failure.code);
  if (failure.kind === 'status') return transientCode;
  return failure.status === 429 || failure.status >= 500 || transientCode;
}

/** Statuses after which a message is on the person's phone: it is never sent again. */
export const REACHED_STATUSES: ReadonlySet<string> = new Set(['delivered', 'read']);

export interface StoredAttempt {
  status: string;
  /** Whether the last failure was transient (null while unknown, e.g. cut off mid-send). */
  retryable: boolean | null;
  attempts: number;
  /** It was reported delivered or read at some point. */
  reached: boolean;
}

/** Whether a stored outbound message may be sent again now. */
export function mayResend(message: StoredAttempt, maxAttempts: number): boolean {
  if (message.reached || REACHED_STATUSES.has(message.status)) return false;
  if (message.attempts >= maxAttempts) return false;
  if (message.status === 'pending') return true;
  return message.status === 'failed' && message.retryable === true;
}

/** Pause before attempt `attempt + 1` (attempt counts from 1): base, 2 x base, 4 x base... */
export function backoffMs(attempt: number, baseMs: number, maxMs = 60_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** A Retry-After header in seconds, when the server sent a usable one. */
export function retryAfterMs(header: string | null, maxMs = 60_000): number | null {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds >= 0
    ? Math.min(maxMs, seconds * 1000)
    : null;
}
