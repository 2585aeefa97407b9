/** The one way the server's hand-written SQL reads rows, the same on PGlite and PostgreSQL. */
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<T & Record<string, unknown>>(query);
  return result.rows;
}
