/**
 * The durable outbox: every change a seller makes is recorded here, in the same transaction that
 * changes the local copy, and the sync engine sends the items to the server in order.
 *
 * An item's `id` is also the Idempotency-Key sent with every try, so a retry after a lost answer
 * never creates a second listing or file. An item is deleted only once the server confirmed it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxItem, type OutboxKind } from './db';

/** Payload of each kind of outbox item. Listing and photo ids may be local until the server confirmed them. */
export interface OutboxPayloads {
  'listing.create': { listingId: string; listing: Record<string, unknown> };
  'listing.update': { listingId: string; listing: Record<string, unknown> };
  'listing.delete': { listingId: string };
  'photo.upload': { photoId: string };
  /** `photoId` when the photo may still be uploading; `fileId` when the server id is known. */
  'photo.delete': { photoId?: string; fileId?: string };
  'profile.update': { userId: string; user: Record<string, unknown> };
}

export const LISTING_KINDS: readonly OutboxKind[] = [
  'listing.create',
  'listing.update',
  'listing.delete',
];

/** A random id, used for outbox items, drafts, photos and listings made on this device. */
export function newId(prefix = ''): string {
  const uuid =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
  return prefix + uuid;
}

/** Local listing ids carry this prefix, so any screen can tell them from server ids. */
export const LOCAL_LISTING_PREFIX = 'local-';

export function isLocalListingId(id: string): boolean {
  return id.startsWith(LOCAL_LISTING_PREFIX);
}

/** Key prefix in the meta table mapping a local listing id to the id the server gave it. */
export const LISTING_ID_KEY = 'listing-id:';

/**
 * The server's id for a listing first made on this device, once the server confirmed it. A page
 * open at /listing/local-... (or the editor) uses it to follow the listing to its new id.
 */
export async function serverIdFor(localId: string): Promise<string | undefined> {
  const entry = await db.meta.get(LISTING_ID_KEY + localId);
  return typeof entry?.value === 'string' ? entry.value : undefined;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** The sync engine listens here, so a write is sent as soon as it is recorded. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyOutboxChanged(): void {
  listeners.forEach((listener) => listener());
}

/**
 * Records an item. Call it inside the `db.transaction('rw', ...)` that changes the local copy
 * (the transaction must include `db.outbox`), then call `notifyOutboxChanged()` after it commits.
 */
export async function enqueue<K extends OutboxKind>(
  sellerId: string,
  kind: K,
  payload: OutboxPayloads[K],
): Promise<OutboxItem> {
  const item: OutboxItem = {
    id: newId(),
    sellerId,
    kind,
    payload: payload as unknown as Record<string, unknown>,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: new Date().toISOString(),
  };
  item.seq = await db.outbox.add(item);
  return item;
}

/** The seller's items in the order they will be sent. */
export function sellerItems(sellerId: string): Promise<OutboxItem[]> {
  return db.outbox.where('sellerId').equals(sellerId).sortBy('seq');
}

/**
 * Listings with changes still waiting in the outbox (or made on this device only). A pull must not
 * overwrite or delete these: the local copy is newer than the server's.
 */
export async function pendingListingIds(sellerId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  const items = await db.outbox.where('sellerId').equals(sellerId).toArray();
  for (const item of items) {
    if (LISTING_KINDS.includes(item.kind)) ids.add(String(item.payload.listingId));
  }
  const unsynced = await db.listings
    .where('sellerId')
    .equals(sellerId)
    .filter((listing) => listing.syncState !== 'synced' || listing.localOnly === true)
    .primaryKeys();
  unsynced.forEach((id) => ids.add(id));
  return ids;
}

/** Sends a failed item again: the seller fixed the cause or wants one more try. */
export async function retryItem(id: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.listings, async () => {
    const item = await db.outbox.where('id').equals(id).first();
    if (!item?.seq) return;
    await db.outbox.update(item.seq, {
      status: 'pending',
      nextAttemptAt: 0,
      lastError: undefined,
      lastStatus: undefined,
    });
    const listingId = item.payload.listingId;
    if (typeof listingId === 'string') {
      await db.listings.update(listingId, { syncState: 'pending' });
    }
  });
  notifyOutboxChanged();
}

/**
 * Drops an item the server refused. What was recorded locally for it is undone where the device
 * can do so alone: a listing that never reached the server is removed; for other changes the next
 * pull brings back the server's copy.
 */
export async function discardItem(id: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.listings, db.photos], async () => {
    const item = await db.outbox.where('id').equals(id).first();
    if (!item?.seq) return;
    await db.outbox.delete(item.seq);
    const listingId = item.payload.listingId;
    if (typeof listingId !== 'string') return;
    const others = await db.outbox
      .where('sellerId')
      .equals(item.sellerId)
      .filter((other) => other.payload.listingId === listingId)
      .count();
    if (item.kind === 'listing.create') {
      await db.listings.delete(listingId);
    } else if (others === 0) {
      await db.listings.update(listingId, { syncState: 'synced' });
    }
  });
  notifyOutboxChanged();
}

export interface OutboxSummary {
  /** Changes waiting to be sent (including the one being sent). */
  waiting: number;
  /** Changes the server refused; the seller decides: fix, retry or discard. */
  failed: OutboxItem[];
  items: OutboxItem[];
}

const EMPTY_SUMMARY: OutboxSummary = { waiting: 0, failed: [], items: [] };

/** What the seller sees about their outbox: how many changes wait and which failed. */
export function useOutboxSummary(sellerId: string | null | undefined): OutboxSummary {
  return (
    useLiveQuery(async () => {
      if (!sellerId) return EMPTY_SUMMARY;
      const items = await sellerItems(sellerId);
      return {
        waiting: items.filter((item) => item.status !== 'failed').length,
        failed: items.filter((item) => item.status === 'failed'),
        items,
      };
    }, [sellerId]) ?? EMPTY_SUMMARY
  );
}

/** A short sentence for a failed item, e.g. in a list of changes that need the seller. */
export function describeItem(item: OutboxItem): string {
  switch (item.kind) {
    case 'listing.create':
      return `New listing "${String((item.payload.listing as { title?: string } | undefined)?.title ?? '')}"`;
    case 'listing.update':
      return `Changes to "${String((item.payload.listing as { title?: string } | undefined)?.title ?? '')}"`;
    case 'listing.delete':
      return 'Deleting a listing';
    case 'photo.upload':
      return 'Photo upload';
    case 'photo.delete':
      return 'Removing a photo';
    case 'profile.update':
      return 'Profile changes';
  }
}
