/**
 * The admin's listing totals come from the counters the database keeps (listing_totals, migration
 * 0900): after every kind of change to listings (created, viewed, chatted, paused, sold,
 * reactivated, hidden by a moderator, deleted, its seller's account gone) the counters equal a
 * count over the table, and the stats tiles and the listings page's total say them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingLeads, listingViews } from '@/server/db/schema';
import { rows } from '@/server/db/rows';
import { serverWithAdminAndSeller } from '../support/signed-in-server';
import { answerOf, createListing, sampleListing, type SignedIn, type TestServer } from './helpers';

let server: TestServer;
let admin: SignedIn;
let seller: SignedIn;

beforeAll(async () => {
  ({ server, admin, seller } = await serverWithAdminAndSeller('263718000041'));
});
afterAll(() => server.close());

interface Totals {
  listings: number;
  views: number;
  leads: number;
}

/** What a count over the listings table says, per status and in all. */
async function counted(): Promise<{ perStatus: unknown[]; all: Totals }> {
  const perStatus = await rows<{ status: string } & Totals>(
    server.db,
    sql`SELECT status, count(*)::int AS listings, sum(views)::int AS views,
               sum(leads)::int AS leads
        FROM listings GROUP BY status ORDER BY status`,
  );
  const all = perStatus.reduce(
    (sum, row) => ({
      listings: sum.listings + row.listings,
      views: sum.views + row.views,
      leads: sum.leads + row.leads,
    }),
    { listings: 0, views: 0, leads: 0 },
  );
  return { perStatus, all };
}

/** The counters agree with the table, and the admin's pages say them. */
async function expectTotals(expected: Totals) {
  const { perStatus, all } = await counted();
  expect(all).toEqual(expected);
  const kept = await rows(
    server.db,
    sql`SELECT status, listings::int, views::int, leads::int FROM listing_totals
        WHERE listings <> 0 OR views <> 0 OR leads <> 0 ORDER BY status`,
  );
  expect(kept).toEqual(perStatus);
  const stats = await answerOf(await admin.client.api.admin.stats.$get(), 200);
  expect({
    listings: stats.totalListings,
    views: stats.cumulativeViews,
    leads: stats.totalLeads,
  }).toEqual(expected);
  const page = await admin.client.api.admin.listings.$get({ query: {} });
  expect(page.status).toBe(200);
  expect(page.headers.get('X-Total-Count')).toBe(String(expected.listings));
}

const setStatus = async (id: string, status: 'active' | 'paused' | 'sold') =>
  answerOf(
    await seller.client.api.listings[':id'].status.$post({ param: { id }, json: { status } }),
    200,
  );

describe('the listing totals the database keeps', () => {
  it('follow listings created, viewed, chatted, paused, sold, hidden and deleted', async () => {
    await expectTotals({ listings: 0, views: 0, leads: 0 });
    const first = (await createListing(seller, sampleListing({ title: 'Honda Fit 2010' })))._id;
    const second = (await createListing(seller, sampleListing({ title: 'Toyota Vitz' })))._id;
    const third = (await createListing(seller, sampleListing({ title: 'Mazda Demio' })))._id;
    await expectTotals({ listings: 3, views: 0, leads: 0 });

    await server.db.insert(listingViews).values([
      { listingId: first, viewerPhone: '263711000041' },
      { listingId: first, viewerPhone: '263711000042' },
      { listingId: second, viewerPhone: '263711000043' },
    ]);
    await server.db
      .insert(listingLeads)
      .values([{ listingId: first, buyerPhone: '263711000041', source: 'bot' }]);
    await expectTotals({ listings: 3, views: 3, leads: 1 });

    // A status change carries the listing's views and chats to its new status.
    await setStatus(first, 'paused');
    await expectTotals({ listings: 3, views: 3, leads: 1 });
    await setStatus(first, 'sold');
    await setStatus(second, 'sold');
    await setStatus(second, 'sold');
    await expectTotals({ listings: 3, views: 3, leads: 1 });
    await server.db
      .insert(listingViews)
      .values([{ listingId: first, viewerPhone: '263711000044' }]);
    await setStatus(first, 'active');
    await expectTotals({ listings: 3, views: 4, leads: 1 });

    // A view removed (as an erasure does) takes its count with it.
    await server.db.execute(sql`DELETE FROM listing_views WHERE viewer_phone = '263711000043'`);
    await expectTotals({ listings: 3, views: 3, leads: 1 });

    // Hidden by a moderator: still a listing the admin counts.
    const hidden = await admin.client.api.admin.listings[':id'].moderation.$post({
      param: { id: third },
      json: { action: 'hide', reason: 'Scam advert' },
    });
    expect(hidden.status).toBe(200);
    await expectTotals({ listings: 3, views: 3, leads: 1 });

    // Deleted by its seller: its views and chats go with it.
    const removed = await seller.client.api.listings[':id'].$delete({ param: { id: first } });
    expect(removed.status).toBe(200);
    await expectTotals({ listings: 2, views: 0, leads: 0 });

    // A seller whose account is removed takes their listings with them.
    const other = await server.signInAs('263718000042');
    await createListing(other, sampleListing({ title: 'Nissan March' }));
    await expectTotals({ listings: 3, views: 0, leads: 0 });
    await server.db.execute(sql`DELETE FROM users WHERE id = ${other.user._id}`);
    await expectTotals({ listings: 2, views: 0, leads: 0 });
  });

  it('keep every change of concurrent transactions', async () => {
    const before = (await counted()).all;
    const ids = await Promise.all(
      ['Fridge', 'Stove', 'Sofa', 'Bed'].map(
        async (title) => (await createListing(seller, sampleListing({ title })))._id,
      ),
    );
    await Promise.all([
      ...ids.map((id, i) => setStatus(id, i % 2 ? 'sold' : 'paused')),
      ...ids.map((id, i) =>
        server.db.insert(listingViews).values({ listingId: id, viewerPhone: `26371100005${i}` }),
      ),
    ]);
    await Promise.all(ids.map((id) => setStatus(id, 'active')));
    await expectTotals({ listings: before.listings + 4, views: before.views + 4, leads: 0 });
  });
});
