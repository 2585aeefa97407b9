import type { z } from 'zod';
import type { AppContext } from '../deps';
import { httpError } from './errors';

/** The JSON body, or 400 when it is not JSON at all. */
export async function readJson(c: AppContext): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type)) {
    throw httpError(415, 'Send the body as JSON (Content-Type: application/json).');
  }
  try {
    return await c.req.json();
  } catch {
    throw httpError(400, 'The request body is not valid JSON.');
  }
}

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
