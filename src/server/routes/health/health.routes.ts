import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { AppOpenAPI } from '../../deps';
import { createRouter, jsonOf } from '../../http/router';

/** A check that does not answer within this long counts as down (a load balancer waits less). */
const CHECK_TIMEOUT_MS = 3000;

async function probe(check: () => Promise<unknown>): Promise<'ok' | string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), late]);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message.slice(0, 200) : 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

const HealthSchema = z
  .object({
    status: z.enum(['ok', 'stopping', 'unavailable']),
    database: z.string().meta({ description: "'ok', or what went wrong." }),
    storage: z.string().meta({ description: "'ok', or what went wrong." }),
  })
  .meta({ id: 'Health' });

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['health'],
  summary: 'Whether this process can serve: database and image store reachable, not stopping',
  responses: {
    200: jsonOf(HealthSchema, 'Everything answers.'),
    503: jsonOf(HealthSchema, 'Something failed, or the process is stopping.'),
  },
});

/**
 * GET /health: 200 when the database answers and the image store can be read and written; 503
 * (with what failed) otherwise, and while the process is stopping, so a load balancer sends
 * the traffic elsewhere.
 */
export function healthRoutes(): AppOpenAPI {
  return createRouter().openapi(health, async (c) => {
    const [database, storage] = await Promise.all([
      probe(() => c.var.deps.db.execute(sql`select 1`)),
      probe(() => c.var.files.check()),
    ]);
    const stopping = c.var.deps.stopping?.() ?? false;
    if (database === 'ok' && storage === 'ok' && !stopping) {
      return c.json({ status: 'ok' as const, database, storage }, 200);
    }
    const status = stopping ? ('stopping' as const) : ('unavailable' as const);
    return c.json({ status, database, storage }, 503);
  });
}
