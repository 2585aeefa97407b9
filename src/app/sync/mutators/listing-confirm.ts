/**
 * `listing.confirm`: "Still available? Confirm" answers the listing's pending check-in
 * (POST /listings/{id}/confirm). The prompt goes at once; one not yet sent is replaced by the
 * newer one. Confirming twice is harmless on the server, so a retry needs no key.
 */
import type { OutboxPayloads } from '@/app/local/outbox-kinds';
import type { Mutator } from './context';
import { replaceListingChange, sendListingChange } from './listing-steps';

export type ListingConfirmPayload = OutboxPayloads['listing.confirm'];

/** Returns the outbox item's id. */
export const listingConfirm: Mutator<'listing.confirm', ListingConfirmPayload, string> = {
  kind: 'listing.confirm',
  tables: (db) => [db.listings, db.meta],

  apply(tx, { listingId }) {
    const change = { checkIn: undefined, confirmedAt: new Date().toISOString() };
    return replaceListingChange(tx, listingId, 'listing.confirm', change, (id) => ({
      kind: 'listing.confirm',
      payload: { listingId: id },
    }));
  },

  send: ({ listingId }, ctx) =>
    sendListingChange(ctx, listingId, '/confirm', async () => ({ method: 'POST' })),
};
