/**
 * Every Cloud API payload shape replayed through the signed webhook: each delivery is
 * acknowledged with 200, and each message gets the answer the event policy gives it (a search,
 * a hint, the welcome, or nothing at all). Status updates never cause a send.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { seedDatabase } from '@/server/seed';
import { createTestServer, type TestServer } from '../helpers';
import {
  delivery,
  MESSAGE_FIXTURES,
  messageValue,
  metaError,
  statusValue,
  usernameUserValue,
} from './cloud-api-fixtures';
import { signedHeaders, textMessage } from './payloads';

const SECRET = 'fixture-secret';
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ env: { WHATSAPP_APP_SECRET: SECRET, LOG_LEVEL: 'silent' } });
  await seedDatabase(
    { db: server.db, filesDir: server.filesDir, env: server.env },
    { photos: 'none', conversations: false, views: false },
  );
});
afterAll(() => server?.close());

async function post(payload: unknown) {
  const body = JSON.stringify(payload);
  const res = await server.request('/api/webhooks/whatsapp', {
    method: 'POST',
    body,
    headers: signedHeaders(body, SECRET),
  });
  await server.bot.idle();
  return res;
}

interface Stored {
  direction: string;
  status: string;
  content: { text?: string; kind?: string };
  error: string | null;
  error_code: number | null;
  wa_message_id: string | null;
}

const stored = (contact: string) =>
  rows<Stored>(
    server.db,
    sql`SELECT direction, status, content, error, error_code, wa_message_id FROM messages
        WHERE contact = ${contact} ORDER BY created_at, direction`,
  );
const outbound = async (contact: string) =>
  (await stored(contact)).filter((m) => m.direction === 'outbound');

describe('every message shape', () => {
  it.each(MESSAGE_FIXTURES.map((f, i) => ({ ...f, phone: `2637135${String(60000 + i)}` })))(
    '$name: 200 and the policy’s answer',
    async ({ message, expect: wanted, phone }) => {
      for (const numeric of [false, true]) {
        const res = await post(delivery([messageValue(phone, message, numeric)]));
        expect(res.status).toBe(200);
      }
      const sent = await outbound(phone);
      if (wanted.reply === 'none') {
        expect(sent).toEqual([]);
        return;
      }
      // Two deliveries (string and numeric timestamps), two answers; a search's answer is its
      // list and then the offer of an alert.
      const perAnswer = wanted.reply === 'list' ? 2 : 1;
      expect(sent).toHaveLength(2 * perAnswer);
      for (const [i, reply] of sent.entries()) {
        expect(reply.content.kind).toBe(i % perAnswer === 1 ? 'buttons' : wanted.reply);
        if (wanted.reply === 'text') expect(reply.content.text).toMatch(wanted.matching);
      }
    },
  );
});

describe('deliveries that hold several things', () => {
  it('answers every good message of a multi-entry batch and skips the broken ones', async () => {
    const [a, b] = ['263713570001', '263713570002'];
    const broken = { from: a, timestamp: '1700000000', type: 'text', text: { body: 'no id' } };
    const payload = delivery([
      messageValue(a, { type: 'text', text: { body: 'cement bags' } }, true),
      { messages: [broken, 'not even an object'] },
      messageValue(b, { type: 'text', text: { body: 'barber' } }),
    ]);
    (payload.entry as unknown[]).push({ id: 'x', changes: 'no' }, 42);
    expect((await post(payload)).status).toBe(200);
    // Each search's list, then the offer of an alert.
    expect((await outbound(a)).map((m) => m.content.kind)).toEqual(['list', 'buttons']);
    expect((await outbound(b)).map((m) => m.content.kind)).toEqual(['list', 'buttons']);
  });

  it('acknowledges errors payloads and account events without sending anything', async () => {
    const errors = delivery([
      { errors: [metaError(131008, 'Required parameter is missing')] },
      { errors: [{ code: 'weird' }, 'junk'] },
    ]);
    expect((await post(errors)).status).toBe(200);
    const account = delivery(
      [{ event: 'VERIFIED_ACCOUNT', phone_number: '263771234567' }],
      'account_update',
    );
    expect((await post(account)).status).toBe(200);
  });
});

describe('people known only by their business-scoped user id', () => {
  it('stores them as a contact, listed for admins, and answers them', async () => {
    const userId = 'ZW.1502576394655843';
    expect((await post(delivery([usernameUserValue(userId, 'plumber')]))).status).toBe(200);
    const sent = await outbound(userId);
    expect(sent.map((m) => m.content.kind)).toEqual(['list', 'buttons']);
    const contact = await rows<{ user_id: string; message_count: number }>(
      server.db,
      sql`SELECT user_id, message_count FROM contacts WHERE phone_number = ${userId}`,
    );
    expect(contact[0]).toEqual({ user_id: userId, message_count: 3 });
    const admin = await server.signInAs('263770000001');
    const list = await server.request('/api/admin/contacts', { token: admin.token });
    const body = JSON.stringify(await list.json());
    expect(body).toContain(userId);
  });

  it('sends them a sign-in link and code though WhatsApp gave no number', async () => {
    const userId = 'ZW.99887766554433';
    await post(delivery([usernameUserValue(userId, 'login please')]));
    const [reply] = await outbound(userId);
    // Stored redacted, as every sign-in message (username-people.test.ts reads what was sent).
    expect(reply?.content.text).toBe('Sign-in link and code sent');
  });
});

describe('status updates', () => {
  it('record failures with their codes and never send', async () => {
    const phone = '263713570010';
    await post(textMessage(phone, 'hello'));
    const [reply] = await outbound(phone);
    expect(reply?.wa_message_id).toBeTruthy();
    const id = reply!.wa_message_id!;
    const failed = statusValue(id, 'failed', phone, [metaError(131047, 'Re-engagement message')]);
    expect((await post(delivery([failed]))).status).toBe(200);
    let after = await outbound(phone);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: 'failed', error_code: 131047 });
    expect(after[0]!.error).toContain('Re-engagement message');

    // A later 'delivered' wins, and a 'failed' after it does not undo it.
    await post(delivery([statusValue(id, 'delivered', phone)]));
    await post(delivery([statusValue(id, 'failed', phone, [metaError(131000, 'Something')])]));
    after = await outbound(phone);
    expect(after).toHaveLength(1);
    expect(after[0]!.status).toBe('delivered');
  });

  it('skip a status without an id and keep the others', async () => {
    const phone = '263713570011';
    await post(textMessage(phone, 'hello'));
    const [reply] = await outbound(phone);
    const value = statusValue(reply!.wa_message_id!, 'read', phone);
    (value.statuses as unknown[]).unshift({ status: 'read' });
    expect((await post(delivery([value]))).status).toBe(200);
    expect((await outbound(phone))[0]!.status).toBe('read');
  });
});
