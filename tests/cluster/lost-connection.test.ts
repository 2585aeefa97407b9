/**
 * A connection PostgreSQL ends while the server holds it between two queries (a transaction
 * waiting on other work, the migrations' lock) is logged and replaced; it does not end the
 * process. The connection is ended by `pg_terminate_backend`, as a restart or an administrator
 * ends it.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import { log } from '@/server/logger';
import { createTestDatabase } from '../support/postgres';

let database: { url: string; drop: () => Promise<void> };
let opened: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  opened = await openDatabase({ kind: 'postgres', url: database.url, max: 2 });
});
afterAll(async () => {
  await opened.close();
  await database.drop();
});

async function terminate(pid: number) {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query('SELECT pg_terminate_backend($1)', [pid]);
  await admin.end();
}

it('logs a connection ended while held between queries, and answers the next query', async () => {
  const logged = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
  try {
    let held!: () => void;
    const waiting = new Promise<void>((resolve) => (held = resolve));
    const transaction = opened.db.transaction(async (tx) => {
      const [row] = await rows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
      await terminate(row!.pid);
      // The connection is held, idle, while PostgreSQL ends it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      held();
      await tx.execute(sql`SELECT 1`);
    });
    await waiting;
    await expect(transaction).rejects.toThrow();
    // One warning line, the driver's reason in its `err`.
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'PostgreSQL connection lost',
    );
    expect(await opened.queryColumn('SELECT 41 + 1')).toEqual(['42']);
  } finally {
    logged.mockRestore();
  }
});
