import { createMiddleware } from 'hono/factory';
import type { AppContext, AppEnv } from '@/server/deps';
import { httpError, unprocessable } from './errors';

/** The JSON body, or 400 when it is not JSON at all. */
export async function readJson(c: AppContext): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type)) {
    throw httpError(415, 'Send the body as JSON (Content-Type: application/json).');
  }
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    throw httpError(400, 'The request body is not valid JSON.');
  }
  if (nestedDeeperThan(value, MAX_DEPTH)) {
    throw unprocessable(`The body is nested more than ${MAX_DEPTH} levels deep.`);
  }
  if (hasUnstorableText(value)) {
    throw unprocessable('The text holds a NUL character or a broken character.');
  }
  return value;
}

/**
 * Route middleware for JSON bodies, run before the route's schema (which then reads the same
 * parsed body): 415 unless the body says it is JSON, 400 when it is not JSON at all, 422 for text
 * PostgreSQL cannot store.
 */
export const jsonBody = createMiddleware<AppEnv>(async (c, next) => {
  await readJson(c);
  await next();
});

/** No body of ours nests this deep (a listing is three levels): deeper is refused, not walked. */
const MAX_DEPTH = 20;

function nestedDeeperThan(value: unknown, max: number, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (depth >= max) return true;
  return Object.values(value).some((item) => nestedDeeperThan(item, max, depth + 1));
}

/** NUL characters and lone UTF-16 surrogates: valid JSON, but PostgreSQL cannot store them. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true;
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item, depth + 1),
    );
  }
  return false;
}

/** Ids we hand out are UUIDs; anything else cannot name a row and is answered as not found. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const isValidId = (id: string | undefined): id is string =>
  id !== undefined && ID_PATTERN.test(id);
