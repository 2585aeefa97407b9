/**
 * The sender as the conversation sees it: every message is addressed to a person's contact key,
 * and goes to where WhatsApp reaches them now (whatsapp/identities.ts): the phone it gave last,
 * else their newest business-scoped id, so a person who changed number is answered there.
 */
import type { Db } from '@/server/db/client';
import { addressOf } from '@/server/bot/whatsapp/identities';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';
import type { OutboundMessage } from './outbound';

export function addressedSender(sender: OutboundSender, db: Db): OutboundSender {
  return {
    name: sender.name,
    ...(sender.typing ? { typing: (id: string) => sender.typing!(id) } : {}),
    async send(to: string, message: OutboundMessage): Promise<SendResult> {
      return sender.send(await addressOf(db, to), message);
    },
  };
}
