/**
 * Component-test harness: the app's fetch reaches
 * the real server (its own process, fresh data folder), so tests exercise real answers.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { dbFor, type LocalListing } from '@/app/local/db';
import { signIn } from '@/app/local/session';
import { startServer, requestLogin, type ServerHandle } from '../e2e/harness';

export interface LiveServer {
  handle: ServerHandle;
  /** Requests the app made, as 'METHOD /path', in order. */
  calls: string[];
  /** While true, every request of the app fails as if the network were down. */
  offline: boolean;
  /**
   * Answers a request of the app with a refusal instead of passing it on (for refusals the
   * device's own checks would stop before they reach the server); undefined passes it on.
   */
  refuse: (method: string, path: string) => { status: number; message: string } | undefined;
  /** A request of the test itself (not counted in `calls`). */
  request(
    path: string,
    init?: { method?: string; token?: string; body?: unknown },
  ): Promise<Response>;
  /** Signs a phone in with a code from the development chat; returns its session. */
  signInAs(phone: string): Promise<{ token: string; user: { _id: string; phone: string } }>;
  close(): Promise<void>;
}

const realFetch = globalThis.fetch;

/**
 * Starts the real server and points the app's fetch (relative `/api/...`) at it. `env` adds to
 * the server's environment (e.g. ADMIN_PHONES).
 */
export async function connectRealServer(env?: Record<string, string>): Promise<LiveServer> {
  const handle = await startServer({ build: false, env });
  const live: LiveServer = {
    handle,
    calls: [],
    offline: false,
    refuse: () => undefined,
    request: (path, init = {}) =>
      realFetch(`${handle.url}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
          ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      }),
    signInAs: async (phone) => {
      const { code } = await requestLogin(handle.url, phone);
      const response = await live.request('/api/users/verify-code', {
        method: 'POST',
        body: { lastThreeDigits: phone.slice(-3), code },
      });
      if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
      return (await response.json()) as { token: string; user: { _id: string; phone: string } };
    },
    close: () => handle.close(),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    live.calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (live.offline) throw new TypeError('Failed to fetch');
    const refusal = live.refuse(init?.method ?? 'GET', path);
    if (refusal)
      return new Response(JSON.stringify({ message: refusal.message }), {
        status: refusal.status,
        headers: { 'Content-Type': 'application/json' },
      });
    // jsdom's AbortSignal is not the one Node's fetch knows; time-outs are the client's concern.
    const { signal: _signal, ...rest } = init ?? {};
    return realFetch(`${handle.url}${path}`, rest);
  });
  return live;
}

/** A valid listing body for POST /api/listings. */
export function listingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'vehicle',
    subType: 'car',
    vehicleBrand: 'toyota',
    modelYear: '2015',
    title: 'Toyota Corolla 2015',
    description: 'Clean, one owner, full service history.',
    price: { type: 'fixed', amount: 8500 },
    city: 'harare',
    ...overrides,
  };
}

export function clearSession(): void {
  document.cookie = 'token=; Max-Age=0; Path=/';
  localStorage.clear();
}

/**
 * jsdom lays nothing out: every element measures as a 1200x800 window while the file's tests run,
 * so the virtualised table and cards have a height to fill with rows.
 */
export function layOutWindow(): void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  beforeAll(() => {
    HTMLElement.prototype.getBoundingClientRect = () =>
      ({
        ...{ x: 0, y: 0, top: 0, left: 0, bottom: 800, right: 1200, width: 1200, height: 800 },
        toJSON: () => ({}),
      }) as DOMRect;
  });
  afterAll(() => {
    HTMLElement.prototype.getBoundingClientRect = original;
  });
}

/** The seller the screens' tests sign in. */
export const SELLER = { _id: 'seller-1', phone: '263771234567', displayName: 'Tendai' };

/** A synced listing of `SELLER` as the device's store keeps it, with `fields` over the defaults. */
export function storedListing(id: string, fields: Partial<LocalListing>): LocalListing {
  return {
    _id: id,
    sellerId: SELLER._id,
    title: 'Untitled',
    type: 'electronics',
    features: [],
    images: [],
    views: 0,
    createdAt: '2025-01-05T10:00:00.000Z',
    syncState: 'synced',
    ...fields,
  };
}

/**
 * Each of the file's tests starts signed out, with the seller's store empty and no network
 * (every request fails, as offline), and ends with the page unmounted.
 */
export function offlineOnEmptyStore(sellerId: string = SELLER._id) {
  const db = dbFor(sellerId);
  beforeEach(async () => {
    clearSession();
    await Promise.all(db.tables.map((table) => table.clear()));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/**
 * The same, with `seller` signed in at the start of each test (and the seller's own record in
 * the store when `withUser`).
 */
export function signedInOffline(
  seller: { _id: string; phone: string; displayName: string },
  { withUser = false }: { withUser?: boolean } = {},
) {
  offlineOnEmptyStore(seller._id);
  beforeEach(async () => {
    signIn(seller, 'session-token');
    if (withUser) await dbFor(seller._id).users.put(seller);
  });
}
