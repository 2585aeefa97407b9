/**
 * The one HTTP client of the app. Every call goes to the configured API base address (`/api` by
 * default, `VITE_API_BASE` to change it), carries the bearer credential, and turns every failure
 * into an ApiError whose `kind` says what went wrong: the network (`fetch`), a time-out
 * (`timeout`), an answer that is not the JSON we expected (`parse`), or an HTTP status (`http`).
 */
import type { ZodType } from 'zod';

export const API_BASE: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? '/api';

/** Requests that take longer than this are abandoned and reported as a time-out. */
export const DEFAULT_TIMEOUT_MS = 20_000;

export type ApiErrorKind = 'fetch' | 'timeout' | 'parse' | 'http';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly body: unknown = undefined,
    /** The Retry-After header of a 429 or 503, as sent. */
    readonly retryAfter: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Worth sending again later: the network, a time-out, 408, 429 and 5xx. */
  get retryable(): boolean {
    if (this.kind === 'fetch' || this.kind === 'timeout') return true;
    return this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart; a Blob as it is (say its type in headers). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Overrides the stored session token (sign-in by link sends the link's token). */
  token?: string | null;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Base address, for tests and the sync engine; defaults to API_BASE. */
  base?: string;
  fetchImpl?: typeof fetch;
}

type TokenGetter = () => string | null;
let getToken: TokenGetter = () => null;

/**
 * Where the client finds the session's credential. The app hands it the session's getter at
 * start (`router.ts`); until then requests carry no credential unless they pass `token`.
 */
export function setTokenGetter(getter: TokenGetter): void {
  getToken = getter;
}

/** Hears the answer's body: a suspended seller's 401 says why (code 'account_suspended'). */
type UnauthorizedListener = (body: unknown) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called on a 401 answer to a request made with the current session: the app signs the seller
 * out (keeping everything they wrote). A 401 to anything else (a sign-in link or code being
 * refused, a request made with a session that has since been replaced) leaves the session alone.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type ReachableListener = () => void;
const reachableListeners = new Set<ReachableListener>();

/**
 * Called whenever the server answered (any status but 408, 429 and 5xx): the link works, so the
 * sync engine stops waiting out a backoff it started when the link was down.
 */
export function onReachable(listener: ReachableListener): () => void {
  reachableListeners.add(listener);
  return () => reachableListeners.delete(listener);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.token === undefined ? getToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    timeoutMs,
  );
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', abortFromCaller);
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(`${options.base ?? API_BASE}${path}`, {
      method,
      headers,
      body: payload,
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    const timedOut =
      controller.signal.reason instanceof DOMException &&
      controller.signal.reason.name === 'TimeoutError';
    if (timedOut) throw new ApiError('timeout', 'The request timed out');
    if (options.signal?.aborted) throw error;
    throw new ApiError('fetch', error instanceof Error ? error.message : 'Network request failed');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  if (response.status < 500 && response.status !== 408 && response.status !== 429)
    reachableListeners.forEach((listener) => listener());
  const text = await response.text().catch(() => '');
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      if (response.ok)
        throw new ApiError(
          'parse',
          'The server answered with something that is not JSON',
          response.status,
          text,
        );
      data = text;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && token && token === getToken())
      unauthorizedListeners.forEach((listener) => listener(data));
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : typeof data === 'string' && data
          ? data
          : `Request failed with status ${response.status}`;
    throw new ApiError('http', message, response.status, data, response.headers.get('Retry-After'));
  }
  return data as T;
}

/**
 * A request whose answer is checked against a domain schema at the boundary: a wrong shape is
 * the same `parse` error as an answer that is not JSON, never half an object on a screen.
 */
export async function apiParsed<T>(
  schema: ZodType<T>,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const data = await apiRequest<unknown>(path, options);
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError('parse', `Unexpected answer from ${path}`, 200, data);
  return result.data;
}
