/**
 * `listing.status`: mark sold, pause, reactivate, from My Listings and the listing's page. The
 * local copy changes at once (marked as waiting) and one not yet sent is replaced by the newer
 * one. The server's answer (the listing) becomes the local copy. Setting a status twice is
 * harmless on the server, so a retry needs no key.
 */
import type { OutboxPayloads } from '@/app/local/outbox-kinds';
import type { Mutator } from './context';
import { replaceListingChange, sendListingChange } from './listing-steps';

export type ListingStatusPayload = OutboxPayloads['listing.status'];

/** Returns the outbox item's id. */
export const listingStatus: Mutator<'listing.status', ListingStatusPayload, string> = {
  kind: 'listing.status',
  tables: (db) => [db.listings, db.meta],

  apply(tx, { listingId, status }) {
    // Any status the seller sets clears the marketplace's pause reason; reactivating confirms.
    const change = {
      status,
      pausedReason: undefined,
      ...(status === 'active' ? { checkIn: undefined } : {}),
    };
    return replaceListingChange(tx, listingId, 'listing.status', change, (id) => ({
      kind: 'listing.status',
      payload: { listingId: id, status },
    }));
  },

  send: ({ listingId, status }, ctx) =>
    sendListingChange(ctx, listingId, '/status', async () => ({
      method: 'POST',
      body: { status },
    })),
};
