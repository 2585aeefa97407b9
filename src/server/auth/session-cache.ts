import { LRUCache } from 'lru-cache';
import { findSessionWithExpiry } from './sessions';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';

/** How long a looked-up session is trusted without asking the database again, on the embedded
 *  database only: one process owns that data folder, so every sign-out goes through it. On
 *  PostgreSQL, where several processes may serve, every request asks the database, so a sign-out
 *  through one process is refused by every other at once. */
export const SESSION_CACHE_MS = 5_000;
export const SESSION_CACHE_MAX = 10_000;

/**
 * Recently seen sessions, so a burst of requests does not look the same token up every time.
 * Profile changes, suspensions and restorations drop the user's entries at once, whichever door
 * they came through (src/server/listings/fresh-reads.ts), and a sign-out its token (forgetToken). Bounded: the least recently used entry goes when it is full.
 */
export class SessionCache {
  private entries = new LRUCache<string, { user: UserRow; until: number }>({
    max: SESSION_CACHE_MAX,
  });

  /** `ttlMs` 0: nothing is trusted from memory (several processes share the database). */
  constructor(private readonly ttlMs = SESSION_CACHE_MS) {}

  get size(): number {
    return this.entries.size;
  }

  async lookup(db: Db, token: string, now: Date): Promise<UserRow | null> {
    const trusted = this.peek(token, now.getTime());
    if (trusted) return trusted;
    const found = await findSessionWithExpiry(db, token, now);
    if (!found) {
      this.entries.delete(token);
      return null;
    }
    this.remember(token, found, now);
    return found.user;
  }

  /** The session's user as `lookup` answers it from memory at `time` (ms), else undefined. */
  private peek(token: string, time: number): UserRow | undefined {
    const hit = this.entries.get(token);
    return hit && hit.until > time ? hit.user : undefined;
  }

  remember(token: string, found: { user: UserRow; expiresAt: Date }, now: Date): void {
    if (this.ttlMs <= 0) return;
    this.entries.set(token, {
      user: found.user,
      until: Math.min(now.getTime() + this.ttlMs, found.expiresAt.getTime()),
    });
  }

  forgetToken(token: string): void {
    this.entries.delete(token);
  }

  forgetUser(userId: string): void {
    for (const [token, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(token);
    }
  }
}
