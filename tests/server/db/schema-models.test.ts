import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { rows } from '@/server/db/rows';
import * as core from '@/server/db/schema';
import * as alerts from '@/server/db/schema-alerts';
import * as bot from '@/server/db/schema-bot';
import * as listings from '@/server/db/schema-listings';
import * as moderation from '@/server/db/schema-moderation';
import * as uploads from '@/server/db/schema-uploads';
import { openTestDatabase } from '../helpers';

/** Every Drizzle model, by table name: its columns and whether each may be null. */
function models(): Map<string, Map<string, boolean>> {
  const found = new Map<string, Map<string, boolean>>();
  for (const module of [core, alerts, bot, listings, moderation, uploads]) {
    for (const value of Object.values(module)) {
      if (!(value instanceof PgTable)) continue;
      const config = getTableConfig(value);
      found.set(config.name, new Map(config.columns.map((c) => [c.name, !c.notNull])));
    }
  }
  return found;
}

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
});

afterAll(async () => {
  await database.close();
  await drop();
});

describe('Drizzle models', () => {
  it('model every table the migrations make, column for column, with their nullability', async () => {
    const columns = await rows<{ table_name: string; column_name: string; is_nullable: string }>(
      database.db,
      sql`SELECT c.table_name, c.column_name, c.is_nullable
          FROM information_schema.columns c
          JOIN information_schema.tables t
            ON t.table_schema = c.table_schema AND t.table_name = c.table_name
          WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
            AND c.table_name <> 'schema_migrations'
            -- A partition's rows are its parent table's, modelled once as the parent.
            AND NOT EXISTS (SELECT 1 FROM pg_class p JOIN pg_namespace n ON n.oid = p.relnamespace
              WHERE n.nspname = c.table_schema AND p.relname = c.table_name AND p.relispartition)`,
    );
    const tables = new Map<string, Map<string, boolean>>();
    for (const row of columns) {
      const table = tables.get(row.table_name) ?? new Map<string, boolean>();
      table.set(row.column_name, row.is_nullable === 'YES');
      tables.set(row.table_name, table);
    }
    expect(tables.size).toBeGreaterThan(20);
    const modelled = models();
    expect([...tables.keys()].sort()).toEqual([...modelled.keys()].sort());
    const asModelled = Object.fromEntries(
      [...tables.keys()].map((name) => [name, Object.fromEntries(modelled.get(name) ?? [])]),
    );
    const asMigrated = Object.fromEntries(
      [...tables].map(([name, table]) => [name, Object.fromEntries(table)]),
    );
    expect(asModelled).toEqual(asMigrated);
  });
});
