import { withoutQueryParams } from './loggable-error';

/** The few log calls the bot makes; the server's logger or the console fits it. */
export interface BotLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

/** Console output at `level` and above (LOG_LEVEL). */
export function consoleLogger(level: LogLevel = 'info'): BotLogger {
  const on = (wanted: LogLevel) => RANK[wanted] >= RANK[level];
  return {
    info: (message, data) => {
      if (on('info')) console.log(`[bot] ${message}`, safe(data));
    },
    warn: (message, data) => {
      if (on('warn')) console.warn(`[bot] ${message}`, safe(data));
    },
    error: (message, data) => {
      if (on('error')) console.error(`[bot] ${message}`, safe(data));
    },
  };
}

/** An error's text in the data loses a failed query's parameters (a sign-in code, say). */
function safe(data: Record<string, unknown> | undefined): Record<string, unknown> | string {
  if (!data) return '';
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value === 'string' ? withoutQueryParams(value) : value,
    ]),
  );
}

export const silentLogger: BotLogger = consoleLogger('silent');
