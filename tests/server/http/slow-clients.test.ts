/**
 * Slow and greedy clients over real sockets: headers or a body dribbled byte by byte are cut
 * within the configured time (short here; seconds in production), a slow but steady upload is
 * not, and one address cannot hold more than its share of connections while another address is
 * still served. Behind a proxy (TRUST_PROXY) the share counts requests per forwarded address.
 */
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey, createNodeServer, type ConnectionLimits } from '@/server/http/node-server';
import { createTestServer, type TestServer } from '../helpers';
import { makeJpeg } from '../images';

let app: TestServer;
const servers: Server[] = [];

beforeAll(async () => {
  app = await createTestServer();
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await app?.close();
});

const LIMITS: ConnectionLimits = {
  headersTimeoutMs: 600,
  bodyWindowMs: 600,
  bodyMinBytesPerSecond: 2000,
  requestTimeoutMs: 60_000,
  maxConnectionsPerAddress: 0,
  trustProxy: false,
};

async function listen(limits: Partial<ConnectionLimits>): Promise<number> {
  const server = createNodeServer(app.app.fetch, { ...LIMITS, ...limits });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface Client {
  socket: Socket;
  /** Everything received so far. */
  received(): string;
  /** Resolves with the milliseconds from connecting until the server closed the connection. */
  closed: Promise<number>;
}

function open(port: number, localAddress = '127.0.0.1'): Promise<Client> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    let closedAt: (ms: number) => void = () => undefined;
    const closed = new Promise<number>((done) => (closedAt = done));
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () =>
      resolve({ socket, received: () => Buffer.concat(chunks).toString('latin1'), closed }),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => closedAt(performance.now() - started));
    socket.once('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `text` a few bytes at a time, every `everyMs`, until the socket closes. */
async function dribble(client: Client, text: Buffer, bytes: number, everyMs: number) {
  for (let at = 0; at < text.length && !client.socket.destroyed; at += bytes) {
    client.socket.write(text.subarray(at, at + bytes));
    await sleep(everyMs);
  }
}

describe('slow clients', () => {
  it('cuts headers dribbled a byte at a time within the headers time limit', async () => {
    const port = await listen({});
    const client = await open(port);
    const headers = Buffer.from(
      `GET /api/health/live HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(200)}\r\n\r\n`,
    );
    void dribble(client, headers, 1, 50);
    const ms = await client.closed;
    // 600 ms limit, checked every quarter of it (room left for a busy machine); the whole
    // dribble would take 12 s, and Node's default limit is 60 s.
    expect(ms).toBeLessThan(4000);
    expect(client.received()).not.toContain('200 OK');
  });

  it('cuts a connection that never sends anything within the headers time limit', async () => {
    const port = await listen({});
    const client = await open(port);
    expect(await client.closed).toBeLessThan(4000);
  });

  it('cuts a body dribbled below the minimum rate', async () => {
    const port = await listen({});
    const client = await open(port);
    client.socket.write(
      'POST /api/users/verify-code HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 5000\r\n\r\n',
    );
    // 20 bytes every 100 ms is 200 bytes a second, a tenth of the minimum; all of it: 25 s.
    void dribble(client, Buffer.alloc(5000, 0x20), 20, 100);
    const ms = await client.closed;
    // One or two 600 ms windows (room left for a busy machine); Node's default is 300 s.
    expect(ms).toBeLessThan(5000);
    // Closed, not answered: the handler never got its body.
    expect(client.received()).toBe('');
  });

  it('lets a slow but steady upload through, well past the time limits', async () => {
    const port = await listen({});
    const seller = await app.signInAs('263777300001');
    // A real photo padded with a comment segment: about 40 KB sent at about 13 KB a second.
    const photo = await makeJpeg({ width: 320, height: 240 });
    const padded = Buffer.concat([
      photo.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0x9c, 0x42]),
      Buffer.alloc(0x9c42 - 2, 0x41),
      photo.subarray(2),
    ]);
    const boundary = 'slow-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      padded,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const client = await open(port);
    client.socket.write(
      `POST /api/files/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${seller.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    const started = performance.now();
    await dribble(client, body, 1300, 100);
    await client.closed;
    expect(performance.now() - started).toBeGreaterThan(2500);
    expect(client.received()).toMatch(/^HTTP\/1\.1 201 Created/);
  });
});

describe('connections per address', () => {
  it('counts an IPv4 address as itself and an IPv6 one by its /64', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('refuses the connection past the cap from one address while another is served', async () => {
    const port = await listen({ maxConnectionsPerAddress: 3, headersTimeoutMs: 10_000 });
    const held = await Promise.all([open(port), open(port), open(port)]);
    await sleep(100);
    const extra = await open(port);
    expect(await extra.closed).toBeLessThan(2000);
    expect(extra.received()).toBe('');
    const other = await open(port, '127.0.0.2');
    other.socket.write('GET /api/health/live HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await other.closed;
    expect(other.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    // One of the three leaves: that address may connect again.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await sleep(100);
    const again = await open(port);
    again.socket.write('GET /api/health/live HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await again.closed;
    expect(again.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    for (const client of held) client.socket.destroy();
  });

  it('behind a proxy, counts requests in flight per forwarded address', async () => {
    const port = await listen({
      maxConnectionsPerAddress: 2,
      trustProxy: true,
      headersTimeoutMs: 10_000,
      bodyWindowMs: 10_000,
    });
    const slowPost = (forwarded: string) =>
      `POST /api/users/verify-code HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${forwarded}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{';
    // Two requests of 203.0.113.5 in flight (their bodies not finished), through the proxy.
    const held = await Promise.all([open(port), open(port)]);
    for (const client of held) client.socket.write(slowPost('203.0.113.5'));
    await sleep(200);
    const third = await open(port);
    third.socket.write(
      'GET /api/health/live HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.5\r\nConnection: close\r\n\r\n',
    );
    await third.closed;
    expect(third.received()).toMatch(/^HTTP\/1\.1 429 /);
    expect(third.received()).toMatch(/Retry-After: \d+/i);
    // Another client through the same proxy (same socket address) is served.
    const other = await open(port);
    other.socket.write(
      'GET /api/health/live HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.6\r\nConnection: close\r\n\r\n',
    );
    await other.closed;
    expect(other.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    // A refused upload is read to its end first, so its sender reads the 429, not a reset.
    const upload = await open(port);
    let broken: string | null = null;
    upload.socket.on('error', (error: NodeJS.ErrnoException) => (broken = error.code ?? 'error'));
    upload.socket.write(
      'POST /api/files/upload HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.5\r\n' +
        'Content-Type: application/octet-stream\r\nContent-Length: 2097152\r\n\r\n',
    );
    upload.socket.write(Buffer.alloc(2 * 1024 * 1024, 1));
    await upload.closed;
    expect(upload.received()).toMatch(/^HTTP\/1\.1 429 /);
    expect(broken).toBeNull();
    for (const client of held) client.socket.destroy();
  });
});
