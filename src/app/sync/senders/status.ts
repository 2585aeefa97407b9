/**
 * Listing status: mark sold, pause, reactivate. The server's answer (the listing) becomes the
 * local copy. Setting a status twice is harmless on the server, so a retry needs no key.
 */
import { listingSchema } from '@/domain';
import { isLocalListingId } from '@/app/local/outbox-repo';
import { done, type SenderMap } from './context';
import { storeListing } from './store-listing';
import type { StatusPayloads } from '@/app/local/outbox-kinds';

export const statusSenders: SenderMap<StatusPayloads> = {
  'listing.status': async ({ listingId, status }, ctx) => {
    if (isLocalListingId(listingId)) {
      // Its create was discarded: there is nothing on the server to change.
      await ctx.removeItem();
      return done();
    }
    const answer = await ctx.request(
      listingSchema,
      `/listings/${encodeURIComponent(listingId)}/status`,
      { method: 'POST', body: { status } },
    );
    await storeListing(ctx, answer, listingId);
    return done(answer);
  },
  'listing.confirm': async ({ listingId }, ctx) => {
    if (isLocalListingId(listingId)) {
      await ctx.removeItem();
      return done();
    }
    // Confirming twice is harmless on the server, so a retry needs no key either.
    const answer = await ctx.request(
      listingSchema,
      `/listings/${encodeURIComponent(listingId)}/confirm`,
      { method: 'POST' },
    );
    await storeListing(ctx, answer, listingId);
    return done(answer);
  },
};
