import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../../deps';

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

/**
 * GET /health: 200 when the database answers and the image store can be read and written; 503
 * (with what failed) otherwise, and while the process is stopping, so a load balancer sends
 * the traffic elsewhere.
 */
export function healthRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/health', async (c) => {
    const [database, storage] = await Promise.all([
      probe(() => c.var.deps.db.execute(sql`select 1`)),
      probe(() => c.var.files.check()),
    ]);
    const stopping = c.var.deps.stopping?.() ?? false;
    const ok = database === 'ok' && storage === 'ok' && !stopping;
    return c.json(
      { status: ok ? 'ok' : stopping ? 'stopping' : 'unavailable', database, storage },
      ok ? 200 : 503,
    );
  });
  return app;
}
