/**
 * The answer to a cached read (see listings/read-cache.ts), as the listing routes send it: JSON,
 * gzipped when the client takes it, or 304 when unchanged, with the headers every /api answer
 * carries and its Content-Length. The header records are made once per cached body and shared by
 * every answer of it (frozen: nothing may change them).
 */
import { gzipSync } from 'node:zlib';
import { withApiHeaders, type FixedHeaders } from './api-headers';
import { ownBytes, type AnswerHeaders, type CachedBody } from '@/server/listings/read-cache';

/** Up to this many characters, an answer's body is sent as its string, else as its bytes. */
const SMALL_BODY_CHARS = 16 * 1024;
/** Smaller bodies are sent as they are: gzip would save a few bytes at a cost on both ends. */
export const GZIP_MIN_BYTES = 1024;

function headersOf(cached: CachedBody, fixed: FixedHeaders): AnswerHeaders {
  if (cached.headers?.fixed === fixed) return cached.headers;
  const common = {
    ...fixed,
    'Content-Type': 'application/json; charset=UTF-8',
    ETag: cached.etag,
    'Cache-Control': 'private, no-cache',
    Vary: 'Accept-Encoding',
  };
  cached.headers = {
    fixed,
    notModified: Object.freeze(common),
    plain: Object.freeze({ ...common, 'Content-Length': String(cached.bytes.byteLength) }),
  };
  return cached.headers;
}

/**
 * Answers a cached body as a Response, marked as carrying every /api header, so it goes out as
 * built.
 */
export function cachedJson(
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
  cached: CachedBody,
  fixedHeaders: FixedHeaders,
): Response {
  const headers = headersOf(cached, fixedHeaders);
  if (ifNoneMatch && etagMatches(ifNoneMatch, cached.etag)) {
    return withApiHeaders(new Response(null, { status: 304, headers: headers.notModified }));
  }
  if (cached.bytes.byteLength >= GZIP_MIN_BYTES && acceptsGzip(acceptEncoding)) {
    cached.gzipped ??= ownBytes(gzipSync(cached.bytes));
    headers.gzip ??= Object.freeze({
      ...headers.notModified,
      'Content-Encoding': 'gzip',
      'Content-Length': String(cached.gzipped.byteLength),
    });
    return withApiHeaders(new Response(cached.gzipped, { status: 200, headers: headers.gzip }));
  }
  // A small body goes as its string: the Node adapter then writes headers and body in one buffer.
  const body = cached.body.length <= SMALL_BODY_CHARS ? cached.body : cached.bytes;
  return withApiHeaders(new Response(body, { status: 200, headers: headers.plain }));
}

/** If-None-Match compares weakly: W/"x" and "x" are the same version. */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptsEncoding(acceptEncoding, 'gzip');
}

/** Whether Accept-Encoding allows `encoding` (named, not refused with q=0). */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: string): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (name?.toLowerCase() !== encoding) return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
