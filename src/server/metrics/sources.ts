/**
 * Gauges read when Prometheus scrapes: the job queue (jobs waiting and the oldest one's age, per
 * kind), the image queue (waiting, running) and the database (PostgreSQL's pool: connections
 * open, idle and requests waiting for one; the embedded database has no pool and says so).
 */
import { Gauge } from 'prom-client';
import { METRIC_PREFIX, registry } from './registry';

export interface QueueWaiting {
  name: string;
  count: number;
  /** Seconds since the oldest waiting job was sent (or fell due). */
  oldestSeconds: number;
}

export interface MetricSources {
  database: {
    kind: 'pglite' | 'postgres';
    pool?: () => { total: number; idle: number; waiting: number };
  };
  jobs?: { kind: string; waiting: () => Promise<QueueWaiting[]> };
  images?: { stats: { running: number; waiting: number } };
}

let sources: MetricSources | null = null;

/** What the gauges read from here on (the composition root calls it once). */
export function watchSources(next: MetricSources): void {
  sources = next;
}

new Gauge({
  name: `${METRIC_PREFIX}database_info`,
  help: "Always 1: the database kind ('postgres', or 'pglite' embedded, which has no pool).",
  labelNames: ['kind'] as const,
  registers: [registry],
  collect() {
    this.reset();
    if (sources) this.set({ kind: sources.database.kind }, 1);
  },
});

new Gauge({
  name: `${METRIC_PREFIX}db_pool_connections`,
  help: "PostgreSQL pool: connections by state ('total' open, 'idle', 'waiting' requests).",
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    const pool = sources?.database.pool?.();
    if (!pool) return;
    this.set({ state: 'total' }, pool.total);
    this.set({ state: 'idle' }, pool.idle);
    this.set({ state: 'waiting' }, pool.waiting);
  },
});

new Gauge({
  name: `${METRIC_PREFIX}image_queue_jobs`,
  help: "Images being decoded ('running') and uploads waiting their turn ('waiting').",
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    const stats = sources?.images?.stats;
    if (!stats) return;
    this.set({ state: 'running' }, stats.running);
    this.set({ state: 'waiting' }, stats.waiting);
  },
});

/** One read of the job queue per scrape, shared by its two gauges. */
let jobsRead: Promise<QueueWaiting[]> | null = null;
const readJobs = (): Promise<QueueWaiting[]> => {
  const jobs = sources?.jobs;
  if (!jobs) return Promise.resolve([]);
  jobsRead ??= jobs
    .waiting()
    .catch(() => [])
    .finally(() => setTimeout(() => (jobsRead = null), 0));
  return jobsRead;
};

new Gauge({
  name: `${METRIC_PREFIX}job_queue_waiting`,
  help: 'Jobs due and not yet taken, by kind and queue (pg-boss or in-process).',
  labelNames: ['job', 'queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const kind = sources?.jobs?.kind ?? 'none';
    for (const row of await readJobs()) this.set({ job: row.name, queue: kind }, row.count);
  },
});

new Gauge({
  name: `${METRIC_PREFIX}job_queue_oldest_age_seconds`,
  help: 'Age of the oldest job due and not yet taken, by kind and queue.',
  labelNames: ['job', 'queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const kind = sources?.jobs?.kind ?? 'none';
    for (const row of await readJobs()) {
      this.set({ job: row.name, queue: kind }, row.oldestSeconds);
    }
  },
});
