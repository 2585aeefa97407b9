import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { describeZodError } from '@/domain';

/** Thrown anywhere in a handler; answered as `{ message }` with this status. */
export function httpError(status: ContentfulStatusCode, message: string): HTTPException {
  return new HTTPException(status, { message });
}

/**
 * 429 with Retry-After (whole seconds), so a client knows when to try again. `detail` adds a
 * stable code (and the limit) beside the message, for a client that words it itself.
 */
export function tooManyRequests(
  message: string,
  retryAfterSeconds: number,
  detail?: { code: string; limit?: number },
): HTTPException {
  const seconds = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  return new HttpErrorWithBody(429, { message, ...detail }, { 'Retry-After': seconds });
}

/**
 * An error answered with a body richer than `{ message }` (the suspended answer's `code` and
 * `reason`, a limit's `code`), so the client can act on it; `headers` go with the answer.
 */
export class HttpErrorWithBody extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly body: { message: string } & Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(status, {
      message: body.message,
      res: new Response(JSON.stringify(body), {
        status,
        headers: { ...headers, 'Content-Type': 'application/json' },
      }),
    });
  }
}

export const notSignedIn = () => httpError(401, 'Please sign in to continue.');
export const forbidden = (message = 'You are not allowed to do this.') => httpError(403, message);
export const notFound = (what: string) => httpError(404, `${what} not found.`);

/**
 * The one way to refuse a value with 422: every field problem named in one sentence
 * ('title: This field is required; city: Choose a valid city'), the app shows it as it is.
 */
export function unprocessable(problem: string | z.ZodError): HTTPException {
  return httpError(422, typeof problem === 'string' ? problem : describeZodError(problem));
}
