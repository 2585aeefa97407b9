/**
 * Marks a listing active, paused or sold. Like every write: the local copy changes at once
 * (marked as waiting) and the outbox item is recorded in the same transaction; the sync engine
 * sends it when it can. A status change not yet sent is replaced by the newer one.
 */
import type { ListingStatus } from '@/domain/listing-status';
import { dbFor } from './db';
import {
  enqueue,
  isLocalListingId,
  listingIdOf,
  notifyOutboxChanged,
  serverIdFor,
} from './outbox-repo';

export async function setListingStatus(
  sellerId: string,
  listingId: string,
  status: ListingStatus,
): Promise<string> {
  const db = dbFor(sellerId);
  let itemId = '';
  await db.transaction('rw', [db.listings, db.outbox, db.meta], async () => {
    // A page opened on a listing made on this device may act after the server confirmed it.
    if (isLocalListingId(listingId) && !(await db.listings.get(listingId))) {
      listingId = (await serverIdFor(sellerId, listingId)) ?? listingId;
    }
    const current = await db.listings.get(listingId);
    if (!current) throw new Error('This listing is no longer on this device');
    const waiting = await db.outbox
      .filter(
        (item) =>
          item.kind === 'listing.status' &&
          listingIdOf(item) === listingId &&
          item.status !== 'running',
      )
      .primaryKeys();
    await db.outbox.bulkDelete(waiting);
    // Any status the seller sets clears the marketplace's pause reason; reactivating confirms.
    await db.listings.update(listingId, {
      status,
      pausedReason: undefined,
      ...(status === 'active' ? { checkIn: undefined } : {}),
      syncState: 'pending',
    });
    const item = await enqueue(db, sellerId, {
      kind: 'listing.status',
      payload: { listingId, status },
    });
    itemId = item.id;
  });
  notifyOutboxChanged();
  return itemId;
}

/**
 * "Still available? Confirm": the listing's pending check-in is answered. Like every write, the
 * local copy changes at once and the outbox item is recorded in the same transaction; a confirm
 * not yet sent stands for any later one.
 */
export async function confirmListing(sellerId: string, listingId: string): Promise<string> {
  const db = dbFor(sellerId);
  let itemId = '';
  await db.transaction('rw', [db.listings, db.outbox, db.meta], async () => {
    if (isLocalListingId(listingId) && !(await db.listings.get(listingId))) {
      listingId = (await serverIdFor(sellerId, listingId)) ?? listingId;
    }
    const current = await db.listings.get(listingId);
    if (!current) throw new Error('This listing is no longer on this device');
    const waiting = await db.outbox
      .filter(
        (item) =>
          item.kind === 'listing.confirm' &&
          listingIdOf(item) === listingId &&
          item.status !== 'running',
      )
      .primaryKeys();
    await db.outbox.bulkDelete(waiting);
    await db.listings.update(listingId, {
      checkIn: undefined,
      confirmedAt: new Date().toISOString(),
      syncState: 'pending',
    });
    const item = await enqueue(db, sellerId, { kind: 'listing.confirm', payload: { listingId } });
    itemId = item.id;
  });
  notifyOutboxChanged();
  return itemId;
}
