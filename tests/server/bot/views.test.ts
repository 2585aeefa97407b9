import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase, seedListingId, SEED_ADMIN_PHONE, SEED_SELLER_PHONE } from '@/server/seed';
import { ADMIN_PHONE, createTestServer, type SignedIn, type TestServer } from '../helpers';
import { listReply, signedHeaders, textMessage } from './payloads';

const SECRET = 'views-secret';
const BUYER = '263718200300';
let server: TestServer;
let seller: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  server = await createTestServer({ env: { WHATSAPP_APP_SECRET: SECRET, LOG_LEVEL: 'silent' } });
  // The demo data's history (conversations and 7 days of views) is part of what is checked.
  await seedDatabase(
    { db: server.db, filesDir: server.filesDir, env: server.env },
    { photos: 'none' },
  );
  seller = await server.signInAs(SEED_SELLER_PHONE);
  admin = await server.signInAs(ADMIN_PHONE);
});
afterAll(() => server?.close());

async function deliver(payload: unknown) {
  const body = JSON.stringify(payload);
  const res = await server.request('/api/webhooks/whatsapp', {
    method: 'POST',
    body,
    headers: signedHeaders(body, SECRET),
  });
  expect(res.status).toBe(200);
  await server.bot.idle();
}

async function json<T>(path: string, who: SignedIn): Promise<T> {
  const res = await server.request(path, { token: who.token });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

interface Stats {
  totalContacts: number;
  totalListings: number;
  cumulativeViews: number;
  dailyViews: { views: number }[];
}

describe('views recorded through the bot', () => {
  it('uses the same admin phone as the server tests', () => {
    expect(SEED_ADMIN_PHONE).toBe(ADMIN_PHONE);
  });

  it('shows in the seller stats, the admin stats and the listing views', async () => {
    const listingId = seedListingId('re-borrowdale-house');
    const sellerBefore = await json<{ totalViews: number }>('/api/listings/user/stats', seller);
    const adminBefore = await json<Stats>('/api/admin/stats', admin);
    const viewsBefore = await json<unknown[]>(`/api/admin/listings/${listingId}/views`, admin);

    await deliver(textMessage(BUYER, 'house in Borrowdale'));
    await deliver(listReply(BUYER, `listing:${listingId}`, '4 Bedroom House in Borr…'));

    const sellerAfter = await json<{ totalViews: number }>('/api/listings/user/stats', seller);
    expect(sellerAfter.totalViews).toBe(sellerBefore.totalViews + 1);

    const adminAfter = await json<Stats>('/api/admin/stats', admin);
    expect(adminAfter.cumulativeViews).toBe(adminBefore.cumulativeViews + 1);
    expect(adminAfter.dailyViews).toHaveLength(7);
    expect(adminAfter.dailyViews[6]!.views).toBe(adminBefore.dailyViews[6]!.views + 1);
    expect(adminAfter.totalContacts).toBe(adminBefore.totalContacts + 1);

    const views = await json<{ _id: string; viewerPhone: string; createdAt: string }[]>(
      `/api/admin/listings/${listingId}/views`,
      admin,
    );
    expect(views).toHaveLength(viewsBefore.length + 1);
    expect(views[0]).toMatchObject({ viewerPhone: BUYER });
  });

  it('lists the buyer as a contact with the whole conversation', async () => {
    const contacts = await json<{ phoneNumber: string; messageCount: number }[]>(
      '/api/admin/contacts',
      admin,
    );
    const buyer = contacts.find((c) => c.phoneNumber === BUYER);
    // Two inbound messages; a results list and the offer of an alert, then the details text (no
    // photos were seeded) and the Report button under it.
    expect(buyer?.messageCount).toBe(6);
    const conversation = await json<{ direction: string; content: { text?: string } }[]>(
      `/api/admin/contacts/${BUYER}/conversation`,
      admin,
    );
    expect(conversation.map((m) => m.direction)).toEqual([
      'inbound',
      'outbound',
      'outbound',
      'inbound',
      'outbound',
      'outbound',
    ]);
    expect(conversation[0]!.content.text).toBe('house in Borrowdale');
    expect(conversation[2]!.content.text).toContain('Tell me when new ones come');
    expect(conversation[4]!.content.text).toMatch(
      /Chat with the seller: http:\/\/localhost:8080\/l\/[\w-]+\/chat\?v=/,
    );
    expect(conversation[5]!.content.text).toBe(
      'Something wrong with this listing? Tap *Report*.\n\n' +
        'Shall I ask you later how it went with this seller? Tap *Yes, ask me* and Musika will ' +
        'send you that one question on WhatsApp a while later, even if you have not written. ' +
        'Send *STOP* any time to stop, *START* to start again.\n[Report]\n[Yes, ask me]',
    );
  });
});

describe('the demo data', () => {
  it('has views on each of the last 7 days, today included', async () => {
    const stats = await json<Stats>('/api/admin/stats', admin);
    expect(stats.totalListings).toBeGreaterThanOrEqual(60);
    expect(stats.dailyViews.every((day) => day.views > 0)).toBe(true);
  });

  it('has buyer conversations with both directions', async () => {
    const contacts = await json<{ phoneNumber: string; messageCount: number }[]>(
      '/api/admin/contacts',
      admin,
    );
    expect(contacts.length).toBeGreaterThanOrEqual(10);
    const first = contacts.find((c) => c.phoneNumber === '263713000104')!;
    const conversation = await json<{ direction: string }[]>(
      `/api/admin/contacts/${first.phoneNumber}/conversation`,
      admin,
    );
    expect(new Set(conversation.map((m) => m.direction))).toEqual(new Set(['inbound', 'outbound']));
  });

  it('gives the known seller listings and views on the dashboard', async () => {
    const stats = await json<{ totalListings: number; totalViews: number }>(
      '/api/listings/user/stats',
      seller,
    );
    expect(stats.totalListings).toBeGreaterThanOrEqual(5);
    expect(stats.totalViews).toBeGreaterThan(0);
  });
});
