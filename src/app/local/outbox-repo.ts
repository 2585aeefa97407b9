/**
 * The durable outbox: every change a seller makes is recorded here, in the same transaction that
 * changes the local copy, and the sync engine sends the items to the server in order.
 *
 * An item's `id` is also the Idempotency-Key sent with every try, so a retry after a lost answer
 * never creates a second listing or file. An item is deleted only once the server confirmed it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import {
  dbFor,
  type LocalListing,
  type MetaEntry,
  type OutboxItem,
  type OutboxKind,
  type SellerDb,
} from './db';
import type { OutboxPayloads } from './outbox-kinds';

export type { OutboxPayloads };

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

/** The listing an item changes, for the kinds that change one. */
export function listingIdOf(item: OutboxItem): string | undefined {
  return 'listingId' in item.payload ? item.payload.listingId : undefined;
}

/** Key prefix in the meta table mapping a local listing id to the id the server gave it. */
export const LISTING_ID_KEY = 'listing-id:';

/**
 * The server's id for a listing first made on this device, once the server confirmed it. A page
 * open at /listing/local-... (or the editor) uses it to follow the listing to its new id.
 */
export async function serverIdFor(sellerId: string, localId: string): Promise<string | undefined> {
  const entry: MetaEntry | undefined = await dbFor(sellerId).meta.get(LISTING_ID_KEY + localId);
  return entry?.value;
}

/**
 * The listing a write names, as this device holds it: a screen opened on a listing made on this
 * device may act after the server confirmed it (then it has the server's id). Throws when the
 * listing is no longer on this device.
 */
export async function listingOnDevice(
  db: SellerDb,
  sellerId: string,
  listingId: string,
): Promise<LocalListing> {
  let id = listingId;
  if (isLocalListingId(id) && !(await db.listings.get(id))) {
    id = (await serverIdFor(sellerId, id)) ?? id;
  }
  const current = await db.listings.get(id);
  if (!current) throw new Error('This listing is no longer on this device');
  return current;
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

/** A change to record: a kind and its payload. */
export type OutboxChange = {
  [K in OutboxKind]: { kind: K; payload: OutboxPayloads[K] };
}[OutboxKind];

/**
 * Records an item. Call it inside the `db.transaction('rw', ...)` that changes the local copy
 * (the transaction must include `db.outbox`), then call `notifyOutboxChanged()` after it commits.
 */
export async function enqueue(
  db: SellerDb,
  sellerId: string,
  change: OutboxChange,
): Promise<OutboxItem> {
  const item: OutboxItem = {
    ...change,
    id: newId(),
    sellerId,
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
  return dbFor(sellerId).outbox.orderBy('seq').toArray();
}

/**
 * Listings with changes still waiting in the outbox (or made on this device only). A pull must not
 * overwrite or delete these: the local copy is newer than the server's.
 */
export async function pendingListingIds(db: SellerDb): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const item of await db.outbox.toArray()) {
    const listingId = listingIdOf(item);
    if (listingId !== undefined) ids.add(listingId);
  }
  const unsynced = await db.listings
    .filter((listing) => listing.syncState !== 'synced' || listing.localOnly === true)
    .primaryKeys();
  unsynced.forEach((id) => ids.add(id));
  return ids;
}

/** Sends a failed item again: the seller fixed the cause or wants one more try. */
export async function retryItem(sellerId: string, id: string): Promise<void> {
  const db = dbFor(sellerId);
  await db.transaction('rw', db.outbox, db.listings, async () => {
    const item = await db.outbox.where('id').equals(id).first();
    if (item?.seq === undefined) return;
    await db.outbox.update(item.seq, { status: 'pending', nextAttemptAt: 0, failure: undefined });
    const listingId = listingIdOf(item);
    if (listingId !== undefined) await db.listings.update(listingId, { syncState: 'pending' });
  });
  notifyOutboxChanged();
}

/**
 * Drops an item the server refused. What was recorded locally for it is undone where the device
 * can do so alone: a listing that never reached the server is removed; for other changes the next
 * pull brings back the server's copy.
 */
export async function discardItem(sellerId: string, id: string): Promise<void> {
  const db = dbFor(sellerId);
  await db.transaction('rw', [db.outbox, db.listings, db.photos], async () => {
    const item = await db.outbox.where('id').equals(id).first();
    if (item?.seq === undefined) return;
    await db.outbox.delete(item.seq);
    const listingId = listingIdOf(item);
    if (listingId === undefined) return;
    const others = await db.outbox.filter((other) => listingIdOf(other) === listingId).count();
    if (item.kind === 'listing.create') await db.listings.delete(listingId);
    else if (others === 0) await db.listings.update(listingId, { syncState: 'synced' });
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
