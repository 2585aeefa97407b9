/**
 * Jobs due and not yet taken, per kind, with the oldest one's age: read from pg-boss's job table
 * on PostgreSQL (one query, per scrape of the metrics), or from the in-process queue's memory.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import type { JobQueue } from './queue';

export interface QueueDepth {
  name: string;
  count: number;
  oldestSeconds: number;
}

export function queueDepth(jobs: JobQueue, db: Db): () => Promise<QueueDepth[]> {
  if ('waiting' in jobs && typeof jobs.waiting === 'function') {
    return () => (jobs.waiting as () => Promise<QueueDepth[]>)();
  }
  return async () => {
    const found = await rows<{ name: string; count: number | string; oldest: number | string }>(
      db,
      sql`SELECT name, count(*) AS count,
            extract(epoch FROM now() - min(greatest(created_on, start_after))) AS oldest
          FROM pgboss.job
          WHERE state IN ('created', 'retry') AND start_after <= now()
          GROUP BY name`,
    );
    return found.map((row) => ({
      name: row.name,
      count: Number(row.count),
      oldestSeconds: Math.max(0, Number(row.oldest)),
    }));
  };
}
