/**
 * The sender as the metrics see it: every message the bot sends is counted by kind and outcome,
 * and an approved template by its category ('alert', 'checkin' or 'feedback', as
 * WHATSAPP_TEMPLATE_ALERT, WHATSAPP_TEMPLATE_CHECKIN and WHATSAPP_TEMPLATE_FEEDBACK name them;
 * 'other' for any other name).
 */
import type { Env } from '@/server/env';
import { botMessagesOut, outcome, templateSends } from '@/server/metrics/registry';
import type { OutboundMessage } from './outbound';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';

function categoryOf(env: Env, message: OutboundMessage): string | null {
  if (message.kind !== 'template') return null;
  if (message.name === env.WHATSAPP_TEMPLATE_ALERT?.name) return 'alert';
  if (message.name === env.WHATSAPP_TEMPLATE_CHECKIN?.name) return 'checkin';
  if (message.name === env.WHATSAPP_TEMPLATE_FEEDBACK?.name) return 'feedback';
  return 'other';
}

export function countedSender(sender: OutboundSender, env: Env): OutboundSender {
  const count = (message: OutboundMessage, ok: boolean) => {
    botMessagesOut.inc({ kind: message.kind, outcome: outcome(ok) });
    const category = categoryOf(env, message);
    if (category) templateSends.inc({ category, outcome: outcome(ok) });
  };
  return {
    name: sender.name,
    ...(sender.typing ? { typing: (id: string) => sender.typing!(id) } : {}),
    async send(to: string, message: OutboundMessage): Promise<SendResult> {
      try {
        const result = await sender.send(to, message);
        count(message, result.ok);
        return result;
      } catch (error) {
        count(message, false);
        throw error;
      }
    },
  };
}
