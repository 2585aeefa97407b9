/**
 * Requests refused before their body is read (401 on an anonymous upload, 413 on one too large)
 * must leave the client able to send its next request: over a real socket, with Node's fetch
 * keeping connections alive, as the app and any API client would.
 */
import { connect, type AddressInfo } from 'node:net';
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

/**
 * A raw HTTP/1.1 client that writes the whole request, body included, as fast as it can, and
 * only then reads: what a simple client does. The server must not close before the body is in,
 * or the client gets a broken pipe or a reset in place of the answer.
 */
function rawPost(path: string, body: Buffer, headers: Record<string, string> = {}) {
  const { port } = http.address() as AddressInfo;
  return new Promise<{ head: string; error: string | null }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | null = null;
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', (caught: NodeJS.ErrnoException) => {
      error = caught.code ?? caught.message;
    });
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('latin1');
      resolve({ head: text.split('\r\n\r\n')[0] ?? '', error });
    });
    const lines = [
      `POST ${path} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Content-Length: ${body.length}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    socket.write(body, () => socket.end());
  });
}

describe('a raw client that sends its whole body before reading', () => {
  it('reads the 401 of an anonymous 5 MB upload', async () => {
    const boundary = 'raw-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      Buffer.alloc(5 * 1024 * 1024, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const { head, error } = await rawPost('/api/files/upload', body, {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
    expect(head.toLowerCase()).toContain('connection: close');
    expect(error).toBeNull();
  });

  it('reads the 413 of a 9 MB JSON body', async () => {
    const { head, error } = await rawPost('/api/listings', Buffer.alloc(9 * 1024 * 1024, 0x20), {
      'Content-Type': 'application/json',
    });
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(error).toBeNull();
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
