import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { parseEnv } from '@/server/env';
import { createTestServer, type TestServer } from '../helpers';

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
