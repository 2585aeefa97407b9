/**
 * Deletes: a listing, a photo taken out of a gallery, or a draft kept on the server. Already gone on the server is what the
 * seller wanted, so a 404 counts as done (`ctx.remove`).
 */
import { isLocalListingId } from '@/app/local/outbox-repo';
import { done, type SenderMap } from './context';
import type { DeletePayloads } from '@/app/local/outbox-kinds';

export const deleteSenders: SenderMap<DeletePayloads> = {
  'listing.delete': async ({ listingId }, ctx) => {
    if (!isLocalListingId(listingId))
      await ctx.remove(`/listings/${encodeURIComponent(listingId)}`);
    await ctx.db.transaction('rw', ctx.db.outbox, ctx.db.listings, async () => {
      await ctx.removeItem();
      await ctx.db.listings.delete(listingId);
    });
    return done();
  },

  'draft.delete': async ({ draftId }, ctx) => {
    await ctx.remove(`/drafts/${encodeURIComponent(draftId)}`);
    await ctx.db.transaction('rw', ctx.db.outbox, ctx.db.serverDrafts, async () => {
      await ctx.removeItem();
      await ctx.db.serverDrafts.delete(draftId);
    });
    return done();
  },

  'photo.delete': async ({ photoId, fileId }, ctx) => {
    const { db } = ctx;
    const serverId = fileId ?? (photoId ? (await db.photos.get(photoId))?.serverId : undefined);
    if (serverId) await ctx.remove(`/files/${encodeURIComponent(serverId)}`);
    await db.transaction('rw', db.photos, db.outbox, async () => {
      if (photoId) await db.photos.delete(photoId);
      await ctx.removeItem();
    });
    return done();
  },
};
