/**
 * Every change a seller makes goes through here. Each function changes the local copy (so the
 * screens show it at once, marked as waiting) and records the outbox item in ONE transaction, then
 * nudges the sync engine. Nothing here talks to the network.
 *
 * A listing is checked with the domain's schema (the server's own) before it is recorded, so
 * nothing the server would refuse for its shape enters the outbox.
 */
import {
  cleanListingPayload,
  fieldErrorsOf,
  listingCreateSchema,
  parseListingUpdate,
  type ListingCreate,
  type ListingFormValues,
  type ParseResult,
} from '@/domain';
import { dbFor, type LocalListing, type OutboxItem, type SellerDb } from './db';
import {
  LOCAL_LISTING_PREFIX,
  enqueue,
  listingIdOf,
  listingOnDevice,
  newId,
  notifyOutboxChanged,
} from './outbox-repo';
import type { ProfileEdit } from './outbox-kinds';
import { isLocalPhotoId } from './photos-repo';

export interface ListingWrite {
  /** The editor's values (cleaned and checked here). */
  listing: ListingFormValues;
  /** Image references in display order: local photo ids or server file ids. The first is the thumbnail. */
  images: string[];
  /** The draft this came from; it is removed in the same transaction. */
  draftId?: string;
  /** The server's draft (begun in the chat) a new listing publishes: the server removes it. */
  chatDraftId?: string;
}

export interface WriteResult {
  listingId: string;
  /** The outbox item recorded; the sync engine's `waitFor(itemId)` tells when the server has it. */
  itemId: string;
}

/** The listing does not fit the domain's rules; nothing was recorded. */
export class InvalidListingError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(
      Object.entries(fields)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; '),
    );
    this.name = 'InvalidListingError';
  }
}

function checked(result: ParseResult<ListingCreate>): ListingCreate {
  if (!result.success) throw new InvalidListingError(fieldErrorsOf(result.error));
  return result.data;
}

/**
 * The local copy of a listing after a write: the new content, and what the content does not carry
 * kept from the copy it replaces (its views, buyer chats, status and moderation: an edit changes
 * none of them on the server, so a paused or sold listing stays so while the edit waits). Like the
 * server, an edit counts as the seller confirming the listing, which answers a check-in.
 */
function localRow(base: Partial<LocalListing>, listing: ListingCreate, sellerId: string) {
  const now = new Date().toISOString();
  return {
    ...listing,
    sellerId,
    features: listing.features ?? [],
    images: listing.images ?? [],
    views: base.views ?? 0,
    createdAt: base.createdAt ?? now,
    updatedAt: now,
    confirmedAt: now,
    syncState: 'pending',
    ...(base.localOnly ? { localOnly: true } : {}),
    ...(base.leads !== undefined ? { leads: base.leads } : {}),
    ...(base.status !== undefined ? { status: base.status } : {}),
    ...(base.pausedReason !== undefined ? { pausedReason: base.pausedReason } : {}),
    ...(base.moderation !== undefined ? { moderation: base.moderation } : {}),
  } satisfies Omit<LocalListing, '_id'>;
}

/** Records a new listing under a local id (`local-...`), replaced by the server's id once sent. */
export async function createListing(sellerId: string, write: ListingWrite): Promise<WriteResult> {
  const listing = checked(
    listingCreateSchema.safeParse({ ...cleanListingPayload(write.listing), images: write.images }),
  );
  const db = dbFor(sellerId);
  const listingId = newId(LOCAL_LISTING_PREFIX);
  let itemId = '';
  const { chatDraftId } = write;
  await db.transaction('rw', [db.listings, db.outbox, db.drafts, db.serverDrafts], async () => {
    await db.listings.put({ ...localRow({ localOnly: true }, listing, sellerId), _id: listingId });
    const item = await enqueue(db, sellerId, {
      kind: 'listing.create',
      payload: chatDraftId ? { listingId, listing, draftId: chatDraftId } : { listingId, listing },
    });
    itemId = item.id;
    if (write.draftId) await db.drafts.delete(write.draftId);
    // Published: off My Listings at once (the next pull will not bring it back).
    if (chatDraftId) await db.serverDrafts.delete(chatDraftId);
  });
  notifyOutboxChanged();
  return { listingId, itemId };
}

/** A waiting (or refused) change of this listing's content that a new one replaces. */
async function replaceableItem(db: SellerDb, listingId: string): Promise<OutboxItem | undefined> {
  return db.outbox
    .filter(
      (item) =>
        (item.kind === 'listing.create' || item.kind === 'listing.update') &&
        listingIdOf(item) === listingId &&
        item.status !== 'running',
    )
    .last();
}

/**
 * Records changes to a listing. A change not yet sent, or refused by the server, is replaced
 * rather than followed by a second one: the seller's fix goes out as one corrected request (with a
 * new Idempotency-Key, since its body changed). Server files dropped from the gallery are deleted
 * after the update is sent.
 */
export async function updateListing(
  sellerId: string,
  listingId: string,
  write: ListingWrite,
): Promise<WriteResult> {
  const db = dbFor(sellerId);
  // An editor opened on a listing made on this device may save after the server confirmed it.
  const current = await listingOnDevice(db, sellerId, listingId);
  listingId = current._id;
  const listing = checked(
    parseListingUpdate(current.type, {
      ...cleanListingPayload(write.listing),
      images: write.images,
    }),
  );
  let itemId = '';
  await db.transaction('rw', [db.listings, db.outbox, db.drafts], async () => {
    const earlier = await replaceableItem(db, listingId);
    if (earlier?.seq !== undefined) {
      itemId = newId();
      await db.outbox.update(earlier.seq, {
        id: itemId,
        payload: { listingId, listing },
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        failure: undefined,
      });
    } else {
      itemId = (
        await enqueue(db, sellerId, { kind: 'listing.update', payload: { listingId, listing } })
      ).id;
    }
    if (earlier?.kind !== 'listing.create') {
      const removed = current.images.filter(
        (image) => !isLocalPhotoId(image) && !write.images.includes(image),
      );
      for (const fileId of removed)
        await enqueue(db, sellerId, { kind: 'photo.delete', payload: { fileId } });
    }
    await db.listings.put({ ...localRow(current, listing, sellerId), _id: listingId });
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
  const db = dbFor(sellerId);
  await db.transaction('rw', [db.listings, db.outbox, db.photos], async () => {
    const items = await db.outbox.filter((item) => listingIdOf(item) === listingId).toArray();
    const inFlight = items.some((item) => item.status === 'running');
    const neverSent = items.some((item) => item.kind === 'listing.create') && !inFlight;
    // Changes not yet sent are moot once the listing goes.
    for (const item of items) {
      if (item.status !== 'running' && item.seq !== undefined) await db.outbox.delete(item.seq);
    }
    const listing = await db.listings.get(listingId);
    await db.listings.delete(listingId);
    if (!neverSent) {
      await enqueue(db, sellerId, { kind: 'listing.delete', payload: { listingId } });
      return;
    }
    // Its photos that already reached the server are removed there too.
    for (const ref of listing?.images ?? []) {
      if (!isLocalPhotoId(ref)) continue;
      const photo = await db.photos.get(ref);
      if (!photo) continue;
      await enqueue(db, sellerId, {
        kind: 'photo.delete',
        payload: photo.serverId ? { fileId: photo.serverId } : { photoId: photo.id },
      });
    }
  });
  notifyOutboxChanged();
}

/**
 * Records profile changes. Returns the outbox item id (the sync engine's `waitFor(id)` tells when
 * the server confirmed; its answer then replaces the stored user). An older profile change not
 * yet sent, or refused, is folded into this one: one corrected request goes out.
 */
export async function updateProfile(sellerId: string, user: ProfileEdit): Promise<string> {
  const db = dbFor(sellerId);
  let itemId = '';
  await db.transaction('rw', [db.users, db.outbox], async () => {
    const earlier = await db.outbox
      .filter((item) => item.kind === 'profile.update' && item.status !== 'running')
      .toArray();
    let merged: ProfileEdit = {};
    for (const item of earlier) {
      if (item.kind === 'profile.update') merged = { ...merged, ...item.payload.user };
      if (item.seq !== undefined) await db.outbox.delete(item.seq);
    }
    merged = { ...merged, ...user };
    const item = await enqueue(db, sellerId, {
      kind: 'profile.update',
      payload: { userId: sellerId, user: merged },
    });
    itemId = item.id;
  });
  notifyOutboxChanged();
  return itemId;
}
