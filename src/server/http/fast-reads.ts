/**
 * The hot reads answered before the router: `GET /api/listings` and `GET /api/listings/{id}`,
 * when both the session and the answer are already held in memory (the session cache trusts the
 * session now, the read cache holds a loaded answer within its TTL). Such a request is answered
 * straight to Node's response from the same header records and body as the routed handler's
 * (cached-answer.ts), without the Request, the context, the route match, the middleware chain,
 * the parameter validation and the Response the routed way builds: profiled at 50 connections,
 * that was most of a small cached answer's own time.
 *
 * It answers only where the routed way would give the very same answer, and leaves every other
 * request to the router, untouched: another method or path, a query string, a Host or body the
 * adapter would look at, no bearer token or more than one Authorization header, a session not
 * trusted from memory (so never on PostgreSQL, where each request asks the database; a signed-out
 * or suspended seller's entry is dropped, and a suspended seller is refused by the router with the
 * reason), an answer not loaded or past its TTL (the router refreshes it), a listing the seller
 * may not read (the router answers 404). Every write drops the cached answers it touched at once
 * (src/server/listings/fresh-reads.ts), so nothing is answered from before it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Listing } from '@/domain';
import { isAdminPhone } from '@/server/auth/users';
import type { FixedHeaders } from './api-headers';
import { cachedAnswer } from './cached-answer';
import { listingKey, listKey, type ReadCache } from '@/server/listings/read-cache';
import { bearerToken } from './session';
import type { SessionCache } from '@/server/auth/session-cache';
import { ID_PATTERN } from './validate';

const LIST_PATH = '/api/listings';
const ONE_PREFIX = '/api/listings/';
/** A Host the Node adapter takes as it is (its own pattern); any other goes through its checks. */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

export interface ReadsBeforeRouting {
  /** Answers the request when it can (true); false leaves it to the router, untouched. */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  /** How many requests it answered. */
  readonly answered: number;
}

export interface ReadsBeforeRoutingOptions {
  cache: ReadCache;
  sessions: SessionCache;
  adminPhones: readonly string[];
  fixedHeaders: FixedHeaders;
  /** The request clock in ms, as the session check reads it. */
  nowMs: () => number;
}

/** The one Authorization header's value; null when there is none or more than one. */
function onlyAuthorization(rawHeaders: string[]): string | null {
  let found: string | null = null;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length !== 13 || name.toLowerCase() !== 'authorization') continue;
    if (found !== null) return null;
    found = rawHeaders[i + 1]!;
  }
  return found;
}

export function readsBeforeRouting(options: ReadsBeforeRoutingOptions): ReadsBeforeRouting {
  const { cache, sessions, adminPhones, fixedHeaders, nowMs } = options;
  let answered = 0;

  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET') return false;
    const url = request.url;
    if (url === undefined || !url.startsWith(LIST_PATH)) return false;
    let id: string | null = null;
    if (url.length !== LIST_PATH.length) {
      if (!url.startsWith(ONE_PREFIX)) return false;
      id = url.slice(ONE_PREFIX.length);
      if (!ID_PATTERN.test(id)) return false;
    }
    const headers = request.headers;
    if (headers.host === undefined || !PLAIN_HOST.test(headers.host)) return false;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) {
      return false;
    }
    const token = bearerToken(onlyAuthorization(request.rawHeaders));
    if (!token) return false;
    const user = sessions.peek(token, nowMs());
    if (!user || user.suspendedAt) return false;
    const cached = cache.peek(id === null ? listKey(user.id) : listingKey(id));
    if (!cached) return false;
    if (id !== null) {
      const seller = (cached.data as Listing).seller;
      if (seller !== user.id && !isAdminPhone(user.phone, adminPhones)) return false;
    }
    const {
      status,
      headers: answerHeaders,
      body,
    } = cachedAnswer(headers['if-none-match'], headers['accept-encoding'], cached, fixedHeaders);
    response.writeHead(status, answerHeaders);
    if (body === null) response.end();
    else response.end(body);
    answered++;
    return true;
  };

  return {
    answer,
    get answered() {
      return answered;
    },
  };
}
