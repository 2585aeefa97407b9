/**
 * Several server processes, as an operator runs them: each its own `node` process started the
 * way `npm start` starts it, on one PostgreSQL database (a fresh one per test file), with images
 * in an S3 emulator and WhatsApp sends going to a stand-in Graph API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client';
import { startS3Emulator, type S3Emulator } from '../support/s3-emulator';
import { FakeGraphApi } from '../support/fake-graph-api';
import { createTestDatabase } from '../support/postgres';
import { signedHeaders } from '../server/bot/payloads';
import { freePort } from '../support/free-port';

export const APP_SECRET = 'cluster-app-secret';
/** What a server prints past this is left out of a failed test's report (the tail is kept). */
const OUTPUT_SHOWN = 8000;

/** Every process started by this file, so a failed test shows what each one printed. */
const started: ServerProcess[] = [];
// The benches start clusters outside a test run, where there is no test to report on.
if (process.env.VITEST) {
  afterEach((context) => {
    if (context.task.result?.state !== 'fail') return;
    for (const server of started) {
      const output = server.output();
      if (!output) continue;
      console.error(`--- ${server.url} printed:\n${output.slice(-OUTPUT_SHOWN)}`);
    }
  });
}
export const ADMIN_PHONE = '263770000001';
const ROOT = join(import.meta.dirname, '..', '..');
const COMPILED = join(ROOT, 'dist-server', 'index.js');

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  dataDir: string;
  output: () => string;
  /** Files this process wrote under its DATA_DIR (there should be none with a bucket). */
  filesOnDisk: () => string[];
  exited: Promise<number | null>;
}

export interface Cluster {
  databaseUrl: string;
  database: Database;
  s3: S3Emulator;
  graph: FakeGraphApi;
  servers: ServerProcess[];
  start(): Promise<ServerProcess>;
  close(): Promise<void>;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The compiled server when `npm run build:server` has run, else the TypeScript through tsx. */
function serverCommand(): string[] {
  return existsSync(COMPILED) ? [COMPILED] : ['--import', 'tsx', 'src/server/index.ts'];
}

export async function waitHealthy(server: { url: string; output: () => string }, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

/** Starts a process without waiting for it (several may start at the same moment). */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cluster-data-'));
  let output = '';
  const child = spawn(process.execPath, serverCommand(), {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    process: child,
    dataDir,
    output: () => output,
    filesOnDisk: () => listFiles(dataDir),
    exited,
  };
  started.push(server);
  return server;
}

/**
 * `settings`: more environment for every process (short check-in durations, say). `database`:
 * another PostgreSQL than a fresh database on the shared test server (one the test restarts).
 */
export async function startCluster(
  count = 2,
  settings: Record<string, string> = {},
  database?: { url: string; drop: () => Promise<void> },
): Promise<Cluster> {
  const [db, s3, graph] = await Promise.all([
    database ?? createTestDatabase(),
    startS3Emulator(),
    Promise.resolve(new FakeGraphApi()),
  ]);
  const apiBase = await graph.start();
  const env = {
    DATABASE_URL: db.url,
    ...s3.env,
    ADMIN_PHONES: ADMIN_PHONE,
    WHATSAPP_TOKEN: 'cluster-token',
    WHATSAPP_PHONE_NUMBER_ID: '109876543210',
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_API_BASE: apiBase,
    // Quiet the AWS SDK's notice about Node 20.
    AWS_SDK_JS_SUPPRESS_NODE_DEPRECATION_WARNING: '1',
    ...settings,
  };
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await spawnServer(env);
    servers.push(server);
    await waitHealthy(server);
    return server;
  };
  // All at once on the empty database: migrations must take turns.
  const first = await Promise.all(Array.from({ length: count }, () => spawnServer(env)));
  servers.push(...first);
  await Promise.all(first.map((server) => waitHealthy(server)));
  const opened = await openDatabase({ kind: 'postgres', url: db.url, max: 2 });
  return {
    databaseUrl: db.url,
    database: opened,
    s3,
    graph,
    servers,
    start,
    close: async () => {
      for (const server of servers) {
        if (server.process.exitCode === null && server.process.signalCode === null) {
          server.process.kill('SIGKILL');
        }
        await server.exited;
        rmSync(server.dataDir, { recursive: true, force: true });
      }
      await opened.close();
      await Promise.all([db.drop(), s3.close(), graph.stop()]);
    },
  };
}

/** A WhatsApp delivery to one process's webhook, signed as Meta signs it. */
export function deliver(server: ServerProcess, payload: unknown) {
  const body = JSON.stringify(payload);
  return fetch(`${server.url}/api/webhooks/whatsapp`, {
    method: 'POST',
    headers: signedHeaders(body, APP_SECRET),
    body,
  });
}
