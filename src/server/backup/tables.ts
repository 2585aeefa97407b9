/** The deployment's tables as the backup and the restore see them. */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/** Kept by the migrations themselves: the archive records the schema version instead. */
const MIGRATIONS_TABLE = 'schema_migrations';

/**
 * Every table of the current schema but the migrations' own, ordered so that a table comes
 * after every table it references (rows can be loaded in this order with every foreign key
 * checked). A table referencing itself is fine; a cycle between tables is refused.
 */
export async function appTables(db: Db): Promise<string[]> {
  const { rows: tables } = await db.execute<{ name: string }>(
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        ORDER BY c.relname`,
  );
  const { rows: references } = await db.execute<{ child: string; parent: string }>(
    sql`SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE n.nspname = current_schema() AND c.contype = 'f'`,
  );
  const names = tables.map((row) => row.name).filter((name) => name !== MIGRATIONS_TABLE);
  // Names go into SQL text and archive entry names: only the plain ones the migrations use.
  const odd = names.find((name) => !/^[a-z_][a-z0-9_]*$/.test(name));
  if (odd !== undefined) throw new Error(`Table name ${JSON.stringify(odd)} is not a plain name`);
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    const strip = (name: string) => name.replace(/^.*\./, '').replace(/"/g, '');
    if (strip(child) !== strip(parent)) parents.get(strip(child))?.add(strip(parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (name) => !placed.has(name) && [...parents.get(name)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new Error('The tables reference each other in a cycle');
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

/** Columns a row can be written with: generated columns are computed again by the database. */
export async function writableColumns(db: Db, table: string): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(
    sql`SELECT a.attname AS name FROM pg_attribute a
        WHERE a.attrelid = (quote_ident(current_schema()) || '.' || quote_ident(${table}))::regclass
          AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        ORDER BY a.attnum`,
  );
  return rows.map((row) => row.name);
}
