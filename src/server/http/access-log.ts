/**
 * Every request, whoever answers it (a route, or a refusal over a client's share before the
 * app): a request id, taken from `X-Request-Id` when it is short and plain, made otherwise,
 * returned in the answer's `X-Request-Id` and carried by every log line written while
 * the request is handled; then one access line when the answer is written (method, route
 * pattern, status, duration, bytes, request id) and the HTTP metrics. The line never holds a
 * query string or a raw path: a sign-in link's token travels in both.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { log, requestScope, type RequestScope } from '@/server/logger';
import { httpDuration, httpRequests } from '@/server/metrics/registry';

const SAFE_ID = /^[\w.:-]{1,64}$/;

/** The caller's request id when it is short and plain (letters, digits, `_.:-`), else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && SAFE_ID.test(given) ? given : randomUUID();
}

/** Runs `handle` in the request's scope and writes its access line once the answer is sent. */
export function observeRequest(
  request: IncomingMessage,
  response: ServerResponse,
  handle: () => void,
): void {
  const started = process.hrtime.bigint();
  const scope: RequestScope = { requestId: requestIdOf(request.headers['x-request-id']) };
  response.setHeader('X-Request-Id', scope.requestId);
  const socket = request.socket;
  const writtenBefore = socket.bytesWritten;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = response.headersSent ? response.statusCode : 0;
    // No route noted: the answer came before the app (a refusal over a client's share).
    const route = scope.route ?? (status === 404 ? 'unmatched' : 'unrouted');
    const method = request.method ?? 'UNKNOWN';
    const labels = { method, route, status: String(status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, seconds);
    const line = {
      method,
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      bytes: socket.bytesWritten - writtenBefore,
      // An answer cut off before its end (the client left, or a limit closed the connection).
      ...(response.writableFinished ? {} : { aborted: true }),
    };
    requestScope.run(scope, () => log.info(line, 'request'));
  };
  response.once('finish', finish);
  response.once('close', finish);
  requestScope.run(scope, handle);
}

const wildcard = (path: string) => path.endsWith('*');

/**
 * The route pattern of a request (`/api/listings/:id`): the handler's own, or the route a
 * middleware refused for (a 413, a 401); null when no route but the catch-alls matched.
 */
export function routePattern(c: Context): string | null {
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex]?.path;
  if (answered && !wildcard(answered)) return answered;
  return routes.find((route) => !wildcard(route.path))?.path ?? null;
}

/**
 * Notes the route pattern that answered, for the access line and the metrics: an answer no route
 * gave (Not found) is 'unmatched', and the built app's files and page are '*'. The first
 * middleware of the app.
 */
export const noteRoute: MiddlewareHandler = async (c, next) => {
  await next();
  const scope = requestScope.getStore();
  if (!scope) return;
  scope.route = routePattern(c) ?? (c.res.status === 404 ? 'unmatched' : '*');
};
