/**
 * The HTTP layer's context types, in one place: what the app is built from (AppDeps), what every
 * request carries (AppVariables), and the router and handler types routes are written with.
 */
import type { OpenAPIHono, RouteConfig, RouteConfigToEnv, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from './db/client';
import type { UserRow } from './db/schema';
import type { Env } from './env';
import type { ImageQueue } from './files/image-queue';
import type { FileStore } from './files/store';
import type { JobQueue } from './jobs/queue';
import type { FixedHeaders } from './http/api-headers';
import type { ReadCache } from './listings/read-cache';
import type { SessionCache } from './auth/session-cache';

/** Everything the HTTP layer needs, passed in so tests build an app on an in-memory database. */
export interface AppDeps {
  db: Db;
  env: Env;
  /** Where uploaded images live on disk (DATA_DIR/files by default) when no bucket is set. */
  filesDir: string;
  /** The background job queue (bot replies); without it the bot answers in this process. */
  jobs?: JobQueue;
  /** True once the process has begun a graceful stop (the health check then answers 503). */
  stopping?: () => boolean;
  /** The image store; defaults to the bucket in S3_BUCKET, else the folder `filesDir`. */
  files?: FileStore;
  /** Where images are decoded; defaults to a queue sized by IMAGE_WORKERS and IMAGE_QUEUE. */
  images?: ImageQueue;
  /** The built app (dist/); when absent or missing on disk only /api is served. */
  distDir?: string;
  /** The clock, for tests of expiry. */
  now?: () => Date;
  /**
   * The WhatsApp bot (src/server/bot), made by whoever assembles the server; its routes are
   * mounted under /api. Without it the app has no webhook and no development chat.
   */
  bot?: { routes: OpenAPIHono };
}

export interface AppVariables {
  deps: AppDeps;
  /** Hot reads shared between requests (see listings/read-cache.ts). */
  cache: ReadCache;
  sessions: SessionCache;
  files: FileStore;
  /** The queue every image decoding goes through (see files/image-queue.ts). */
  images: ImageQueue;
  /** The one clock of a request: `deps.now` in tests, the system clock otherwise. */
  now: () => Date;
  /** Headers every /api answer carries (see http/api-headers.ts). */
  fixedHeaders: FixedHeaders;
  /** The signed-in user, when the request carries a valid session token. */
  user: UserRow | null;
}

export interface AppEnv {
  Variables: AppVariables;
}

/**
 * A request's context. Shared helpers are generic over E so they take the context of any route,
 * including one whose middleware added variables (`signedIn`).
 */
export type AppContext<E extends AppEnv = AppEnv> = Context<E>;

/** A router of /api routes that declare their contract (see http/router.ts). */
export type AppOpenAPI = OpenAPIHono<AppEnv>;

/**
 * A handler typed from its route: validated input via `c.req.valid(...)`, only the declared
 * answers, and what the route's middleware adds (behind `signedIn`, the user is there).
 */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv & RouteConfigToEnv<R>>;
