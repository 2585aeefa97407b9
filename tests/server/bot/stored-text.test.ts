/**
 * A message answered from its stored row (the reply job on a shared database, or the recovery)
 * is read as the buyer wrote it: typed text in square brackets is still a search, and only a
 * message WhatsApp delivered as a type the bot cannot read gets the 'text only' answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUPPORTED_TEXT } from '@/server/bot/conversation/copy';
import { silentLogger } from '@/server/logger';
import { plainText, type OutboundMessage } from '@/server/bot/outbound';
import { BotRuntime } from '@/server/bot/runtime';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';
import type { InboundEvent } from '@/server/bot/whatsapp/webhook-payload';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import { createTestServer, type TestServer } from '../helpers';

class CapturingSender implements OutboundSender {
  readonly name = 'dev' as const;
  readonly sent: OutboundMessage[] = [];
  async send(_to: string, message: OutboundMessage): Promise<SendResult> {
    this.sent.push(message);
    return { ok: true, attempts: 1, waMessageId: `wamid.stored.${this.sent.length}` };
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

let counter = 0;
async function answeredFromRow(event: Omit<InboundEvent, 'waMessageId' | 'from' | 'sentAt'>) {
  counter++;
  const sender = new CapturingSender();
  const runtime = new BotRuntime({
    db: server.db,
    env: server.env,
    sender,
    understanding: new RuleBasedUnderstanding(),
    logger: silentLogger,
  });
  const id = await runtime.accept({
    waMessageId: `wamid.in.stored.${counter}`,
    from: `26377200000${counter}`,
    sentAt: new Date(),
    ...event,
  });
  if (!id) throw new Error('not stored');
  await runtime.answerStored(id);
  await runtime.idle();
  return sender.sent.map(plainText);
}

describe('a message answered from its stored row', () => {
  it('reads typed text in square brackets as a search', async () => {
    const replies = await answeredFromRow({ text: '[Toyota Corolla]' });
    expect(replies).toHaveLength(1);
    expect(replies[0]).not.toBe(UNSUPPORTED_TEXT);
    expect(replies[0]).toContain('Toyota Corolla');
  });

  it('answers a message type the bot cannot read with the text-only answer', async () => {
    expect(await answeredFromRow({ unsupportedType: 'sticker' })).toEqual([UNSUPPORTED_TEXT]);
  });
});
