/**
 * The last word of a process that meets an error nothing handled: an uncaught exception or an
 * unhandled rejection is logged whole (one JSON line, the stack inside it), then the process
 * exits with status 1 so its supervisor (systemd, Docker, `npm start`) starts it again. Going on
 * after one would leave the process in a state nobody checked.
 */
import type { Logger } from 'pino';
import { log } from './logger';

export function guardProcess(
  logger: Logger = log,
  exit: (code: number) => void = process.exit,
): void {
  const fail = (kind: string) => (error: unknown) => {
    try {
      logger.fatal({ err: error, kind }, `${kind}: the process stops (exit 1)`);
    } finally {
      exit(1);
    }
  };
  process.on('uncaughtException', fail('uncaughtException'));
  process.on('unhandledRejection', fail('unhandledRejection'));
}
