/**
 * The device's store: every seller screen renders from here (useLiveQuery), and every write is
 * recorded here first, together with its outbox item, in one transaction.
 *
 * Each seller has a database of their own (`dbFor(sellerId)`): on a phone shared by two sellers,
 * one never reads the other's listings, drafts, photos or waiting changes, and each seller's
 * changes are sent only under that seller's session.
 *
 * This class holds the schema only. Writes live in repositories (`*-repo.ts`) and in the outbox
 * kinds' mutators (`sync/mutators/`, applied through `sync/mutate.ts`), which wrap them in
 * `db.transaction('rw', ...)`; components never write to a database directly.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { Listing, User } from '@/domain';
import type { ListingDraft } from '@/domain/schemas/listing-draft';
import type { OutboxKind, OutboxPayloads } from './outbox-kinds';
import type { Failure } from './failure';
import { getCurrentUserId } from './session';

/** A listing as the server returns it (the domain's Listing), plus its local sync state. */
export type LocalListing = Omit<Listing, 'seller' | 'status' | 'leads'> & {
  /** Absent on a listing made on this device or stored before statuses existed: active. */
  status?: Listing['status'];
  /** Buyer chats the server counted; absent until it did. */
  leads?: number;
  sellerId: string;
  /** 'synced' came from the server; 'pending' waits in the outbox; 'failed' needs the seller. */
  syncState: 'synced' | 'pending' | 'failed';
  /** Created on this device and not yet confirmed by the server (its _id is a local id). */
  localOnly?: boolean;
};

/** The seller's profile as the server returns it (the domain's User, without the admin flag). */
export type LocalUser = Omit<User, 'isAdmin' | 'createdAt'>;

export interface LocalStats {
  sellerId: string;
  totalListings: number;
  totalViews: number;
  activeListings?: number;
  totalLeads?: number;
  pulledAt: string;
}

/** A listing being written in the editor, saved as the seller types. */
export interface Draft {
  id: string;
  sellerId: string;
  /** Set when the draft edits an existing listing. */
  listingId?: string;
  values: Record<string, unknown>;
  step: number;
  /** Local photo ids, in display order (the first is the thumbnail). */
  photoIds: string[];
  /** The listing's server version (updatedAt) the edit started from. */
  baseVersion?: string;
  /** The server's draft (begun in the chat) this one continues: publishing it removes that. */
  chatDraftId?: string;
  createdAt: string;
  updatedAt: string;
}

/** A draft kept on the server (begun in the WhatsApp chat), as the last pull brought it. */
export type ServerDraft = ListingDraft & { sellerId: string };

/** A compressed photo kept on the device until the server has it. */
export interface LocalPhoto {
  id: string;
  sellerId: string;
  draftId?: string;
  blob?: Blob;
  name: string;
  type: string;
  originalSize: number;
  compressedSize?: number;
  /** The server's file id once uploaded. */
  serverId?: string;
  /** When the server took the upload (ISO): one no listing shows is swept a day later. */
  uploadedAt?: string;
  status: 'compressing' | 'queued' | 'uploading' | 'done' | 'failed';
  /**
   * Set once its first slice went out (PATCH /files/uploads/{item id}): the bytes the server
   * confirmed. A later try asks the server where the upload stands before sending more.
   */
  slicesFrom?: number;
  progress?: number;
  error?: string;
  createdAt: string;
}

interface OutboxItemBase {
  /** Order of recording; the engine drains in this order. */
  seq?: number;
  /** Also the Idempotency-Key sent on every try of this item. */
  id: string;
  sellerId: string;
  status: 'pending' | 'running' | 'failed';
  attempts: number;
  /** When the next try may start (ms since epoch); 0 means now. */
  nextAttemptAt: number;
  /** Why the last try did not go through: a refusal (status 'failed') or a reason to wait. */
  failure?: Failure;
  createdAt: string;
}

/** One waiting change; `kind` tells the payload's shape (a discriminated union). */
export type OutboxItemOf<K extends OutboxKind> = OutboxItemBase & {
  kind: K;
  payload: OutboxPayloads[K];
};
export type OutboxItem = { [K in OutboxKind]: OutboxItemOf<K> }[OutboxKind];
export type { OutboxKind, OutboxPayloads };

export interface MetaEntry {
  key: string;
  value: string;
}

/** Name of the database of one seller. */
export const DB_PREFIX = 'seller-dashboard:';

export class SellerDb extends Dexie {
  users!: EntityTable<LocalUser, '_id'>;
  stats!: EntityTable<LocalStats, 'sellerId'>;
  listings!: EntityTable<LocalListing, '_id'>;
  drafts!: EntityTable<Draft, 'id'>;
  photos!: EntityTable<LocalPhoto, 'id'>;
  outbox!: EntityTable<OutboxItem, 'seq'>;
  meta!: EntityTable<MetaEntry, 'key'>;
  serverDrafts!: EntityTable<ServerDraft, 'id'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      users: '&_id',
      stats: '&sellerId',
      listings: '&_id, sellerId, [sellerId+createdAt], syncState',
      drafts: '&id, sellerId, updatedAt, listingId',
      photos: '&id, sellerId, draftId, serverId, status',
      outbox: '++seq, &id, sellerId, status, kind, [sellerId+status]',
      meta: '&key',
    });
    this.version(2).stores({ serverDrafts: '&id, sellerId' });
  }
}

const open = new Map<string, SellerDb>();

/** The database of one seller (opened once per page and kept). */
export function dbFor(sellerId: string): SellerDb {
  let found = open.get(sellerId);
  if (!found) {
    found = new SellerDb(DB_PREFIX + sellerId);
    open.set(sellerId, found);
  }
  return found;
}

/**
 * The signed-in seller's database, for screens and editor helpers that act for whoever is signed
 * in; null when nobody is. Repositories that are given a seller use `dbFor` instead.
 */
export function currentDb(): SellerDb | null {
  const sellerId = getCurrentUserId();
  return sellerId ? dbFor(sellerId) : null;
}
