/**
 * The sync engine against the real server, in process: the Hono app answers through a fetch
 * adapter, and a fault hook in front of it can refuse, delay or lose answers the way a failing
 * mobile link does.
 */
import sharp from 'sharp';
import {
  createTestServer,
  type SignedIn,
  type TestServer,
  type TestServerOptions,
} from '../../server/helpers';
import type { SellerDb } from '@/app/local/db';
import { SyncEngine, type SyncEngineOptions } from '@/app/sync/engine';

export const API = 'http://localhost/api';

/**
 * Decides the fate of one request before it reaches the server ('pass', 'fail' = network error,
 * 'status' = that HTTP status, 'hang' = no answer until aborted) and after it ('lose' = the server
 * committed but the answer never arrives, 'never' = the answer never arrives and nothing aborts).
 */
export type Fault =
  | { before: 'pass'; after?: 'deliver' | 'lose' | 'never' }
  | { before: 'fail' }
  | { before: 'hang' }
  /** The link drops after `bytes` of the body reached the server: the client sees a network error. */
  | { before: 'cut'; bytes: number }
  | { before: 'status'; status: number; retryAfter?: string };

export interface Call {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  /** Where a photo slice starts (PATCH /files/uploads/{key}). */
  uploadOffset: number | null;
}

export interface FaultyServer {
  server: TestServer;
  fetch: typeof fetch;
  calls: Call[];
  /** When each call arrived (ms since epoch). */
  times: number[];
  /** Set per test: the fault for each call (default: pass). */
  fault: (call: Call, index: number) => Fault;
}

export async function startFaultyServer(options: TestServerOptions = {}): Promise<FaultyServer> {
  const server = await createTestServer(options);
  const faulty: FaultyServer = {
    server,
    calls: [],
    times: [],
    fault: () => ({ before: 'pass' }),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const headers = new Headers(init?.headers);
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        idempotencyKey: headers.get('Idempotency-Key'),
        authorization: headers.get('Authorization'),
        uploadOffset: headers.has('Upload-Offset') ? Number(headers.get('Upload-Offset')) : null,
      };
      const fault = faulty.fault(call, faulty.calls.length);
      faulty.calls.push(call);
      faulty.times.push(Date.now());
      const signal = init?.signal;
      const aborted = () =>
        new Promise<never>((_, reject) => {
          if (signal?.aborted) reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason));
        });
      if (fault.before === 'fail') throw new TypeError('fetch failed');
      if (fault.before === 'hang') return aborted();
      if (fault.before === 'status') {
        return new Response(JSON.stringify({ message: `Injected ${fault.status}` }), {
          status: fault.status,
          headers: {
            'Content-Type': 'application/json',
            ...(fault.retryAfter ? { 'Retry-After': fault.retryAfter } : {}),
          },
        });
      }
      const bindings = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
      if (fault.before === 'cut') {
        const body = new Uint8Array(await new Response(init?.body).arrayBuffer());
        let given = false;
        const cut = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (given) return controller.error(new Error('aborted'));
            given = true;
            controller.enqueue(body.subarray(0, fault.bytes));
          },
        });
        // As a browser sends a Blob: its length declared.
        headers.set('Content-Length', String(body.length));
        const request = { method: call.method, headers, body: cut, duplex: 'half' };
        await (await server.app.request(url.toString(), request as RequestInit, bindings)).text();
        throw new TypeError('fetch failed');
      }
      const response = await server.app.request(
        url.toString(),
        { method: call.method, headers, body: init?.body ?? undefined },
        bindings,
      );
      if (fault.after === 'lose') {
        await response.arrayBuffer();
        throw new TypeError('fetch failed');
      }
      if (fault.after === 'never') return new Promise<never>(() => undefined);
      return response;
    }) as typeof fetch,
  };
  return faulty;
}

/** Calls that sent a photo: whole (POST /files/upload) or a slice (PATCH /files/uploads/{key}). */
export const photoSends = (calls: Call[]): Call[] =>
  calls.filter(
    (c) =>
      (c.method === 'POST' && c.path === '/api/files/upload') ||
      (c.method === 'PATCH' && c.path.startsWith('/api/files/uploads/')),
  );

/** An engine over the given seller databases (the app's own, `dbFor`, unless told otherwise). */
export function makeEngine(
  faulty: FaultyServer,
  session: () => { sellerId: string; token: string } | null,
  options: Partial<SyncEngineOptions> = {},
): SyncEngine {
  return new SyncEngine({
    getSession: session,
    base: API,
    fetchImpl: faulty.fetch,
    retryBaseMs: 5,
    retryMaxMs: 20,
    requestTimeoutMs: 200,
    ...options,
  });
}

/** Resolves once the engine has nothing left to send now (or fails the test after a while). */
export async function settled(db: SellerDb, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await db.outbox.filter((item) => item.status !== 'failed').count();
    if (open === 0) return;
    if (Date.now() > until) throw new Error(`outbox still holds ${open} item(s)`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function sampleJpeg(width = 800, height = 600): Promise<Blob> {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' });
}

export async function serverListings(server: TestServer, seller: SignedIn) {
  const response = await server.request('/api/listings', { token: seller.token });
  return (await response.json()) as Array<{ _id: string; title: string; images: string[] }>;
}
