/**
 * In-process test server: a fresh database per test file (in-memory PGlite, or, when
 * DATABASE_URL is set, a schema of its own on that PostgreSQL server), migrations applied, images
 * in a temporary folder. Requests go straight to the Hono app, no sockets: through `client()`, a
 * client typed from the app's routes (a path, parameter or body the routes do not declare does not
 * compile), or `request()` with a raw path, for what no client would send (robustness tests).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hc, type ClientResponse } from 'hono/client';
import { expect } from 'vitest';
import { createApp, type AppType } from '@/server/app';
import { issueLoginChallenge } from '@/server/auth';
import { confirmContact } from '@/server/auth/contact-check';
import { createBot, type Bot } from '@/server/bot';
import { openDatabase, type Database, type Db } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { createFileStore } from '@/server/files/create-store';
import type { AppDeps } from '@/server/deps';
import { parseEnv, type Env } from '@/server/env';

export const ADMIN_PHONE = '263770000001';

/** A client of the app typed from its routes: `client.api.listings[':id'].$get({ param })`. */
export type ApiClient = ReturnType<typeof hc<AppType>>;

export interface ClientOptions {
  /** The session token sent as a bearer token. */
  token?: string | null;
  headers?: Record<string, string>;
  /** The client address the server sees (rate limits count per address). */
  address?: string;
}

export interface SignedIn {
  token: string;
  user: { _id: string; phone: string; isAdmin: boolean } & Record<string, unknown>;
  /** Authorization header for this seller. */
  headers: Record<string, string>;
  /** The typed client, signed in as this seller. */
  client: ApiClient;
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
  app: AppType;
  /** The bot the app was made with (wait on it with `bot.idle()`). */
  bot: Bot;
  db: Db;
  database: Database;
  env: Env;
  filesDir: string;
  /** A client typed from the app's routes (see ApiClient). */
  client(options?: ClientOptions): ApiClient;
  /** A raw request to any path, for what a client would not send. */
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
  // The app's store: photos sent to the bot land where the app serves them from.
  const files = options.deps?.files ?? createFileStore(env, filesDir);
  const bot = createBot({
    env,
    db: database.db,
    files,
    ...(options.deps?.now ? { now: options.deps.now } : {}),
    ...(options.deps?.jobs ? { jobs: options.deps.jobs } : {}),
  });
  // As the server does before it listens: every kind of job defined before the first request.
  await bot.ready;
  const app = createApp({
    db: database.db,
    env,
    filesDir,
    bot,
    files,
    ...options.deps,
  });

  const bindings = (address = '127.0.0.1') => ({
    incoming: { socket: { remoteAddress: address } },
  });

  const client = (opts: ClientOptions = {}): ApiClient =>
    hc<AppType>('http://localhost', {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve(app.request(input, init, bindings(opts.address))),
      headers: {
        ...opts.headers,
        ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
      },
    });

  const request = (path: string, opts: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    }
    return Promise.resolve(
      app.request(
        `http://localhost${path}`,
        { method: opts.method ?? 'GET', headers, body },
        bindings(opts.address),
      ),
    );
  };

  const signInAs = async (phone: string): Promise<SignedIn> => {
    const challenge = await issueLoginChallenge(database.db, phone);
    const response = await client().api.users['token-auth'].$post({
      header: { authorization: `Bearer ${challenge.linkToken}` },
    });
    const json = await answerOf(response, 200);
    return {
      token: json.token,
      user: json,
      headers: { Authorization: `Bearer ${json.token}` },
      client: client({ token: json.token }),
    };
  };

  return {
    app,
    bot,
    db: database.db,
    database,
    env,
    filesDir,
    client,
    request,
    signInAs,
    close: async () => {
      await database.close();
      await drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** The JSON body the route declares for this status (`A` of `ClientResponse<A, status>`). */
type AnswerAt<R, S extends number> =
  R extends ClientResponse<infer T, infer U, 'json'> ? (U extends S ? T : never) : never;

/**
 * The answer's JSON, typed as the route declares it for `status`; the test fails (showing the
 * body) when the answer has another status.
 */
export async function answerOf<R extends ClientResponse<unknown, number>, S extends R['status']>(
  response: R,
  status: S,
): Promise<AnswerAt<R, S>> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as AnswerAt<R, S>;
}

/** Creates a listing as this seller, as the editor does (201), and answers it. */
export async function createListing(who: SignedIn, listing = sampleListing()) {
  return answerOf(await who.client.api.listings.$post({ header: {}, json: listing }), 201);
}

/**
 * Uploads a photo as this seller. The route reads its multipart body itself (its schema is not
 * a validator), so the form goes as the request's body.
 */
export const uploadPhoto = (who: SignedIn, form: FormData) =>
  who.client.api.files.upload.$post({}, { init: { body: form } });

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

/**
 * The seller's saved contact number confirmed, as if it had sent the bot "CONFIRM <code>" (the
 * function the bot's handler calls): buyers are sent to it from then on.
 */
export async function confirmContactNumber(
  server: TestServer,
  who: SignedIn,
  now = new Date(),
): Promise<void> {
  const response = await server.request('/api/users/dashboard', { token: who.token });
  const { user } = (await response.json()) as {
    user: { contactCheck?: { number: string; code?: string } };
  };
  const check = user.contactCheck;
  if (!check?.code) throw new Error('No contact number waits to be confirmed');
  const confirmed = await confirmContact(server.db, check.number, check.code, now);
  if (!confirmed) throw new Error('The contact number was not confirmed');
}
