/**
 * The container image's steps, run here without a container engine: `npm run package` into a
 * clean folder, a production install there (no development packages), the built server started
 * from it as in production (PostgreSQL, a bucket, WhatsApp through the stand-in Graph API), its
 * readiness, a seller's sign-in through the signed webhook, and a clean stop.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders, textMessage } from '../server/bot/payloads';
import { waitHealthy } from '../cluster/cluster';
import { freePort } from '../support/free-port';
import { waitFor } from '../support/job-queue-contract';
import { FakeGraphApi } from '../support/fake-graph-api';
import { createTestDatabase } from '../support/postgres';
import { startS3Emulator, type S3Emulator } from '../support/s3-emulator';

const ROOT = join(import.meta.dirname, '..', '..');
const APP_SECRET = 'release-app-secret';
const SELLER = '263771900001';

let folder: string;
let release: string;
let database: { url: string; drop: () => Promise<void> };
let s3: S3Emulator;
let graph: FakeGraphApi;
let env: Record<string, string | undefined>;
let server: { url: string; output: () => string; exited: Promise<number | null>; kill: () => void };

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'release-'));
  release = join(folder, 'release');
  const packaged = spawnSync(
    process.execPath,
    [join(ROOT, 'scripts', 'package.mjs'), release, '--no-build'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(packaged.status, packaged.stderr).toBe(0);
  // As the image's runtime stage does (from the npm cache the full install filled).
  const installed = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: release, encoding: 'utf8' },
  );
  expect(installed.status, installed.stderr).toBe(0);

  [database, s3] = await Promise.all([createTestDatabase(), startS3Emulator()]);
  graph = new FakeGraphApi();
  const apiBase = await graph.start();
  const port = await freePort();
  const dataDir = join(folder, 'data');
  let output = '';
  env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: database.url,
    ...s3.env,
    ADMIN_PHONES: '263770000001',
    WHATSAPP_TOKEN: 'release-token',
    WHATSAPP_PHONE_NUMBER_ID: '109876543210',
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'release-verify-token',
    WHATSAPP_API_BASE: apiBase,
    AWS_SDK_JS_SUPPRESS_NODE_DEPRECATION_WARNING: '1',
  };
  const child = spawn(process.execPath, ['dist-server/index.js'], {
    cwd: release,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server = {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited: new Promise((resolve) => child.once('exit', resolve)),
    kill: () => child.kill('SIGTERM'),
  };
  await waitHealthy(server);
}, 300_000);

afterAll(async () => {
  server?.kill();
  await server?.exited;
  await Promise.all([database?.drop(), s3?.close(), graph?.stop()]);
  rmSync(folder, { recursive: true, force: true });
});

describe('a release, installed and run as in production', () => {
  it('holds the built app and server, and no development package', () => {
    expect(readdirSync(release).sort()).toEqual(
      [
        'RELEASE',
        'dist',
        'dist-server',
        'node_modules',
        'package-lock.json',
        'package.json',
      ].sort(),
    );
    // The lockfile marks what only development needs: none of it is installed, all else is.
    const lock = JSON.parse(readFileSync(join(release, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean; optional?: boolean; devOptional?: boolean }>;
    };
    const entries = Object.entries(lock.packages).filter(([path]) =>
      path.startsWith('node_modules/'),
    );
    const devOnly = entries.filter(([, entry]) => entry.dev);
    expect(devOnly.map(([path]) => path)).toContain('node_modules/vite');
    for (const [path] of devOnly) expect(existsSync(join(release, path)), path).toBe(false);
    for (const [path, entry] of entries) {
      if (entry.dev || entry.optional || entry.devOptional) continue;
      expect(existsSync(join(release, path)), path).toBe(true);
    }
  });

  it('answers readiness and serves the app', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const page = await fetch(`${server.url}/login`);
    expect(page.status).toBe(200);
    const scripts = [...(await page.text()).matchAll(/<script[^>]* src="(\/assets\/[^"]+\.js)"/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, path] of scripts) expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    expect((await fetch(`${server.url}/manifest.webmanifest`)).status).toBe(200);
  });

  it("signs a seller in from the bot's link, delivered through the signed webhook", async () => {
    const body = JSON.stringify(textMessage(SELLER, 'Login'));
    const delivered = await fetch(`${server.url}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: signedHeaders(body, APP_SECRET),
      body,
    });
    expect(delivered.status).toBe(200);
    await waitFor(() => graph.sentTo(SELLER).length > 0, 30_000);
    const text = JSON.stringify(graph.sentTo(SELLER).map((sent) => sent.body));
    const token = /\/login\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(token, text).toBeDefined();
    const signedIn = await fetch(`${server.url}/api/users/token-auth`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(signedIn.status).toBe(200);
    const { token: session } = (await signedIn.json()) as { token: string };
    const dashboard = await fetch(`${server.url}/api/users/dashboard`, {
      headers: { Authorization: `Bearer ${session}` },
    });
    expect(dashboard.status).toBe(200);
  });

  it("backs the running deployment up with the release's own command", () => {
    const archive = join(folder, 'backup.tar.gz');
    const backup = spawnSync('npm', ['run', '--silent', 'backup', '--', archive], {
      cwd: release,
      env,
      encoding: 'utf8',
    });
    expect(backup.status, backup.stderr + backup.stdout).toBe(0);
    expect(existsSync(archive)).toBe(true);
  });

  it('stops cleanly on SIGTERM', async () => {
    server.kill();
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM');
  });
});
