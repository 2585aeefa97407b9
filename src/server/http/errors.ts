import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Thrown anywhere in a handler; answered as `{ message }` with this status. */
export function httpError(status: ContentfulStatusCode, message: string): HTTPException {
  return new HTTPException(status, { message });
}

export const notSignedIn = () => httpError(401, 'Please sign in to continue.');
export const forbidden = (message = 'You are not allowed to do this.') => httpError(403, message);
export const notFound = (what: string) => httpError(404, `${what} not found.`);
