/**
 * Listing senders: a new listing and changes to one. Photos made on this device are swapped for
 * the server's file ids (the engine sends their uploads first), and the server's answer, checked
 * against the domain's Listing schema, becomes the local copy.
 */
import { listingSchema, type ListingCreate } from '@/domain';
import { isLocalListingId } from '@/app/local/outbox-repo';
import { isLocalPhotoId } from '@/app/local/photos-repo';
import type { SellerDb } from '@/app/local/db';
import { done, type SenderMap } from './context';
import { storeListing } from './store-listing';

export interface ListingPayloads {
  /** `listingId` is the local id (`local-...`) until the server confirms the listing. */
  'listing.create': { listingId: string; listing: ListingCreate };
  /** The whole editable listing: the server replaces every editable field. */
  'listing.update': { listingId: string; listing: ListingCreate };
}

/** Swaps local photo ids for server file ids; photos that will never upload are left out. */
async function resolveImages(db: SellerDb, images: readonly string[] = []): Promise<string[]> {
  const resolved: string[] = [];
  for (const ref of images) {
    if (!isLocalPhotoId(ref)) resolved.push(ref);
    else {
      const photo = await db.photos.get(ref);
      if (photo?.serverId) resolved.push(photo.serverId);
    }
  }
  return resolved;
}

export const listingSenders: SenderMap<ListingPayloads> = {
  'listing.create': async ({ listingId, listing }, ctx) => {
    const body = { ...listing, images: await resolveImages(ctx.db, listing.images) };
    const answer = await ctx.request(listingSchema, '/listings', {
      method: 'POST',
      body,
      keyed: true,
    });
    await storeListing(ctx, answer, listingId);
    return done(answer);
  },

  'listing.update': async ({ listingId, listing }, ctx) => {
    if (isLocalListingId(listingId)) {
      // Its create was discarded: there is nothing on the server to change.
      await ctx.removeItem();
      return done();
    }
    const { type: _type, ...fields } = listing;
    const body = { ...fields, images: await resolveImages(ctx.db, listing.images) };
    const answer = await ctx.request(listingSchema, `/listings/${encodeURIComponent(listingId)}`, {
      method: 'PATCH',
      body: { _id: listingId, listing: body },
    });
    await storeListing(ctx, answer, listingId);
    return done(answer);
  },
};
