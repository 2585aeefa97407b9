/**
 * Opens the database: embedded PGlite in a folder (the default, or in memory for tests), or a
 * PostgreSQL server through node-postgres when a connection string is given. Both are wrapped in
 * the same Drizzle API, and both run the same SQL migrations.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { log } from '@/server/logger';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers answer raw SQL with `{ rows }` (node-postgres and PGlite alike). */
interface RowsResult<Row> {
  rows: Row[];
}
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
export type Db = PgDatabase<RowsResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text that may hold several statements (migrations). */
  exec(sqlText: string): Promise<void>;
  /** First column of every row of a query without parameters. */
  queryColumn(sqlText: string): Promise<string[]>;
  /** Runs several statements in one transaction on one connection (a migration and its record). */
  execInTransaction(statements: string[]): Promise<void>;
  /**
   * Runs `work` while holding a PostgreSQL session advisory lock named `name` (per schema), so
   * several processes starting at once take turns. PGlite has one process: it just runs.
   */
  withAdvisoryLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** PostgreSQL's pool, for the metrics: connections open, idle, and requests waiting for one. */
  pool?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string; searchPath?: string; max?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    // relaxedDurability stays off: a write is on disk before the query answers.
    // pg_trgm: the bot's typo tolerance (trigram similarity), as on PostgreSQL.
    const extensions = { pg_trgm };
    const client = options.dataDir
      ? new PGlite(options.dataDir, { extensions })
      : new PGlite({ extensions });
    await client.waitReady;
    const db: Db = drizzlePglite({ client, schema });
    return {
      db,
      kind: 'pglite',
      exec: async (text) => {
        await client.exec(text);
      },
      queryColumn: async (text) => {
        const result = await client.query<Record<string, string>>(text, [], { rowMode: 'object' });
        return result.rows.map((row) => String(Object.values(row)[0]));
      },
      execInTransaction: async (statements) => {
        await client.transaction(async (tx) => {
          for (const statement of statements) await tx.exec(statement);
        });
      },
      withAdvisoryLock: (_name, work) => work(),
      close: () => client.close(),
    };
  }

  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    // Extensions (pg_trgm) live in public, shared by every schema.
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath},public` } : {}),
  });
  // A connection PostgreSQL ends (a restart, a failover, an administrator) must not end the
  // process: every client gets its own listener for its whole life, checked out or idle (the pool
  // listens to idle clients only, and a client held between the queries of a transaction, or by
  // the migrations' lock, would otherwise throw). The client is then discarded and the next query
  // opens a new connection; the query that was running fails with the driver's reason.
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn({ err: error }, 'PostgreSQL connection lost'));
  });
  // The pool repeats an idle client's error here; it is logged above.
  pool.on('error', () => undefined);
  const db: Db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    exec: async (text) => {
      await pool.query(text);
    },
    queryColumn: async (text) => {
      const result = await pool.query<Record<string, string>>(text);
      return result.rows.map((row) => String(Object.values(row)[0]));
    },
    execInTransaction: async (statements) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const statement of statements) await client.query(statement);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    withAdvisoryLock: async (name, work) => {
      // A session lock lives on one connection: hold that connection until the work is done.
      const client = await pool.connect();
      const key = `SELECT hashtext($1 || current_schema())::bigint AS key`;
      try {
        await client.query(`SELECT pg_advisory_lock((${key}))`, [name]);
        try {
          return await work();
        } finally {
          await client.query(`SELECT pg_advisory_unlock((${key}))`, [name]);
        }
      } finally {
        client.release();
      }
    },
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
