import { Hono } from 'hono';
import type { AppEnv } from '../../deps';
import { create, getOne, listOwn, ownStats, remove, update } from './listings.handlers';

export function listingsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/listings', listOwn);
  app.post('/listings', create);
  // Before /listings/:id, which would otherwise take 'user'.
  app.get('/listings/user/stats', ownStats);
  app.get('/listings/:id', getOne);
  app.patch('/listings/:id', update);
  app.delete('/listings/:id', remove);
  return app;
}
