/**
 * Sending again the replies that failed, or were cut off mid-send, and never reached the phone:
 * each claimed first (claimResend), so two recoveries running at once send it once.
 */
import { mayResend } from '@/server/bot/whatsapp/retry-policy';
import {
  claimResend,
  recordSendResult,
  undeliveredOutbound,
} from '@/server/bot/whatsapp/message-log';
import { trySend, type SendDeps } from './send-reply';

/** Attempts per outbound message across every try, first sends included. */
export const RESEND_MAX_ATTEMPTS = 9;

/** Sends again what may be sent again among replies made in the window; returns how many went. */
export async function resendUndelivered(
  deps: SendDeps,
  olderThan: Date,
  newerThan: Date,
): Promise<number> {
  let resent = 0;
  const retry = await undeliveredOutbound(deps.db, olderThan, newerThan, RESEND_MAX_ATTEMPTS);
  for (const row of retry) {
    const message = row.content.message;
    const stored = {
      status: row.status,
      retryable: row.retryable,
      attempts: Number(row.attempts),
      reached: row.reached_at !== null,
    };
    if (!message || !mayResend(stored, RESEND_MAX_ATTEMPTS)) continue;
    if (!(await claimResend(deps.db, row.id, row.stamp))) continue;
    const result = await trySend(deps.sender, row.contact, message);
    await recordSendResult(deps.db, row.id, result);
    if (result.ok) resent++;
  }
  return resent;
}
