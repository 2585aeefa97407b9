/**
 * Writes a backup archive (see archive.ts) of a running or stopped deployment.
 *
 * The rows come from one REPEATABLE READ, READ ONLY transaction: every table is read through a
 * cursor in the same snapshot, so the archive holds the database exactly as it was at one
 * moment, on PGlite and PostgreSQL alike (no pg_dump, no server version to match). Writers are
 * not blocked on PostgreSQL; on PGlite, which answers one query at a time, the server's
 * requests wait while the rows are read (about half a second for the demo data).
 *
 * The photos are read after the rows, from the store the server uses (folder or bucket): an
 * image is in the store before the row that names it commits and is never changed afterwards,
 * so every photo the snapshot's rows name can be read later, unless it was removed in between
 * (its row deleted after the snapshot). Those are listed in the manifest as missingPhotos.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '@/server/db/client';
import { FILE_VARIANTS, type FileStore, variantName } from '@/server/files/store';
import { sha256, tableEntryName, ARCHIVE_FORMAT, MANIFEST } from './archive';
import type { BackupManifest } from './archive';
import { appTables } from './tables';
import { TarWriter } from './tar';

/** Rows fetched from a cursor at a time. */
const FETCH_ROWS = 500;
/** An archive entry of rows is cut past this many bytes. */
const ENTRY_BYTES = 4 * 1024 * 1024;
/** Photos read from the store at once. */
const PHOTO_READS = 8;

/** This program's name and version, as package.json in the working folder says. */
export function productVersion(): { name: string; version: string } {
  try {
    const pkg = JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    return { name: pkg.name, version: pkg.version };
  } catch {
    return { name: 'unknown', version: process.env.npm_package_version ?? 'unknown' };
  }
}

export interface BackupOptions {
  product: { name: string; version: string };
}

/** A stored image's bytes. */
export async function readAll(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(body).arrayBuffer());
}

async function writeRows(tx: Db, tar: TarWriter, position: number, table: string): Promise<number> {
  await tx.execute(
    sql.raw(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM "${table}" t`,
    ),
  );
  let count = 0;
  let chunk = 0;
  let lines: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (lines.length === 0) return;
    await tar.add(tableEntryName(position, table, chunk++), Buffer.from(`${lines.join('\n')}\n`));
    lines = [];
    bytes = 0;
  };
  for (;;) {
    const { rows } = await tx.execute<{ r: string }>(
      sql.raw(`FETCH ${FETCH_ROWS} FROM backup_rows`),
    );
    for (const { r } of rows) {
      lines.push(r);
      bytes += r.length;
      if (bytes >= ENTRY_BYTES) await flush();
    }
    count += rows.length;
    if (rows.length < FETCH_ROWS) break;
  }
  await flush();
  await tx.execute(sql.raw('CLOSE backup_rows'));
  return count;
}

/** Writes the archive into `out` and ends it; resolves with the manifest once it is written. */
export async function writeBackup(
  database: Database,
  store: FileStore,
  out: Writable,
  options: BackupOptions,
): Promise<BackupManifest> {
  const tar = new TarWriter(out);
  const manifest = await database.db.transaction(
    async (tx) => {
      // Timestamps in the rows are written in UTC whatever the server's zone.
      await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
      const { rows: moment } = await tx.execute<{ at: string; version: string | null }>(
        sql`SELECT to_json(now())#>>'{}' AS at, (SELECT max(name) FROM schema_migrations) AS version`,
      );
      const schemaVersion = moment[0]?.version;
      if (!schemaVersion) throw new Error('The database has no schema yet: nothing to back up');
      const tables: Record<string, number> = {};
      const names = await appTables(tx);
      for (const [position, table] of names.entries()) {
        tables[table] = await writeRows(tx, tar, position, table);
      }
      const { rows: sequenceRows } = await tx.execute<{ name: string; value: string | null }>(
        sql`SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
            WHERE schemaname = current_schema() ORDER BY sequencename`,
      );
      const { rows: photoRows } = await tx.execute<{ id: string }>(
        sql`SELECT id FROM files ORDER BY id`,
      );
      const partial: BackupManifest = {
        format: ARCHIVE_FORMAT,
        product: options.product,
        schemaVersion,
        createdAt: moment[0]!.at,
        database: database.kind,
        photoStore: store.kind,
        tables,
        sequences: Object.fromEntries(sequenceRows.map((row) => [row.name, row.value])),
        photos: Object.fromEntries(photoRows.map((row) => [row.id, {}])),
        missingPhotos: [],
      };
      return partial;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const ids = Object.keys(manifest.photos);
  for (let at = 0; at < ids.length; at += PHOTO_READS) {
    const batch = ids.slice(at, at + PHOTO_READS);
    const read = await Promise.all(
      batch.map((id) =>
        Promise.all(
          FILE_VARIANTS.map(async (variant) => {
            const stored = await store.get(id, variant);
            return { variant, data: stored ? await readAll(stored.body) : null };
          }),
        ),
      ),
    );
    for (const [index, variants] of read.entries()) {
      const id = batch[index]!;
      if (!variants.find((v) => v.variant === 'original')?.data) {
        delete manifest.photos[id];
        manifest.missingPhotos.push(id);
        continue;
      }
      for (const { variant, data } of variants) {
        if (!data) continue;
        await tar.add(`photos/${variantName(id, variant)}`, data);
        manifest.photos[id]![variant] = { size: data.length, sha256: sha256(data) };
      }
    }
  }
  await tar.add(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  await tar.finish();
  return manifest;
}
