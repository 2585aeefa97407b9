/**
 * The Node HTTP server the app runs on, with limits on what one client may hold:
 *
 * - Headers must arrive whole within `headersTimeoutMs` of a connection's first byte (or of its
 *   opening), else 408 and the connection is closed. Node checks this only every
 *   `connectionsCheckingInterval` (30 s by default); here, every quarter of the limit.
 * - A body must keep coming: in every window of `bodyWindowMs` it must bring at least
 *   `bodyMinBytesPerSecond` on average, else the connection is closed. A slow but steady upload
 *   (a 0.9 MB photo over 2G at about 30 KB/s takes 30 s) goes through however long it takes; a
 *   client that dribbles a few bytes, or stops, does not hold the connection. A window in which
 *   the server itself was not reading (the body waits in its buffer) is not held against it.
 * - `requestTimeoutMs` bounds a whole request, as a backstop far beyond any real upload.
 * - At most `maxConnectionsPerAddress` open connections per client address: one more is closed
 *   as soon as it opens. Behind a reverse proxy (`trustProxy`) every connection comes from the
 *   proxy, so the count is of requests in flight per forwarded address instead, and one more is
 *   answered 429 with Retry-After. IPv6 addresses count by their /64 (what one subscriber gets).
 */
import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { addressNetwork } from '@/server/leads/record-lead';
import { log } from '@/server/logger';
import { observeRequest } from './access-log';
import { DRAIN_CAP_BYTES } from './early-refusal';

export interface ConnectionLimits {
  headersTimeoutMs: number;
  bodyWindowMs: number;
  bodyMinBytesPerSecond: number;
  requestTimeoutMs: number;
  /** 0: no cap. */
  maxConnectionsPerAddress: number;
  trustProxy: boolean;
}

/** The key one client is counted under: an IPv4 address, or the /64 of an IPv6 one. */
export const addressKey = (address: string): string => addressNetwork(address);

/** The last X-Forwarded-For entry: the address the proxy itself saw (see client-address.ts). */
function forwardedAddress(request: IncomingMessage): string | null {
  const header = request.headers['x-forwarded-for'];
  const value = Array.isArray(header) ? header.join(',') : header;
  const last = value
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .pop();
  return last ? last.slice(0, 64) : null;
}

const hasBody = (request: IncomingMessage) =>
  Number(request.headers['content-length'] ?? '0') > 0 ||
  /chunked/i.test(request.headers['transfer-encoding'] ?? '');

/** Closes a request whose body comes slower than the minimum rate (see the file's comment). */
function watchBody(request: IncomingMessage, limits: ConnectionLimits): void {
  const socket = request.socket;
  const needed = (limits.bodyMinBytesPerSecond * limits.bodyWindowMs) / 1000;
  let before = socket.bytesRead;
  const timer = setInterval(() => {
    if (request.complete || socket.destroyed) return clearInterval(timer);
    const now = socket.bytesRead;
    const came = now - before;
    before = now;
    // Bytes waiting unread in the request's buffer: the server is behind, not the client.
    if (request.readableLength > 0 || socket.isPaused()) return;
    if (came < needed) {
      clearInterval(timer);
      log.warn(
        { method: request.method, bytes: came },
        `Request body slower than ${limits.bodyMinBytesPerSecond} bytes/s over ` +
          `${limits.bodyWindowMs} ms; connection closed`,
      );
      socket.destroy();
    }
  }, limits.bodyWindowMs);
  timer.unref();
  request.once('end', () => clearInterval(timer));
  request.once('close', () => clearInterval(timer));
}

/** 429 to a client over its share, after reading (and discarding) what it sends, then close. */
function refuseOverShare(request: IncomingMessage, response: ServerResponse): void {
  const answer = () => {
    const body = JSON.stringify({
      message: 'Too many requests at once from your address. Please try again in a moment.',
    });
    response.writeHead(429, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      'Retry-After': '5',
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    response.end(body);
  };
  const length = Number(request.headers['content-length'] ?? '0');
  if (!hasBody(request) || length > DRAIN_CAP_BYTES) return answer();
  let read = 0;
  request.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_CAP_BYTES) request.socket.destroy();
  });
  request.once('end', answer);
  request.resume();
}

export function createNodeServer(
  fetch: (
    request: Request,
    env: { incoming: IncomingMessage; outgoing: ServerResponse },
  ) => unknown,
  limits: ConnectionLimits,
): Server {
  const listener = getRequestListener(fetch as Parameters<typeof getRequestListener>[0]);
  const cap = limits.maxConnectionsPerAddress;
  const inFlight = new Map<string, number>();
  const leave = (key: string) => {
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else inFlight.delete(key);
  };

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs),
      connectionsCheckingInterval: Math.max(50, Math.floor(limits.headersTimeoutMs / 4)),
    },
    (request, response) => observeRequest(request, response, () => answer(request, response)),
  );

  function answer(request: IncomingMessage, response: ServerResponse): void {
    if (hasBody(request)) watchBody(request, limits);
    const forwarded = cap > 0 && limits.trustProxy ? forwardedAddress(request) : null;
    if (forwarded) {
      const key = addressKey(forwarded);
      const count = inFlight.get(key) ?? 0;
      if (count >= cap) {
        noteRefused(key);
        return refuseOverShare(request, response);
      }
      inFlight.set(key, count + 1);
      response.once('close', () => leave(key));
    }
    void listener(request, response);
  }

  // One line at most every 10 s says that clients are being refused, and how many.
  let refused = 0;
  let warnedAt = 0;
  const noteRefused = (key: string) => {
    refused++;
    const now = Date.now();
    if (now - warnedAt < 10_000) return;
    warnedAt = now;
    log.warn(
      { refused, lastFrom: key },
      `Over ${cap} ${limits.trustProxy ? 'requests in flight' : 'open connections'} per address: ` +
        'refused in the last 10 s',
    );
    refused = 0;
  };

  if (cap > 0 && !limits.trustProxy) {
    const open = new Map<string, number>();
    server.on('connection', (socket: Socket) => {
      const key = addressKey(socket.remoteAddress ?? 'unknown');
      const count = open.get(key) ?? 0;
      if (count >= cap) {
        socket.destroy();
        noteRefused(key);
        return;
      }
      open.set(key, count + 1);
      socket.once('close', () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    });
  }
  return server;
}
