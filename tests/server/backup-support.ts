/** What the backup round trip compares, and the sellers who write while it runs. */
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readAll } from '@/server/backup/backup';
import { readArchive, verifyArchive } from '@/server/backup/archive';
import { appTables } from '@/server/backup/tables';
import { openDatabase, type Database, type Db } from '@/server/db/client';
import type { FILE_VARIANTS } from '@/server/files/store';
import { type FileStore } from '@/server/files/store';
import { createTestDatabase } from '../support/postgres';
import { answerOf, createListing, sampleListing, uploadPhoto, type SignedIn } from './helpers';
import { makeJpeg, uploadForm } from './images';

/** The last release's data (scripts/upgrade-fixture.ts made it at that commit). */
export const RELEASE_FIXTURE = 'tests/fixtures/upgrade/release-8801bcf.tar.gz';

/** Every row of every table as JSON text (UTC timestamps), sorted, by table. */
export async function rowsOf(db: Db): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    for (const table of await appTables(tx)) {
      const { rows } = await tx.execute<{ r: string }>(
        sql.raw(`SELECT row_to_json(t)::text AS r FROM "${table}" t`),
      );
      result.set(table, rows.map((row) => row.r).sort());
    }
  });
  return result;
}

/** The archive's rows, by table, sorted as rowsOf sorts them. */
export async function archiveRows(path: string): Promise<Map<string, string[]>> {
  const { tables } = await verifyArchive(path);
  const result = new Map<string, string[]>(Object.keys(tables).map((table) => [table, []]));
  for await (const entry of readArchive(path)) {
    if (entry.kind !== 'rows') continue;
    result.get(entry.table)!.push(...entry.lines);
  }
  for (const lines of result.values()) lines.sort();
  return result;
}

export const ids = (rows: string[] | undefined, field = 'id') =>
  new Set((rows ?? []).map((row) => String((JSON.parse(row) as Record<string, unknown>)[field])));

export async function bytesOf(
  store: FileStore,
  id: string,
  variant: (typeof FILE_VARIANTS)[number],
) {
  const stored = await store.get(id, variant);
  return stored ? readAll(stored.body) : null;
}

export interface Written {
  listing: string;
  photos: string[];
  /** The request began after the backup had ended. */
  beganAfter: boolean;
  /** The answer came before the backup began. */
  answeredBefore: boolean;
}

/** Sellers uploading photos and creating listings with them until `stop` is called. */
export function startWriters(sellers: SignedIn[], phase: () => 'before' | 'during' | 'after') {
  const written: Written[] = [];
  const uploads: { id: string; answeredBefore: boolean }[] = [];
  let running = true;
  let size = 0;
  const loops = sellers.map(async (seller) => {
    while (running) {
      const beganAfter = phase() === 'after';
      const photos: string[] = [];
      for (let i = 0; i < 2; i++) {
        size++;
        const form = uploadForm(await makeJpeg({ width: 40 + (size % 200), height: 30 + i }));
        const { _id } = await answerOf(await uploadPhoto(seller, form), 201);
        uploads.push({ id: _id, answeredBefore: phase() === 'before' });
        photos.push(_id);
      }
      const listing = await createListing(
        seller,
        sampleListing({ images: photos, title: `Toyota Corolla ${size}` }),
      );
      written.push({
        listing: listing._id,
        photos,
        beganAfter,
        answeredBefore: phase() === 'before',
      });
    }
  });
  return {
    written,
    uploads,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** A fresh deployment to restore into: a folder (PGlite) or a new PostgreSQL database. */
export async function freshDeployment(
  dataDir: string,
): Promise<{ database: Database; close: () => Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    return { database, close: () => database.close() };
  }
  const created = await createTestDatabase('t_backup');
  const database = await openDatabase({ kind: 'postgres', url: created.url, max: 2 });
  return {
    database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}
