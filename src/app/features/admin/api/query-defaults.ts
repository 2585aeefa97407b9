import type { ZodType } from 'zod';
import { ApiError } from '@/app/api/client';
import { QUERY_GC_MS } from '@/domain/constants';
import { errorWords } from '@/app/sync/ui/error-words';

/**
 * Admin screens are online views (spec): data is fetched again on every mount or
 * argument change, never on window focus, and an unused answer is kept for 60 seconds.
 */
export const ADMIN_QUERY_DEFAULTS = {
  staleTime: 0,
  gcTime: QUERY_GC_MS,
  refetchOnWindowFocus: false,
  refetchOnMount: 'always',
  // Only a failure worth repeating is retried: a 403 or 404 will not change by asking again.
  retry: (failureCount: number, error: unknown) =>
    failureCount < 2 && error instanceof ApiError && error.retryable,
} as const;

/** The signed-in user is not an admin: the server said so, or would. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** A short, human message for an error shown in a table or a modal. */
export function errorMessage(error: unknown): string {
  return errorWords(error);
}

/**
 * Checks an answer against the domain schema, so the views never render half a shape: a wrong
 * shape becomes the same parse error the HTTP client uses for an answer that is not JSON.
 */
export function parseAnswer<T>(schema: ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new ApiError('parse', `The server's answer has an unexpected shape${where}`, 200, data);
}
