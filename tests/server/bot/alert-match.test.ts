/**
 * A new listing matched against the saved searches (bot/alerts/match.ts): each distinct request
 * is searched once, from the index of the requests' keys, and every buyer who saved it hears
 * once, through their first search (in the order saved) that names it; never the seller, never
 * a stopped search, a search for another town or one that does not name it, never twice.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { rows } from '@/server/db/rows';
import { matchListing } from '@/server/bot/alerts/match';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import { openTestDatabase } from '../helpers';

const SELLER = '263719700001';
const NOW = new Date('2026-11-25T08:00:00Z');
let database: Database;
let drop: () => Promise<void>;
const understanding = new RuleBasedUnderstanding();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  await database.db.execute(sql`INSERT INTO users (id, phone) VALUES ('alert-seller', ${SELLER})`);
  await database.db.execute(sql`
    INSERT INTO listings (id, seller_id, type, sub_type, title, description, city, price)
    VALUES ('other-car', 'alert-seller', 'vehicle', 'car', 'Honda Fit 2010', 'Automatic.',
            'bulawayo', '{"type":"fixed","amount":4000}'::jsonb)`);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

let saved = 0;
async function save(phone: string, query: string, stopped = false) {
  saved++;
  const id = `search-${saved}`;
  const at = new Date(NOW.getTime() - 3_600_000 + saved * 1000);
  const request = await understanding.understand(query);
  await database.db.execute(sql`
    INSERT INTO saved_searches (id, phone_number, query, request, created_at, stopped_at)
    VALUES (${id}, ${phone}, ${query}, ${JSON.stringify(request)}::jsonb, ${at},
            ${stopped ? NOW : null})`);
  return id;
}

const alerts = (listing: string) =>
  rows<{ phone_number: string; saved_search_id: string }>(
    database.db,
    sql`SELECT phone_number, saved_search_id FROM alerts WHERE listing_id = ${listing}
        ORDER BY phone_number`,
  );

describe('a new listing against the saved searches', () => {
  it('alerts each buyer once, through their first search that names it', async () => {
    // Three buyers saved the same words: one request, searched once, three alerts.
    const same = await Promise.all(
      ['263719800001', '263719800002', '263719800003'].map((phone) =>
        save(phone, 'toyota corolla'),
      ),
    );
    // Two of their searches name it: the first saved carries the alert.
    const first = await save('263719800004', 'toyota corolla in harare');
    await save('263719800004', 'toyota corolla');
    // Not these: another town, a stopped search, the seller's own, one that cannot name it.
    await save('263719800005', 'toyota corolla in bulawayo');
    await save('263719800006', 'toyota corolla', true);
    await save(SELLER, 'toyota corolla');
    await save('263719800007', 'goats');
    await database.db.execute(sql`
      INSERT INTO listings (id, seller_id, type, sub_type, title, description, city, price)
      VALUES ('new-corolla', 'alert-seller', 'vehicle', 'car', 'Toyota Corolla 2012',
              'Clean, one owner.', 'harare', '{"type":"fixed","amount":6500}'::jsonb)`);

    const buyers = await matchListing(database.db, 'new-corolla', NOW);
    expect([...buyers].sort()).toEqual([
      '263719800001',
      '263719800002',
      '263719800003',
      '263719800004',
    ]);
    expect(await alerts('new-corolla')).toEqual([
      { phone_number: '263719800001', saved_search_id: same[0] },
      { phone_number: '263719800002', saved_search_id: same[1] },
      { phone_number: '263719800003', saved_search_id: same[2] },
      { phone_number: '263719800004', saved_search_id: first },
    ]);

    // Matched again (reactivated): nobody hears twice.
    expect(await matchListing(database.db, 'new-corolla', NOW)).toEqual([]);
    expect(await alerts('new-corolla')).toHaveLength(4);

    // A listing none of the requests names starts nothing.
    await database.db.execute(sql`
      INSERT INTO listings (id, seller_id, type, sub_type, title, description, city)
      VALUES ('a-sofa', 'alert-seller', 'furniture', NULL, 'Leather sofa', 'Three seater.',
              'harare')`);
    expect(await matchListing(database.db, 'a-sofa', NOW)).toEqual([]);
  });
});
