/**
 * The job queue's depth as the metrics read it on PostgreSQL: jobs due and not yet taken, per
 * kind, from pg-boss's table, with the oldest one's age; a job held by a worker or due later is
 * not waiting.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client';
import { PgBossJobQueue } from '@/server/jobs/pg-boss-queue';
import { queueDepth } from '@/server/jobs/queue-depth';
import { createTestDatabase } from '../support/postgres';

let database: { url: string; drop: () => Promise<void> };
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ kind: 'postgres', url: database.url, max: 2 });
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

it('counts the jobs waiting behind one of their key, and the oldest age', async () => {
  const jobs = await PgBossJobQueue.start(database.url, (error) => console.error(error));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let started = 0;
  const kind = { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 };
  await jobs.define('held', kind, async () => {
    started++;
    await held;
  });
  try {
    for (let i = 0; i < 3; i++) await jobs.send('held', { i }, { key: 'one' });
    await jobs.send('held', { later: true }, { startAfter: new Date(Date.now() + 3_600_000) });
    await expect.poll(() => started, { timeout: 20_000 }).toBe(1);
    const depth = await queueDepth(jobs, db.db)();
    expect(depth).toHaveLength(1);
    expect(depth[0]).toMatchObject({ name: 'held', count: 2 });
    expect(depth[0]!.oldestSeconds).toBeGreaterThanOrEqual(0);
    expect(depth[0]!.oldestSeconds).toBeLessThan(60);
  } finally {
    release();
    await jobs.stop(5000);
  }
});
