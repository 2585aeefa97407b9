/**
 * One reply: stored first ('pending', under its idempotency key when it answers an inbound
 * message), then sent, then marked 'sent' or 'failed' at once: the only moment a reply can go
 * out twice is a process stopped between the Cloud API accepting it and that mark (one database
 * round trip), after which the reply, still 'pending', is sent again.
 */
import type { Db } from '@/server/db/client';
import type { BotLogger } from '@/server/logger';
import { withinLimits, type OutboundMessage } from './outbound';
import { recordSendResult } from '@/server/bot/whatsapp/message-log';
import { recordKeyedOutbound } from '@/server/bot/whatsapp/reply-log';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';
import { noteRefusal } from '@/server/bot/whatsapp/refusals';

export interface Delivered {
  message: OutboundMessage;
  result: SendResult;
  /**
   * Recorded earlier under the same idempotency key, so nothing was sent now: it went out, or it
   * failed and is the recovery's to send again.
   */
  sentBefore?: true;
}

export interface SendDeps {
  db: Db;
  sender: OutboundSender;
  logger: BotLogger;
  now?: () => Date;
}

/** Sends through the sender; a sender that throws counts as a retryable failure. */
export async function trySend(
  sender: OutboundSender,
  to: string,
  message: OutboundMessage,
): Promise<SendResult> {
  try {
    return await sender.send(to, message);
  } catch (error) {
    return {
      ok: false,
      attempts: 1,
      retryable: true,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

export async function sendReply(
  deps: SendDeps,
  to: string,
  message: OutboundMessage,
  key?: string,
): Promise<Delivered> {
  const bounded = withinLimits(message);
  const at = deps.now?.() ?? new Date();
  const slot = await recordKeyedOutbound(deps.db, to, bounded, at, key ? { key } : {});
  if (!slot.send || !slot.id) {
    return { message: bounded, result: { ok: true, attempts: 0 }, sentBefore: true };
  }
  const id = slot.id;
  const result = await trySend(deps.sender, to, bounded);
  if (!result.ok) deps.logger.error('whatsapp message not delivered', { to, error: result.error });
  if (!result.ok) await noteRefusal(deps.db, to, result.errorCode, at, id);
  try {
    await recordSendResult(deps.db, id, result);
  } catch (error) {
    // The message went out; failing to note it must not stop the rest of the answer.
    deps.logger.error('could not record a send result', {
      id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return { message: bounded, result };
}
