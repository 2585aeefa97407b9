/**
 * GET /api/metrics: Prometheus text with the product's metric names and labels after some
 * traffic (over a real socket, as the server runs), readable with the token, from an allowed
 * address, or from loopback when neither is set, and refused otherwise; /metrics is no page of
 * the app (404, never the app's page with 200).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer } from '@/server/http/node-server';
import { ImageQueue } from '@/server/files/image-queue';
import { InProcessJobQueue } from '@/server/jobs/in-process-queue';
import { watchProcess } from '@/server/metrics/watch';
import { createTestServer, type TestServer } from './helpers';
import { signedHeaders, textMessage } from './bot/payloads';
import { captureLog, type CapturedLog } from './log-capture';

const SECRET = 'metrics-app-secret';
let server: TestServer;
let node: Server;
let url: string;
let dist: string;
let log: CapturedLog;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'metrics-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Seller dashboard</title>');
  server = await createTestServer({
    env: { WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: 'verify' },
    deps: { distDir: dist },
  });
  const jobs = new InProcessJobQueue();
  const images = new ImageQueue({ workers: 1, maxWaiting: 4, perOwner: 4 });
  watchProcess({
    database: server.database,
    jobs,
    images,
    version: { version: '9.9.9', commit: 'abc1234' },
  });
  node = createNodeServer(server.app.fetch, {
    headersTimeoutMs: 10_000,
    bodyWindowMs: 15_000,
    bodyMinBytesPerSecond: 1,
    requestTimeoutMs: 60_000,
    maxConnectionsPerAddress: 0,
    trustProxy: false,
  });
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
  log = captureLog();
});
afterAll(async () => {
  log?.stop();
  node?.closeAllConnections();
  await new Promise((resolve) => node?.close(resolve));
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The samples of `name` in Prometheus text, each as its labels. */
function samples(text: string, name: string): Record<string, string>[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const labels = /\{(.*)\}/.exec(line)?.[1] ?? '';
      return Object.fromEntries(
        [...labels.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]),
      );
    });
}

describe('the metrics after some traffic', () => {
  let text = '';

  beforeAll(async () => {
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect((await fetch(`${url}/api/listings/not-a-listing`)).status).toBe(401);
    expect((await fetch(`${url}/api/no-such-route`)).status).toBe(404);
    const body = JSON.stringify(textMessage('263771000555', 'laptop in Harare'));
    const delivered = await fetch(`${url}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: signedHeaders(body, SECRET),
      body,
    });
    expect(delivered.status).toBe(200);
    await server.bot.idle();
    const answer = await fetch(`${url}/api/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    text = await answer.text();
  });

  it('counts HTTP requests by method, route pattern and status, with latency histograms', () => {
    const requests = samples(text, 'marketplace_http_requests_total');
    expect(requests).toContainEqual({ method: 'GET', route: '/api/health', status: '200' });
    // The pattern, never the raw path (an id, a key or a token would travel in it).
    expect(requests).toContainEqual({ method: 'GET', route: '/api/listings/:id', status: '401' });
    expect(requests).toContainEqual({ method: 'GET', route: 'unmatched', status: '404' });
    expect(requests).toContainEqual({
      method: 'POST',
      route: '/api/webhooks/whatsapp',
      status: '200',
    });
    expect(text).not.toContain('not-a-listing');
    expect(text).not.toContain('no-such-route');
    const buckets = samples(text, 'marketplace_http_request_duration_seconds_bucket');
    expect(buckets).toContainEqual({
      le: '0.5',
      method: 'GET',
      route: '/api/health',
      status: '200',
    });
  });

  it('counts the bot messages in and out, the reply latency and template sends', () => {
    expect(text).toMatch(/^marketplace_bot_messages_in_total [1-9]/m);
    expect(samples(text, 'marketplace_bot_messages_out_total')).toContainEqual(
      expect.objectContaining({ kind: expect.any(String), outcome: 'sent' }),
    );
    expect(text).toMatch(/^marketplace_bot_reply_latency_seconds_count [1-9]/m);
    expect(text).toContain('# TYPE marketplace_whatsapp_template_sends_total counter');
  });

  it('reports the queues, the database and the process', () => {
    expect(samples(text, 'marketplace_image_queue_jobs')).toEqual([
      { state: 'running' },
      { state: 'waiting' },
    ]);
    expect(text).toContain('# TYPE marketplace_job_queue_waiting gauge');
    expect(text).toContain('# TYPE marketplace_job_queue_oldest_age_seconds gauge');
    const kind = server.database.kind;
    expect(samples(text, 'marketplace_database_info')).toEqual([{ kind }]);
    const pool = samples(text, 'marketplace_db_pool_connections').map((labels) => labels.state);
    // The embedded database has no pool: only its kind is said.
    expect(pool).toEqual(kind === 'postgres' ? ['total', 'idle', 'waiting'] : []);
    expect(samples(text, 'marketplace_app_info')).toEqual([
      { version: '9.9.9', commit: 'abc1234' },
    ]);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('writes one access line per request, with its route pattern and request id', () => {
    const access = log.lines().filter((line) => line.msg === 'request');
    const health = access.find((line) => line.route === '/api/health');
    expect(health).toMatchObject({ method: 'GET', status: 200, level: 'info' });
    expect(health?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof health?.durationMs).toBe('number');
    expect(health?.bytes).toBeGreaterThan(0);
    expect(access.map((line) => line.route)).toContain('/api/listings/:id');
    expect(JSON.stringify(access)).not.toContain('not-a-listing');
  });
});

describe('the job queue depth', () => {
  it('counts jobs waiting their turn behind another of their key, with the oldest age', async () => {
    const jobs = new InProcessJobQueue();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await jobs.define(
      'slow',
      { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 },
      () => held,
    );
    await jobs.send('slow', {}, { key: 'one' });
    await jobs.send('slow', {}, { key: 'one' });
    await jobs.send('slow', {}, { key: 'one' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [row] = await jobs.waiting();
    expect(row).toMatchObject({ name: 'slow', count: 2 });
    expect(row!.oldestSeconds).toBeGreaterThan(0);
    release();
    await jobs.idle();
    expect(await jobs.waiting()).toEqual([]);
  });
});

describe('who may read the metrics', () => {
  const read = (own: TestServer, address: string, headers: Record<string, string> = {}) =>
    own.request('/api/metrics', { address, headers }).then((answer) => answer.status);

  it('with neither METRICS_TOKEN nor METRICS_ALLOW: this machine only', async () => {
    expect(await read(server, '127.0.0.1')).toBe(200);
    expect(await read(server, '::1')).toBe(200);
    expect(await read(server, '::ffff:127.0.0.1')).toBe(200);
    expect(await read(server, '203.0.113.9')).toBe(403);
    expect(await read(server, '10.0.0.5')).toBe(403);
  });

  it('with METRICS_TOKEN: the bearer token, from anywhere; nothing without it', async () => {
    const own = await createTestServer({ env: { METRICS_TOKEN: 'scrape-me-please' } });
    try {
      const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
      expect(await read(own, '203.0.113.9', bearer('scrape-me-please'))).toBe(200);
      expect(await read(own, '203.0.113.9', bearer('scrape-me-pleasf'))).toBe(401);
      expect(await read(own, '203.0.113.9')).toBe(401);
      // Loopback is no longer enough once a token is set.
      const refused = await own.request('/api/metrics', { address: '127.0.0.1' });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toContain('Bearer');
      expect(await refused.json()).toEqual({
        message: 'The metrics need the token in METRICS_TOKEN.',
      });
    } finally {
      await own.close();
    }
  });

  it('with METRICS_ALLOW: those addresses and ranges, read as the rate limits read them', async () => {
    const own = await createTestServer({
      env: { METRICS_ALLOW: '10.1.0.0/16, 192.0.2.7, fd00::/8', TRUST_PROXY: '1' },
    });
    try {
      const via = (address: string) => ({ 'X-Forwarded-For': address });
      expect(await read(own, '127.0.0.1', via('10.1.200.3'))).toBe(200);
      expect(await read(own, '127.0.0.1', via('192.0.2.7'))).toBe(200);
      expect(await read(own, '127.0.0.1', via('fd12::1'))).toBe(200);
      expect(await read(own, '127.0.0.1', via('10.2.0.1'))).toBe(403);
      expect(await read(own, '127.0.0.1', via('192.0.2.8'))).toBe(403);
      // Behind the proxy, its own loopback connection is not the client.
      expect(await read(own, '127.0.0.1', via('203.0.113.9'))).toBe(403);
    } finally {
      await own.close();
    }
    // Without TRUST_PROXY, X-Forwarded-For is not believed.
    const direct = await createTestServer({ env: { METRICS_ALLOW: '10.1.0.0/16' } });
    try {
      expect(await read(direct, '10.1.0.9')).toBe(200);
      expect(await read(direct, '203.0.113.9', { 'X-Forwarded-For': '10.1.0.9' })).toBe(403);
      expect(await read(direct, '127.0.0.1')).toBe(403);
    } finally {
      await direct.close();
    }
  });
});

describe('paths that are no page of the app', () => {
  it('answers /metrics and probes with 404, app paths with the app', async () => {
    for (const path of ['/metrics', '/healthz', '/.git/config', '/.env', '/server-status']) {
      const answer = await server.request(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toContain('application/json');
    }
    for (const path of ['/', '/listings/new', '/no-such-page']) {
      const answer = await server.request(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toContain('<title>Seller dashboard</title>');
    }
  });
});
