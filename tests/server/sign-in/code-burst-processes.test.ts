/**
 * The burst of wrong codes spread over two server processes on one PostgreSQL: the count lives
 * in the database, so two processes judge no more than one would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { MAX_FAILURES_PER_SUFFIX } from '@/server/auth/constants';
import { openDatabase, type Database } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { freePort } from '../../support/free-port';
import { openPostgres, postgresUnavailable, type PostgresHandle } from './throwaway-postgres';

const ROOT = resolve(import.meta.dirname, '../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const BURST = 300;
const unavailable = postgresUnavailable();

interface Process {
  url: string;
  child: ChildProcess;
  output: () => string;
}

let postgres: PostgresHandle;
let database: Database;
let schemaUrl: string;
let schema: string;
let dataDir: string;
const processes: Process[] = [];

async function startServer(): Promise<Process> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: schemaUrl,
    PUBLIC_URL: url,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['NODE_ENV', 'DEV_CHAT', 'WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID']) {
    delete env[name];
  }
  const child = spawn(TSX, ['src/server/index.ts'], { cwd: ROOT, env, detached: true });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log.slice(-3000);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const answered = await fetch(`${url}/api/listings`).then(
      (response) => response.status,
      () => 0,
    );
    if (answered > 0) return { url, child, output };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start:\n${output()}`);
}

beforeAll(async () => {
  if (unavailable) return;
  postgres = await openPostgres();
  schema = `burst_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const separator = postgres.url.includes('?') ? '&' : '?';
  schemaUrl = `${postgres.url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  database = await openDatabase({ kind: 'postgres', url: postgres.url, searchPath: schema });
  await migrate(database);
  dataDir = mkdtempSync(join(tmpdir(), 'burst-processes-'));
  processes.push(...(await Promise.all([startServer(), startServer()])));
}, 180_000);

afterAll(async () => {
  await Promise.all(
    processes.map(
      ({ child }) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || !child.pid) return done();
          child.once('exit', () => done());
          process.kill(-child.pid, 'SIGTERM');
        }),
    ),
  );
  if (database) await database.close();
  if (postgres) {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    await postgres.stop();
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(unavailable)(
  `two server processes on one PostgreSQL (${unavailable ?? 'available'})`,
  () => {
    it(`judge at most ${MAX_FAILURES_PER_SUFFIX} of ${BURST} wrong codes sent at once between them`, async () => {
      const challenge = await issueLoginChallenge(database.db, '263775500864');
      const wrong = Array.from({ length: BURST + 1 }, (_, i) => String(i).padStart(4, '0'))
        .filter((code) => code !== challenge.code)
        .slice(0, BURST);
      const send = (index: number, code: string) =>
        fetch(`${processes[index % 2]!.url}/api/users/verify-code`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Forwarded-For': `198.51.${Math.floor(index / 250)}.${index % 250}`,
          },
          body: JSON.stringify({ lastThreeDigits: '864', code }),
        });
      const responses = await Promise.all(wrong.map((code, i) => send(i, code)));
      const statuses = responses.map((response) => response.status);
      const count = (status: number) => statuses.filter((s) => s === status).length;
      expect(count(401)).toBe(MAX_FAILURES_PER_SUFFIX);
      expect(count(429)).toBe(BURST - MAX_FAILURES_PER_SUFFIX);
      for (const response of responses.filter((r) => r.status === 429)) {
        expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
      }
      // Both processes took part, and both now refuse even the right code.
      expect((await send(0, challenge.code)).status).toBe(429);
      expect((await send(1, challenge.code)).status).toBe(429);
      const link = await fetch(`${processes[1]!.url}/api/users/token-auth`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${challenge.linkToken}` },
      });
      expect(link.status).toBe(200);
    }, 120_000);

    it('sign in once with the right code sent 20 times at once between them, and count no wrong guess', async () => {
      const challenge = await issueLoginChallenge(database.db, '263775500975');
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${processes[i % 2]!.url}/api/users/verify-code`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.75' },
            body: JSON.stringify({ lastThreeDigits: '975', code: challenge.code }),
          }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      const counted = await database.db.execute(
        sql`SELECT count(*)::int AS n FROM auth_attempts WHERE subject IN ('975', '203.0.113.75')`,
      );
      expect(Number((counted.rows[0] as { n: number }).n)).toBe(0);
    }, 60_000);
  },
);
