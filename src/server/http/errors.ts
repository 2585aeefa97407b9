import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { describeZodError } from '@/domain';

/** Thrown anywhere in a handler; answered as `{ message }` with this status. */
export function httpError(status: ContentfulStatusCode, message: string): HTTPException {
  return new HTTPException(status, { message });
}

/** 429 with Retry-After (whole seconds), so a client knows when to try again. */
export function tooManyRequests(message: string, retryAfterSeconds: number): HTTPException {
  const seconds = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  return new HTTPException(429, {
    message,
    res: new Response(JSON.stringify({ message }), {
      status: 429,
      headers: { 'Retry-After': seconds, 'Content-Type': 'application/json' },
    }),
  });
}

/**
 * An error answered with a body richer than `{ message }` (the suspended answer's `code` and
 * `reason`), so the client can act on it.
 */
export class HttpErrorWithBody extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly body: { message: string } & Record<string, unknown>,
  ) {
    super(status, { message: body.message });
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
