/** The job queue the configuration calls for: pg-boss on PostgreSQL, else in this process. */
import type { Env } from '@/server/env';
import { log } from '@/server/logger';
import { InProcessJobQueue } from './in-process-queue';
import { PgBossJobQueue } from './pg-boss-queue';
import type { JobQueue } from './queue';

export async function openJobQueue(env: Env): Promise<JobQueue> {
  const report = (what: string) => (error: unknown) => log.error({ err: error }, `Job ${what}`);
  if (env.DATABASE_URL) {
    return PgBossJobQueue.start(env.DATABASE_URL, report('queue error'), (name, error) =>
      report(`${name} failed`)(error),
    );
  }
  return new InProcessJobQueue((name, error) => report(`${name} failed`)(error));
}
