/**
 * The bot as the WhatsApp webhook meets it in the server tests: a bot on a test server's database
 * whose sends go to the stand-in Graph API, deliveries signed with the app secret (to that bot, or
 * through the server's own route), and what a phone was sent while one ran.
 */
import { expect } from 'vitest';
import { createBot, type Bot } from '@/server/bot';
import { CloudApiSender } from '@/server/bot/whatsapp/sender';
import { silentLogger } from '@/server/logger';
import { createTestServer, type TestServer } from '../server/helpers';
import { signedHeaders } from '../server/bot/payloads';
import type { CloudApiBody } from './cloud-api-body';
import type { FakeGraphApi } from './fake-graph-api';

/** The stand-in Graph API started, and beside it a server taking deliveries signed with 'k'. */
export async function webhookServer(
  graph: FakeGraphApi,
): Promise<{ server: TestServer; apiBase: string }> {
  const apiBase = await graph.start();
  const server = await createTestServer({ env: { LOG_LEVEL: 'silent', WHATSAPP_APP_SECRET: 'k' } });
  return { server, apiBase };
}

/** Stops both (the server only when it started). */
export async function stopWebhookServer(graph: FakeGraphApi, server: TestServer | undefined) {
  await graph.stop();
  await server?.close();
}

/** A bot on the server's database and environment, sending to the Graph API at `apiBase`. */
export function webhookBot(server: TestServer, apiBase: string): Bot {
  return createBot({
    env: { ...server.env, WHATSAPP_APP_SECRET: 'k' },
    db: server.db,
    logger: silentLogger,
    sender: new CloudApiSender({ apiBase, phoneNumberId: '1', token: 't' }),
  });
}

/** Posts one webhook payload, signed, to the bot; it is taken (200) and answered before this ends. */
export async function deliverSigned(bot: Bot, payload: unknown): Promise<void> {
  const body = JSON.stringify(payload);
  const res = await bot.routes.request('/webhooks/whatsapp', {
    method: 'POST',
    body,
    headers: signedHeaders(body, 'k'),
  });
  expect(res.status).toBe(200);
  await bot.idle();
}

/**
 * Posts one webhook payload, signed with `secret`, through the server's own /api route; it is
 * taken (200) and answered before this ends.
 */
export async function deliverThroughApp(
  server: TestServer,
  secret: string,
  payload: unknown,
): Promise<void> {
  const body = JSON.stringify(payload);
  const res = await server.request('/api/webhooks/whatsapp', {
    method: 'POST',
    body,
    headers: signedHeaders(body, secret),
  });
  expect(res.status).toBe(200);
  await server.bot.idle();
}

/** The message bodies `phone` was sent while `run` ran. */
export async function sentWhile(
  graph: FakeGraphApi,
  phone: string,
  run: () => Promise<unknown>,
): Promise<CloudApiBody[]> {
  const before = graph.sentTo(phone).length;
  await run();
  return graph
    .sentTo(phone)
    .slice(before)
    .map((message) => message.body);
}
