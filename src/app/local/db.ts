/**
 * The device's store: every seller screen renders from here (useLiveQuery), and every write is
 * recorded here first, together with its outbox item, in one transaction.
 *
 * This class holds the schema only. Writes live in repositories (`*-repo.ts`) that wrap them in
 * `db.transaction('rw', ...)`; components never write to `db` directly.
 */
import Dexie, { type EntityTable } from 'dexie';

/** A listing as the server returns it, plus its local sync state. */
export interface LocalListing {
  _id: string;
  sellerId: string;
  title: string;
  description?: string;
  type: string;
  subType?: string;
  city?: string;
  neighborhood?: string;
  address?: string;
  website?: string;
  features?: string[];
  images: string[];
  views: number;
  createdAt: string;
  updatedAt?: string;
  price?: {
    type?: string;
    amount?: number;
    minAmount?: number;
    maxAmount?: number;
    frequency?: string;
    description?: string;
    isNegotiable?: boolean;
  };
  realEstateDealType?: string;
  accommodationType?: string;
  vehicleBrand?: string;
  modelYear?: string;
  electronicBrand?: string;
  serviceType?: string;
  /** 'synced' came from the server; 'pending' waits in the outbox; 'failed' needs the seller. */
  syncState: 'synced' | 'pending' | 'failed';
  /** Created on this device and not yet confirmed by the server (its _id is a local id). */
  localOnly?: boolean;
}

export interface LocalUser {
  _id: string;
  phone: string;
  displayName?: string;
  contactNumber?: string;
  city?: string;
  address?: string;
  website?: string;
}

export interface LocalStats {
  sellerId: string;
  totalListings: number;
  totalViews: number;
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
  createdAt: string;
  updatedAt: string;
}

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
  status: 'compressing' | 'queued' | 'uploading' | 'done' | 'failed';
  progress?: number;
  error?: string;
  createdAt: string;
}

export type OutboxKind =
  | 'listing.create'
  | 'listing.update'
  | 'listing.delete'
  | 'photo.upload'
  | 'photo.delete'
  | 'profile.update';

export interface OutboxItem {
  /** Order of recording; the engine drains in this order. */
  seq?: number;
  /** Also the Idempotency-Key sent on every try of this item. */
  id: string;
  sellerId: string;
  kind: OutboxKind;
  payload: Record<string, unknown>;
  status: 'pending' | 'running' | 'failed';
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
  lastStatus?: number;
  createdAt: string;
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

export class SellerDb extends Dexie {
  users!: EntityTable<LocalUser, '_id'>;
  stats!: EntityTable<LocalStats, 'sellerId'>;
  listings!: EntityTable<LocalListing, '_id'>;
  drafts!: EntityTable<Draft, 'id'>;
  photos!: EntityTable<LocalPhoto, 'id'>;
  outbox!: EntityTable<OutboxItem, 'seq'>;
  meta!: EntityTable<MetaEntry, 'key'>;

  constructor(name = 'seller-dashboard') {
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
  }
}

export const db = new SellerDb();
