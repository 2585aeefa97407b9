/** The one way the server's hand-written SQL reads rows, the same on PGlite and PostgreSQL. */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<T & Record<string, unknown>>(query);
  return result.rows;
}

/**
 * The sums of counter columns over a table the database keeps totals in (rows per partition,
 * moved by triggers), each 0 when the table is empty.
 */
export async function counterSums<K extends string>(
  db: Db,
  table: string,
  columns: readonly K[],
): Promise<Record<K, number>> {
  const sums = sql.join(
    columns.map(
      (column) =>
        sql`coalesce(sum(${sql.identifier(column)}), 0)::int AS ${sql.identifier(column)}`,
    ),
    sql`, `,
  );
  const [row] = await rows<Partial<Record<K, number>>>(
    db,
    sql`SELECT ${sums} FROM ${sql.identifier(table)}`,
  );
  return Object.fromEntries(
    columns.map((column) => [column, Number(row?.[column] ?? 0)]),
  ) as Record<K, number>;
}
