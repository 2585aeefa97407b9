/**
 * Every request's work before and after its route, in one middleware: the request's variables,
 * and for /api the body limit, the session, gzip, the fixed answer headers and, after a refusal that
 * left a body unread, that body read and discarded and `Connection: close`. Seven middlewares did this before; each cost
 * a step through Hono's dispatch and, after the handler, a Headers object built from the answer
 * to look at it. Profiled at 50 connections, that was the largest share of a small answer's
 * time. Answers made with `apiHeaders` already carry every header, so they are passed as built.
 */
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv, AppVariables } from '@/server/deps';
import { answerRefusalAfterBody } from './early-refusal';
import { hasApiHeaders } from './api-headers';
import { setResponseHeader } from './response-headers';
import { requestToken } from './session';
import { HttpErrorWithBody } from './errors';
import { suspendedBody } from '@/server/moderation/copy';

const LOGOUT_PATH = '/api/users/logout';

export interface RequestPassOptions {
  deps: AppDeps;
  variables: Omit<AppVariables, 'user' | 'deps'>;
  /** Body size limits of /api requests with a body. */
  limits: { json: number; upload: number; slice: number; webhook: number };
  /** Turns a thrown error into the answer (the app's onError). */
  onError: (error: Error, c: Context<AppEnv>) => Response | Promise<Response>;
}

export function requestPass(options: RequestPassOptions): MiddlewareHandler<AppEnv> {
  const { deps, variables, onError } = options;
  const { cache, sessions, files, images, now, fixedHeaders } = variables;
  // Strict-Transport-Security only where the site is served over https (PUBLIC_URL says so).
  const hsts = fixedHeaders['Strict-Transport-Security'];
  const tooLarge = (limit: number) =>
    bodyLimit({
      maxSize: limit,
      onError: (c) =>
        c.json({ message: `The request body is too large (at most ${limit} bytes).` }, 413),
    });
  const uploadLimit = tooLarge(options.limits.upload);
  // A slice is read by its handler, which counts as it reads and keeps what arrived of a slice
  // cut off by a drop: only its declared length is checked here (the limit would buffer it).
  const sliceLimit = async (c: Context, next: Next) => {
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > options.limits.slice) {
      return c.json(
        { message: `The request body is too large (at most ${options.limits.slice} bytes).` },
        413,
      );
    }
    await next();
    return undefined;
  };
  const webhookLimit = tooLarge(options.limits.webhook);
  const jsonLimit = tooLarge(options.limits.json);
  // JSON answers over 1 KB travel gzipped: mobile data is slow and costly. Images are not touched.
  const gzip = compress({ contentTypeFilter: /^application\/json/ });
  const done = async () => undefined;

  const limitOf = (c: Context<AppEnv>) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return null;
    const path = c.req.path;
    if (path === '/api/files/upload') return uploadLimit;
    if (path.startsWith('/api/files/uploads/')) return sliceLimit;
    if (path.startsWith('/api/webhooks/')) return webhookLimit;
    return jsonLimit;
  };

  const loadUser = async (c: Context<AppEnv>) => {
    const token = requestToken(c, deps.env.PUBLIC_URL);
    const user = token ? await sessions.lookup(deps.db, token, now()) : null;
    // A suspended seller's session works nowhere (the row is read afresh on every request on
    // PostgreSQL; the embedded database's cache is dropped when the suspension is made): every
    // request answers 401 with the reason, so the app can say it. Signing out still works.
    if (user?.suspendedAt) {
      if (c.req.path === LOGOUT_PATH) return;
      throw new HttpErrorWithBody(401, suspendedBody(user.suspensionReason));
    }
    c.set('user', user);
  };

  /** The route, behind the session; a throw becomes its answer here, so the headers still go on. */
  const answer = async (c: Context<AppEnv>, next: Next) => {
    try {
      const limit = limitOf(c);
      if (!limit) {
        await loadUser(c);
        return await next();
      }
      // The limit answers 413 itself, without calling what is behind it.
      const refused = await limit(c, async () => {
        await loadUser(c);
        await next();
      });
      if (refused) c.res = refused;
    } catch (caught) {
      if (!(caught instanceof Error)) throw caught;
      c.error = caught;
      c.res = await onError(caught, c);
    }
  };

  return async (c, next) => {
    c.set('deps', deps);
    c.set('cache', cache);
    c.set('sessions', sessions);
    c.set('files', files);
    c.set('images', images);
    c.set('now', now);
    c.set('fixedHeaders', fixedHeaders);
    c.set('user', null);
    if (!c.req.path.startsWith('/api/')) {
      await next();
      if (hsts) setResponseHeader(c, 'Strict-Transport-Security', hsts);
      return;
    }
    await answer(c, next);
    if (!hasApiHeaders(c.res)) {
      await gzip(c, done);
      if (!c.res.headers.has('Cache-Control')) setResponseHeader(c, 'Cache-Control', 'no-store');
      for (const [name, value] of Object.entries(fixedHeaders)) setResponseHeader(c, name, value);
    }
    await answerRefusalAfterBody(c);
  };
}
