/**
 * What a started server writes, as an operator's log shipper reads it: every line, from start to
 * stop (requests, a bot conversation, a failure), is one JSON object; the lines of a request
 * carry its request id (the caller's when it is plain, a new one otherwise, returned in
 * `X-Request-Id`); no secret and no sign-in material appears anywhere. An error nothing handled is
 * logged whole on one line and ends the process with status 1; a production configuration
 * without ADMIN_PHONES refuses to start, naming the variable.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signedHeaders, textMessage } from './bot/payloads';
import { freePort } from '../support/free-port';

const APP_SECRET = 'app-secret-0d5f9a';
const VERIFY_TOKEN = 'verify-token-77c1e2';
const METRICS_TOKEN = 'metrics-token-5b8e31';
const dataDir = mkdtempSync(join(tmpdir(), 'logs-data-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs node with tsx on `args`, with this machine's database and WhatsApp settings removed. */
function run(args: string[], env: Record<string, string>): Run {
  const base: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const name of ['DATABASE_URL', 'NODE_ENV', 'WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID']) {
    if (!(name in env)) delete base[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: base,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

/** Every line parsed; a line that is not one JSON object fails here, naming it. */
function parsed(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      let value: unknown;
      expect(() => (value = JSON.parse(line)), line).not.toThrow();
      expect(typeof value === 'object' && value !== null && !Array.isArray(value), line).toBe(true);
      return value as Record<string, unknown>;
    });
}

describe('a started server', () => {
  it('writes one JSON object per line, with request ids and without secrets', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = run(['src/server/index.ts'], {
      PORT: String(port),
      DATA_DIR: dataDir,
      DEV_CHAT: '1',
      LOG_LEVEL: 'debug',
      ADMIN_PHONES: '',
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      METRICS_TOKEN,
      GIT_COMMIT: 'abcdef1234567',
    });
    await expect
      .poll(() => server.output(), { timeout: 90_000, interval: 200 })
      .toContain('Listening on');

    // A failure: the image store's folder is a file now, so the readiness check fails.
    const files = join(dataDir, 'files');
    rmSync(files, { recursive: true, force: true });
    writeFileSync(files, 'not a folder');
    const failed = await fetch(`${url}/api/health`, { headers: { 'X-Request-Id': 'check-1' } });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('x-request-id')).toBe('check-1');
    rmSync(files);
    mkdirSync(files);

    // A request id that is not plain is replaced by a new one.
    const odd = await fetch(`${url}/api/health/live`, {
      headers: { 'X-Request-Id': 'two words<script>' },
    });
    const made = odd.headers.get('x-request-id') ?? '';
    expect(made).toMatch(/^[0-9a-f-]{36}$/);

    // Sign-in material: the development chat hands out a link and a code.
    const signIn = await fetch(`${url}/api/dev/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'chat-1' },
      body: JSON.stringify({ from: '263774100200', text: 'Login' }),
    });
    expect(signIn.status).toBe(200);
    const answer = JSON.stringify(await signIn.json());
    const token = /\/login\?token=([\w-]+)/.exec(answer)?.[1] ?? '';
    const code = /code \*(\d{4})\*/.exec(answer)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(code).toMatch(/^\d{4}$/);
    // The link itself, opened: its token is in the query.
    await fetch(`${url}/login?token=${token}`, { headers: { 'X-Request-Id': 'link-1' } });

    // A buyer's message through the signed webhook, answered by the bot.
    const body = JSON.stringify(textMessage('263774100300', 'laptop in Harare'));
    const delivered = await fetch(`${url}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: { ...signedHeaders(body, APP_SECRET), 'X-Request-Id': 'hook-1' },
      body,
    });
    expect(delivered.status).toBe(200);
    await expect
      .poll(() => server.output(), { timeout: 30_000, interval: 200 })
      .toMatch(/"to":"263774100300"[^\n]*whatsapp \(dev\) outbound/);
    const metrics = await fetch(`${url}/api/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const output = server.output();
    const lines = parsed(output);
    for (const line of lines) {
      expect(line, JSON.stringify(line)).toMatchObject({
        level: expect.any(String),
        time: expect.any(String),
        msg: expect.any(String),
      });
    }
    const start = lines.find((line) => String(line.msg).startsWith('Starting version'));
    expect(start).toMatchObject({
      version: expect.any(String),
      commit: 'abcdef1234567',
      config: {
        database: 'pglite',
        store: 'folder',
        jobQueue: 'in-process',
        metricsAccess: 'token',
        secretsSet: ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'METRICS_TOKEN'],
      },
    });
    expect(lines.find((line) => line.level === 'warn' && line.warning)?.msg).toContain(
      'ADMIN_PHONES is empty',
    );

    const access = lines.filter((line) => line.msg === 'request');
    const of = (id: string) => access.find((line) => line.requestId === id);
    expect(of('check-1')).toMatchObject({ method: 'GET', route: '/api/health', status: 503 });
    expect(of(made)).toMatchObject({ route: '/api/health/live', status: 200 });
    expect(of('chat-1')).toMatchObject({ method: 'POST', route: '/api/dev/chat', status: 200 });
    expect(of('hook-1')).toMatchObject({ route: '/api/webhooks/whatsapp', status: 200 });
    expect(of('link-1')).toMatchObject({ method: 'GET' });
    // The failure is one line, its error whole in it, under the request that met it.
    const failure = lines.find((line) => line.level === 'error' && line.requestId === 'check-1');
    expect(failure?.err).toMatchObject({ stack: expect.stringContaining('\n    at ') });
    // What the bot said in the chat request is logged under that request.
    expect(
      lines.some((line) => line.requestId === 'chat-1' && line.msg === 'whatsapp (dev) outbound'),
    ).toBe(true);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'SIGTERM: stopping',
        'SIGTERM: stopped (requests in flight finished, database closed)',
      ]),
    );

    for (const secret of [APP_SECRET, VERIFY_TOKEN, METRICS_TOKEN, token]) {
      expect(output).not.toContain(secret);
    }
    // The code is looked for in what lines say, not in their times, ids and sizes.
    const said = lines.map(
      ({ time: _t, pid: _p, requestId: _r, durationMs: _d, bytes: _b, ...rest }) => rest,
    );
    expect(JSON.stringify(said)).not.toMatch(new RegExp(`\\b${code}\\b`));
  }, 180_000);
});

describe('an error nothing handled', () => {
  const crash = (what: string) =>
    run(
      [
        '--input-type=module',
        '-e',
        `const { guardProcess } = await import('./src/server/process-guard.ts');
         guardProcess();
         ${what}
         setTimeout(() => console.log('still running'), 2000);`,
      ],
      {},
    );

  it.each([
    ['uncaughtException', "setTimeout(() => { throw new Error('boom at the bottom'); }, 10);"],
    ['unhandledRejection', "void Promise.reject(new Error('boom at the bottom'));"],
  ])(
    '%s is logged whole on one line, then the process exits 1',
    async (kind, what) => {
      const child = crash(what);
      expect(await child.exited).toBe(1);
      const lines = parsed(child.output());
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 'fatal',
        kind,
        err: {
          type: 'Error',
          message: 'boom at the bottom',
          stack: expect.stringContaining('at '),
        },
      });
    },
    60_000,
  );
});

describe('a production configuration', () => {
  it('without ADMIN_PHONES or WHATSAPP_VERIFY_TOKEN refuses to start, naming them', async () => {
    const server = run(['src/server/index.ts'], {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      ADMIN_PHONES: '',
      WHATSAPP_TOKEN: 'whatsapp-token-c0ffee',
      WHATSAPP_PHONE_NUMBER_ID: '1234',
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: '',
      PUBLIC_URL: 'https://market.example.co.zw',
    });
    expect(await server.exited).toBe(1);
    const lines = parsed(server.output());
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe('fatal');
    expect(lines[0]?.msg).toContain('ADMIN_PHONES: required with NODE_ENV=production');
    expect(lines[0]?.msg).toContain('WHATSAPP_VERIFY_TOKEN: required with NODE_ENV=production');
    expect(server.output()).not.toContain('whatsapp-token-c0ffee');
    expect(server.output()).not.toContain(APP_SECRET);
  }, 60_000);
});
