/** Points the metrics at this process's database, job queue and image queue (the composition root). */
import type { Database } from '@/server/db/client';
import type { ImageQueue } from '@/server/files/image-queue';
import { queueDepth } from '@/server/jobs/queue-depth';
import type { JobQueue } from '@/server/jobs/queue';
import { appInfo, collectProcessMetrics } from './registry';
import { watchSources } from './sources';

export function watchProcess(parts: {
  database: Database;
  jobs: JobQueue;
  images: ImageQueue;
  version: { version: string; commit: string | null };
}): void {
  collectProcessMetrics();
  appInfo.set({ version: parts.version.version, commit: parts.version.commit ?? 'unknown' }, 1);
  watchSources({
    database: {
      kind: parts.database.kind,
      ...(parts.database.pool ? { pool: parts.database.pool } : {}),
    },
    jobs: { kind: parts.jobs.kind, waiting: queueDepth(parts.jobs, parts.database.db) },
    images: parts.images,
  });
}
