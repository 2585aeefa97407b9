/**
 * In-process test server: a fresh database per test file (in-memory PGlite, or, when
 * DATABASE_URL is set, a schema of its own on that PostgreSQL server), migrations applied, images
 * in a temporary folder. Requests go straight to the Hono app, no sockets.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Hono } from 'hono';
import { createApp } from '@/server/app';
import { issueLoginChallenge } from '@/server/auth';
import { createBot, type Bot } from '@/server/bot';
import { openDatabase, type Database, type Db } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import type { AppDeps, AppEnv } from '@/server/deps';
import { parseEnv, type Env } from '@/server/env';

export const ADMIN_PHONE = '263770000001';

export interface SignedIn {
  token: string;
  user: { _id: string; phone: string; isAdmin: boolean } & Record<string, unknown>;
  /** Authorization header for this seller. */
  headers: Record<string, string>;
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  /** The client address the server sees (rate limits count per address). */
  address?: string;
}

export interface TestServer {
  app: Hono<AppEnv>;
  /** The bot the app was made with (wait on it with `bot.idle()`). */
  bot: Bot;
  db: Db;
  database: Database;
  env: Env;
  filesDir: string;
  request(path: string, options?: RequestOptions): Promise<Response>;
  /** Signs a phone in the way the app does (bot link, then token-auth), creating it if new. */
  signInAs(phone: string): Promise<SignedIn>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  deps?: Partial<AppDeps>;
}

export async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, drop: async () => undefined };
  }
  // One schema per test file, so files running at once on one server never meet.
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url, searchPath: schema, max: 4 });
  return {
    database,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { database, drop } = await openTestDatabase();
  await migrate(database);
  const filesDir = mkdtempSync(join(tmpdir(), 'server-test-files-'));
  const env = parseEnv({ ADMIN_PHONES: ADMIN_PHONE, DATA_DIR: filesDir, ...options.env });
  const bot = createBot({
    env,
    db: database.db,
    ...(options.deps?.now ? { now: options.deps.now } : {}),
    ...(options.deps?.jobs ? { jobs: options.deps.jobs } : {}),
  });
  const app = createApp({ db: database.db, env, filesDir, bot, ...options.deps });

  const request = (path: string, opts: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    }
    const bindings = { incoming: { socket: { remoteAddress: opts.address ?? '127.0.0.1' } } };
    return Promise.resolve(
      app.request(
        `http://localhost${path}`,
        { method: opts.method ?? 'GET', headers, body },
        bindings,
      ),
    );
  };

  const signInAs = async (phone: string): Promise<SignedIn> => {
    const challenge = await issueLoginChallenge(database.db, phone);
    const response = await request('/api/users/token-auth', {
      method: 'POST',
      token: challenge.linkToken,
    });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
    const json = (await response.json()) as SignedIn['user'] & { token: string };
    return { token: json.token, user: json, headers: { Authorization: `Bearer ${json.token}` } };
  };

  return {
    app,
    bot,
    db: database.db,
    database,
    env,
    filesDir,
    request,
    signInAs,
    close: async () => {
      await database.close();
      await drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** A valid listing as the editor sends it. */
export function sampleListing(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'vehicle',
    subType: 'car',
    vehicleBrand: 'Toyota',
    modelYear: '2015',
    title: 'Toyota Corolla 2015',
    description: 'Clean, one owner, full service history.',
    price: { type: 'fixed', amount: 8500, isNegotiable: true },
    city: 'Harare',
    neighborhood: 'avondale',
    features: ['Air conditioning', 'Power steering'],
    ...overrides,
  };
}
