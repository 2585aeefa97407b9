/**
 * What start-up waits for before the server listens: PostgreSQL (when DATABASE_URL is set) and
 * the bucket (when S3_BUCKET is set). Until both answer the process does not listen, so a load
 * balancer or supervisor sees it as not started rather than as a server that fails.
 */
import type { Database } from '@/server/db/client';
import type { Env } from '@/server/env';
import type { FileStore } from '@/server/files/store';
import { describePostgres, postgresNotReachableYet } from '@/server/db/reachable';
import { waitUntilReachable } from './wait-reachable';

export async function waitForDatabase(env: Env, database: Database): Promise<void> {
  if (!env.DATABASE_URL || database.kind !== 'postgres') return;
  await waitUntilReachable(
    describePostgres(env.DATABASE_URL),
    () => database.queryColumn('SELECT 1'),
    { worthWaiting: postgresNotReachableYet },
  );
}

/**
 * Runs a start-up step on PostgreSQL (migrations, the job queue), waiting out a server that goes
 * away meanwhile.
 */
export function onPostgres<T>(env: Env, what: string, step: () => Promise<T>): Promise<T> {
  if (!env.DATABASE_URL) return step();
  return waitUntilReachable(`${describePostgres(env.DATABASE_URL)} (${what})`, step, {
    worthWaiting: postgresNotReachableYet,
  });
}

/**
 * The bucket may be made by a setup step that runs next to the server (a compose file): every
 * failure waits, naming its reason, until the bucket can be reached.
 */
export async function waitForBucket(env: Env, files: FileStore): Promise<void> {
  if (files.kind !== 's3') return;
  await waitUntilReachable(`the bucket ${env.S3_BUCKET}`, () => files.check());
}
