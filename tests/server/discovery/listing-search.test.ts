/**
 * The discovery query ranks the listings the buyer's words match on listing_search (migration
 * 0920), a narrow copy of what it reads kept by a trigger: after every kind of change to listings
 * (created, edited, its type changed, viewed, paused, sold, hidden by a moderator, deleted, its
 * seller's account gone), through the app, the admin and the bot, the copy equals what listings
 * say, and a buyer's search sees the change at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingViews } from '@/server/db/schema';
import { rows } from '@/server/db/rows';
import { serverWithAdminAndSeller } from '../../support/signed-in-server';
import { answerOf, createListing, sampleListing, type SignedIn, type TestServer } from '../helpers';

let server: TestServer;
let admin: SignedIn;
let seller: SignedIn;

beforeAll(async () => {
  ({ server, admin, seller } = await serverWithAdminAndSeller('263718000061', {
    env: { LOG_LEVEL: 'silent', DEV_CHAT: '1' },
  }));
});
afterAll(() => server.close());

const COLUMNS = sql.raw(
  `id, type, seller_id, status, moderation_state, city, town, real_estate_deal_type,
   low_price::text, high_price::text, views, created_at, search::text`,
);

/** listing_search as it is, and as listings say it should be, row for row. */
async function expectMirrored(): Promise<void> {
  const kept = await rows(server.db, sql`SELECT ${COLUMNS} FROM listing_search ORDER BY id`);
  const expected = await rows(
    server.db,
    sql`SELECT ${COLUMNS} FROM (
          SELECT id, type, seller_id, status, moderation_state, city, town, real_estate_deal_type,
            coalesce(CASE WHEN jsonb_typeof(price->'amount') = 'number'
                THEN (price->>'amount')::numeric END,
              CASE WHEN jsonb_typeof(price->'minAmount') = 'number'
                THEN (price->>'minAmount')::numeric END) AS low_price,
            coalesce(CASE WHEN jsonb_typeof(price->'amount') = 'number'
                THEN (price->>'amount')::numeric END,
              CASE WHEN jsonb_typeof(price->'maxAmount') = 'number'
                THEN (price->>'maxAmount')::numeric END) AS high_price,
            views, created_at, search
          FROM listings) AS l
        ORDER BY id`,
  );
  expect(kept).toEqual(expected);
}

interface Reply {
  message: { kind: string; rows?: { id: string }[] };
}
let buyers = 0;
/** The listings the bot offers a new buyer for these words (the first page). */
async function offered(text: string): Promise<string[]> {
  const from = `26371380${String(++buyers).padStart(4, '0')}`;
  const answer = await server.request('/api/dev/chat', { method: 'POST', body: { from, text } });
  expect(answer.status).toBe(200);
  const { replies } = (await answer.json()) as { replies: Reply[] };
  return replies.flatMap((reply) =>
    (reply.message.rows ?? []).map((row) => row.id.replace(/^listing:/, '')),
  );
}

const setStatus = async (id: string, status: 'active' | 'paused' | 'sold') =>
  answerOf(
    await seller.client.api.listings[':id'].status.$post({ param: { id }, json: { status } }),
    200,
  );

describe('listing_search, the discovery query’s copy of what it ranks', () => {
  it('follows every change to listings, and a search sees each at once', async () => {
    await expectMirrored();
    const wanted = sampleListing({
      subType: 'truck',
      title: 'Nissan Navara double cab',
      vehicleBrand: 'Nissan',
    });
    const id = (await createListing(seller, wanted))._id;
    await createListing(seller, sampleListing({ title: 'Honda Fit', vehicleBrand: 'Honda' }));
    await expectMirrored();
    // The bot finds it; a view (as the bot records one when a buyer opens it) moves its count.
    expect(await offered('nissan navara in harare')).toContain(id);
    await server.db.insert(listingViews).values({ listingId: id, viewerPhone: '263711000061' });
    const [seen] = await rows<{ views: number }>(
      server.db,
      sql`SELECT views FROM listing_search WHERE id = ${id}`,
    );
    expect(seen?.views).toBe(1);
    await expectMirrored();

    // Edited: its new words and price.
    const edit = async (listing: Record<string, unknown>) =>
      answerOf(
        await seller.client.api.listings[':id'].$patch({
          param: { id },
          json: { _id: id, listing },
        }),
        200,
      );
    await edit({
      ...wanted,
      title: 'Nissan Navara single cab',
      price: { type: 'fixed', amount: 61 },
    });
    await expectMirrored();
    expect(await offered('nissan navara under $100')).toContain(id);
    // The app never changes a listing's type; any other write that does moves it to the type's
    // partition.
    await server.db.execute(
      sql`UPDATE listings SET type = 'vehicle_parts', sub_type = 'car_parts',
            title = 'Navara gearbox', description = 'Gearbox off a single cab, tested.'
          WHERE id = ${id}`,
    );
    await expectMirrored();
    const [moved] = await rows<{ partition: string }>(
      server.db,
      sql`SELECT tableoid::regclass::text AS partition FROM listing_search WHERE id = ${id}`,
    );
    expect(moved?.partition).toBe('listing_search_vehicle_parts');
    expect(await offered('navara gearbox')).toContain(id);

    // Paused and sold: not offered; active again: offered.
    await setStatus(id, 'paused');
    await expectMirrored();
    expect(await offered('navara gearbox')).not.toContain(id);
    await setStatus(id, 'sold');
    await setStatus(id, 'active');
    await expectMirrored();
    expect(await offered('navara gearbox')).toContain(id);

    // Hidden by a moderator.
    const hidden = await admin.client.api.admin.listings[':id'].moderation.$post({
      param: { id },
      json: { action: 'hide', reason: 'Scam advert' },
    });
    expect(hidden.status).toBe(200);
    await expectMirrored();
    expect(await offered('navara gearbox')).not.toContain(id);

    // Deleted by its seller; a seller whose account is removed takes their listings with them.
    const removed = await seller.client.api.listings[':id'].$delete({ param: { id } });
    expect(removed.status).toBe(200);
    await expectMirrored();
    const other = await server.signInAs('263718000062');
    await createListing(other, sampleListing({ title: 'Nissan March' }));
    await expectMirrored();
    await server.db.execute(sql`DELETE FROM users WHERE id = ${other.user._id}`);
    await expectMirrored();
    const left = await rows(server.db, sql`SELECT id FROM listing_search WHERE id = ${id}`);
    expect(left).toEqual([]);
  });

  it('keeps every change of concurrent transactions', async () => {
    const ids = await Promise.all(
      ['Fridge', 'Stove', 'Sofa', 'Bed'].map(
        async (title) => (await createListing(seller, sampleListing({ title })))._id,
      ),
    );
    await Promise.all([
      ...ids.map((id, i) => setStatus(id, i % 2 ? 'sold' : 'paused')),
      ...ids.map((id, i) =>
        server.db.insert(listingViews).values({ listingId: id, viewerPhone: `26371100006${i}` }),
      ),
    ]);
    await Promise.all(ids.map((id) => setStatus(id, 'active')));
    await expectMirrored();
  });
});
