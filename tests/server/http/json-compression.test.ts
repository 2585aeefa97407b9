/**
 * JSON answers of /api routes (those not built from the read cache): compressed with their
 * Content-Length from 1 KB on, for a client that accepts it; smaller ones go as they are, with
 * their length; every one says Vary: Accept-Encoding.
 */
import { gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, sampleListing, type SignedIn, type TestServer } from '../helpers';

let server: TestServer;
let seller: SignedIn;

beforeAll(async () => {
  server = await createTestServer();
  seller = await server.signInAs('263778200001');
});
afterAll(() => server?.close());

/** A listing whose JSON is well over 1 KB. */
const longListing = () =>
  sampleListing({
    description: 'Clean, one owner, full service history, new tyres, kept in a garage. '.repeat(20),
  });

describe('JSON answers', () => {
  it('under 1 KB go as they are, with their length, to a client that accepts gzip', async () => {
    const response = await server.request('/api/listings/user/stats', {
      token: seller.token,
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(JSON.parse(bytes.toString('utf8'))).toMatchObject({ totalListings: 0 });
  });

  it('of 1 KB or more travel gzipped, with their length', async () => {
    const response = await server.request('/api/listings', {
      method: 'POST',
      token: seller.token,
      body: longListing(),
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    const json = gunzipSync(bytes).toString('utf8');
    expect(json.length).toBeGreaterThan(1024);
    expect(JSON.parse(json)).toMatchObject({ title: 'Toyota Corolla 2015' });
  });

  it('travel deflated to a client that takes only deflate, and plain to one that takes neither', async () => {
    const deflated = await server.request('/api/listings', {
      method: 'POST',
      token: seller.token,
      body: longListing(),
      headers: { 'Accept-Encoding': 'deflate' },
    });
    expect(deflated.status).toBe(201);
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    const packed = Buffer.from(await deflated.arrayBuffer());
    expect(deflated.headers.get('content-length')).toBe(String(packed.length));
    expect(JSON.parse(inflateSync(packed).toString('utf8'))).toHaveProperty('_id');

    for (const acceptEncoding of [undefined, 'br', 'gzip;q=0']) {
      const plain = await server.request('/api/listings', {
        method: 'POST',
        token: seller.token,
        body: longListing(),
        headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
      });
      expect(plain.status).toBe(201);
      expect(plain.headers.get('content-encoding'), String(acceptEncoding)).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(JSON.parse(await plain.text())).toHaveProperty('_id');
    }
  });

  it('refused (a 401) go small, plain and with their length', async () => {
    const response = await server.request('/api/listings', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-encoding')).toBeNull();
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ message: 'Please sign in to continue.' });
  });
});
