/**
 * The server's log: one JSON object per line on stdout (pino), each with its time, level and
 * message, the request id of the request it was written for, and an error whole in `err` (its
 * stack inside the field, never across lines). What could carry sign-in material is scrubbed
 * before it is written: a failed query's parameters (`withoutQueryParams`), bearer tokens, a
 * sign-in link's token and values under names such as `token`, `code` or `authorization`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, stdSerializers, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import { withoutQueryParams } from './loggable-error';

/** The few log calls the bot makes; the server's logger fits it. */
export interface BotLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const LEVELS: readonly string[] = ['debug', 'info', 'warn', 'error', 'silent'];

/** What every line written while a request is handled carries (see http/access-log.ts). */
export interface RequestScope {
  requestId: string;
  /** The route pattern that answered (`/api/listings/:id`), once routing found one. */
  route?: string;
}
export const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * Names whose values are secret or sign-in material wherever they appear in a line's data, at any
 * depth: a failed query's `params` (a driver's error carries them too) and PostgreSQL's `detail`,
 * which repeats key values.
 */
const SECRET_KEYS =
  /^(authorization|cookie|set-cookie|token|linktoken|sessiontoken|code|password|secret|apikey|api_key|x-hub-signature-256|params|detail)$/i;
const SECRET_TEXT: [RegExp, string][] = [
  [/\b(Bearer)\s+[\w.~+/=-]+/gi, '$1 (not logged)'],
  // A sign-in link, or any query that names a token or a code.
  [/([?&#](?:token|code|access_token)=)[^&#\s"']+/gi, '$1(not logged)'],
];

/** A text as it may be written: no query parameters of a failed query, no tokens. */
export function scrubText(text: string): string {
  let out = withoutQueryParams(text);
  for (const [pattern, replacement] of SECRET_TEXT) out = out.replace(pattern, replacement);
  return out;
}

/**
 * An error's code is kept (a SQLSTATE such as 23505, ECONNREFUSED, a Cloud API number); a sign-in
 * code (four digits) under `code` is not.
 */
const errorCode = (key: string, value: unknown) =>
  key === 'code' &&
  (typeof value === 'number' ||
    (typeof value === 'string' && /^([0-9A-Z]{5}|[A-Z][A-Z0-9_]{2,})$/.test(value)));

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value instanceof Error) return serializeError(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEYS.test(key) && inner !== undefined && inner !== null && !errorCode(key, inner)
        ? '(not logged)'
        : scrubValue(inner, depth + 1),
    ]),
  );
}

/** An error whole: type, message, stack and causes, each scrubbed, in one field. */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) {
    // Already serialized (the line's data is scrubbed before pino's serializers see it).
    if (typeof error === 'object' && error !== null) {
      return scrubValue(error, 0) as Record<string, unknown>;
    }
    return { message: scrubText(String(error)) };
  }
  const plain = stdSerializers.errWithCause(error) as unknown as Record<string, unknown>;
  return scrubValue(plain, 0) as Record<string, unknown>;
}

/** The level to start at before the configuration is read (LOG_LEVEL when it is valid). */
function initialLevel(): LogLevel {
  const wanted = process.env.LOG_LEVEL?.trim();
  return wanted && LEVELS.includes(wanted) ? (wanted as LogLevel) : 'info';
}

/** A logger writing to `destination` (stdout by default), at `level`. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { requestId: scope.requestId } : {};
      },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => scrubValue(arg, 0)) as Parameters<typeof method>;
          return method.apply(this, scrubbed);
        },
      },
    },
    // stdout writes synchronously to a file or a pipe: a line written before an exit is kept.
    destination ?? process.stdout,
  );
}

/** The process's logger. `setLogLevel` applies LOG_LEVEL once the configuration is read. */
export const log: Logger = createLogger(initialLevel());

export function setLogLevel(level: LogLevel): void {
  log.level = level;
}

/** The bot's calls on a pino logger: `(message, data)` becomes `{ ...data, msg }`. */
export function botLogger(base: Logger = log): BotLogger {
  return {
    info: (message, data) => base.info(data ?? {}, message),
    warn: (message, data) => base.warn(data ?? {}, message),
    error: (message, data) => base.error(data ?? {}, message),
  };
}

/** Kept for callers that name a level: the process's log, under `component: 'bot'`. */
export function consoleLogger(level: LogLevel = 'info'): BotLogger {
  if (level === 'silent') return silentLogger;
  return botLogger(log.child({ component: 'bot' }, { level }));
}

export const silentLogger: BotLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
