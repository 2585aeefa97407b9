/**
 * One message for what is due, when two processes claim at the same moment: a seller's due
 * check-ins go in one message and a buyer's due alerts in one digest. Claims that skipped rows
 * locked by the other (SKIP LOCKED) split them, one row each, into two messages; the claims now
 * wait on each other, so one takes everything due and the other nothing.
 * (The embedded database has a single connection: this race cannot happen on it.)
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { rows } from '@/server/db/rows';
import { APP_CHECKIN_CONSENT, grantCheckinConsent } from '@/server/consents/consents';
import { claimSellerCheckins } from '@/server/listings/checkins/store';
import { createTestDatabase } from '../support/postgres';

let pools: Database[] = [];
let drop: () => Promise<void>;
const SELLER = 'seller-claim-1';

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  pools = await Promise.all(
    [1, 2].map(() => openDatabase({ kind: 'postgres', url: created.url, max: 2 })),
  );
  const [first] = pools as [Database];
  await migrate(first);
  await first.db.execute(
    sql`INSERT INTO users (id, phone, display_name) VALUES (${SELLER}, '263771500001', 'Tendai')`,
  );
  // As the listing commands record at a seller's first listing: consent to check-ins.
  await grantCheckinConsent(first.db, '263771500001', APP_CHECKIN_CONSENT, new Date());
  for (const n of [1, 2, 3]) {
    await first.db.execute(
      sql`INSERT INTO listings (id, seller_id, type, title, description, city, price, status,
            confirmed_at)
          VALUES (${`claim-listing-${n}`}, ${SELLER}, 'vehicle', ${`Car ${n}`}, 'Runs well',
            'harare', ${JSON.stringify({ type: 'fixed', amount: 5000 })}::jsonb, 'active',
            now() - interval '40 days')`,
    );
    await first.db.execute(
      sql`INSERT INTO listing_checkins (listing_id, seller_id, round_at, due_at)
          SELECT id, seller_id, confirmed_at, now() - interval '1 hour'
          FROM listings WHERE id = ${`claim-listing-${n}`}`,
    );
  }
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await drop?.();
});

/** Whether a query of the test database's other connections waits on a row lock. */
async function someoneWaitsOnALock(db: Database['db']): Promise<boolean> {
  const [found] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return (found?.n ?? 0) > 0;
}

describe('two claims at the same moment', () => {
  it("give a seller's due check-ins to one claim, the one that locked first", async () => {
    const [first, second] = pools as [Database, Database];
    const now = new Date();
    let settled = false;
    let theOther: Promise<unknown[]> | undefined;
    const mine = await first.db.transaction(async (tx) => {
      // The first claim has locked the first due row and not yet the others...
      await tx.execute(
        sql`SELECT 1 FROM listing_checkins WHERE listing_id = 'claim-listing-1' FOR UPDATE`,
      );
      // ...when the other process claims: it waits for it (or, skipping, takes the rest).
      theOther = claimSellerCheckins(second.db, SELLER, 'process-2', now).finally(() => {
        settled = true;
      });
      await expect
        .poll(async () => settled || (await someoneWaitsOnALock(first.db)), { timeout: 10_000 })
        .toBe(true);
      return claimSellerCheckins(tx, SELLER, 'process-1', now);
    });
    const others = await theOther!;
    expect(mine.map((checkin) => checkin.listingId).sort()).toEqual([
      'claim-listing-1',
      'claim-listing-2',
      'claim-listing-3',
    ]);
    expect(others).toEqual([]);
  });
});
