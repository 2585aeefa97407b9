/**
 * The cached listing reads answered before routing (src/server/http/fast-reads.ts), over real
 * sockets: one Node server with them, one without, both on the same app. Whatever the read
 * answers must be the routed answer byte for byte and header for header (Date aside); whatever it
 * cannot vouch for (no session in memory, a suspended or signed-out seller, another seller's
 * listing, an answer not loaded or invalidated by a write) goes to the router, which answers as
 * it always did.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer } from '@/server/http/node-server';
import {
  ADMIN_PHONE,
  createListing,
  createTestServer,
  sampleListing,
  type SignedIn,
  type TestServer,
} from '../helpers';
import { rawGet, type RawAnswer, type RawHeaders } from './raw-http';

let server: TestServer;
let routed: Server;
let fast: Server;
let seller: SignedIn;
let listingId: string;

const listen = (http: Server) =>
  new Promise<number>((resolve) =>
    http.listen(0, '127.0.0.1', () => resolve((http.address() as AddressInfo).port)),
  );
const close = (http: Server | undefined) =>
  new Promise((resolve) => (http ? http.close(resolve) : resolve(undefined)));

let routedPort = 0;
let fastPort = 0;

/** A description long enough for the listing's JSON to pass 1 KB, so it travels gzipped. */
const LONG_DESCRIPTION =
  'Clean, one owner, full service history, new tyres and a fresh battery, kept in a garage. '.repeat(
    12,
  );

async function startServers(target: TestServer) {
  const limits = {
    headersTimeoutMs: target.env.HTTP_HEADERS_TIMEOUT_MS,
    bodyWindowMs: target.env.HTTP_BODY_WINDOW_MS,
    bodyMinBytesPerSecond: target.env.HTTP_BODY_MIN_RATE,
    requestTimeoutMs: target.env.HTTP_REQUEST_TIMEOUT_MS,
    maxConnectionsPerAddress: 0,
    trustProxy: false,
  };
  const withoutReads = createNodeServer(target.app.fetch, limits);
  const withReads = createNodeServer(target.app.fetch, limits, target.beforeRouting);
  return {
    withoutReads,
    withReads,
    routedPort: await listen(withoutReads),
    fastPort: await listen(withReads),
  };
}

beforeAll(async () => {
  server = await createTestServer({ env: { PUBLIC_URL: 'https://market.example' } });
  seller = await server.signInAs('263778100001');
  const created = await createListing(seller, sampleListing({ description: LONG_DESCRIPTION }));
  listingId = created._id;
  ({ withoutReads: routed, withReads: fast, routedPort, fastPort } = await startServers(server));
});
afterAll(async () => {
  await close(routed);
  await close(fast);
  await server?.close();
});

/**
 * The path read through the router and then before routing: the second must be answered before
 * routing (`answered` says so) and be the same answer.
 */
async function sameBothWays(path: string, given: RawHeaders): Promise<RawAnswer> {
  const before = server.beforeRouting.answered;
  // One request id for both, so both answers (which return it) can be compared whole.
  const id = `same-${before}`;
  const headers: RawHeaders = Array.isArray(given)
    ? [...given, ['X-Request-Id', id]]
    : { ...given, 'X-Request-Id': id };
  const viaRouter = await rawGet(routedPort, path, headers);
  const early = await rawGet(fastPort, path, headers);
  expect(server.beforeRouting.answered, `${path} answered before routing`).toBe(before + 1);
  expect(early.status).toBe(viaRouter.status);
  expect(early.headerLines).toContain(`X-Request-Id: ${id}`);
  expect(early.headerLines).toEqual(viaRouter.headerLines);
  expect(early.body.equals(viaRouter.body)).toBe(true);
  return early;
}

/** The path read with the reads before routing in place: it must go to the router. */
async function leftToRouter(path: string, headers: RawHeaders): Promise<RawAnswer> {
  const before = server.beforeRouting.answered;
  const answer = await rawGet(fastPort, path, headers);
  expect(server.beforeRouting.answered, `${path} left to the router`).toBe(before);
  return answer;
}

describe('cached reads answered before routing', () => {
  it('answer one listing as the router does: plain, gzipped, and 304', async () => {
    const path = `/api/listings/${listingId}`;
    const plain = await sameBothWays(path, seller.headers);
    expect(plain.status).toBe(200);
    expect(JSON.parse(plain.body.toString('utf8'))).toMatchObject({ _id: listingId });
    expect(plain.header('content-length')).toBe(String(plain.body.length));
    expect(plain.header('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(plain.header('x-content-type-options')).toBe('nosniff');
    expect(plain.header('cache-control')).toBe('private, no-cache');
    expect(plain.header('vary')).toBe('Accept-Encoding');

    const gzipped = await sameBothWays(path, { ...seller.headers, 'Accept-Encoding': 'gzip' });
    expect(gzipped.header('content-encoding')).toBe('gzip');
    expect(gzipped.header('content-length')).toBe(String(gzipped.body.length));
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);

    const etag = plain.header('etag')!;
    const unchanged = await sameBothWays(path, { ...seller.headers, 'If-None-Match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.header('etag')).toBe(etag);
  });

  it('answer the seller’s list as the router does, plain and gzipped', async () => {
    const plain = await sameBothWays('/api/listings', seller.headers);
    expect((JSON.parse(plain.body.toString('utf8')) as { _id: string }[])[0]?._id).toBe(listingId);
    const gzipped = await sameBothWays('/api/listings', {
      ...seller.headers,
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
  });

  it('leave a request without a session, or with a session not known, to the router: 401', async () => {
    await sameBothWays(`/api/listings/${listingId}`, seller.headers); // loaded
    const anonymous: RawHeaders[] = [{}, { Authorization: 'Bearer not-a-session-token' }];
    for (const headers of anonymous) {
      const answer = await leftToRouter(`/api/listings/${listingId}`, headers);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
        message: 'Please sign in to continue.',
      });
    }
  });

  it('leave another seller’s listing to the router (404), and let an administrator read it', async () => {
    const other = await server.signInAs('263778100002');
    await rawGet(fastPort, '/api/listings', other.headers); // the other seller's session, in memory
    const refused = await leftToRouter(`/api/listings/${listingId}`, other.headers);
    expect(refused.status).toBe(404);
    const admin = await server.signInAs(ADMIN_PHONE);
    await rawGet(routedPort, '/api/listings', admin.headers);
    const read = await sameBothWays(`/api/listings/${listingId}`, admin.headers);
    expect(read.status).toBe(200);
  });

  it('answer a write’s result at once: the invalidated answer goes through the router', async () => {
    const path = `/api/listings/${listingId}`;
    const before = await sameBothWays(path, seller.headers);
    const edited = await server.request(path, {
      method: 'PATCH',
      token: seller.token,
      body: { _id: listingId, listing: sampleListing({ title: 'Toyota Corolla 2016, edited' }) },
    });
    expect(edited.status).toBe(200);
    const after = await leftToRouter(path, seller.headers);
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body.toString('utf8'))).toMatchObject({
      title: 'Toyota Corolla 2016, edited',
    });
    expect(after.header('etag')).not.toBe(before.header('etag'));
    // Loaded again: answered before routing, the new version.
    const again = await sameBothWays(path, seller.headers);
    expect(again.header('etag')).toBe(after.header('etag'));
    // A client holding the old version gets the new one.
    const stale = await sameBothWays(path, {
      ...seller.headers,
      'If-None-Match': before.header('etag')!,
    });
    expect(stale.status).toBe(200);
  });

  it('never answer a suspended seller, nor one signed out', async () => {
    const suspended = await server.signInAs('263778100003');
    const own = await createListing(suspended);
    const paths = [`/api/listings/${own._id}`, '/api/listings'];
    for (const path of paths) await sameBothWays(path, suspended.headers);
    const admin = await server.signInAs(ADMIN_PHONE);
    const suspension = await server.request(`/api/admin/sellers/${suspended.user._id}/suspension`, {
      method: 'POST',
      token: admin.token,
      body: { reason: 'Fake car adverts' },
    });
    expect(suspension.status).toBe(200);
    // Twice each: the first check reads the seller afresh, and the session held after it says
    // suspended.
    for (const path of [...paths, ...paths]) {
      const answer = await leftToRouter(path, suspended.headers);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({
        code: 'account_suspended',
        reason: 'Fake car adverts',
      });
    }

    const leaving = await server.signInAs('263778100004');
    await sameBothWays('/api/listings', leaving.headers);
    const out = await server.request('/api/users/logout', { method: 'POST', token: leaving.token });
    expect(out.status).toBe(204);
    const after = await leftToRouter('/api/listings', leaving.headers);
    expect(after.status).toBe(401);
  });

  it('leave what the router must look at to the router', async () => {
    const path = `/api/listings/${listingId}`;
    await sameBothWays(path, seller.headers);
    // A query string, a trailing slash, two Authorization headers, a body on the GET.
    const query = await leftToRouter(`${path}?fields=all`, seller.headers);
    expect(query.status).toBe(200);
    const slash = await leftToRouter('/api/listings/', seller.headers);
    expect(slash.status).toBe(404);
    const bearer = seller.headers.Authorization!;
    const twice = await leftToRouter(path, [
      ['Authorization', bearer],
      ['Authorization', bearer],
    ]);
    expect(twice.status).toBe(401);
    const bodied = await leftToRouter(path, { ...seller.headers, 'Content-Length': '0' });
    expect(bodied.status).toBe(200);
    const stats = await leftToRouter('/api/listings/user/stats', seller.headers);
    expect(stats.status).toBe(200);
  });
});

describe('on a shared database', () => {
  it('answers nothing before routing: every read asks the database', async () => {
    const shared = await createTestServer({
      env: { DATABASE_URL: 'postgres://unused.invalid/never-connected' },
      deps: { db: server.db },
    });
    const servers = await startServers(shared);
    try {
      const path = `/api/listings/${listingId}`;
      for (let i = 0; i < 3; i++) {
        const answer = await rawGet(servers.fastPort, path, seller.headers);
        expect(answer.status).toBe(200);
      }
      expect(shared.beforeRouting.answered).toBe(0);
    } finally {
      await close(servers.withoutReads);
      await close(servers.withReads);
      await shared.close();
    }
  });
});
