/**
 * Requests refused before their body is read (401 on an anonymous upload, 413 on one too large)
 * must leave the client able to send its next request: over a real socket, with Node's fetch
 * keeping connections alive, as the app and any API client would.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;
let http: ServerType;
let base: string;

beforeAll(async () => {
  server = await createTestServer();
  http = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await server?.close();
});

function upload(bytes: number, token?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/jpeg' }), 'a.jpg');
  return fetch(`${base}/api/files/upload`, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

describe('a request refused before its body is read', () => {
  it('answers 401 to an anonymous 5 MB upload, and the next request is answered', async () => {
    const refused = await upload(5 * 1024 * 1024);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'Please sign in to continue.' });
    for (let i = 0; i < 3; i++) {
      const next = await fetch(`${base}/api/health`);
      expect(next.status).toBe(200);
      await next.body?.cancel();
    }
  });

  it('answers 413 to an upload over the limit, and the next request is answered', async () => {
    const seller = await server.signInAs('263777200001');
    const refused = await upload(11 * 1024 * 1024, seller.token);
    expect(refused.status).toBe(413);
    await refused.body?.cancel();
    const next = await fetch(`${base}/api/listings`, { headers: seller.headers });
    expect(next.status).toBe(200);
    await next.body?.cancel();
  });
});

describe('the refusal itself', () => {
  it('says Connection: close when the body was left unread', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(1024)]), 'a.jpg');
    const refused = await server.request('/api/files/upload', {
      method: 'POST',
      body: form,
      headers: { 'Content-Length': '1200' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Connection')).toBe('close');
    // A refusal after reading the body keeps the connection.
    const judged = await server.request('/api/users/verify-code', {
      method: 'POST',
      body: { lastThreeDigits: '123', code: 'abcd' },
    });
    expect(judged.status).toBe(422);
    expect(judged.headers.get('Connection')).toBeNull();
  });
});
