/**
 * Listing senders: a new listing and changes to one. Photos made on this device are swapped for
 * the server's file ids (the engine sends their uploads first; one uploaded nearly a day ago is
 * sent again, as the server sweeps photos no listing shows), and the server's answer, checked
 * against the domain's Listing schema, becomes the local copy.
 */
import { UNATTACHED_UPLOAD_TTL_MS, listingSchema } from '@/domain';
import { isLocalListingId } from '@/app/local/outbox-repo';
import { isLocalPhotoId } from '@/app/local/photos-repo';
import { done, type SendContext, type SenderMap } from './context';
import { uploadPhoto } from './photo';
import { storeListing } from './store-listing';
import type { ListingPayloads } from '@/app/local/outbox-kinds';

/**
 * An upload this old may be swept by the server before the listing reaches it (the server
 * removes photos no listing shows after UNATTACHED_UPLOAD_TTL_MS): it is sent again first.
 */
const UPLOAD_FRESH_MS = UNATTACHED_UPLOAD_TTL_MS - 4 * 60 * 60 * 1000;

/** Swaps local photo ids for server file ids; photos that will never upload are left out. */
async function resolveImages(ctx: SendContext, images: readonly string[] = []): Promise<string[]> {
  const resolved: string[] = [];
  for (const ref of images) {
    if (!isLocalPhotoId(ref)) resolved.push(ref);
    else {
      const photo = await ctx.db.photos.get(ref);
      if (!photo?.serverId) continue;
      // A photo stored before uploads were dated has no date: its id is sent as it is.
      const age = Date.now() - Date.parse(photo.uploadedAt ?? '');
      if (photo.blob && age > UPLOAD_FRESH_MS)
        resolved.push(await uploadPhoto(ctx, { ...photo, blob: photo.blob }, { keyed: false }));
      else resolved.push(photo.serverId);
    }
  }
  return resolved;
}

export const listingSenders: SenderMap<ListingPayloads> = {
  'listing.create': async ({ listingId, listing, draftId }, ctx) => {
    const body = { ...listing, images: await resolveImages(ctx, listing.images) };
    const answer = await ctx.request(listingSchema, '/listings', {
      method: 'POST',
      body,
      keyed: true,
      // Publishing a draft kept on the server: the server removes it with the create.
      ...(draftId ? { headers: { 'Draft-Id': draftId } } : {}),
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
    const body = { ...fields, images: await resolveImages(ctx, listing.images) };
    const answer = await ctx.request(listingSchema, `/listings/${encodeURIComponent(listingId)}`, {
      method: 'PATCH',
      body: { _id: listingId, listing: body },
    });
    await storeListing(ctx, answer, listingId);
    return done(answer);
  },
};
