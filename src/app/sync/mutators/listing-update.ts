/**
 * `listing.update`: the whole editable listing; the server replaces every editable field. A
 * change not yet sent, or refused by the server, is replaced rather than followed by a second
 * one: the seller's fix goes out as one corrected request (with a new Idempotency-Key, since its
 * body changed). Server files dropped from the gallery are deleted after the update is sent.
 */
import type { ListingCreate } from '@/domain';
import type { OutboxItem, SellerDb } from '@/app/local/db';
import type { OutboxPayloads } from '@/app/local/outbox-kinds';
import { listingIdOf, listingOnDevice, newId } from '@/app/local/outbox-repo';
import { isLocalPhotoId } from '@/app/local/photos-repo';
import type { Mutator } from './context';
import { localRow, type WriteResult } from './listing-create';
import { resolveImages } from './listing-images';
import { sendListingChange } from './listing-steps';

export type ListingUpdatePayload = OutboxPayloads['listing.update'];

export interface ListingUpdateArgs {
  /** The listing as this device holds it (a local id followed to the server's). */
  listingId: string;
  /** Checked with the domain's schema for the listing's type; images in display order. */
  listing: ListingCreate;
  /** The device's draft this came from; it is removed in the same transaction. */
  draftId?: string;
}

/** A waiting (or refused) change of this listing's content that a new one replaces. */
function replaceableItem(db: SellerDb, listingId: string): Promise<OutboxItem | undefined> {
  return db.outbox
    .filter(
      (item) =>
        (item.kind === 'listing.create' || item.kind === 'listing.update') &&
        listingIdOf(item) === listingId &&
        item.status !== 'running',
    )
    .last();
}

export const listingUpdate: Mutator<'listing.update', ListingUpdateArgs, WriteResult> = {
  kind: 'listing.update',
  tables: (db) => [db.listings, db.drafts, db.meta],

  async apply({ db, sellerId, enqueue }, { listingId: named, listing, draftId }) {
    const current = await listingOnDevice(db, sellerId, named);
    const listingId = current._id;
    const images = listing.images ?? [];
    const earlier = await replaceableItem(db, listingId);
    let itemId: string;
    if (earlier?.seq !== undefined) {
      itemId = newId();
      // A create not sent yet stays one, with the consent words its seller was shown.
      const shown = earlier.kind === 'listing.create' ? earlier.payload.checkinConsent : undefined;
      await db.outbox.update(earlier.seq, {
        id: itemId,
        payload: { listingId, listing, ...(shown ? { checkinConsent: shown } : {}) },
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        failure: undefined,
      });
    } else {
      itemId = (await enqueue({ kind: 'listing.update', payload: { listingId, listing } })).id;
    }
    if (earlier?.kind !== 'listing.create') {
      const removed = current.images.filter(
        (image) => !isLocalPhotoId(image) && !images.includes(image),
      );
      for (const fileId of removed) await enqueue({ kind: 'photo.delete', payload: { fileId } });
    }
    await db.listings.put({ ...localRow(current, listing, sellerId), _id: listingId });
    if (draftId) await db.drafts.delete(draftId);
    return { listingId, itemId };
  },

  send: ({ listingId, listing }, ctx) =>
    sendListingChange(ctx, listingId, '', async () => {
      const { type: _type, ...fields } = listing;
      const body = { ...fields, images: await resolveImages(ctx, listing.images) };
      return { method: 'PATCH', body: { _id: listingId, listing: body } };
    }),
};
