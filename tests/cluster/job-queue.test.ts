/** pg-boss on PostgreSQL keeps the same job queue contract as the in-process runner. */
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PgBossJobQueue } from '@/server/jobs/pg-boss-queue';
import { jobQueueContract } from '../support/job-queue-contract';
import { createTestDatabase } from '../support/postgres';

let database: { url: string; drop: () => Promise<void> };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

jobQueueContract('pg-boss', () =>
  PgBossJobQueue.start(database.url, (error) => console.error(error)),
);

it('gives a queue made by an earlier version the limits its kind has now', async () => {
  const before = await PgBossJobQueue.start(database.url, (error) => console.error(error));
  await before.define(
    'limits',
    { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 300 },
    async () => undefined,
  );
  await before.stop(1000);
  const after = await PgBossJobQueue.start(database.url, (error) => console.error(error));
  await after.define(
    'limits',
    { retryLimit: 3, retryDelaySeconds: 15, expireInSeconds: 30 },
    async () => undefined,
  );
  await after.stop(1000);
  const boss = new PgBoss({ connectionString: database.url, schema: 'pgboss' });
  await boss.start();
  try {
    expect(await boss.getQueue('limits')).toMatchObject({
      retryLimit: 3,
      retryDelay: 15,
      expireInSeconds: 30,
    });
  } finally {
    await boss.stop({ graceful: false });
  }
});
