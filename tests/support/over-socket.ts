/**
 * A test server behind the Node server the product runs (its environment's limits, no cap per
 * address, no proxy trusted), listening on a port of 127.0.0.1, for reads over a real socket.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNodeServer } from '@/server/http/node-server';
import type { TestServer } from '../server/helpers';

export async function listenOverSocket(
  server: TestServer,
): Promise<{ http: Server; port: number }> {
  const env = server.env;
  const http = createNodeServer(server.app.fetch, {
    headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
    bodyWindowMs: env.HTTP_BODY_WINDOW_MS,
    bodyMinBytesPerSecond: env.HTTP_BODY_MIN_RATE,
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    maxConnectionsPerAddress: 0,
    trustProxy: false,
  });
  const port = await new Promise<number>((resolve) =>
    http.listen(0, '127.0.0.1', () => resolve((http.address() as AddressInfo).port)),
  );
  return { http, port };
}
