/**
 * Start-up waits for what the server needs: a process started before its PostgreSQL server or
 * its bucket answers (a machine booting, a compose file starting everything at once) tries again
 * with a growing pause and says what it waits for, rather than exiting. A refusal that waiting
 * cannot mend (a wrong password, a database that does not exist) still ends the start.
 */
import { loggableError } from '@/server/loggable-error';

/** The pauses between tries grow from the first to the last, then stay there. */
export const FIRST_PAUSE_MS = 1000;
export const LAST_PAUSE_MS = 15_000;

export interface WaitOptions {
  /** False for an error waiting cannot mend: it is thrown at once. Every error waits if absent. */
  worthWaiting?: (error: unknown) => boolean;
  log?: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Runs `attempt` until it resolves, logging each failure with the pause before the next try. */
export async function waitUntilReachable<T>(
  what: string,
  attempt: () => Promise<T>,
  options: WaitOptions = {},
): Promise<T> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => Date.now());
  const started = now();
  let pause = FIRST_PAUSE_MS;
  for (let tries = 1; ; tries++) {
    try {
      const result = await attempt();
      if (tries > 1) {
        log(`${what} answers after ${Math.round((now() - started) / 1000)} s: starting`);
      }
      return result;
    } catch (error) {
      if (options.worthWaiting && !options.worthWaiting(error)) throw error;
      log(`Waiting for ${what} (${reason(error)}); trying again in ${Math.round(pause / 1000)} s`);
      await sleep(pause);
      pause = Math.min(pause * 2, LAST_PAUSE_MS);
    }
  }
}

/** The first line of the error, without a stack: one log line per try. */
function reason(error: unknown): string {
  const text = loggableError(error).split('\n')[0] ?? '';
  return text.replace(/^Error: /, '');
}

/** Connection errors from node-postgres that mean "not there yet" rather than "refused". */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * A PostgreSQL server that is starting, stopping, restarting or not reachable is worth waiting
 * for (SQLSTATE class 08 connection exceptions, 57P01-57P03 shutdown and start-up, network
 * errors, a connection cut); a wrong password or a missing database is not.
 */
export function postgresNotReachableYet(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (NETWORK_CODES.has(code)) return true;
  if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Connection terminated|connection timeout|the database system is (starting up|shutting down|in recovery mode)/i.test(
    message,
  );
}

/** Where a connection string points, without its user or password: `host:port/database`. */
export function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
