/**
 * The listing reads on the wire, through the Node server the product runs (GET /api/listings and
 * GET /api/listings/{id}): the body's length as sent, the headers every /api answer carries,
 * gzip and 304 from the cached answer, a write shown at once, and the refusals (no session,
 * another seller's listing, a suspended or signed-out seller) as the route gives them.
 */
import type { Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PHONE,
  createListing,
  createTestServer,
  sampleListing,
  type SignedIn,
  type TestServer,
} from '../helpers';
import { rawGet, type RawHeaders } from './raw-http';
import { listenOverSocket } from '../../support/over-socket';

let server: TestServer;
let http: Server;
let port = 0;
let seller: SignedIn;
let listingId: string;

/** A description long enough for the listing's JSON to pass 1 KB, so it travels gzipped. */
const LONG_DESCRIPTION =
  'Clean, one owner, full service history, new tyres and a fresh battery, kept in a garage. '.repeat(
    12,
  );

beforeAll(async () => {
  server = await createTestServer({ env: { PUBLIC_URL: 'https://market.example' } });
  seller = await server.signInAs('263778100001');
  const created = await createListing(seller, sampleListing({ description: LONG_DESCRIPTION }));
  listingId = created._id;
  ({ http, port } = await listenOverSocket(server));
});
afterAll(async () => {
  await new Promise((resolve) => (http ? http.close(resolve) : resolve(undefined)));
  await server?.close();
});

const get = (path: string, headers: RawHeaders) => rawGet(port, path, headers);

describe('listing reads on the wire', () => {
  it('answer one listing plain, gzipped, and 304, with the headers of every /api answer', async () => {
    const path = `/api/listings/${listingId}`;
    const plain = await get(path, seller.headers);
    expect(plain.status).toBe(200);
    expect(JSON.parse(plain.body.toString('utf8'))).toMatchObject({ _id: listingId });
    expect(plain.header('content-length')).toBe(String(plain.body.length));
    expect(plain.header('content-type')).toBe('application/json; charset=UTF-8');
    expect(plain.header('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(plain.header('x-content-type-options')).toBe('nosniff');
    expect(plain.header('cache-control')).toBe('private, no-cache');
    expect(plain.header('vary')).toBe('Accept-Encoding');

    const gzipped = await get(path, { ...seller.headers, 'Accept-Encoding': 'gzip' });
    expect(gzipped.header('content-encoding')).toBe('gzip');
    expect(gzipped.header('content-length')).toBe(String(gzipped.body.length));
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    expect(gzipped.header('etag')).toBe(plain.header('etag'));

    const etag = plain.header('etag')!;
    const unchanged = await get(path, { ...seller.headers, 'If-None-Match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.header('etag')).toBe(etag);
  });

  it('answer the seller’s list, plain and gzipped, the same JSON both ways', async () => {
    const plain = await get('/api/listings', seller.headers);
    expect(plain.status).toBe(200);
    expect((JSON.parse(plain.body.toString('utf8')) as { _id: string }[])[0]?._id).toBe(listingId);
    const gzipped = await get('/api/listings', {
      ...seller.headers,
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
  });

  it('refuse a request without a session, or with a session not known: 401', async () => {
    const anonymous: RawHeaders[] = [{}, { Authorization: 'Bearer not-a-session-token' }];
    for (const headers of anonymous) {
      const answer = await get(`/api/listings/${listingId}`, headers);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
        message: 'Please sign in to continue.',
      });
    }
  });

  it('hide a listing from another seller (404), and let an administrator read it', async () => {
    const other = await server.signInAs('263778100002');
    await get('/api/listings', other.headers); // the other seller's session, in memory
    const refused = await get(`/api/listings/${listingId}`, other.headers);
    expect(refused.status).toBe(404);
    const admin = await server.signInAs(ADMIN_PHONE);
    const read = await get(`/api/listings/${listingId}`, admin.headers);
    expect(read.status).toBe(200);
  });

  it('show a write at once: the next read is the new version', async () => {
    const path = `/api/listings/${listingId}`;
    const before = await get(path, seller.headers);
    const edited = await server.request(path, {
      method: 'PATCH',
      token: seller.token,
      body: { _id: listingId, listing: sampleListing({ title: 'Toyota Corolla 2016, edited' }) },
    });
    expect(edited.status).toBe(200);
    const after = await get(path, seller.headers);
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body.toString('utf8'))).toMatchObject({
      title: 'Toyota Corolla 2016, edited',
    });
    expect(after.header('etag')).not.toBe(before.header('etag'));
    // A client holding the old version gets the new one.
    const stale = await get(path, { ...seller.headers, 'If-None-Match': before.header('etag')! });
    expect(stale.status).toBe(200);
    expect(stale.header('etag')).toBe(after.header('etag'));
  });

  it('refuse a suspended seller with the reason, and a signed-out one', async () => {
    const suspended = await server.signInAs('263778100003');
    const own = await createListing(suspended);
    const paths = [`/api/listings/${own._id}`, '/api/listings'];
    for (const path of paths) expect((await get(path, suspended.headers)).status).toBe(200);
    const admin = await server.signInAs(ADMIN_PHONE);
    const suspension = await server.request(`/api/admin/sellers/${suspended.user._id}/suspension`, {
      method: 'POST',
      token: admin.token,
      body: { reason: 'Fake car adverts' },
    });
    expect(suspension.status).toBe(200);
    for (const path of [...paths, ...paths]) {
      const answer = await get(path, suspended.headers);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({
        code: 'account_suspended',
        reason: 'Fake car adverts',
      });
    }

    const leaving = await server.signInAs('263778100004');
    expect((await get('/api/listings', leaving.headers)).status).toBe(200);
    const out = await server.request('/api/users/logout', { method: 'POST', token: leaving.token });
    expect(out.status).toBe(204);
    expect((await get('/api/listings', leaving.headers)).status).toBe(401);
  });

  it('answer a query string, a trailing slash and two Authorization headers as routes do', async () => {
    const path = `/api/listings/${listingId}`;
    expect((await get(`${path}?fields=all`, seller.headers)).status).toBe(200);
    expect((await get('/api/listings/', seller.headers)).status).toBe(404);
    const bearer = seller.headers.Authorization!;
    const twice = await get(path, [
      ['Authorization', bearer],
      ['Authorization', bearer],
    ]);
    expect(twice.status).toBe(401);
    expect((await get('/api/listings/user/stats', seller.headers)).status).toBe(200);
  });
});
