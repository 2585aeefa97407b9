/**
 * The admin's check-in figures come from the counters the database keeps (checkin_totals,
 * migration 0960): after every kind of change to check-ins (the sweep's inserts, a send, an
 * answer, a pause, a close, several rows at once, a deleted listing's check-ins going with it) the
 * counters equal a count over listing_checkins, and the stats tiles say them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { serverWithAdminAndSeller } from '../support/signed-in-server';
import { answerOf, createListing, sampleListing, type SignedIn, type TestServer } from './helpers';

let server: TestServer;
let admin: SignedIn;
let seller: SignedIn;

beforeAll(async () => {
  ({ server, admin, seller } = await serverWithAdminAndSeller('263718000061'));
});
afterAll(() => server.close());

interface Figures {
  sent: number;
  answered: number;
  autoPaused: number;
}

/** The counters agree with a count over the table, and the stats tiles say them. */
async function expectFigures(expected: Figures) {
  const [counted] = await rows<Figures>(
    server.db,
    sql`SELECT (count(*) FILTER (WHERE asked_at IS NOT NULL))::int AS "sent",
               (count(*) FILTER (WHERE answered_at IS NOT NULL))::int AS "answered",
               (count(*) FILTER (WHERE paused_at IS NOT NULL AND state <> 'closed'))::int
                 AS "autoPaused"
        FROM listing_checkins`,
  );
  expect(counted).toEqual(expected);
  const [kept] = await rows<Figures>(
    server.db,
    sql`SELECT coalesce(sum(sent), 0)::int AS "sent", coalesce(sum(answered), 0)::int AS "answered",
               coalesce(sum(paused), 0)::int AS "autoPaused"
        FROM checkin_totals`,
  );
  expect(kept).toEqual(expected);
  const stats = await answerOf(await admin.client.api.admin.stats.$get(), 200);
  expect(stats.checkIns).toEqual(expected);
}

async function sellerId(): Promise<string> {
  const [row] = await rows<{ id: string }>(
    server.db,
    sql`SELECT id FROM users WHERE phone = '263718000061'`,
  );
  return row!.id;
}

describe('check-in totals kept by the database', () => {
  it('follow inserts, sends, answers, pauses, closes and deletes, one row or many at a time', async () => {
    const id = await sellerId();
    const listings = [];
    for (const title of ['Honda Fit 2012', 'Nissan Note 2014', 'Mazda Demio 2011']) {
      listings.push(await createListing(seller, sampleListing({ title })));
    }
    // Whatever check-ins publishing scheduled are not yet asked: no figure moves.
    await server.db.execute(sql`DELETE FROM listing_checkins`);
    await expectFigures({ sent: 0, answered: 0, autoPaused: 0 });

    // The sweep's inserts, three rows in one statement, none asked yet.
    const rounds = ['2026-01-01T08:00:00Z', '2026-02-01T08:00:00Z'];
    for (const round of rounds) {
      await server.db.execute(
        sql`INSERT INTO listing_checkins (listing_id, seller_id, round_at, due_at)
            SELECT l.id, ${id}, ${round}::timestamptz, now() FROM listings l
            WHERE l.seller_id = ${id}`,
      );
    }
    await expectFigures({ sent: 0, answered: 0, autoPaused: 0 });

    // Every first-round check-in sent, in one statement.
    await server.db.execute(
      sql`UPDATE listing_checkins SET state = 'asked', asked_at = now()
          WHERE round_at = ${rounds[0]}::timestamptz`,
    );
    await expectFigures({ sent: 3, answered: 0, autoPaused: 0 });

    // One answered, one paused by the marketplace, one row at a time.
    const [first, second, third] = listings.map((l) => String(l._id));
    await server.db.execute(
      sql`UPDATE listing_checkins SET state = 'answered', answer = 'available', answered_at = now()
          WHERE listing_id = ${first} AND round_at = ${rounds[0]}::timestamptz`,
    );
    await server.db.execute(
      sql`UPDATE listing_checkins SET state = 'paused', paused_at = now()
          WHERE listing_id = ${second} AND round_at = ${rounds[0]}::timestamptz`,
    );
    await expectFigures({ sent: 3, answered: 1, autoPaused: 1 });

    // A statement that changes nothing counted leaves the counters as they are.
    await server.db.execute(sql`UPDATE listing_checkins SET due_at = due_at + interval '1 hour'`);
    await expectFigures({ sent: 3, answered: 1, autoPaused: 1 });

    // Closing the paused one takes it out of the paused figure; sent stays.
    await server.db.execute(
      sql`UPDATE listing_checkins SET state = 'closed' WHERE listing_id = ${second}`,
    );
    await expectFigures({ sent: 3, answered: 1, autoPaused: 0 });

    // A second round sent and paused for the third listing, then the listing deleted: its
    // check-ins go with it, and so do their figures.
    await server.db.execute(
      sql`UPDATE listing_checkins SET state = 'paused', asked_at = now(), paused_at = now()
          WHERE listing_id = ${third} AND round_at = ${rounds[1]}::timestamptz`,
    );
    await expectFigures({ sent: 4, answered: 1, autoPaused: 1 });
    const removed = await seller.client.api.listings[':id'].$delete({ param: { id: third! } });
    expect(removed.status).toBe(200);
    await expectFigures({ sent: 2, answered: 1, autoPaused: 0 });
  });
});
