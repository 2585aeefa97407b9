/**
 * Every change a seller makes goes through here. Each function changes the local copy (so the
 * screens show it at once, marked as waiting) and records the outbox item in ONE transaction, then
 * nudges the sync engine. Nothing here talks to the network.
 */
import { db, type LocalListing, type LocalUser } from './db';
import {
  LOCAL_LISTING_PREFIX,
  enqueue,
  isLocalListingId,
  newId,
  serverIdFor,
  notifyOutboxChanged,
  type OutboxPayloads,
} from './outbox-repo';
import { isLocalPhotoId } from './photos-repo';

/** Listing fields as the API takes them (a cleaned form), without `images`. */
export type ListingFields = Record<string, unknown> & { title?: string; type?: string };

export interface ListingWrite {
  /** The cleaned form payload (empty values dropped, amounts as numbers). */
  listing: ListingFields;
  /** Image references in display order: local photo ids or server file ids. The first is the thumbnail. */
  images: string[];
  /** The draft this came from; it is removed in the same transaction. */
  draftId?: string;
}

export interface WriteResult {
  listingId: string;
  /** The outbox item recorded; the sync engine's `waitFor(itemId)` tells when the server has it. */
  itemId: string;
}

function localRow(
  base: Partial<LocalListing>,
  write: ListingWrite,
  sellerId: string,
): Omit<LocalListing, '_id'> {
  return {
    ...base,
    ...(write.listing as Partial<LocalListing>),
    sellerId,
    title: String(write.listing.title ?? base.title ?? ''),
    type: String(write.listing.type ?? base.type ?? ''),
    images: write.images,
    views: base.views ?? 0,
    createdAt: base.createdAt ?? new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    syncState: 'pending',
  };
}

/** Records a new listing under a local id (`local-...`), replaced by the server's id once sent. */
export async function createListing(sellerId: string, write: ListingWrite): Promise<WriteResult> {
  const listingId = newId(LOCAL_LISTING_PREFIX);
  let itemId = '';
  await db.transaction('rw', [db.listings, db.outbox, db.drafts], async () => {
    await db.listings.put({ ...localRow({}, write, sellerId), _id: listingId, localOnly: true });
    const item = await enqueue(sellerId, 'listing.create', {
      listingId,
      listing: { ...write.listing, images: write.images },
    });
    itemId = item.id;
    if (write.draftId) await db.drafts.delete(write.draftId);
  });
  notifyOutboxChanged();
  return { listingId, itemId };
}

/**
 * Records changes to a listing. For a listing the server has not confirmed yet, the waiting create
 * is rewritten instead (with a new Idempotency-Key, since its body changed). Server files dropped
 * from the gallery are deleted after the update is sent.
 */
export async function updateListing(
  sellerId: string,
  listingId: string,
  write: ListingWrite,
): Promise<WriteResult> {
  let itemId = '';
  await db.transaction('rw', [db.listings, db.outbox, db.drafts, db.meta], async () => {
    // An editor opened on a listing made on this device may save after the server confirmed it.
    if (isLocalListingId(listingId) && !(await db.listings.get(listingId))) {
      listingId = (await serverIdFor(listingId)) ?? listingId;
    }
    const current = await db.listings.get(listingId);
    if (!current) throw new Error('This listing is no longer on this device');
    const payload = { ...write.listing, images: write.images };
    const create = await db.outbox
      .where('sellerId')
      .equals(sellerId)
      .filter(
        (item) =>
          item.kind === 'listing.create' &&
          item.payload.listingId === listingId &&
          item.status !== 'running',
      )
      .first();
    if (create?.seq) {
      itemId = newId();
      await db.outbox.update(create.seq, {
        id: itemId,
        payload: { listingId, listing: payload },
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        lastError: undefined,
        lastStatus: undefined,
      });
    } else {
      const item = await enqueue(sellerId, 'listing.update', { listingId, listing: payload });
      itemId = item.id;
      const removed = current.images.filter(
        (image) => !isLocalPhotoId(image) && !write.images.includes(image),
      );
      for (const fileId of removed) await enqueue(sellerId, 'photo.delete', { fileId });
    }
    await db.listings.put({ ...localRow(current, write, sellerId), _id: listingId });
    if (write.draftId) await db.drafts.delete(write.draftId);
  });
  notifyOutboxChanged();
  return { listingId, itemId };
}

/**
 * Deletes a listing. A listing that never reached the server is simply forgotten with its waiting
 * items; otherwise the delete waits in the outbox (the server removes its images and views).
 */
export async function deleteListing(sellerId: string, listingId: string): Promise<void> {
  await db.transaction('rw', [db.listings, db.outbox, db.photos], async () => {
    const items = await db.outbox
      .where('sellerId')
      .equals(sellerId)
      .filter((item) => item.payload.listingId === listingId)
      .toArray();
    const inFlight = items.some((item) => item.status === 'running');
    const neverSent = items.some((item) => item.kind === 'listing.create') && !inFlight;
    // Changes not yet sent are moot once the listing goes.
    for (const item of items) {
      if (item.status !== 'running' && item.seq !== undefined) await db.outbox.delete(item.seq);
    }
    const listing = await db.listings.get(listingId);
    await db.listings.delete(listingId);
    if (neverSent) {
      // Its photos that already reached the server are removed there too.
      for (const ref of listing?.images ?? []) {
        if (!isLocalPhotoId(ref)) continue;
        const photo = await db.photos.get(ref);
        if (photo?.serverId) await enqueue(sellerId, 'photo.delete', { fileId: photo.serverId });
        else if (photo) await enqueue(sellerId, 'photo.delete', { photoId: photo.id });
      }
      return;
    }
    await enqueue(sellerId, 'listing.delete', { listingId });
  });
  notifyOutboxChanged();
}

export type ProfileFields = Pick<
  LocalUser,
  'displayName' | 'contactNumber' | 'city' | 'address' | 'website'
>;

/**
 * Records profile changes. Returns the outbox item id (the sync engine's `waitFor(id)` tells when
 * the server confirmed; its answer then replaces the stored user). An older profile change not yet
 * sent is folded into this one.
 */
export async function updateProfile(sellerId: string, user: ProfileFields): Promise<string> {
  let itemId = '';
  await db.transaction('rw', [db.users, db.outbox], async () => {
    const waiting = await db.outbox
      .where('sellerId')
      .equals(sellerId)
      .filter((item) => item.kind === 'profile.update' && item.status !== 'running')
      .toArray();
    let merged: Record<string, unknown> = {};
    for (const item of waiting) {
      merged = { ...merged, ...(item.payload as unknown as OutboxPayloads['profile.update']).user };
      if (item.seq !== undefined) await db.outbox.delete(item.seq);
    }
    merged = { ...merged, ...user };
    const current = await db.users.get(sellerId);
    if (current) await db.users.put({ ...current, ...user });
    const item = await enqueue(sellerId, 'profile.update', { userId: sellerId, user: merged });
    itemId = item.id;
  });
  notifyOutboxChanged();
  return itemId;
}
