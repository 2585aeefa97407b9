/**
 * Start-up waits for what the server needs: a process started before its PostgreSQL server or
 * its bucket answers (a machine booting, a compose file starting everything at once) tries again
 * with a growing pause and says what it waits for, rather than exiting. A refusal that waiting
 * cannot mend (a wrong password, a database that does not exist) still ends the start.
 */
import { loggableError } from '@/server/loggable-error';
import { log as logger } from '@/server/logger';

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
  const log = options.log ?? ((line: string) => logger.warn(line));
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
