/**
 * `listing.delete`: a listing that never reached the server is simply forgotten with its waiting
 * items (its photos the server already holds are deleted there); otherwise the delete waits in
 * the outbox (the server removes its images and views). Already gone on the server is what the
 * seller wanted, so a 404 counts as done (`ctx.remove`).
 */
import type { OutboxPayloads } from '@/app/local/outbox-kinds';
import { isLocalListingId, listingIdOf } from '@/app/local/outbox-repo';
import { isLocalPhotoId } from '@/app/local/photos-repo';
import { done, type Mutator } from './context';

export type ListingDeletePayload = OutboxPayloads['listing.delete'];

export const listingDelete: Mutator<'listing.delete', ListingDeletePayload, void> = {
  kind: 'listing.delete',
  tables: (db) => [db.listings, db.photos],

  async apply({ db, enqueue }, { listingId }) {
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
      await enqueue({ kind: 'listing.delete', payload: { listingId } });
      return;
    }
    // Its photos that already reached the server are removed there too.
    for (const ref of listing?.images ?? []) {
      if (!isLocalPhotoId(ref)) continue;
      const photo = await db.photos.get(ref);
      if (!photo) continue;
      await enqueue({
        kind: 'photo.delete',
        payload: photo.serverId ? { fileId: photo.serverId } : { photoId: photo.id },
      });
    }
  },

  async send({ listingId }, ctx) {
    if (!isLocalListingId(listingId))
      await ctx.remove(`/listings/${encodeURIComponent(listingId)}`);
    await ctx.db.transaction('rw', ctx.db.outbox, ctx.db.listings, async () => {
      await ctx.removeItem();
      await ctx.db.listings.delete(listingId);
    });
    return done();
  },
};
