import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { seedDatabase, seedListingId } from '@/server/seed';
import { createTestServer, type TestServer } from '../helpers';
import {
  buttonReply,
  listReply,
  signedHeaders,
  statusUpdate,
  textMessage,
  wamid,
} from './payloads';

const SECRET = 'test-app-secret';
const VERIFY = 'test-verify-token';
const BUYER = '263713555001';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({
    env: { WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY, LOG_LEVEL: 'silent' },
  });
  await seedDatabase(
    { db: server.db, filesDir: server.filesDir, env: server.env },
    { photos: 'first', conversations: false, views: false },
  );
});
afterAll(() => server?.close());

async function post(payload: unknown, secret = SECRET) {
  const body = JSON.stringify(payload);
  const res = await server.request('/api/webhooks/whatsapp', {
    method: 'POST',
    body,
    headers: signedHeaders(body, secret),
  });
  await server.bot.idle();
  return res;
}

interface StoredMessage {
  direction: string;
  content: { text?: string; imageUrl?: string; kind?: string; rows?: { id: string }[] };
  status: string;
  wa_message_id: string | null;
}

const messagesOf = (phone: string) =>
  rows<StoredMessage>(
    server.db,
    sql`SELECT direction, content, status, wa_message_id FROM messages
        WHERE contact = ${phone} ORDER BY created_at, direction`,
  );

const contactOf = async (phone: string) =>
  (
    await rows<{ message_count: number; last_message_at: unknown }>(
      server.db,
      sql`SELECT message_count, last_message_at FROM contacts WHERE phone_number = ${phone}`,
    )
  )[0];

describe('webhook verification handshake', () => {
  it('echoes the challenge when the verify token matches', async () => {
    const res = await server.request(
      `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('1158201444');
  });

  it('answers 403 to a wrong verify token', async () => {
    const res = await server.request(
      '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1',
    );
    expect(res.status).toBe(403);
  });
});

describe('webhook deliveries', () => {
  it('answers a text message with a results list and stores both sides', async () => {
    const phone = '263713555010';
    const res = await post(textMessage(phone, 'Looking for a plumber'));
    expect(res.status).toBe(200);
    const stored = await messagesOf(phone);
    // The results list, then the offer of an alert.
    expect(stored.map((m) => m.direction)).toEqual(['inbound', 'outbound', 'outbound']);
    expect(stored[2]?.content.kind).toBe('buttons');
    expect(stored[2]?.content.text).toContain('Tell me when new ones come');
    expect(stored[0]?.content.text).toBe('Looking for a plumber');
    expect(stored[0]?.status).toBe('handled');
    expect(stored[1]?.content.kind).toBe('list');
    expect(stored[1]?.status).toBe('sent');
    expect(stored[1]?.content.rows?.[0]?.id).toBe(`listing:${seedListingId('hs-plumber')}`);
    const contact = await contactOf(phone);
    expect(contact?.message_count).toBe(3);
    expect(contact?.last_message_at).toBeTruthy();
  });

  it('handles a repeated message id once', async () => {
    const phone = '263713555011';
    const payload = textMessage(phone, 'cement bags', wamid());
    expect((await post(payload)).status).toBe(200);
    expect((await post(payload)).status).toBe(200);
    const stored = await messagesOf(phone);
    expect(stored.filter((m) => m.direction === 'inbound')).toHaveLength(1);
    // One answer: the list and the offer of an alert.
    expect(stored.filter((m) => m.direction === 'outbound')).toHaveLength(2);
    expect((await contactOf(phone))?.message_count).toBe(3);
  });

  it('acknowledges with its length and unzipped, even to a client that accepts gzip', async () => {
    const body = JSON.stringify(textMessage('263713555016', 'cement bags'));
    const res = await server.request('/api/webhooks/whatsapp', {
      method: 'POST',
      body,
      headers: { ...signedHeaders(body, SECRET), 'Accept-Encoding': 'gzip, deflate' },
    });
    await server.bot.idle();
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Length')).toBe('17');
    expect(await res.json()).toEqual({ received: true });
  });

  it('sends details, photos and the seller link for a chosen list row, and records the view', async () => {
    const id = seedListingId('re-avondale-flat');
    const res = await post(listReply(BUYER, `listing:${id}`, '2 Bedroom Flat to Rent'));
    expect(res.status).toBe(200);
    const outbound = (await messagesOf(BUYER)).filter((m) => m.direction === 'outbound');
    const image = outbound.find((m) => m.content.kind === 'image');
    expect(image?.content.imageUrl).toMatch(/^http:\/\/localhost:8080\/api\/files\/[\w-]+$/);
    // The seeded photo is served like any upload, thumbnail included.
    const path = new URL(image!.content.imageUrl!).pathname;
    const photo = await server.request(path);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const thumbnail = await server.request(`${path}?thumbnail=1`);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const details = outbound.find((m) => m.content.kind === 'text');
    expect(details?.content.text).toContain('2 Bedroom Flat to Rent in Avondale');
    expect(details?.content.text).toContain('$650.00 per month');
    // The seller link goes through the listing's chat redirect, which leads to the seller.
    const link = /Chat with the seller: (\S+)/.exec(details?.content.text ?? '')?.[1] ?? '';
    expect(link).toMatch(new RegExp(`^http://localhost:8080/l/${id}/chat\\?v=[\\w-]+$`));
    const chat = await server.request(new URL(link).pathname + new URL(link).search, {
      headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 13) Mobile' },
    });
    expect(chat.status).toBe(302);
    expect(chat.headers.get('location')).toMatch(/^https:\/\/wa\.me\/263772000001\?text=/);
    const views = await rows<{ viewer_phone: string }>(
      server.db,
      sql`SELECT viewer_phone FROM listing_views WHERE listing_id = ${id}`,
    );
    expect(views.map((v) => v.viewer_phone)).toEqual([BUYER]);
  });

  it('pages on with a More button reply', async () => {
    const phone = '263713555012';
    await post(textMessage(phone, 'everything in Harare'));
    await post(buttonReply(phone, 'more'));
    const lists = (await messagesOf(phone)).filter((m) => m.content.kind === 'list');
    expect(lists).toHaveLength(2);
    const first = lists[0]?.content.rows?.map((r) => r.id) ?? [];
    const second = lists[1]?.content.rows?.map((r) => r.id) ?? [];
    expect(first).toHaveLength(10);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });

  it('records delivery receipts on the outbound message, in order, and ignores unknown ones', async () => {
    const phone = '263713555013';
    await post(textMessage(phone, 'hello'));
    const reply = (await messagesOf(phone)).find((m) => m.direction === 'outbound');
    expect(reply?.wa_message_id).toBeTruthy();
    expect((await post(statusUpdate(reply!.wa_message_id!, 'delivered', phone))).status).toBe(200);
    expect((await post(statusUpdate('wamid.unknown', 'read', phone))).status).toBe(200);
    let after = (await messagesOf(phone)).find((m) => m.direction === 'outbound');
    expect(after?.status).toBe('delivered');
    await post(statusUpdate(reply!.wa_message_id!, 'read', phone));
    await post(statusUpdate(reply!.wa_message_id!, 'delivered', phone));
    after = (await messagesOf(phone)).find((m) => m.direction === 'outbound');
    expect(after?.status).toBe('read');
  });

  it('answers a message type it cannot read with a hint instead of silence', async () => {
    const phone = '263713555014';
    const payload = textMessage(phone, 'x');
    type Shape = { entry: { changes: { value: { messages: Record<string, unknown>[] } }[] }[] };
    const message = (payload as unknown as Shape).entry[0]!.changes[0]!.value.messages[0]!;
    delete message.text;
    message.type = 'image';
    message.image = { id: 'media-1', mime_type: 'image/jpeg' };
    expect((await post(payload)).status).toBe(200);
    const outbound = (await messagesOf(phone)).filter((m) => m.direction === 'outbound');
    expect(outbound[0]?.content.text).toMatch(/only read text messages/);
  });

  it('stores and answers text PostgreSQL cannot hold as sent, without it', async () => {
    const phone = '263713555015';
    const res = await post(textMessage(phone, 'plumber\u0000 \ud800please'));
    expect(res.status).toBe(200);
    const stored = await messagesOf(phone);
    expect(stored[0]?.content.text).toBe('plumber please');
    expect(stored[1]?.content.kind).toBe('list');
  });
});

describe('webhook refusals', () => {
  it('answers 401 to a wrong signature and stores nothing', async () => {
    const phone = '263713555020';
    const res = await post(textMessage(phone, 'laptop'), 'another-secret');
    expect(res.status).toBe(401);
    expect(await messagesOf(phone)).toEqual([]);
  });

  it('answers 401 when the signature header is missing', async () => {
    const res = await server.request('/api/webhooks/whatsapp', {
      method: 'POST',
      body: JSON.stringify(textMessage('263713555021', 'laptop')),
    });
    expect(res.status).toBe(401);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await post('{"object": "whatsapp_business_account", "entry": [');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 400 to JSON that is not a webhook payload', async () => {
    for (const payload of [{ hello: 'world' }, [], { object: 'x', entry: 'no' }]) {
      const res = await post(payload);
      expect(res.status).toBe(400);
    }
  });
});
