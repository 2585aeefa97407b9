/**
 * Applies the SQL files in ./migrations in name order, each once, each in its own transaction,
 * recording the applied names in schema_migrations. Files are never edited after release: a
 * change is a new file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

interface Migration {
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, sql: readFileSync(`${dir}/${name}`, 'utf8') }));
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Returns the names applied by this call. Runs under an advisory lock: two processes starting at
 * once on an empty PostgreSQL would otherwise race even on CREATE TABLE IF NOT EXISTS. With
 * `until`, stops after that migration (a restore builds the schema its archive was made with).
 */
export function migrate(
  database: Database,
  dir = MIGRATIONS_DIR,
  until?: string,
): Promise<string[]> {
  return database.withAdvisoryLock('schema_migrations', () => migrateLocked(database, dir, until));
}

async function migrateLocked(database: Database, dir: string, until?: string): Promise<string[]> {
  await database.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const done = new Set(await database.queryColumn('SELECT name FROM schema_migrations'));
  const applied: string[] = [];
  for (const migration of readMigrations(dir)) {
    if (done.has(migration.name)) continue;
    if (until !== undefined && migration.name > until) break;
    try {
      // The insert comes first: a server that skipped the lock (an older version) still blocks
      // on the primary key until the first commits, then fails and skips the file.
      await database.execInTransaction([
        `INSERT INTO schema_migrations (name) VALUES (${quote(migration.name)})`,
        migration.sql,
      ]);
      applied.push(migration.name);
    } catch (error) {
      if (isDuplicateKey(error)) continue;
      throw new Error(
        `Migration ${migration.name} failed: ${error instanceof Error ? error.message : error}`,
        { cause: error },
      );
    }
  }
  return applied;
}

function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
