/**
 * Every request's work before and after its route, in one middleware: the request's variables,
 * and for /api the body limit, the session, gzip, the fixed answer headers and, after a refusal that
 * left a body unread, that body read and discarded and `Connection: close`. Seven middlewares did this before; each cost
 * a step through Hono's dispatch and, after the handler, a Headers object built from the answer
 * to look at it. Profiled at 50 connections, that was the largest share of a small answer's
 * time. Answers made with `apiHeaders` already carry every header, so they are passed as built.
 */
import { promisify } from 'node:util';
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv, AppVariables } from '@/server/deps';
import { answerRefusalAfterBody } from './early-refusal';
import { hasApiHeaders } from './api-headers';
import { acceptsEncoding, GZIP_MIN_BYTES } from './cached-answer';
import { setResponseHeader } from './response-headers';
import { requestToken } from './session';
import { HttpErrorWithBody } from './errors';
import { suspendedBody } from '@/server/moderation/copy';
import { devChatEnabled } from '@/server/env';

const LOGOUT_PATH = '/api/users/logout';

export interface RequestPassOptions {
  deps: AppDeps;
  variables: Omit<AppVariables, 'user' | 'deps'>;
  /** Body size limits of /api requests with a body. */
  limits: { json: number; upload: number; slice: number; webhook: number };
  /** Turns a thrown error into the answer (the app's onError). */
  onError: (error: Error, c: Context<AppEnv>) => Response | Promise<Response>;
}

export function requestPass(options: RequestPassOptions): MiddlewareHandler<AppEnv> {
  const { deps, variables, onError } = options;
  const { cache, sessions, files, images, now, fixedHeaders } = variables;
  // Strict-Transport-Security only where the site is served over https (PUBLIC_URL says so).
  const hsts = fixedHeaders['Strict-Transport-Security'];
  const tooLarge = (limit: number) =>
    bodyLimit({
      maxSize: limit,
      onError: (c) =>
        c.json({ message: `The request body is too large (at most ${limit} bytes).` }, 413),
    });
  const uploadLimit = tooLarge(options.limits.upload);
  // A slice is read by its handler, which counts as it reads and keeps what arrived of a slice
  // cut off by a drop: only its declared length is checked here (the limit would buffer it).
  const sliceLimit = async (c: Context, next: Next) => {
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > options.limits.slice) {
      return c.json(
        { message: `The request body is too large (at most ${options.limits.slice} bytes).` },
        413,
      );
    }
    await next();
    return undefined;
  };
  const webhookLimit = tooLarge(options.limits.webhook);
  const jsonLimit = tooLarge(options.limits.json);
  const devChat = devChatEnabled(deps.env);

  const limitOf = (c: Context<AppEnv>) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return null;
    const path = c.req.path;
    if (path === '/api/files/upload') return uploadLimit;
    if (path.startsWith('/api/files/uploads/')) return sliceLimit;
    if (path.startsWith('/api/webhooks/')) return webhookLimit;
    // The development chat sends photos (base64) as WhatsApp would; only where it is on.
    if (path === '/api/dev/chat' && devChat) return uploadLimit;
    return jsonLimit;
  };

  const loadUser = async (c: Context<AppEnv>) => {
    const token = requestToken(c, deps.env.PUBLIC_URL);
    const user = token ? await sessions.lookup(deps.db, token, now()) : null;
    // A suspended seller's session works nowhere (the row is read afresh on every request on
    // PostgreSQL; the embedded database's cache is dropped when the suspension is made): every
    // request answers 401 with the reason, so the app can say it. Signing out still works.
    if (user?.suspendedAt) {
      if (c.req.path === LOGOUT_PATH) return;
      throw new HttpErrorWithBody(401, suspendedBody(user.suspensionReason));
    }
    c.set('user', user);
  };

  /** The route, behind the session; a throw becomes its answer here, so the headers still go on. */
  const answer = async (c: Context<AppEnv>, next: Next) => {
    try {
      const limit = limitOf(c);
      if (!limit) {
        await loadUser(c);
        return await next();
      }
      // The limit answers 413 itself, without calling what is behind it.
      const refused = await limit(c, async () => {
        await loadUser(c);
        await next();
      });
      if (refused) c.res = refused;
    } catch (caught) {
      if (!(caught instanceof Error)) throw caught;
      c.error = caught;
      c.res = await onError(caught, c);
    }
  };

  return async (c, next) => {
    c.set('deps', deps);
    c.set('cache', cache);
    c.set('sessions', sessions);
    c.set('files', files);
    c.set('images', images);
    c.set('now', now);
    c.set('fixedHeaders', fixedHeaders);
    c.set('user', null);
    if (!c.req.path.startsWith('/api/')) {
      await next();
      if (hsts) setResponseHeader(c, 'Strict-Transport-Security', hsts);
      return;
    }
    await answer(c, next);
    if (!hasApiHeaders(c.res)) {
      await compressJson(c);
      if (!c.res.headers.has('Cache-Control')) setResponseHeader(c, 'Cache-Control', 'no-store');
      for (const [name, value] of Object.entries(fixedHeaders)) setResponseHeader(c, name, value);
    }
    await answerRefusalAfterBody(c);
  };
}

const JSON_TYPE = /^application\/json/;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
/** Larger bodies are compressed off the event loop (in Node's thread pool). */
const COMPRESS_IN_LINE_MAX_BYTES = 64 * 1024;
const compressors = {
  gzip: { inLine: gzipSync, pooled: promisify(gzip) },
  deflate: { inLine: deflateSync, pooled: promisify(deflate) },
};

/**
 * A JSON answer of 1 KB or more travels compressed to a client that accepts it (mobile data is
 * slow and costly), with its Content-Length; a smaller one goes as it is, also with its length:
 * compressing a few hundred bytes saves next to nothing and costs both ends. Images are not
 * touched, nor an answer that says `no-transform` or is already encoded. Every JSON answer says
 * `Vary: Accept-Encoding`, as before.
 */
async function compressJson(c: Context<AppEnv>): Promise<void> {
  const res = c.res;
  if (res.status === 206 || c.req.method === 'HEAD') return;
  const headers = res.headers;
  if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return;
  const declared = headers.get('Content-Length');
  if (declared && Number(declared) < GZIP_MIN_BYTES) return;
  if (!JSON_TYPE.test(headers.get('Content-Type') ?? '')) return;
  if (NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')) return;
  const vary = headers.get('Vary');
  if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
    setResponseHeader(c, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  const accepted = c.req.header('accept-encoding');
  const encoding = acceptsEncoding(accepted, 'gzip')
    ? 'gzip'
    : acceptsEncoding(accepted, 'deflate')
      ? 'deflate'
      : null;
  // Setting Vary may have rebuilt the answer (one whose headers were not ours to change).
  const answer = c.res;
  if (!encoding || !answer.body) return;
  const plain = new Uint8Array(await answer.arrayBuffer());
  const sent = new Headers(answer.headers);
  let body: Uint8Array<ArrayBuffer> = plain;
  if (plain.byteLength >= GZIP_MIN_BYTES) {
    const { inLine, pooled } = compressors[encoding];
    const packed =
      plain.byteLength <= COMPRESS_IN_LINE_MAX_BYTES ? inLine(plain) : await pooled(plain);
    body = new Uint8Array(packed.buffer as ArrayBuffer, packed.byteOffset, packed.byteLength);
    sent.set('Content-Encoding', encoding);
    const etag = sent.get('ETag');
    if (etag && !etag.startsWith('W/')) sent.set('ETag', `W/${etag}`);
  }
  sent.set('Content-Length', String(body.byteLength));
  // Unset first: assigning over an answer would rebuild the new one around a stream and copy
  // the old one's headers onto it.
  c.res = undefined;
  c.res = new Response(body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: sent,
  });
}
