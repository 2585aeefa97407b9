/**
 * A small in-process cache for hot reads (a seller's listing list, one listing): concurrent
 * requests for the same key share one database query, and the serialized answer is reused for
 * TTL_MS. Writes through this server drop the keys they touch at once, so a seller always reads
 * their own writes; what changes elsewhere (view counts recorded by the bot, another server on
 * the same PostgreSQL) shows within TTL_MS. With a TTL of 0 nothing is kept (several processes
 * on one PostgreSQL: every read asks the database, so no process answers from before a write
 * made through another).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { withApiHeaders, type FixedHeaders } from './api-headers';

export const READ_CACHE_TTL_MS = 2000;
/** Bounded: past this many keys the least recently used entry goes. */
export const READ_CACHE_MAX_ENTRIES = 5000;

export interface CachedBody {
  body: string;
  etag: string;
  /** The value before serialization; read it, never change it. */
  data: unknown;
  /** The body as UTF-8 bytes, encoded once instead of on every answer. */
  bytes: Uint8Array<ArrayBuffer>;
  /** The body gzipped, made on first need. */
  gzipped?: Uint8Array<ArrayBuffer>;
}

interface Entry {
  value: Promise<CachedBody | null>;
  expires: number;
  refreshing: boolean;
}

export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  /**
   * Bumped by every invalidation of a key, to spot loads that may predate a write. Kept for more
   * keys than the entries, so a load still running rarely outlives the version it started from.
   */
  private readonly versions: LRUCache<string, number>;

  constructor(
    private readonly ttlMs = READ_CACHE_TTL_MS,
    maxEntries = READ_CACHE_MAX_ENTRIES,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
    this.versions = new LRUCache({ max: maxEntries * 4 });
  }

  /** Keys held now (answers and invalidation versions): never more than the caps. */
  get size(): { entries: number; versions: number } {
    return { entries: this.entries.size, versions: this.versions.size };
  }

  /**
   * The cached answer, or the loader's (null means 'not found' and is not kept). An entry past
   * its TTL is still answered while one refresh runs in the background, so no request waits
   * for a reload; an invalidated entry is gone and never answered.
   */
  get(key: string, load: () => Promise<unknown | null>): Promise<CachedBody | null> {
    if (this.ttlMs <= 0) return load().then((data) => (data === null ? null : toCachedBody(data)));
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit && !hit.refreshing) {
      hit.refreshing = true;
      void this.load(key, load, now).catch(() => undefined);
      return hit.value;
    }
    if (hit) return hit.value;
    return this.load(key, load, now);
  }

  private load(key: string, load: () => Promise<unknown | null>, now: number) {
    const version = this.versions.get(key) ?? 0;
    const value = load().then((data) => (data === null ? null : toCachedBody(data)));
    const entry: Entry = { value, expires: now + this.ttlMs, refreshing: false };
    const previous = this.entries.get(key);
    // A first load is shared at once; a refresh replaces the entry only when it is done.
    if (!previous) this.entries.set(key, entry);
    value.then(
      (result) => {
        const current = this.entries.get(key);
        const stale = version !== (this.versions.get(key) ?? 0);
        if (result === null || stale) {
          // Not found, or a write landed while loading: keep nothing that may predate it.
          if (current === entry || current === previous) this.entries.delete(key);
          return;
        }
        if (previous && current === previous) {
          entry.expires = Date.now() + this.ttlMs;
          this.entries.set(key, entry);
        }
      },
      () => {
        const current = this.entries.get(key);
        if (current === entry || current === previous) this.entries.delete(key);
      },
    );
    return value;
  }

  invalidate(...keys: string[]): void {
    for (const key of keys) {
      this.entries.delete(key);
      this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
    }
  }
}

/** The answer to keep: its JSON, the bytes of it and a weak ETag (gzip and plain are one answer). */
function toCachedBody(data: unknown): CachedBody {
  const body = JSON.stringify(data);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, data, etag, bytes: ownBytes(Buffer.from(body)) };
}

/** Up to this many characters, an answer's body is sent as its string (see cachedJson). */
const SMALL_BODY_CHARS = 16 * 1024;

export const listKey = (sellerId: string) => `listings:${sellerId}`;
export const listingKey = (id: string) => `listing:${id}`;

/** A Buffer's bytes as a plain Uint8Array view (no copy), the type a Response body takes. */
function ownBytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

/**
 * Answers a cached body as JSON (gzipped when the client takes it), or 304 when unchanged, with
 * the headers every /api answer carries, so it goes out as built.
 */
export function cachedJson(
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
  cached: CachedBody,
  fixedHeaders: FixedHeaders,
): Response {
  const headers: Record<string, string> = {
    ...fixedHeaders,
    'Content-Type': 'application/json; charset=UTF-8',
    ETag: cached.etag,
    'Cache-Control': 'private, no-cache',
    Vary: 'Accept-Encoding',
  };
  if (ifNoneMatch && etagMatches(ifNoneMatch, cached.etag)) {
    return withApiHeaders(new Response(null, { status: 304, headers }));
  }
  if (cached.body.length >= 1024 && acceptsGzip(acceptEncoding)) {
    cached.gzipped ??= ownBytes(gzipSync(cached.bytes));
    headers['Content-Encoding'] = 'gzip';
    return withApiHeaders(new Response(cached.gzipped, { status: 200, headers }));
  }
  // A small body goes as its string: Node then writes headers and body in one buffer, which
  // measured faster at 50 connections than headers plus a separate byte buffer.
  const body = cached.body.length <= SMALL_BODY_CHARS ? cached.body : cached.bytes;
  return withApiHeaders(new Response(body, { status: 200, headers }));
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
