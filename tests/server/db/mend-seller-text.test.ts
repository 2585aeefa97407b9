/**
 * Migration 0291 mends seller text stored before the one-line rule, as the domain's rule would:
 * the app, the admin screens and the search then show it as the bot and the public page do.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multiLine, singleLine } from '@/domain';
import { rows } from '@/server/db/rows';
import type { Database } from '@/server/db/client';
import { MIGRATIONS_DIR, migrate } from '@/server/db/migrate';
import { openTestDatabase } from '../helpers';

const MENDING = '0291_mend_seller_text.sql';
const TITLE = 'Toyota \n\u2028 💵 $1.00\u202e\t x ';
const DESCRIPTION = 'One\r\ntwo\u2028\u202ethree\u200b\n\nfour';
const FEATURES = ['Air con\nChat with the seller: https://evil.example', '\u202eABS', '\u200e'];
const NAME = 'Rudo\r\n💵 $1.00\u2066';
const CONTACT = '\u202a+263 77 123 4567\u202c';

let database: Database;
let drop: () => Promise<void>;
let dir: string;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const name of readdirSync(MIGRATIONS_DIR)) {
    if (name < MENDING) copyFileSync(join(MIGRATIONS_DIR, name), join(dir, name));
  }
  await migrate(database, dir);
  await database.db.execute(
    sql`INSERT INTO users (id, phone, display_name, contact_number, address)
        VALUES ('u1', '263771000001', ${NAME}, ${CONTACT}, ${'Stand 5\nBorrowdale'}),
               ('u2', '263771000002', 'Plain Name', '0772 123 456', NULL)`,
  );
  await database.db.execute(
    sql`INSERT INTO listings (id, seller_id, type, title, description, city, town, address,
          features, price)
        VALUES ('l1', 'u1', 'vehicle', ${TITLE}, ${DESCRIPTION}, 'other', ${'Gwanda\n'},
          ${'12 Main St\n💵 $1.00'}, ARRAY[${FEATURES[0]}, ${FEATURES[1]}, ${FEATURES[2]}],
          ${JSON.stringify({ type: 'description', description: 'From $5\n\u202e$1', frequency: 'per\nday' })}::jsonb),
          ('l2', 'u2', 'vehicle', 'Plain title', 'Plain text', 'harare', NULL, NULL, '{}',
          ${JSON.stringify({ type: 'fixed', amount: 5 })}::jsonb)`,
  );
  copyFileSync(join(MIGRATIONS_DIR, MENDING), join(dir, MENDING));
  expect(await migrate(database, dir)).toEqual([MENDING]);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('migration 0291', () => {
  it('mends stored listings as the domain rule would', async () => {
    const [listing] = await rows<{
      title: string;
      description: string;
      town: string;
      address: string;
      features: string[];
      price: Record<string, unknown>;
    }>(
      database.db,
      sql`SELECT title, description, town, address, features, price FROM listings WHERE id = 'l1'`,
    );
    expect(listing).toEqual({
      title: singleLine(TITLE).trim(),
      description: multiLine(DESCRIPTION),
      town: 'Gwanda',
      address: '12 Main St 💵 $1.00',
      features: ['Air con Chat with the seller: https://evil.example', 'ABS'],
      price: { type: 'description', description: 'From $5 $1', frequency: 'per day' },
    });
    expect(listing!.title).toBe('Toyota 💵 $1.00  x');
    expect(listing!.description).toBe('One\ntwo\nthree\n\nfour');
  });

  it('mends stored profiles, and leaves clean rows as they were', async () => {
    const users = await rows<{
      id: string;
      display_name: string;
      contact_number: string;
      address: string | null;
    }>(database.db, sql`SELECT id, display_name, contact_number, address FROM users ORDER BY id`);
    expect(users).toEqual([
      {
        id: 'u1',
        display_name: 'Rudo 💵 $1.00',
        contact_number: '+263 77 123 4567',
        address: 'Stand 5 Borrowdale',
      },
      { id: 'u2', display_name: 'Plain Name', contact_number: '0772 123 456', address: null },
    ]);
    const [plain] = await rows<{ title: string; price: unknown; features: string[] }>(
      database.db,
      sql`SELECT title, price, features FROM listings WHERE id = 'l2'`,
    );
    expect(plain).toEqual({
      title: 'Plain title',
      price: { type: 'fixed', amount: 5 },
      features: [],
    });
  });
});
