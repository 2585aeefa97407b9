/**
 * The demo marketplace has buyer chats, as the README promises: some buyers who saw a listing in
 * the bot went on to its seller's chat, stored through the same function as the chat link
 * (listing_leads, the listings' counts), so the seeded seller's stats, cards and charts show them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase, SEED_SELLER_PHONE, type SeedSummary } from '@/server/seed';
import { createTestServer, type SignedIn, type TestServer } from './helpers';

let server: TestServer;
let seller: SignedIn;
let summary: SeedSummary;

beforeAll(async () => {
  server = await createTestServer();
  summary = await seedDatabase(
    { db: server.db, filesDir: server.filesDir, env: server.env },
    { photos: 'none' },
  );
  seller = await server.signInAs(SEED_SELLER_PHONE);
}, 120_000);
afterAll(() => server?.close());

async function json<T>(path: string): Promise<T> {
  const response = await server.request(path, { token: seller.token });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('the demo buyer chats', () => {
  it("count on the seeded seller's stats and listings, never more than the views", async () => {
    expect(summary.chats).toBeGreaterThan(0);
    const stats = await json<{ totalLeads: number; totalViews: number }>(
      '/api/listings/user/stats',
    );
    expect(stats.totalLeads).toBeGreaterThan(0);
    const listings = await json<{ _id: string; leads: number; views: number }[]>('/api/listings');
    expect(listings.reduce((sum, listing) => sum + listing.leads, 0)).toBe(stats.totalLeads);
    for (const listing of listings) expect(listing.leads).toBeLessThanOrEqual(listing.views);

    // Each one a buyer's, through the bot's link, within the last 7 days, on the listing chart.
    const chats = await server.db.execute<{ buyer_phone: string | null; source: string }>(
      sql`SELECT buyer_phone, source FROM listing_leads`,
    );
    expect(chats.rows).toHaveLength(summary.chats);
    for (const chat of chats.rows) {
      expect(chat.source).toBe('bot');
      expect(chat.buyer_phone).toMatch(/^2637\d{8}$/);
    }
    const chatted = listings.find((listing) => listing.leads > 0)!;
    const activity = await json<{ days: { leads: number }[] }>(
      `/api/listings/${chatted._id}/activity`,
    );
    expect(activity.days.reduce((sum, day) => sum + day.leads, 0)).toBe(chatted.leads);
  });

  it('include the scripted buyers who tapped the seller link after choosing a listing', async () => {
    const scripted = await server.db.execute<{ n: number | string }>(
      sql`SELECT count(*) AS n FROM listing_leads l
           WHERE EXISTS (SELECT 1 FROM messages m WHERE m.contact = l.buyer_phone)`,
    );
    expect(Number(scripted.rows[0]?.n)).toBeGreaterThanOrEqual(5);
  });
});
