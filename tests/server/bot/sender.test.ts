/**
 * Outbound delivery against a stand-in for Meta's Graph API: a local HTTP server on 127.0.0.1
 * that answers as graph.facebook.com does (or fails as it sometimes does).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBot } from '@/server/bot';
import { silentLogger } from '@/server/logger';
import { CloudApiSender } from '@/server/bot/whatsapp/sender';
import { rows } from '@/server/db/rows';
import { seedDatabase } from '@/server/seed';
import { createTestServer, type TestServer } from '../helpers';
import { signedHeaders, textMessage } from './payloads';

interface Received {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** Answers each request with the next planned status (200 when the plan runs out). */
class FakeGraphApi {
  received: Received[] = [];
  plan: number[] = [];
  /** Meta's ids are unique for ever; so are these, across tests. */
  private delivered = 0;
  private server: Server = createServer((req, res) => void this.answer(req, res));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v21.0`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    this.received.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    const status = this.plan.shift() ?? 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    if (status === 200) {
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.fake${++this.delivered}` }],
        }),
      );
    } else {
      res.end(JSON.stringify({ error: { message: 'Service unavailable', code: status } }));
    }
  }
}

const fake = new FakeGraphApi();
let apiBase: string;
let server: TestServer;

beforeAll(async () => {
  apiBase = await fake.start();
  server = await createTestServer({ env: { LOG_LEVEL: 'silent' } });
  await seedDatabase(
    { db: server.db, filesDir: server.filesDir, env: server.env },
    { photos: 'none', conversations: false, views: false },
  );
});
afterAll(async () => {
  await fake.stop();
  await server?.close();
});
beforeEach(() => {
  fake.received = [];
  fake.plan = [];
});

const sender = () =>
  new CloudApiSender({
    apiBase,
    phoneNumberId: '109876543210',
    token: 'EAAG-test-token',
    retryDelayMs: 5,
    logger: silentLogger,
  });

describe('the Cloud API sender', () => {
  it('posts to /{phone number id}/messages with the bearer token', async () => {
    const result = await sender().send('263713900001', { kind: 'text', text: 'Hello' });
    expect(result).toMatchObject({
      ok: true,
      attempts: 1,
      waMessageId: expect.stringMatching(/^wamid\.fake\d+$/),
    });
    expect(fake.received[0]).toEqual({
      path: '/v21.0/109876543210/messages',
      authorization: 'Bearer EAAG-test-token',
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '263713900001',
        type: 'text',
        text: { preview_url: true, body: 'Hello' },
      },
    });
  });

  it('retries a 5xx and a 429 and then delivers', async () => {
    fake.plan = [503, 429];
    const result = await sender().send('263713900002', { kind: 'text', text: 'Hi' });
    expect(result.ok).toBe(true);
    expect(result.attempts).toBe(3);
    expect(fake.received).toHaveLength(3);
  });

  it('does not retry a permanent refusal', async () => {
    fake.plan = [400];
    const result = await sender().send('263713900003', { kind: 'text', text: 'Hi' });
    expect(result.ok).toBe(false);
    expect(result.attempts).toBe(1);
    expect(result.error).toMatch(/HTTP 400/);
  });

  it('reports an unreachable API as a failure, not an exception', async () => {
    const offline = new CloudApiSender({
      apiBase: 'http://127.0.0.1:9/v21.0',
      phoneNumberId: '1',
      token: 't',
      retryDelayMs: 1,
      maxAttempts: 2,
    });
    const result = await offline.send('263713900004', { kind: 'text', text: 'Hi' });
    expect(result).toMatchObject({ ok: false, attempts: 2 });
  });
});

describe('replies sent through the Cloud API', () => {
  const secret = 'sender-secret';
  const bot = () =>
    createBot({
      env: { ...server.env, WHATSAPP_APP_SECRET: secret },
      db: server.db,
      sender: sender(),
      logger: silentLogger,
    });

  async function deliver(app: ReturnType<typeof bot>, payload: unknown) {
    const body = JSON.stringify(payload);
    const res = await app.routes.request('/webhooks/whatsapp', {
      method: 'POST',
      body,
      headers: signedHeaders(body, secret),
    });
    expect(res.status).toBe(200);
    await app.idle();
  }

  const outboundOf = (phone: string) =>
    rows<{ status: string; attempts: number; error: string | null; wa_message_id: string | null }>(
      server.db,
      sql`SELECT status, attempts, error, wa_message_id FROM messages
          WHERE contact = ${phone} AND direction = 'outbound'`,
    );

  it('sends results as an interactive list within the limits', async () => {
    const app = bot();
    await deliver(app, textMessage('263713900010', 'everything in Harare'));
    const sent = fake.received[0]!.body as {
      type: string;
      interactive: {
        type: string;
        action: { button: string; sections: { rows: { title: string; description: string }[] }[] };
      };
    };
    expect(sent.type).toBe('interactive');
    expect(sent.interactive.type).toBe('list');
    const listRows = sent.interactive.action.sections.flatMap((s) => s.rows);
    expect(listRows).toHaveLength(10);
    for (const row of listRows) {
      expect(Array.from(row.title).length).toBeLessThanOrEqual(24);
      expect(Array.from(row.description).length).toBeLessThanOrEqual(72);
    }
    const [stored] = await outboundOf('263713900010');
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 });
    expect(stored!.wa_message_id).toMatch(/^wamid\.fake\d+$/);
  });

  it('records a reply that failed after its retries, with the error, instead of losing it', async () => {
    fake.plan = [500, 502, 503];
    const app = bot();
    await deliver(app, textMessage('263713900011', 'hello'));
    expect(fake.received).toHaveLength(3);
    const [stored] = await outboundOf('263713900011');
    expect(stored).toMatchObject({ status: 'failed', attempts: 3, wa_message_id: null });
    expect(stored!.error).toMatch(/HTTP 503/);
  });

  it('records a retried reply as sent with its attempts', async () => {
    fake.plan = [500];
    const app = bot();
    await deliver(app, textMessage('263713900012', 'hello'));
    const [stored] = await outboundOf('263713900012');
    expect(stored).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends a failed reply again once the API is back', async () => {
    fake.plan = [500, 500, 500];
    await deliver(bot(), textMessage('263713900013', 'hello'));
    expect((await outboundOf('263713900013'))[0]).toMatchObject({ status: 'failed', attempts: 3 });

    const { runtime } = createBot({
      env: server.env,
      db: server.db,
      sender: sender(),
      logger: silentLogger,
    });
    const recovered = await runtime.recover(0);
    expect(recovered.resent).toBeGreaterThanOrEqual(1);
    const [stored] = await outboundOf('263713900013');
    expect(stored).toMatchObject({ status: 'sent', attempts: 4, error: null });
    expect(stored!.wa_message_id).toMatch(/^wamid\.fake/);
  });

  it('answers a message that was acknowledged but never handled', async () => {
    const { runtime } = createBot({
      env: server.env,
      db: server.db,
      sender: sender(),
      logger: silentLogger,
    });
    // Stored as the webhook stores it, then the process 'stops' before answering.
    const id = await runtime.accept({
      waMessageId: 'wamid.interrupted1',
      from: '263713900014',
      sentAt: new Date(),
      text: 'cement bags',
    });
    expect(id).toBeTruthy();
    expect(await outboundOf('263713900014')).toEqual([]);
    const recovered = await runtime.recover(0);
    await runtime.idle();
    expect(recovered.answered).toBe(1);
    // The results list and the offer of an alert.
    expect(await outboundOf('263713900014')).toHaveLength(2);
    expect((await runtime.recover(0)).answered).toBe(0);
  });
});
