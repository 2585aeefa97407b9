/**
 * The HTTP application: /api routes, the bot's routes, and the built PWA, with one error handler
 * that answers every failure as `{ message }` JSON and never lets bad input become a 5xx.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './deps';
import { createFileStore } from './files/create-store';
import { ImageQueue, PER_OWNER_UPLOADS } from './files/image-queue';
import { StorageFullError } from './files/store';
import { ReadCache } from './listings/read-cache';
import { apiDocsRouter } from './http/api-docs';
import { fixedApiHeaders } from './http/api-headers';
import { HttpErrorWithBody, unprocessable } from './http/errors';
import { requestPass } from './http/request-pass';
import { SessionCache } from './auth/session-cache';
import { holdReadsOf } from './listings/fresh-reads';
import { distExists, mountStaticApp } from './http/static-app';
import { adminRouter } from './routes/admin/admin.index';
import { draftsRouter } from './routes/drafts/drafts.index';
import { filesRouter } from './routes/files/files.index';
import { readMigrations } from './db/migrate';
import { healthRoutes } from './routes/health/health.routes';
import { Readiness } from './routes/health/readiness';
import { listingsRouter } from './routes/listings/listings.index';
import { usersRouter } from './routes/users/users.index';
import { publicRoutes } from './public-page/public.routes';
import { landingRoutes } from './landing/landing.routes';
import { MAX_UPLOAD_BYTES } from './routes/files/files.handlers';
import { log } from './logger';
import { noteRoute, routePattern } from './http/access-log';
import { metricsRoutes } from './metrics/metrics.routes';
import { MAX_UPLOAD_SLICE_BYTES, STORAGE_FULL_CODE, STORAGE_FULL_MESSAGE } from '@/domain';

/** JSON bodies: a listing with 5,000 characters of description is far below this. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** Uploads: the 10 MB file plus room for the multipart envelope. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
/** One slice of a photo sent in pieces (PATCH /files/uploads/{key}). */
export const MAX_SLICE_BODY_BYTES = MAX_UPLOAD_SLICE_BYTES;
/** WhatsApp webhook deliveries. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

function databaseErrorClass(error: unknown): string | null {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string') {
      return /^[0-9A-Z]{5}$/.test(cause.code) ? cause.code.slice(0, 2) : null;
    }
    cause = typeof cause === 'object' && 'cause' in cause ? cause.cause : null;
  }
  return null;
}

/** Every failure as `{ message }` JSON; bad input never becomes a 5xx. */
function answerError(caught: Error, c: Context<AppEnv>): Response {
  // A value the database refuses (SQLSTATE class 22, data exception) came from the request.
  const error =
    databaseErrorClass(caught) === '22'
      ? unprocessable('The request holds a value that cannot be stored.')
      : caught;
  if (error instanceof HttpErrorWithBody) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(error.body, error.status);
  }
  // The photo store is full or read-only: the operator must act; the app keeps the photo.
  if (error instanceof StorageFullError) {
    const route = routePattern(c) ?? 'unmatched';
    log.error(
      { err: error, method: c.req.method, route },
      `${c.req.method} ${route} refused (507)`,
    );
    return c.json({ message: STORAGE_FULL_MESSAGE, code: STORAGE_FULL_CODE }, 507);
  }
  if (error instanceof HTTPException) {
    const response = error.getResponse();
    // Our own throws carry a message; Hono's (for example a bad JSON body) get one too.
    const message = error.message || response.statusText || 'The request could not be handled.';
    const retryAfter = response.headers.get('Retry-After');
    if (retryAfter) c.header('Retry-After', retryAfter);
    return c.json({ message }, error.status);
  }
  // The route's pattern, never the path: a path can carry a key or a token.
  const route = routePattern(c) ?? 'unmatched';
  log.error({ err: error, method: c.req.method, route }, `${c.req.method} ${route} failed`);
  return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
}

/** The app: every route, the built PWA and the one error handler. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  // Answers and sessions are trusted from memory only where this is the one process: the
  // embedded database's folder is open in one process at a time. On PostgreSQL, several
  // processes may serve, so each read and each session check asks the database.
  const shared = Boolean(deps.env.DATABASE_URL);
  const cache = new ReadCache(shared ? 0 : undefined);
  const sessions = new SessionCache(shared ? 0 : undefined);
  // Every write through any door drops what it touched from both (listings/fresh-reads.ts);
  // where they keep nothing, there is nothing to drop.
  if (!shared) holdReadsOf(deps.db, { reads: cache, sessions });
  const files = deps.files ?? createFileStore(deps.env, deps.filesDir);
  const now = deps.now ?? (() => new Date());
  const images =
    deps.images ??
    new ImageQueue({
      workers: deps.env.IMAGE_WORKERS,
      maxWaiting: deps.env.IMAGE_QUEUE,
      perOwner: PER_OWNER_UPLOADS,
    });

  const fixedHeaders = fixedApiHeaders(deps.env.PUBLIC_URL);

  app.use('*', noteRoute);
  app.use(
    '*',
    requestPass({
      deps,
      variables: { cache, sessions, files, images, now, fixedHeaders },
      limits: {
        json: MAX_JSON_BODY_BYTES,
        upload: MAX_UPLOAD_BODY_BYTES,
        slice: MAX_SLICE_BODY_BYTES,
        webhook: MAX_WEBHOOK_BODY_BYTES,
      },
      onError: answerError,
    }),
  );

  const readiness = new Readiness({
    database: async () => {
      const { rows } = await deps.db.execute<{ name: string | null }>(
        sql`select max(name) as name from schema_migrations`,
      );
      return rows[0]?.name ?? null;
    },
    storage: () => files.check(),
  });
  // Chained, so the app's type carries every route (AppType, for typed clients).
  const api = app
    .route('/api', healthRoutes(readiness, readMigrations().at(-1)?.name ?? ''))
    .route('/api', usersRouter())
    .route('/api', listingsRouter())
    .route('/api', draftsRouter())
    .route('/api', filesRouter())
    .route('/api', adminRouter());
  // Prometheus text, not JSON: outside the typed client's routes.
  app.route('/api', metricsRoutes());
  if (deps.bot) app.route('/api', deps.bot.routes);

  const documented = api.route('/api', apiDocsRouter(app));

  // Before the app's catch-all, which would answer /l/... and /login with the app's page.
  app.route('/', publicRoutes());
  app.route(
    '/',
    landingRoutes({
      distDir: deps.distDir,
      chatNumber: deps.env.MARKETPLACE_WHATSAPP_NUMBER,
    }),
  );

  if (deps.distDir && distExists(deps.distDir)) mountStaticApp(app, deps.distDir);

  app.notFound((c) => c.json({ message: 'Not found.' }, 404));

  app.onError(answerError);

  return documented;
}

/**
 * The app's routes as types: `hc<AppType>` (hono/client) or `testClient` (hono/testing) give a
 * client whose paths, parameters, bodies and answers are checked against the routes' contracts.
 */
export type AppType = ReturnType<typeof createApp>;
