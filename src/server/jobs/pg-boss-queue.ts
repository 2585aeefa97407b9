/**
 * The job queue on PostgreSQL (pg-boss), shared by every server process: a job is stored before
 * `send` resolves, claimed by one worker with SKIP LOCKED, and when the process holding it dies
 * the job expires and another process takes it, within `expireInSeconds` plus one supervision
 * interval.
 */
import PgBoss from 'pg-boss';
import type { JobHandler, JobKind, JobQueue, SendOptions } from './queue';

/** How often the claimed jobs are checked for expiry (once per interval across processes). */
const SUPERVISE_SECONDS = 10;
/** How often an idle worker asks for work; sends from this process wake it at once. */
const POLL_SECONDS = 2;

export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly workers = new Map<string, string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  private constructor(
    private readonly boss: PgBoss,
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
      // Done jobs are kept a week for inspection, then dropped.
      deleteAfterDays: 7,
    });
    boss.on('error', onError);
    await boss.start();
    return new PgBossJobQueue(boss, onJobError);
  }

  async define<T extends object>(name: string, kind: JobKind, handler: JobHandler<T>) {
    await this.createQueue(name, kind);
    const id = await this.boss.work<T>(
      name,
      { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
      async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data);
          } catch (error) {
            this.onJobError(name, error);
            throw error;
          }
        }
      },
    );
    this.workers.set(name, id);
  }

  /**
   * One queue per kind; 'singleton' lets one job per key be active at a time. Processes starting
   * together may create the same queue at once, which PostgreSQL can answer with a deadlock or a
   * duplicate key: the loser looks again and finds the queue made.
   */
  private async createQueue(name: string, kind: JobKind): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        if (await this.boss.getQueue(name)) return;
        await this.boss.createQueue(name, {
          name,
          policy: 'singleton',
          retryLimit: kind.retryLimit,
          retryDelay: kind.retryDelaySeconds,
          retryBackoff: kind.retryDelaySeconds > 0,
          expireInSeconds: kind.expireInSeconds,
        });
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
    const worker = this.workers.get(name);
    if (worker && !options.startAfter) this.boss.notifyWorker(worker);
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

  async stop(timeoutMs = 8000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    // Graceful: workers stop fetching and running jobs finish (or expire and move elsewhere).
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}
