import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { parseEnv } from '@/server/env';
import { createTestServer, sampleListing, type TestServer } from '../helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { PUBLIC_URL: 'https://sell.example.co.zw' } });
});
afterAll(() => server?.close());

describe('Strict-Transport-Security', () => {
  it('is sent with an https PUBLIC_URL, on every answer', async () => {
    for (const path of ['/api/health', '/api/listings', '/api/nothing-here']) {
      const response = await server.request(path);
      expect(response.headers.get('Strict-Transport-Security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('is sent with the answers built from the read cache, 304s included', async () => {
    const seller = await server.signInAs('263771234567');
    const created = await server.request('/api/listings', {
      method: 'POST',
      token: seller.token,
      body: sampleListing(),
    });
    expect(created.status).toBe(201);
    const { _id } = (await created.json()) as { _id: string };
    for (const path of ['/api/listings', `/api/listings/${_id}`]) {
      const first = await server.request(path, { token: seller.token });
      const again = await server.request(path, {
        token: seller.token,
        headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
      });
      expect([first.status, again.status]).toEqual([200, 304]);
      for (const answer of [first, again]) {
        expect(answer.headers.get('Strict-Transport-Security')).toBe(
          'max-age=31536000; includeSubDomains',
        );
        expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
        expect(answer.headers.get('Cache-Control')).toBe('private, no-cache');
      }
    }
  });

  it('is not sent when the site is plain http', async () => {
    const plain = createApp({
      db: server.db,
      env: parseEnv({ PUBLIC_URL: 'http://localhost:8080' }),
      filesDir: server.filesDir,
    });
    const response = await plain.request('http://localhost/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });
});
