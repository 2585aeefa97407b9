import type { z } from 'zod';
import type { AppContext } from '../deps';
import { httpError } from './errors';

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
  if (hasUnstorableText(value)) {
    throw httpError(422, 'The text holds a NUL character or a broken character.');
  }
  return value;
}

/** NUL characters and lone UTF-16 surrogates: valid JSON, but PostgreSQL cannot store them. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (depth > 20) return true;
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

/** First problem of a failed parse, as one readable sentence naming the field. */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Parses with a zod schema; 422 with the first problem when the value does not fit. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw httpError(422, describeIssues(result.error));
  return result.data;
}
