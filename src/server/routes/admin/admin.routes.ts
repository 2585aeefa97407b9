import { Hono } from 'hono';
import type { AppEnv } from '../../deps';
import { contactList, conversation } from './contacts.handlers';
import { allListings, sellers, stats, topViewed, views } from './admin.handlers';

export function adminRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/admin/stats', stats);
  app.get('/admin/listings', allListings);
  app.get('/admin/listings/top-viewed', topViewed);
  app.get('/admin/listings/:id/views', views);
  app.get('/admin/sellers', sellers);
  app.get('/admin/contacts', contactList);
  app.get('/admin/contacts/:phoneNumber/conversation', conversation);
  return app;
}
