/**
 * A process that takes one job and dies holding it: run as
 * `node --import tsx tests/cluster/hold-job.ts <DATABASE_URL> <kind>`; it queues one job of
 * `kind`, takes it, prints `holding` and never finishes it, so the test can kill it mid-job.
 */
import { PgBossJobQueue } from '@/server/jobs/pg-boss-queue';
import { TAKEN_AGAIN_SECONDS } from '@/server/jobs/queue';

const [url, kind] = process.argv.slice(2);
if (!url || !kind) throw new Error('usage: hold-job.ts <DATABASE_URL> <kind>');
const queue = await PgBossJobQueue.start(url, (error) => console.error(error.message));
await queue.define(
  kind,
  { retryLimit: 2, retryDelaySeconds: 0, expireInSeconds: TAKEN_AGAIN_SECONDS },
  () => {
    console.log('holding');
    return new Promise<void>(() => undefined);
  },
);
await queue.send(kind, { from: 'the process about to die' });
