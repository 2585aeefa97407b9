/** The few log calls the bot makes; the server's logger or the console fits it. */
export interface BotLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

export const consoleLogger: BotLogger = {
  info: (message, data) => console.log(`[bot] ${message}`, data ?? ''),
  warn: (message, data) => console.warn(`[bot] ${message}`, data ?? ''),
  error: (message, data) => console.error(`[bot] ${message}`, data ?? ''),
};

export const silentLogger: BotLogger = { info: () => {}, warn: () => {}, error: () => {} };
