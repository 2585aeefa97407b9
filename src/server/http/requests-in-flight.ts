/**
 * The requests a stop would cut: every request still open, with how much of its body arrived, so
 * the stop can say which uploads its time limit cut (and exit non-zero for its supervisor when
 * one was). Bytes are counted on the connection, never by reading the body (the app reads it).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

export interface OpenRequest {
  method: string;
  /** The path without its query (an upload's key is in it). */
  path: string;
  /**
   * Bytes of its body received: counted on the connection past the request's head (exact for a
   * body of declared length; with chunked encoding the chunks' framing counts too).
   */
  received: number;
  /** The body's declared length, when it declared one. */
  expected: number | null;
}

export interface RequestsInFlight {
  /** The requests not answered yet; `withBody`: true for those that carry a body (uploads). */
  open(): (OpenRequest & { withBody: boolean })[];
}

/** The bytes of a request's head as the client sent it: request line, headers, blank line. */
function headBytes(request: IncomingMessage): number {
  let bytes = Buffer.byteLength(
    `${request.method} ${request.url} HTTP/${request.httpVersion}\r\n\r\n`,
    'latin1',
  );
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) {
    bytes += Buffer.byteLength(
      `${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}\r\n`,
      'latin1',
    );
  }
  return bytes;
}

export function watchRequests(server: Server): RequestsInFlight {
  // Where on its connection each request began: where the one before it on the same
  // (keep-alive) connection ended.
  const ended = new WeakMap<Socket, number>();
  const open = new Map<IncomingMessage, { bytesAtStart: number }>();
  server.on('request', (request: IncomingMessage, response) => {
    const socket = request.socket;
    open.set(request, { bytesAtStart: (ended.get(socket) ?? 0) + headBytes(request) });
    request.once('end', () => ended.set(socket, socket.bytesRead));
    response.once('close', () => open.delete(request));
  });
  return {
    open: () =>
      [...open.entries()].map(([request, { bytesAtStart }]) => {
        const length = request.headers['content-length'];
        const expected = length === undefined ? null : Number(length);
        const chunked = /chunked/i.test(request.headers['transfer-encoding'] ?? '');
        const came = Math.max(0, request.socket.bytesRead - bytesAtStart);
        return {
          method: request.method ?? 'GET',
          path: (request.url ?? '').split('?')[0] ?? '',
          received: expected === null ? came : Math.min(came, expected),
          expected,
          withBody: (expected !== null && expected > 0) || chunked,
        };
      }),
  };
}

/** One log line for a request the stop cut. */
export function describeCut(request: OpenRequest): string {
  const of = request.expected === null ? '' : ` of ${request.expected}`;
  return `${request.method} ${request.path} (${request.received}${of} bytes received)`;
}
