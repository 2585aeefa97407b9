/**
 * Restores a backup archive (see archive.ts) into an empty deployment: the archive is checked
 * whole first (counts and hashes), then its photos are written to the store and read back, then
 * the database is migrated to the archive's schema version and its rows loaded in one
 * transaction (triggers off, so counters and derived tables keep the archive's values), and the
 * sequences are set past the restored ids. The photos go first, as the server itself stores an
 * image before the row that names it: a restore cut short leaves no row without its photo, and
 * can be run again.
 *
 * A deployment that already has rows is refused unless `force` is given: then every table is
 * emptied (in the same transaction as the load) and replaced by the archive's rows. The job
 * queue (pg-boss's own schema on PostgreSQL) is neither saved nor restored.
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from '@/server/db/client';
import { migrate, MIGRATIONS_DIR, readMigrations } from '@/server/db/migrate';
import type { FileStore, FileVariant, FileVariants } from '@/server/files/store';
import { readAll } from './backup';
import { readArchive, sha256, verifyArchive, type BackupManifest } from './archive';
import { appTables, writableColumns } from './tables';

export class RestoreRefused extends Error {}

export interface RestoreOptions {
  /** Replace the rows of a deployment that has some. */
  force?: boolean;
  migrationsDir?: string;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The last migration applied to this database, or null when it has no schema yet. */
export async function schemaVersion(db: Db): Promise<string | null> {
  const { rows } = await db.execute<{ present: boolean }>(
    sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`,
  );
  if (!rows[0]?.present) return null;
  const { rows: last } = await db.execute<{ name: string | null }>(
    sql`SELECT max(name) AS name FROM schema_migrations`,
  );
  return last[0]?.name ?? null;
}

/** The tables holding at least one row. */
async function tablesWithRows(db: Db): Promise<string[]> {
  const occupied: string[] = [];
  for (const table of await appTables(db)) {
    const { rows } = await db.execute<{ any: boolean }>(
      sql.raw(`SELECT EXISTS (SELECT 1 FROM ${quoted(table)}) AS any`),
    );
    if (rows[0]?.any) occupied.push(table);
  }
  return occupied;
}

/** Writes one photo's variants and reads each back, comparing it with the manifest's sha256. */
async function putPhoto(
  store: FileStore,
  manifest: BackupManifest,
  id: string,
  variants: Partial<FileVariants>,
): Promise<void> {
  if (!variants.original || !variants.thumbnail) {
    throw new Error(`The archive's photo ${id} lacks its original or thumbnail`);
  }
  await store.put(id, { ...variants, original: variants.original, thumbnail: variants.thumbnail });
  for (const variant of Object.keys(variants) as FileVariant[]) {
    const stored = await store.get(id, variant);
    const data = stored ? await readAll(stored.body) : null;
    if (!data || sha256(data) !== manifest.photos[id]?.[variant]?.sha256) {
      throw new Error(`Photo ${id} (${variant}) does not read back as written`);
    }
  }
}

async function restorePhotos(store: FileStore, manifest: BackupManifest, path: string) {
  let current: { id: string; variants: Partial<FileVariants> } | null = null;
  for await (const entry of readArchive(path)) {
    if (entry.kind !== 'photo') continue;
    if (current && current.id !== entry.id) {
      await putPhoto(store, manifest, current.id, current.variants);
      current = null;
    }
    current ??= { id: entry.id, variants: {} };
    current.variants[entry.variant] = entry.data;
  }
  if (current) await putPhoto(store, manifest, current.id, current.variants);
}

async function restoreRows(
  database: Database,
  manifest: BackupManifest,
  path: string,
  force: boolean,
) {
  await database.db.transaction(async (tx) => {
    const tables = await appTables(tx);
    const missing = Object.keys(manifest.tables).filter((table) => !tables.includes(table));
    if (missing.length > 0) {
      throw new Error(`The schema has no table ${missing.join(', ')}: the archive does not fit it`);
    }
    // Off for the whole load, the emptying included (the audit log refuses a TRUNCATE).
    for (const table of tables) {
      await tx.execute(sql.raw(`ALTER TABLE ${quoted(table)} DISABLE TRIGGER USER`));
    }
    if (force) await tx.execute(sql.raw(`TRUNCATE ${tables.map(quoted).join(', ')}`));
    const columns = new Map<string, string>();
    for await (const entry of readArchive(path)) {
      if (entry.kind !== 'rows') continue;
      if (!columns.has(entry.table)) {
        columns.set(entry.table, (await writableColumns(tx, entry.table)).map(quoted).join(', '));
      }
      const list = columns.get(entry.table)!;
      const table = quoted(entry.table);
      await tx.execute(
        sql`${sql.raw(`INSERT INTO ${table} (${list}) SELECT ${list}`)}
            FROM json_populate_recordset(NULL::${sql.raw(table)}, ${`[${entry.lines.join(',')}]`}::json)`,
      );
    }
    for (const table of tables) {
      await tx.execute(sql.raw(`ALTER TABLE ${quoted(table)} ENABLE TRIGGER USER`));
    }
    for (const [name, value] of Object.entries(manifest.sequences)) {
      if (value === null) continue;
      await tx.execute(
        sql`SELECT setval(quote_ident(current_schema()) || '.' || quote_ident(${name}), ${value}::bigint, true)`,
      );
    }
  });
}

/** Restores the archive at `path`; resolves with its manifest once everything is in place. */
export async function restoreBackup(
  database: Database,
  store: FileStore,
  path: string,
  options: RestoreOptions = {},
): Promise<BackupManifest> {
  const dir = options.migrationsDir ?? MIGRATIONS_DIR;
  const manifest = await verifyArchive(path);
  const known = readMigrations(dir).map((migration) => migration.name);
  if (!known.includes(manifest.schemaVersion)) {
    throw new RestoreRefused(
      `The archive's schema (${manifest.schemaVersion}) is not one this version knows (its last is ` +
        `${known.at(-1)}): restore it with the version that made it (${manifest.product.version}) or a newer one.`,
    );
  }
  const current = await schemaVersion(database.db);
  if (current !== null && current > manifest.schemaVersion) {
    throw new RestoreRefused(
      `The database's schema (${current}) is newer than the archive's (${manifest.schemaVersion}): ` +
        'restore into an empty database, then start the server to upgrade it.',
    );
  }
  if (current !== null) {
    const occupied = await tablesWithRows(database.db);
    if (occupied.length > 0 && !options.force) {
      throw new RestoreRefused(
        `The database already has rows (in ${occupied.join(', ')}). Restore into an empty ` +
          "database, or pass --force to delete every row and load the archive's instead.",
      );
    }
  }
  await restorePhotos(store, manifest, path);
  await migrate(database, dir, manifest.schemaVersion);
  await restoreRows(database, manifest, path, options.force ?? false);
  return manifest;
}
