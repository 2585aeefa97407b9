/**
 * Whether this process can serve: the database answers and the image store can be read and
 * written. One check runs at a time and its result is reused for FRESH_MS, so a burst of health
 * checks (a load balancer, a monitor, a stranger) costs one database query and one probe file,
 * and checks running at once never share a probe. The reasons for a failure (driver messages,
 * paths) go to the server log, never into the answer.
 */
import { log } from '@/server/logger';

/** A check that does not answer within this long counts as down (a load balancer waits less). */
const CHECK_TIMEOUT_MS = 3000;
/** How long a result is reused before the next request starts a new check. */
export const FRESH_MS = 2000;

export type Part = 'ok' | 'unavailable';
export interface ReadinessResult {
  database: Part;
  storage: Part;
  /** The last migration applied to the database (null when it did not answer). */
  schema: string | null;
}

export interface ReadinessChecks {
  /** Answers the database's schema version: its last migration applied. */
  database: () => Promise<string | null>;
  storage: () => Promise<unknown>;
}

async function probe<T>(
  name: string,
  check: () => Promise<T>,
): Promise<{ part: Part; value: T | null }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return { part: 'ok', value: await Promise.race([check(), late]) };
  } catch (error) {
    log.error({ err: error, part: name }, `Health check: ${name} unavailable`);
    return { part: 'unavailable', value: null };
  } finally {
    clearTimeout(timer);
  }
}

export class Readiness {
  private last: { at: number; result: ReadinessResult } | null = null;
  private running: Promise<ReadinessResult> | null = null;

  constructor(
    private readonly checks: ReadinessChecks,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  /** The latest result younger than FRESH_MS, else the check in flight, else a new check. */
  current(): Promise<ReadinessResult> {
    if (this.last && this.clock() - this.last.at < FRESH_MS)
      return Promise.resolve(this.last.result);
    if (!this.running) {
      this.running = this.run().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async run(): Promise<ReadinessResult> {
    const [database, storage] = await Promise.all([
      probe('database', this.checks.database),
      probe('image store', this.checks.storage),
    ]);
    const result = { database: database.part, storage: storage.part, schema: database.value };
    this.last = { at: this.clock(), result };
    return result;
  }
}
