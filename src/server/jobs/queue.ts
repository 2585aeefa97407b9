/**
 * Background work, behind one interface: a PostgreSQL job queue (pg-boss) shared by every server
 * process when DATABASE_URL is set, or an in-process runner on the embedded database. Handlers
 * are written once and run the same on both.
 */

export interface JobKind {
  /** Attempts after the first when the handler throws. */
  retryLimit: number;
  /** Pause before a retry (seconds). */
  retryDelaySeconds: number;
  /**
   * How long a claimed job may run; past it the job is presumed lost with its process and given
   * to another worker. Longer than the slowest honest run.
   */
  expireInSeconds: number;
}

/**
 * The expiry of work someone waits on (a buyer's alert, a seller's check-in, answering messages
 * a stopped process left behind, the expiry of sessions): a job held by a process that died is
 * taken by another within this plus one supervision interval (10 s), inside a minute. Each such
 * run is short (one buyer, one seller, a batch of at most 100) and safe to run twice.
 */
export const TAKEN_AGAIN_SECONDS = 30;

export type JobHandler<T> = (data: T) => Promise<void>;

export interface SendOptions {
  /** Jobs with the same key run one at a time, in the order sent (one buyer's messages). */
  key?: string;
  /**
   * Not before this time: work scheduled per item (a check-in due in 30 days, a digest at the end
   * of a buyer's day) waits in the queue, not in a timer, so it survives restarts (PostgreSQL)
   * and a short delay takes effect within seconds.
   */
  startAfter?: Date;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Declares a kind of job and starts taking it in this process. */
  define<T extends object>(name: string, kind: JobKind, handler: JobHandler<T>): Promise<void>;
  /** Queues one job; resolves once it is stored (it then survives this process). */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /** Runs a defined job about every `seconds`, once per period across all processes. */
  every(name: string, seconds: number): Promise<void>;
  /** Stops taking jobs and waits (at most `timeoutMs`) for the running ones to finish. */
  stop(timeoutMs?: number): Promise<void>;
}
