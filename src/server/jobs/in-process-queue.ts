/**
 * The job runner on the embedded database: one process owns the data folder, so jobs live in
 * memory. Same contract as the PostgreSQL queue: retries, one job per key at a time, periodic
 * jobs that never overlap, and a stop that waits for running work.
 */
import type { JobHandler, JobKind, JobQueue, SendOptions } from './queue';

/** The longest delay a Node timer holds (2^31 - 1 ms); longer ones fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Defined {
  kind: JobKind;
  handler: JobHandler<object>;
}

export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly defined = new Map<string, Defined>();
  private readonly chains = new Map<string, Promise<void>>();
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Retries waiting out their pause; a stop ends the pause (and the retry does not run). */
  private readonly pauses = new Set<() => void>();
  private stopped = false;
  /** Jobs sent and not yet started (behind another of their key), with when they were sent. */
  private readonly queued = new Set<{ name: string; since: number }>();

  constructor(private readonly onError: (name: string, error: unknown) => void = () => {}) {}

  async define<T extends object>(name: string, kind: JobKind, handler: JobHandler<T>) {
    this.defined.set(name, { kind, handler: handler as JobHandler<object> });
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<void> {
    const job = this.defined.get(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    if (this.stopped) throw new Error('The job queue is stopped');
    if (options.startAfter && options.startAfter.getTime() > Date.now()) {
      // Waits in a timer: on the embedded database one process owns the data, and work that
      // must survive a restart is found again from its own table by the periodic jobs.
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          // Sent again as it was: a wait longer than a timer can hold (about 24.8 days) is taken
          // in turns.
          if (!this.stopped) void this.send(name, data, options).catch(() => undefined);
        },
        Math.min(options.startAfter.getTime() - Date.now(), MAX_TIMER_MS),
      );
      timer.unref();
      this.timers.add(timer);
      return;
    }
    const key = options.key === undefined ? null : `${name}:${options.key}`;
    const previous = (key && this.chains.get(key)) || Promise.resolve();
    const entry = { name, since: Date.now() };
    this.queued.add(entry);
    const run = previous.then(() => {
      this.queued.delete(entry);
      return this.attempt(name, job, data, 0);
    });
    if (key) {
      this.chains.set(key, run);
      void run.finally(() => {
        if (this.chains.get(key) === run) this.chains.delete(key);
      });
    }
    this.track(run);
  }

  private async attempt(name: string, job: Defined, data: object, tries: number): Promise<void> {
    try {
      await job.handler(data);
    } catch (error) {
      this.onError(name, error);
      if (tries >= job.kind.retryLimit || this.stopped) return;
      await this.pause(job.kind.retryDelaySeconds * 1000);
      if (!this.stopped) await this.attempt(name, job, data, tries + 1);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.pauses.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.pauses.add(done);
    });
  }

  async every(name: string, seconds: number): Promise<void> {
    const job = this.defined.get(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    let busy = false;
    const timer = setInterval(() => {
      if (busy || this.stopped) return;
      busy = true;
      this.track(this.attempt(name, job, {}, job.kind.retryLimit).finally(() => (busy = false)));
    }, seconds * 1000);
    timer.unref();
    this.timers.add(timer);
  }

  private track(run: Promise<void>): void {
    const tracked = run.catch(() => undefined).finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  /** Jobs waiting their turn, per kind, with the oldest one's age (for the metrics). */
  async waiting(): Promise<{ name: string; count: number; oldestSeconds: number }[]> {
    const byName = new Map<string, { name: string; count: number; oldestSeconds: number }>();
    const now = Date.now();
    for (const { name, since } of this.queued) {
      const row = byName.get(name) ?? { name, count: 0, oldestSeconds: 0 };
      row.count++;
      row.oldestSeconds = Math.max(row.oldestSeconds, (now - since) / 1000);
      byName.set(name, row);
    }
    return [...byName.values()];
  }

  /** Resolves once no job is running (jobs sent by those jobs included); delayed ones aside. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  async stop(timeoutMs = 8000): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const done of [...this.pauses]) done();
    const deadline = new Promise((resolve) => setTimeout(resolve, timeoutMs).unref());
    const drained = (async () => {
      while (this.running.size) await Promise.allSettled([...this.running]);
    })();
    await Promise.race([drained, deadline]);
  }
}
