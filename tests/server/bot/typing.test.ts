/**
 * The read receipt with the typing indicator: sent once an answer has taken about a second (a
 * slow understanding stands in for a large search or the language-model path), before the reply,
 * in the shape the Cloud API documents; a quick answer goes without one. Over the signed webhook,
 * with the stand-in Graph API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBot, type Bot } from '@/server/bot';
import { CloudApiSender } from '@/server/bot/whatsapp/sender';
import { createUnderstanding } from '@/server/discovery/understanding';
import { parseEnv } from '@/server/env';
import { silentLogger } from '@/server/logger';
import { FakeGraphApi } from '../../support/fake-graph-api';
import { createTestServer, type TestServer } from '../helpers';
import { signedHeaders, textMessage } from './payloads';

const graph = new FakeGraphApi();
let server: TestServer;
let bot: Bot;

beforeAll(async () => {
  const apiBase = await graph.start();
  server = await createTestServer({ env: { LOG_LEVEL: 'silent' } });
  const env = parseEnv({
    DATA_DIR: server.filesDir,
    LOG_LEVEL: 'silent',
    WHATSAPP_APP_SECRET: 'k',
  });
  const understanding = createUnderstanding(env);
  bot = createBot({
    env,
    db: server.db,
    logger: silentLogger,
    sender: new CloudApiSender({ apiBase, phoneNumberId: '1', token: 't' }),
    // Slow on purpose: as long as a large search or the language model takes.
    understanding: {
      name: 'slow',
      understand: async (text) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return understanding.understand(text);
      },
    },
  });
});
afterAll(async () => {
  await bot?.stop();
  await graph.stop();
  await server?.close();
});

async function send(phone: string, words: string, id: string) {
  const body = JSON.stringify(textMessage(phone, words, id));
  const res = await bot.routes.request('/webhooks/whatsapp', {
    method: 'POST',
    body,
    headers: signedHeaders(body, 'k'),
  });
  expect(res.status).toBe(200);
  await bot.idle();
}

const typingFor = (id: string) =>
  graph.sent.findIndex((m) => m.body.message_id === id && m.body.status === 'read');

describe('the typing indicator', () => {
  it('marks the message read and shows typing when the answer takes over a second', async () => {
    const phone = '263771600001';
    const id = 'wamid.typing-slow-1';
    await send(phone, 'fridge in Harare', id);
    const at = typingFor(id);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(graph.sent[at]!.body).toEqual({
      messaging_product: 'whatsapp',
      status: 'read',
      message_id: id,
      typing_indicator: { type: 'text' },
    });
    // Before the reply it announces.
    const reply = graph.sent.findIndex((m) => m.to === phone);
    expect(reply).toBeGreaterThan(at);
  });

  it('is not sent for an answer that comes at once', async () => {
    const id = 'wamid.typing-quick-1';
    await send('263771600002', 'hello', id);
    expect(graph.sentTo('263771600002').length).toBeGreaterThan(0);
    expect(typingFor(id)).toBe(-1);
  });
});
