/**
 * Bad input never becomes a server error: every endpoint is sent bodies and addresses a client
 * should never send, and must answer with a 4xx and a `{ message }`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '@/server/app';
import {
  createListing,
  createTestServer,
  sampleListing,
  type SignedIn,
  type TestServer,
} from './helpers';

let server: TestServer;
let seller: SignedIn;
let listingId: string;

beforeAll(async () => {
  server = await createTestServer();
  seller = await server.signInAs('263719100001');
  listingId = (await createListing(seller, sampleListing()))._id;
});
afterAll(() => server.close());

const BAD_BODIES: string[] = [
  '',
  'not json',
  '{"unterminated": ',
  'null',
  '[]',
  '"a string"',
  '12345',
  'true',
  '{}',
  '{"listing": null}',
  '{"listing": "text"}',
  '{"user": []}',
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
  JSON.stringify({ ...sampleListing(), price: 'free' }),
  JSON.stringify({ ...sampleListing(), price: { type: 'fixed', amount: '1e400' } }),
  JSON.stringify({ ...sampleListing(), price: { type: 'range', minAmount: -5, maxAmount: 'x' } }),
  JSON.stringify({ ...sampleListing(), features: 'not a list' }),
  JSON.stringify({ ...sampleListing(), features: [1, {}, null] }),
  JSON.stringify({ ...sampleListing(), images: ['../../etc/passwd'] }),
  JSON.stringify({ ...sampleListing(), images: 'abc' }),
  JSON.stringify({ ...sampleListing(), title: 'x'.repeat(20_000) }),
  JSON.stringify({ ...sampleListing(), title: '\u0000\ud800' }),
  JSON.stringify({ ...sampleListing(), type: { $ne: null } }),
  JSON.stringify({ _id: 'x'.repeat(10_000), listing: sampleListing() }),
  JSON.stringify({ lastThreeDigits: 123, code: 4567 }),
  JSON.stringify({ lastThreeDigits: ['1', '2', '3'], code: null }),
  JSON.stringify({
    displayName: { a: 1 },
    contactNumber: [],
    city: 42,
    website: 'javascript:alert(1)',
  }),
];

const JSON_ENDPOINTS: [string, string, () => string][] = [
  ['POST', '/api/listings', () => '/api/listings'],
  ['PATCH', '/api/listings/{id}', () => `/api/listings/${listingId}`],
  ['PATCH', '/api/listings/{unknown}', () => '/api/listings/unknown-id'],
  ['PATCH', '/api/users/{self}', () => `/api/users/${seller.user._id}`],
  ['POST', '/api/users/verify-code', () => '/api/users/verify-code'],
  ['POST', '/api/users/token-auth', () => '/api/users/token-auth'],
  ['POST', '/api/files/upload', () => '/api/files/upload'],
];

describe('malformed input', () => {
  for (const [method, name, path] of JSON_ENDPOINTS) {
    it(`${method} ${name} answers every bad body with a 4xx and a message`, async () => {
      for (const body of BAD_BODIES) {
        for (const contentType of ['application/json', 'text/plain', 'multipart/form-data']) {
          const response = await server.request(path(), {
            method,
            token: seller.token,
            body,
            headers: { 'Content-Type': contentType },
            address: '10.20.30.40',
          });
          expect(
            response.status,
            `${method} ${path()} ${contentType} ${body.slice(0, 60)}`,
          ).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          const json = (await response.json()) as { message?: unknown };
          expect(typeof json.message).toBe('string');
        }
      }
    });
  }

  it('answers odd addresses and ids with 4xx', async () => {
    const paths = [
      '/api/listings/%E0%A4%A',
      `/api/listings/${'x'.repeat(5000)}`,
      '/api/listings/%00',
      '/api/files/%2e%2e%2f%2e%2e%2fpackage.json',
      '/api/files/x?thumbnail=%%%',
      '/api/admin/contacts/%ZZ/conversation',
      '/api/users/%20',
      '/api/nothing-here',
    ];
    for (const path of paths) {
      for (const method of ['GET', 'PATCH', 'DELETE', 'POST']) {
        const response = await server.request(path, {
          method,
          token: seller.token,
          body: method === 'GET' ? undefined : '{}',
        });
        expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
  });

  it('refuses a JSON body over the limit with 413', async () => {
    const response = await server.request('/api/listings', {
      method: 'POST',
      token: seller.token,
      body: JSON.stringify({ ...sampleListing(), description: 'x'.repeat(MAX_JSON_BODY_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/too large/);
  });

  it('refuses a body nested too deep with a message that says so', async () => {
    const response = await server.request('/api/listings', {
      method: 'POST',
      token: seller.token,
      body: `{"deep": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe(
      'The body is nested more than 20 levels deep.',
    );
  });

  it('answers an unknown API address with a JSON 404', async () => {
    const response = await server.request('/api/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });
});
