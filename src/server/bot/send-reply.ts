/** One reply: stored first ('pending'), then sent, then marked 'sent' or 'failed'. */
import type { Db } from '@/server/db/client';
import type { BotLogger } from '@/server/logger';
import { withinLimits, type OutboundMessage } from './outbound';
import { recordOutbound, recordSendResult } from '@/server/bot/whatsapp/message-log';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';

export interface Delivered {
  message: OutboundMessage;
  result: SendResult;
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
): Promise<Delivered> {
  const bounded = withinLimits(message);
  const id = await recordOutbound(deps.db, to, bounded, deps.now?.() ?? new Date());
  const result = await trySend(deps.sender, to, bounded);
  if (!result.ok) deps.logger.error('whatsapp message not delivered', { to, error: result.error });
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
