/**
 * Upgrades as a contract: the last release's data (tests/fixtures/upgrade, made by
 * scripts/upgrade-fixture.ts, which runs that release's own server on its demo seed and drives
 * it until every one of its tables holds rows) is restored into a fresh database at the
 * release's schema, upgraded with today's migrations, and every row of every table must still be
 * there with the values it had (new columns may be added beside them), every photo byte for byte.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive, sha256, type BackupManifest } from '@/server/backup/archive';
import { restoreBackup, schemaVersion } from '@/server/backup/restore';
import { appTables } from '@/server/backup/tables';
import type { Database } from '@/server/db/client';
import { migrate, readMigrations } from '@/server/db/migrate';
import { DiskFileStore } from '@/server/files/disk-store';
import { archiveRows, bytesOf, RELEASE_FIXTURE } from './backup-support';
import { openTestDatabase } from './helpers';

let database: Database;
let drop: () => Promise<void>;
let work: string;
let manifest: BackupManifest;
let applied: string[];
/** The tables of the release's schema, as the restore made them. */
let releaseTables: string[];
let store: DiskFileStore;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  work = mkdtempSync(join(tmpdir(), 'upgrade-'));
  store = new DiskFileStore(work);
  manifest = await restoreBackup(database, store, RELEASE_FIXTURE);
  releaseTables = await appTables(database.db);
  applied = await migrate(database);
}, 120_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
  rmSync(work, { recursive: true, force: true });
});

describe("the last release's data, upgraded with today's migrations", () => {
  it("applies every migration newer than the release's, and ends at today's schema", async () => {
    const names = readMigrations().map((migration) => migration.name);
    expect(names).toContain(manifest.schemaVersion);
    expect(applied).toEqual(names.filter((name) => name > manifest.schemaVersion));
    expect(await schemaVersion(database.db)).toBe(names.at(-1));
  });

  it("holds rows in every table of the release's schema", () => {
    expect(Object.keys(manifest.tables).sort()).toEqual([...releaseTables].sort());
    const empty = releaseTables.filter((table) => !(manifest.tables[table]! > 0));
    expect(empty, 'tables the fixture leaves empty').toEqual([]);
    expect(Object.values(manifest.tables).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(
      1000,
    );
  });

  it('keeps every row of every table, each column with the value it had', async () => {
    const archived = await archiveRows(RELEASE_FIXTURE);
    expect([...archived.keys()].sort()).toEqual([...releaseTables].sort());
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
      for (const [table, lines] of archived) {
        const { rows: counted } = await tx.execute<{ n: number }>(
          sql.raw(`SELECT count(*)::int AS n FROM "${table}"`),
        );
        expect(counted[0]!.n, table).toBe(lines.length);
        expect(lines.length, table).toBe(manifest.tables[table]);
        expect(lines.length, `${table} holds rows`).toBeGreaterThan(0);
        // The release's columns, in its order: a column added since is left out.
        const columns = Object.keys(JSON.parse(lines[0]!) as object)
          .map((column) => `"${column}"`)
          .join(', ');
        const { rows } = await tx.execute<{ r: string }>(
          sql.raw(`SELECT row_to_json(x)::text AS r FROM (SELECT ${columns} FROM "${table}") x`),
        );
        expect(rows.map((row) => row.r).sort(), table).toEqual(lines);
      }
    });
  });

  it('keeps every photo of the release, every variant byte for byte', async () => {
    const { rows: files } = await database.db.execute<{ id: string }>(sql`SELECT id FROM files`);
    expect(files.length).toBe(manifest.tables.files);
    expect(manifest.missingPhotos).toEqual([]);
    // Every photo row of the release has its bytes in the fixture.
    expect(new Set(Object.keys(manifest.photos))).toEqual(new Set(files.map((file) => file.id)));
    let compared = 0;
    for await (const entry of readArchive(RELEASE_FIXTURE)) {
      if (entry.kind !== 'photo') continue;
      const kept = await bytesOf(store, entry.id, entry.variant);
      expect(kept, `${entry.id} ${entry.variant}`).not.toBeNull();
      expect(sha256(kept!), `${entry.id} ${entry.variant}`).toBe(sha256(entry.data));
      expect(manifest.photos[entry.id]?.[entry.variant]?.sha256).toBe(sha256(entry.data));
      compared++;
    }
    const recorded = Object.values(manifest.photos).reduce(
      (sum, variants) => sum + Object.keys(variants).length,
      0,
    );
    expect(compared).toBe(recorded);
    expect(compared).toBeGreaterThanOrEqual(2 * files.length);
  });
});
