/** What the sync engine is told at construction, and the status it reports to the screens. */
import type { SellerDb } from '@/app/local/db';
import type { Failure } from '@/app/local/failure';
import type { TransportOptions } from './send-context';
import type { SyncSession } from '@/app/sync/mutators/context';

export type SyncState = 'idle' | 'syncing' | 'offline' | 'retrying' | 'paused' | 'signed-out';

export interface SyncStatus {
  state: SyncState;
  /**
   * Whether the server took the last request. False after a network error, a time-out, 429 or a
   * 5xx, until a request gets through: the editor then lets photos waiting in the outbox count.
   */
  reachable: boolean;
  /** When the next automatic try happens (ms since epoch), if one is scheduled. */
  nextAttemptAt?: number;
  /** Why the last try did not get through. */
  failure?: Failure;
}

export interface SyncEngineOptions extends TransportOptions {
  /** The signed-in seller and credential, read before every request. */
  getSession: () => SyncSession | null;
  /** The database of a seller (defaults to the app's one per seller). */
  openDb?: (sellerId: string) => SellerDb;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a drop may last before the try in flight is cut (LINK_DROP_GRACE_MS). */
  linkDropGraceMs?: number;
  now?: () => number;
  random?: () => number;
}
