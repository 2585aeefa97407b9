import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../../deps';

export function healthRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/health', async (c) => {
    await c.var.deps.db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  });
  return app;
}
