/**
 * How the engine classifies a try that did not go through: the failure record it stores
 * (`local/failure.ts`) holds a code the screens turn into words (`sync/ui/error-words.ts`), the
 * HTTP status, and the server's own reason, verbatim. The engine builds no sentence for the seller.
 */
import { ApiError } from '@/app/api/client';
import type { Failure, FailureCode } from '@/app/local/failure';

/** How long a photo the server had no space for waits before it is sent again by itself. */
export const SERVER_FULL_WAIT_MS = 30 * 60_000;

/** What the engine does with a try that threw. */
export type Verdict =
  | { action: 'retry'; failure: Failure }
  | { action: 'fail'; failure: Failure }
  | { action: 'pause' };

type Rule = {
  /** Matches the error (first matching row wins). */
  when: (error: ApiError, keyed: boolean) => boolean;
  action: 'retry' | 'fail' | 'pause';
  code?: FailureCode;
};

/**
 * The classification, one row per case, first match wins. `keyed` is true for calls whose
 * server endpoint honours Idempotency-Key: there a 409 means the first try is still running.
 */
const RULES: readonly Rule[] = [
  { when: (e) => e.status === 401, action: 'pause' },
  { when: (e) => e.kind === 'fetch' || e.kind === 'timeout', action: 'retry', code: 'offline' },
  { when: (e) => e.status === 429, action: 'retry', code: 'rate-limited' },
  { when: (e) => e.status === 507, action: 'retry', code: 'server-full' },
  { when: (e) => e.status === 408 || e.status >= 500, action: 'retry', code: 'server-busy' },
  { when: (e, keyed) => e.status === 409 && keyed, action: 'retry', code: 'server-busy' },
  { when: (e) => e.status === 400 || e.status === 422, action: 'fail', code: 'invalid' },
  { when: (e) => e.status === 403, action: 'fail', code: 'forbidden' },
  { when: (e) => e.status === 404, action: 'fail', code: 'not-found' },
  { when: (e) => e.status === 413, action: 'fail', code: 'too-large' },
  { when: (e) => e.status === 415, action: 'fail', code: 'unsupported-file' },
  { when: (e) => e.kind === 'parse', action: 'fail', code: 'bad-answer' },
  { when: () => true, action: 'fail', code: 'refused' },
];

/** Field names the server put before its messages: 'title: ...; price.amount: ...'. */
export function fieldsOf(reason: string): string[] {
  const fields: string[] = [];
  for (const part of reason.split('; ')) {
    const match = /^([A-Za-z][\w.]*): /.exec(part);
    if (match?.[1]) fields.push(match[1]);
  }
  return fields;
}

/** The stable code (and limit) a refusal's body carries beside its message, when it has one. */
function serverCodeOf(body: unknown): Pick<Failure, 'serverCode' | 'limit'> {
  if (!body || typeof body !== 'object') return {};
  const { code, limit } = body as Record<string, unknown>;
  if (typeof code !== 'string' || !code) return {};
  return Number.isInteger(limit)
    ? { serverCode: code, limit: limit as number }
    : { serverCode: code };
}

/** Retry-After as seconds or an HTTP date, to ms since epoch. */
export function retryAfterToTime(
  header: string | null | undefined,
  now: number,
): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return now + seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : date;
}

/**
 * What went wrong with a call, in the outbox's failure codes ('unauthorized' for a 401, which
 * pauses the outbox rather than fails an item). The screens turn it into words
 * (`sync/ui/error-words.ts`); `keyed` as for `classify`.
 */
export function causeOf(error: ApiError, keyed = false): FailureCode | 'unauthorized' {
  const rule = RULES.find((row) => row.when(error, keyed))!;
  return rule.action === 'pause' ? 'unauthorized' : (rule.code ?? 'refused');
}

/**
 * Classifies a try that threw. `cut` is true when the engine itself aborted the try because the
 * browser reported the link down: that is the link, whatever the error says.
 */
export function classify(error: unknown, keyed: boolean, now: number, cut = false): Verdict {
  const apiError = cut
    ? new ApiError('fetch', 'The connection dropped')
    : error instanceof ApiError
      ? error
      : new ApiError('parse', String(error));
  const rule = RULES.find((row) => row.when(apiError, keyed))!;
  if (rule.action === 'pause') return { action: 'pause' };
  const failure: Failure = { code: rule.code ?? 'refused' };
  if (apiError.status) failure.status = apiError.status;
  if (apiError.kind === 'http' && apiError.message) {
    failure.reason = apiError.message;
    const fields = fieldsOf(apiError.message);
    if (fields.length) failure.fields = fields;
    Object.assign(failure, serverCodeOf(apiError.body));
  }
  if (failure.code === 'rate-limited') {
    const retryAt = retryAfterToTime(apiError.retryAfter, now);
    if (retryAt !== undefined) failure.retryAt = retryAt;
  }
  // Space on the server comes back when its operator acts: no point asking every minute.
  if (failure.code === 'server-full') {
    failure.retryAt = retryAfterToTime(apiError.retryAfter, now) ?? now + SERVER_FULL_WAIT_MS;
  }
  return { action: rule.action, failure };
}
