/**
 * Routers for /api resources. Each route declares its contract (createRoute: parameters, body,
 * answers) so the server validates requests with the domain's schemas and the OpenAPI document
 * describes every route; a request that fails its schema is one 422 with the fields named.
 */
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppOpenAPI } from '@/server/deps';
import { STORAGE_FULL_CODE } from '@/domain';
import { unprocessable } from './errors';
import { DeletedSchema } from './schemas';

export function createRouter(): AppOpenAPI {
  return new OpenAPIHono({
    defaultHook: (result) => {
      if (!result.success) throw unprocessable(result.error);
    },
  });
}

/**
 * The error answer every failure has: `{ message }`, one sentence for a person; a refusal a seller
 * can meet may add a stable `code` (and its `limit`), for a client that words it in its language.
 */
export const errorSchema = z
  .object({
    message: z.string(),
    code: z
      .string()
      .optional()
      .meta({ description: 'What was refused, stable across languages (e.g. listings_per_hour).' }),
    limit: z.number().int().optional().meta({ description: 'The limit the code names.' }),
  })
  .meta({ id: 'Error' });

const errorContent = { 'application/json': { schema: errorSchema } };

/** Declared error answers, by status, for a route's `responses`. */
export const errors = {
  400: {
    description: 'The request is malformed (not JSON, mismatched ids).',
    content: errorContent,
  },
  401: { description: 'No valid session: sign in first.', content: errorContent },
  403: { description: 'Signed in, but not allowed to do this.', content: errorContent },
  404: { description: 'Not found (or not yours to see).', content: errorContent },
  409: { description: 'The same request is still running.', content: errorContent },
  413: { description: 'The body is too large.', content: errorContent },
  415: { description: 'The body is not of the declared type.', content: errorContent },
  422: {
    description: 'A value breaks the rules; the message names each field.',
    content: errorContent,
  },
  429: { description: 'Too many attempts; wait before trying again.', content: errorContent },
  503: {
    description: 'The server is busy (its image queue is full); try again after Retry-After.',
    content: errorContent,
  },
} as const;

/** These statuses' declared error answers, to spread into a route's `responses`. */
export function errorsOf<const S extends keyof typeof errors>(
  ...statuses: S[]
): Pick<typeof errors, S> {
  return Object.fromEntries(statuses.map((status) => [status, errors[status]])) as Pick<
    typeof errors,
    S
  >;
}

/**
 * Any /api route behind a reverse proxy (TRUST_PROXY): more requests at once from one address
 * than MAX_CONNECTIONS_PER_ADDRESS are answered 429 with Retry-After before the route runs.
 */
export const tooManyAtOnce = {
  description: 'Too many requests at once from this address; try again after Retry-After.',
  content: errorContent,
} as const;

/** A JSON answer with this schema. */
export const jsonOf = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A seller's DELETE by id: what was deleted; 404 for one that is not there (or not theirs). */
export const deletedAnswers = {
  200: jsonOf(DeletedSchema, 'Deleted.'),
  ...errorsOf(401, 404),
};

/** A required JSON body with this schema. */
export const jsonBodyOf = <S extends z.ZodType>(schema: S, description?: string) => ({
  required: true,
  ...(description ? { description } : {}),
  content: { 'application/json': { schema } },
});

/** Routes behind `signedIn`/`adminOnly`: the session token as a bearer token (or the cookie). */
export const sessionSecurity = [{ session: [] }];

/** Routes anyone may call: no session is needed (the document says so, rather than nothing). */
export const noSecurity: [] = [];

/**
 * Routes that store photos: the store is full or read-only (507). The photo is not kept on the
 * server (nothing partial is left); the client keeps it and tries again later.
 */
export const storageFull = jsonOf(
  z.object({ message: z.string(), code: z.literal(STORAGE_FULL_CODE) }).meta({ id: 'StorageFull' }),
  'The server is out of space for photos (its disk is full or read-only); try again later.',
);
