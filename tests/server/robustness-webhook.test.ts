/**
 * The WhatsApp webhook fed garbage, signed as Meta signs: a delivery whose envelope is right is
 * acknowledged (200) whatever its entries, changes, messages and statuses hold, and each piece
 * that cannot be read is logged and skipped; one that is not a delivery at all is a 4xx with a
 * message. Never a 5xx: Meta would resend it again and again.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WEBHOOK_BODY_BYTES } from '@/server/app';
import { rows } from '@/server/db/rows';
import { createTestServer, type TestServer } from './helpers';
import { captureLog } from './log-capture';
import { signBody } from '@/server/bot/whatsapp/signature';
import { signedHeaders, wamid } from './bot/payloads';

const SECRET = 'robustness-app-secret';
const BUYER = '263713777001';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({
    env: { WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: 'verify', LOG_LEVEL: 'info' },
  });
});
afterAll(() => server?.close());

/** The log lines the bot wrote while `run` ran (each one JSON, or the parse fails the test). */
async function logged(
  run: () => Promise<Response>,
): Promise<{ res: Response; lines: Record<string, unknown>[] }> {
  const log = captureLog();
  try {
    const res = await run();
    await server.bot.idle();
    return { res, lines: log.lines() };
  } finally {
    log.stop();
  }
}

const signed = (body: string | Buffer) => ({
  'Content-Type': 'application/json',
  'X-Hub-Signature-256': signBody(body, SECRET),
});

/** Posts the exact bytes, signed unless other headers are given. */
async function deliver(
  body: string | Buffer,
  headers: Record<string, string> = signed(body),
): Promise<Response> {
  const bindings = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
  return server.app.request(
    'http://localhost/api/webhooks/whatsapp',
    { method: 'POST', headers, body: typeof body === 'string' ? body : new Uint8Array(body) },
    bindings,
  );
}

const envelope = (value: unknown) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: '1', changes: [{ field: 'messages', value }] }],
});
const message = (fields: Record<string, unknown>) => ({
  from: BUYER,
  id: wamid(),
  timestamp: '1700000000',
  type: 'text',
  text: { body: 'hello' },
  ...fields,
});

/** Deliveries with a right envelope and wrong insides: each is acknowledged and logged. */
const GARBAGE_INSIDE: [string, unknown][] = [
  ['entry items of every type', { object: 'x', entry: [null, 5, 'x', [], {}, { changes: 'x' }] }],
  [
    'changes of every type',
    { object: 'x', entry: [{ changes: [null, 1, 'x', [], { value: 5 }] }] },
  ],
  ['messages not a list', envelope({ messages: 'x', statuses: { a: 1 }, contacts: 7 })],
  ['message items of every type', envelope({ messages: [null, 1, 'x', [], {}] })],
  ['message fields of the wrong type', envelope({ messages: [message({ id: 5, type: [] })] })],
  ['a message with no sender', envelope({ messages: [message({ from: undefined })] })],
  ['a text without a body', envelope({ messages: [message({ text: { body: 42 } })] })],
  ['a NUL in a message id', envelope({ messages: [message({ id: 'wamid.a\u0000b' })] })],
  ['a lone surrogate in a message id', envelope({ messages: [message({ id: 'wamid.\ud800' })] })],
  ['a huge message id', envelope({ messages: [message({ id: `wamid.${'x'.repeat(100_000)}` })] })],
  ['a NUL in a message type', envelope({ messages: [message({ type: 'te\u0000xt' })] })],
  ['a far-future timestamp', envelope({ messages: [message({ timestamp: '1e15' })] })],
  ['a timestamp that is no number', envelope({ messages: [message({ timestamp: 'soon' })] })],
  ['a negative timestamp', envelope({ messages: [message({ timestamp: -5 })] })],
  [
    'a location that is no place',
    envelope({
      messages: [message({ type: 'location', location: { latitude: 'x', longitude: {} } })],
    }),
  ],
  [
    'an interactive reply without its reply',
    envelope({ messages: [message({ type: 'interactive', interactive: { type: 'list_reply' } })] }),
  ],
  [
    'a contact list of garbage',
    envelope({ contacts: [null, { wa_id: 5 }], messages: [message({})] }),
  ],
  ['status items of every type', envelope({ statuses: [null, 1, 'x', {}, { id: 5, status: [] }] })],
  [
    'statuses with NUL and surrogates',
    envelope({
      statuses: [
        { id: 'wamid.\u0000', status: 'read', recipient_id: BUYER },
        { id: 'wamid.ok', status: 'de\ud800livered', recipient_id: '\u0000' },
        { id: 'wamid.ok2', status: 'failed', errors: [{ code: 'x', title: '\u0000\ud800' }, 5] },
      ],
    }),
  ],
  [
    'a status with errors of every type',
    envelope({ statuses: [{ id: 'w', status: 'failed', timestamp: 1e15, errors: [null, 'x'] }] }),
  ],
  ['errors of every type', envelope({ errors: [null, 'x', { code: {} }, { title: 5 }] })],
];

describe('the webhook fed garbage', () => {
  for (const [name, payload] of GARBAGE_INSIDE) {
    it(`acknowledges ${name} and logs it`, async () => {
      const { res, lines } = await logged(() => deliver(JSON.stringify(payload)));
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
      expect(await res.json()).toEqual({ received: true });
      expect(lines.length, 'logged').toBeGreaterThan(0);
    });
  }

  it('stores the readable message of a delivery next to unreadable ones, cleaned', async () => {
    const id = wamid();
    const payload = envelope({
      messages: [null, message({ id, text: { body: 'house\u0000 in\ud800 Harare' } }), 'x'],
    });
    const { res } = await logged(() => deliver(JSON.stringify(payload)));
    expect(res.status).toBe(200);
    const stored = await rows<{ content: { text?: string } }>(
      server.db,
      sql`SELECT content FROM messages WHERE wa_message_id = ${id}`,
    );
    expect(stored.map((row) => row.content.text)).toEqual(['house in Harare']);
  });

  const NOT_A_DELIVERY: [string, string | Buffer][] = [
    ['an empty body', ''],
    ['text', 'not json'],
    ['cut JSON', '{"object": "whatsapp_business_account", "entry": ['],
    ['null', 'null'],
    ['a list', '[]'],
    ['no entry', '{"object": "whatsapp_business_account"}'],
    ['entry not a list', '{"object": "x", "entry": {}}'],
    ['bytes that are not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x00, 0x7d])],
  ];
  for (const [name, body] of NOT_A_DELIVERY) {
    it(`answers ${name} with a 400 and a message, and logs it`, async () => {
      const { res, lines } = await logged(() => deliver(body));
      expect(res.status).toBe(400);
      expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
      expect(lines.length, 'logged').toBeGreaterThan(0);
    });
  }

  it('answers an unsigned or wrongly signed delivery with 401', async () => {
    const body = JSON.stringify(envelope({ messages: [message({})] }));
    for (const headers of [{}, { 'x-hub-signature-256': 'sha256=zz' }, signedHeaders(body, 'x')]) {
      const { res } = await logged(() => deliver(body, headers));
      expect(res.status).toBe(401);
    }
  });

  it('answers a delivery over the limit with 413', async () => {
    const body = JSON.stringify({ object: 'x', entry: ['x'.repeat(MAX_WEBHOOK_BODY_BYTES)] });
    const { res } = await logged(() => deliver(body));
    expect(res.status).toBe(413);
  });
});
