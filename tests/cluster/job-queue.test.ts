/** pg-boss on PostgreSQL keeps the same job queue contract as the in-process runner. */
import { afterAll, beforeAll } from 'vitest';
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
