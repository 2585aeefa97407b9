import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, jsonOf, noSecurity, tooManyAtOnce } from '@/server/http/router';
import type { Readiness } from './readiness';

const part = z.enum(['ok', 'unavailable']);
const HealthSchema = z
  .object({
    status: z.enum(['ok', 'stopping', 'unavailable']),
    database: part.meta({
      description: "'ok', or 'unavailable' (the reason is in the server log).",
    }),
    storage: part.meta({
      description: "The image store: 'ok', or 'unavailable' (the reason is in the server log).",
    }),
    schema: z
      .object({
        database: z
          .string()
          .nullable()
          .meta({
            description:
              'The last migration applied to the database (null when it does not answer). During ' +
              'a rolling deploy it can be newer than this process (another version migrated it).',
            example: '0800_bot_conversations.sql',
          }),
        server: z.string().meta({
          description: 'The last migration this version of the server carries.',
          example: '0800_bot_conversations.sql',
        }),
      })
      .meta({ description: 'Schema versions: the database and this process.' }),
  })
  .meta({ id: 'Health' });

const LiveSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });

const health = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'checkReadiness',
  tags: ['health'],
  summary: 'Readiness: database and image store reachable, not stopping; schema versions',
  description:
    'For load balancers. One check runs at a time and its result is reused for 2 seconds, so ' +
    'any number of callers cost one database query and one write to the image store.',
  security: noSecurity,
  responses: {
    200: jsonOf(HealthSchema, 'Everything answers.'),
    429: tooManyAtOnce,
    503: jsonOf(HealthSchema, 'Something failed, or the process is stopping.'),
  },
});

const live = createRoute({
  method: 'get',
  path: '/health/live',
  operationId: 'checkLiveness',
  tags: ['health'],
  summary: 'Liveness: the process answers requests (checks nothing else)',
  description:
    'For process supervisors: 200 while the process can answer at all, stopping included, so ' +
    'a supervisor restarts only a process that hangs.',
  security: noSecurity,
  responses: { 200: jsonOf(LiveSchema, 'The process answers.'), 429: tooManyAtOnce },
});

/**
 * GET /health: 200 when the database answers and the image store can be read and written; 503
 * (naming what failed, never why) otherwise, and while the process is stopping, so a load
 * balancer sends the traffic elsewhere. GET /health/live: 200 whenever the process answers.
 */
export function healthRoutes(readiness: Readiness, serverSchema: string) {
  return createRouter()
    .openapi(health, async (c) => {
      const { database, storage, schema: current } = await readiness.current();
      const schema = { database: current, server: serverSchema };
      const stopping = c.var.deps.stopping?.() ?? false;
      if (database === 'ok' && storage === 'ok' && !stopping) {
        return c.json({ status: 'ok' as const, database, storage, schema }, 200);
      }
      const status = stopping ? ('stopping' as const) : ('unavailable' as const);
      return c.json({ status, database, storage, schema }, 503);
    })
    .openapi(live, (c) => c.json({ status: 'ok' as const }, 200));
}
