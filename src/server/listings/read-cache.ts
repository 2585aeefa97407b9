/**
 * A small in-process cache for hot reads (a seller's listing list, one listing): concurrent
 * requests for the same key share one database query, and the serialized answer is reused for
 * TTL_MS. Every write in this process, whichever door it came through (the app's API, the bot,
 * an admin, a job; views and buyer chats counted too), drops the keys it touched once committed
 * (src/server/listings/fresh-reads.ts), so every read shows it at once. With a TTL of 0 nothing
 * is kept (several processes on one PostgreSQL: every read asks the database, so no process
 * answers from before a write made through another).
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FixedHeaders } from '@/server/http/api-headers';

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
  /** The answers' header records, made on first need (see cached-answer.ts). */
  headers?: AnswerHeaders;
}

/** The header records of one cached body's answers, for one set of fixed headers. */
export interface AnswerHeaders {
  fixed: FixedHeaders;
  notModified: Readonly<Record<string, string>>;
  plain: Readonly<Record<string, string>>;
  gzip?: Readonly<Record<string, string>>;
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

export const listKey = (sellerId: string) => `listings:${sellerId}`;
export const listingKey = (id: string) => `listing:${id}`;

/** A Buffer's bytes as a plain Uint8Array view (no copy), the type a Response body takes. */
export function ownBytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}
