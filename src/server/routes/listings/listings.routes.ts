import { Hono } from 'hono';
import type { AppEnv } from '../../deps';
import { create, getOne, listOwn, ownStats, remove, update } from './listings.handlers';
import { activity, setStatus } from './listing-status.handlers';

export function listingsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/listings', listOwn);
  app.post('/listings', create);
  // Before /listings/:id, which would otherwise take 'user'.
  app.get('/listings/user/stats', ownStats);
  app.get('/listings/:id', getOne);
  app.patch('/listings/:id', update);
  app.delete('/listings/:id', remove);
  app.post('/listings/:id/status', setStatus);
  app.get('/listings/:id/activity', activity);
  return app;
}
