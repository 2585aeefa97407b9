/**
 * Retry by cause, against a stand-in for graph.facebook.com (a real local HTTP server) that
 * answers with each class of failure: dropped connections, 5xx, 429, throttling codes, other
 * 4xx and permanent Cloud API codes. Then recovery: what a later pass sends again, and what it
 * never does (permanent refusals, messages WhatsApp reported delivered or read).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBot } from '@/server/bot';
import { silentLogger } from '@/server/logger';
import { isRetryable, mayResend } from '@/server/bot/whatsapp/retry-policy';
import { CloudApiSender } from '@/server/bot/whatsapp/sender';
import { rows } from '@/server/db/rows';
import { createTestServer, type TestServer } from '../helpers';
import { delivery, metaError, statusValue, usernameUserValue } from './cloud-api-fixtures';
import { signedHeaders, textMessage } from './payloads';

type Answer = 'drop' | { status: number; code?: number };

class FakeGraph {
  plan: Answer[] = [];
  bodies: Record<string, unknown>[] = [];
  private sent = 0;
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.bodies.push(
        JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      );
      const answer = this.plan.shift() ?? { status: 200 };
      if (answer === 'drop') {
        res.socket?.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(
        answer.status === 200
          ? JSON.stringify({
              messaging_product: 'whatsapp',
              messages: [{ id: `wamid.retry${++this.sent}` }],
            })
          : JSON.stringify({
              error: {
                message: 'refused',
                type: 'OAuthException',
                code: answer.code ?? answer.status,
                fbtrace_id: 'A1b2',
              },
            }),
      );
    });
  });
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v21.0`;
  }
  stop = () => new Promise<void>((resolve) => this.server.close(() => resolve()));
}

const fake = new FakeGraph();
let apiBase: string;
let server: TestServer;
beforeAll(async () => {
  apiBase = await fake.start();
  server = await createTestServer({ env: { LOG_LEVEL: 'silent', WHATSAPP_APP_SECRET: 's' } });
});
afterAll(async () => {
  await fake.stop();
  await server?.close();
});
beforeEach(() => {
  fake.plan = [];
  fake.bodies = [];
});

const sender = () =>
  new CloudApiSender({
    apiBase,
    phoneNumberId: '1098',
    token: 't',
    retryDelayMs: 2,
    maxAttempts: 3,
    logger: silentLogger,
  });

describe('the sender retries by cause', () => {
  it.each<{ name: string; plan: Answer[]; attempts: number; ok: boolean; code?: number }>([
    { name: 'a dropped connection', plan: ['drop'], attempts: 2, ok: true },
    { name: 'a 500', plan: [{ status: 500, code: 2 }], attempts: 2, ok: true },
    { name: 'a 503 without a code', plan: [{ status: 503 }], attempts: 2, ok: true },
    { name: 'a 429', plan: [{ status: 429, code: 4 }], attempts: 2, ok: true },
    { name: 'a 400 throttle code', plan: [{ status: 400, code: 130429 }], attempts: 2, ok: true },
    { name: 'a 400 pair limit', plan: [{ status: 400, code: 131056 }], attempts: 2, ok: true },
    { name: 'a plain 400', plan: [{ status: 400, code: 100 }], attempts: 1, ok: false, code: 100 },
    {
      name: 'an expired token',
      plan: [{ status: 401, code: 190 }],
      attempts: 1,
      ok: false,
      code: 190,
    },
    {
      name: 'not allowed',
      plan: [{ status: 400, code: 131030 }],
      attempts: 1,
      ok: false,
      code: 131030,
    },
    {
      name: 'outside 24 h',
      plan: [{ status: 400, code: 131047 }],
      attempts: 1,
      ok: false,
      code: 131047,
    },
    { name: 'a 404', plan: [{ status: 404 }], attempts: 1, ok: false },
  ])('$name', async ({ plan, attempts, ok, code }) => {
    fake.plan = [...plan];
    const result = await sender().send('263713800001', { kind: 'text', text: 'Hi' });
    expect(result.ok).toBe(ok);
    expect(result.attempts).toBe(attempts);
    expect(fake.bodies).toHaveLength(attempts);
    if (!ok) {
      expect(result.retryable).toBe(false);
      if (code) expect(result.errorCode).toBe(code);
    }
  });

  it('gives up after its attempts on a lasting outage, marked as worth another try', async () => {
    fake.plan = [{ status: 502 }, 'drop', { status: 503 }];
    const result = await sender().send('263713800002', { kind: 'text', text: 'Hi' });
    expect(result).toMatchObject({ ok: false, attempts: 3, retryable: true });
  });

  it('addresses a username user by their business-scoped id', async () => {
    await sender().send('ZW.1502576394655843', { kind: 'text', text: 'Hi' });
    expect(fake.bodies[0]).toMatchObject({ recipient: 'ZW.1502576394655843' });
    expect(fake.bodies[0]).not.toHaveProperty('to');
  });
});

describe('the policy as a pure function', () => {
  it('reads failures', () => {
    expect(isRetryable({ kind: 'network' })).toBe(true);
    expect(isRetryable({ kind: 'http', status: 500 })).toBe(true);
    expect(isRetryable({ kind: 'http', status: 400, code: 131047 })).toBe(false);
    expect(isRetryable({ kind: 'status', code: 131000 })).toBe(true);
    expect(isRetryable({ kind: 'status', code: 131026 })).toBe(false);
    expect(isRetryable({ kind: 'status' })).toBe(false);
  });

  it('never resends what reached the phone, a permanent failure, or past the limit', () => {
    const base = { status: 'failed', retryable: true, attempts: 1, reached: false };
    expect(mayResend(base, 9)).toBe(true);
    expect(mayResend({ ...base, reached: true }, 9)).toBe(false);
    expect(mayResend({ ...base, status: 'delivered' }, 9)).toBe(false);
    expect(mayResend({ ...base, retryable: false }, 9)).toBe(false);
    expect(mayResend({ ...base, attempts: 9 }, 9)).toBe(false);
    expect(mayResend({ ...base, status: 'pending', retryable: null }, 9)).toBe(true);
  });
});

describe('recovery sends again only what may be sent again', () => {
  const bot = () =>
    createBot({ env: server.env, db: server.db, sender: sender(), logger: silentLogger });
  async function post(target: ReturnType<typeof bot>, payload: unknown) {
    const body = JSON.stringify(payload);
    const res = await target.routes.request('/webhooks/whatsapp', {
      method: 'POST',
      body,
      headers: signedHeaders(body, 's'),
    });
    expect(res.status).toBe(200);
    await target.idle();
  }
  const outbound = (contact: string) =>
    rows<{ status: string; attempts: number; error_code: number | null; wa_message_id: string }>(
      server.db,
      sql`SELECT status, attempts, error_code, wa_message_id FROM messages
          WHERE contact = ${contact} AND direction = 'outbound'`,
    );

  it('leaves a permanent refusal alone', async () => {
    const target = bot();
    const { runtime } = target;
    fake.plan = [{ status: 400, code: 131030 }];
    await post(target, textMessage('263713800010', 'hello'));
    expect((await outbound('263713800010'))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      error_code: 131030,
    });
    fake.bodies = [];
    await runtime.recover(0);
    expect(fake.bodies).toHaveLength(0);
  });

  it('resends after a transient failed status, never after delivered or a permanent code', async () => {
    const target = bot();
    const { runtime } = target;
    const phones = ['263713800020', '263713800021', '263713800022'];
    for (const phone of phones) await post(target, textMessage(phone, 'hello'));
    const ids = await Promise.all(phones.map(async (p) => (await outbound(p))[0]!.wa_message_id));
    await post(
      target,
      delivery([
        statusValue(ids[0]!, 'failed', phones[0]!, [metaError(131000, 'Something went wrong')]),
      ]),
    );
    await post(
      target,
      delivery([
        statusValue(ids[1]!, 'failed', phones[1]!, [metaError(131026, 'Message undeliverable')]),
      ]),
    );
    await post(target, delivery([statusValue(ids[2]!, 'delivered', phones[2]!)]));
    await post(
      target,
      delivery([
        statusValue(ids[2]!, 'failed', phones[2]!, [metaError(131000, 'Something went wrong')]),
      ]),
    );
    // Status updates alone sent nothing.
    expect(fake.bodies).toHaveLength(3);
    fake.bodies = [];
    await runtime.recover(0);
    expect(fake.bodies.map((b) => b.to)).toEqual([phones[0]]);
    expect((await outbound(phones[0]!))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await outbound(phones[1]!))[0]).toMatchObject({ status: 'failed', error_code: 131026 });
    expect((await outbound(phones[2]!))[0]!.status).toBe('delivered');
  });

  it('answers a username user through the Cloud API by their id', async () => {
    const target = bot();
    await post(target, delivery([usernameUserValue('ZW.4455667788', 'cement')]));
    expect(fake.bodies[0]).toMatchObject({ recipient: 'ZW.4455667788' });
  });
});
