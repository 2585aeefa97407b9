/**
 * The job queue on PostgreSQL (pg-boss), shared by every server process: a job is stored before
 * `send` resolves, claimed by one worker with SKIP LOCKED, and when the process holding it dies
 * the job expires and another process takes it, within `expireInSeconds` plus one supervision
 * interval.
 *
 * The workers are this module's own loops over pg-boss's `fetch`, `complete` and `fail`, so that
 * every call to the database is awaited here: while PostgreSQL restarts, a fetch finds nothing
 * and a job's outcome is written again once the database answers (pg-boss's own `work` loop
 * writes it without waiting, and a database going away then rejects with no one listening).
 */
import PgBoss from 'pg-boss';
import type { JobHandler, JobKind, JobQueue, SendOptions } from './queue';

/** How often the claimed jobs are checked for expiry (once per interval across processes). */
const SUPERVISE_SECONDS = 10;
/** How often an idle worker asks for work; sends from this process wake it at once. */
const POLL_MS = 2000;
/** Writing a job's outcome is tried this many times (the database may be restarting). */
const SETTLE_ATTEMPTS = 6;

interface Worker {
  /** Ends the worker's pause before its next fetch (a send from this process, or the stop). */
  wake: () => void;
  /** The loop; resolves once the worker has stopped. */
  done: Promise<void>;
  /** The job being run, if any. */
  running: { id: string; settled: Promise<void> } | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly workers = new Map<string, Worker>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly onError: (error: Error) => void,
    private readonly onJobError: (name: string, error: unknown) => void,
  ) {}

  /**
   * `onError`: the queue's own errors (a lost connection, a failed poll); `onJobError`: a handler
   * that threw (the job is then retried as its kind says), so a failing job is never silent.
   */
  static async start(
    connectionString: string,
    onError: (error: Error) => void,
    onJobError: (name: string, error: unknown) => void = () => undefined,
  ): Promise<PgBossJobQueue> {
    const boss = new PgBoss({
      connectionString,
      schema: 'pgboss',
      max: 4,
      supervise: true,
      maintenanceIntervalSeconds: SUPERVISE_SECONDS,
      // No cron schedules: periodic work is offered by `every` below.
      schedule: false,
      // Done jobs are kept a week for inspection, then dropped.
      deleteAfterDays: 7,
    });
    boss.on('error', onError);
    try {
      await boss.start();
    } catch (error) {
      // Its connections closed, so a start tried again later begins afresh.
      await boss.stop({ graceful: false }).catch(() => undefined);
      throw error;
    }
    return new PgBossJobQueue(boss, onError, onJobError);
  }

  async define<T extends object>(name: string, kind: JobKind, handler: JobHandler<T>) {
    await this.createQueue(name, kind);
    let wake = () => undefined as void;
    const worker: Worker = { wake: () => wake(), done: Promise.resolve(), running: null };
    worker.done = (async () => {
      while (!this.stopped) {
        let jobs: PgBoss.Job<T>[] = [];
        try {
          jobs = await this.boss.fetch<T>(name, { batchSize: 1 });
        } catch (error) {
          this.onError(asError(error, `fetching ${name}`));
        }
        for (const job of jobs) {
          const settled = this.run(name, job, handler);
          worker.running = { id: job.id, settled };
          await settled;
          worker.running = null;
        }
        if (jobs.length > 0 || this.stopped) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, POLL_MS);
          timer.unref();
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = () => undefined;
      }
    })();
    this.workers.set(name, worker);
  }

  /**
   * Runs one job and writes its outcome. A handler still running past the job's expiry counts as
   * failed (another process may take the job by then), as pg-boss's own workers do.
   */
  private async run<T>(name: string, job: PgBoss.Job<T>, handler: JobHandler<T>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`still running after ${job.expireInSeconds} s`)),
        job.expireInSeconds * 1000,
      );
      timer.unref();
    });
    let failure: unknown = null;
    try {
      await Promise.race([handler(job.data as T & object), expired]);
    } catch (error) {
      failure = error;
      this.onJobError(name, error);
    } finally {
      clearTimeout(timer);
    }
    const outcome =
      failure === null
        ? () => this.boss.complete(name, job.id)
        : () => this.boss.fail(name, job.id, { message: asError(failure, name).message });
    await this.settle(name, job.id, outcome);
  }

  /**
   * Writes a job's outcome, trying again while the database is away. Given up after a few tries,
   * the job stays active until it expires and is then retried or dropped as its kind says.
   */
  private async settle(name: string, id: string, write: () => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await write();
        return;
      } catch (error) {
        if (attempt >= SETTLE_ATTEMPTS) {
          this.onError(
            asError(error, `recording the outcome of job ${id} (${name}); it will expire`),
          );
          return;
        }
        await sleep(250 * 2 ** attempt);
      }
    }
  }

  /**
   * One queue per kind; 'singleton' lets one job per key be active at a time. Processes starting
   * together may create the same queue at once, which PostgreSQL can answer with a deadlock or a
   * duplicate key: the loser looks again and finds the queue made. A queue made by an earlier
   * version with other limits takes this version's.
   */
  private async createQueue(name: string, kind: JobKind): Promise<void> {
    const options = {
      name,
      policy: 'singleton' as const,
      retryLimit: kind.retryLimit,
      retryDelay: kind.retryDelaySeconds,
      retryBackoff: kind.retryDelaySeconds > 0,
      expireInSeconds: kind.expireInSeconds,
    };
    for (let attempt = 1; ; attempt++) {
      try {
        const existing = await this.boss.getQueue(name);
        if (existing) {
          if (
            existing.expireInSeconds !== kind.expireInSeconds ||
            existing.retryLimit !== kind.retryLimit ||
            existing.retryDelay !== kind.retryDelaySeconds
          ) {
            await this.boss.updateQueue(name, options);
          }
          return;
        }
        await this.boss.createQueue(name, options);
        return;
      } catch (error) {
        const code = typeof error === 'object' && error && 'code' in error ? error.code : null;
        if (attempt >= 8 || (code !== '40P01' && code !== '23505')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<void> {
    if (this.stopped) throw new Error('The job queue is stopped');
    const id = await this.boss.send(name, data, {
      ...(options.key === undefined ? {} : { singletonKey: options.key }),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
    // pg-boss stores a job only in a queue that exists, and answers null, not an error, when the
    // queue is not made yet: a job sent before its kind is defined would be lost without a word.
    if (id === null) throw new Error(`No job queue ${name} (its kind is not defined yet)`);
    // This process probably has a free worker: no need to wait for its next poll.
    if (!options.startAfter) this.workers.get(name)?.wake();
  }

  async every(name: string, seconds: number): Promise<void> {
    // Every process offers the job each period; the throttle keeps one per period in all.
    const offer = () => {
      if (this.stopped) return;
      this.boss
        .send(name, {}, { singletonKey: name, singletonSeconds: seconds })
        .catch(() => undefined);
    };
    offer();
    const timer = setInterval(offer, seconds * 1000);
    timer.unref();
    this.timers.add(timer);
  }

  /**
   * Workers stop fetching and the running jobs finish. A job still running at `timeoutMs` is
   * marked failed, so another process retries it at once rather than after its expiry.
   */
  async stop(timeoutMs = 8000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    const workers = [...this.workers.entries()];
    for (const [, worker] of workers) worker.wake();
    await Promise.race([Promise.all(workers.map(([, worker]) => worker.done)), sleep(timeoutMs)]);
    for (const [name, worker] of workers) {
      const running = worker.running;
      if (!running) continue;
      await this.boss
        .fail(name, running.id, { message: 'the process stopped while the job ran' })
        .catch((error: unknown) => this.onError(asError(error, `failing job ${running.id}`)));
    }
    await this.boss.stop({ graceful: false, wait: true }).catch((error: unknown) => {
      this.onError(asError(error, 'stopping the job queue'));
    });
  }
}

function asError(error: unknown, doing: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`${doing}: ${message}`, { cause: error });
}
