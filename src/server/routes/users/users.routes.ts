import { Hono } from 'hono';
import type { AppEnv } from '../../deps';
import { dashboard, logout, tokenAuth, updateProfile, verifyCode } from './users.handlers';

export function usersRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/users/dashboard', dashboard);
  app.post('/users/token-auth', tokenAuth);
  app.post('/users/verify-code', verifyCode);
  app.post('/users/logout', logout);
  app.patch('/users/:id', updateProfile);
  return app;
}
