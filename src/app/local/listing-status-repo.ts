/**
 * A listing's status and confirmation, set from My Listings and the listing's page. Like every
 * write: the local copy changes at once (marked as waiting) and the outbox item is recorded in the
 * same transaction; the sync engine sends it when it can. One not yet sent is replaced by the
 * newer one of its kind.
 */
import type { ListingStatus } from '@/domain/listing-status';
import { dbFor, type LocalListing } from './db';
import { enqueue, listingIdOf, listingOnDevice, notifyOutboxChanged } from './outbox-repo';

/**
 * Records one change of the listing's state: the waiting item of the same kind is dropped, the
 * local copy takes `change`, and the new item is queued. Returns the item's id.
 */
async function replaceListingChange(
  sellerId: string,
  listingId: string,
  kind: 'listing.status' | 'listing.confirm',
  change: Partial<LocalListing>,
  item: (listingId: string) => Parameters<typeof enqueue>[2],
): Promise<string> {
  const db = dbFor(sellerId);
  let itemId = '';
  await db.transaction('rw', [db.listings, db.outbox, db.meta], async () => {
    const id = (await listingOnDevice(db, sellerId, listingId))._id;
    const waiting = await db.outbox
      .filter((item) => item.kind === kind && listingIdOf(item) === id && item.status !== 'running')
      .primaryKeys();
    await db.outbox.bulkDelete(waiting);
    await db.listings.update(id, { ...change, syncState: 'pending' });
    itemId = (await enqueue(db, sellerId, item(id))).id;
  });
  notifyOutboxChanged();
  return itemId;
}

/** Marks a listing active, paused or sold. */
export function setListingStatus(
  sellerId: string,
  listingId: string,
  status: ListingStatus,
): Promise<string> {
  // Any status the seller sets clears the marketplace's pause reason; reactivating confirms.
  const change = {
    status,
    pausedReason: undefined,
    ...(status === 'active' ? { checkIn: undefined } : {}),
  };
  return replaceListingChange(sellerId, listingId, 'listing.status', change, (id) => ({
    kind: 'listing.status',
    payload: { listingId: id, status },
  }));
}

/** "Still available? Confirm": the listing's pending check-in is answered. */
export function confirmListing(sellerId: string, listingId: string): Promise<string> {
  const change = { checkIn: undefined, confirmedAt: new Date().toISOString() };
  return replaceListingChange(sellerId, listingId, 'listing.confirm', change, (id) => ({
    kind: 'listing.confirm',
    payload: { listingId: id },
  }));
}
