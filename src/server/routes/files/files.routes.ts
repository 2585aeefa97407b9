import { Hono } from 'hono';
import type { AppEnv } from '../../deps';
import { remove, serve, upload } from './files.handlers';

export function filesRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/files/upload', upload);
  app.get('/files/:id', serve);
  app.delete('/files/:id', remove);
  return app;
}
