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
      if (on('info')) console.log(`[bot] ${message}`, data ?? '');
    },
    warn: (message, data) => {
      if (on('warn')) console.warn(`[bot] ${message}`, data ?? '');
    },
    error: (message, data) => {
      if (on('error')) console.error(`[bot] ${message}`, data ?? '');
    },
  };
}

export const silentLogger: BotLogger = consoleLogger('silent');
