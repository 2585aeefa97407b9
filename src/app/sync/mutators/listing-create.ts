/**
 * `listing.create`: a new listing. Recorded at once under a local id (`local-...`), replaced by
 * the server's id once sent; publishing a draft begun in the chat takes it off My Listings at once
 * and the server removes it with the create. The server's answer becomes the local copy.
 */
import type { ListingCreate } from '@/domain';
import type { CheckinConsentShown } from '@/domain/checkin-consent';
import type { LocalListing } from '@/app/local/db';
import type { OutboxPayloads } from '@/app/local/outbox-kinds';
import { LOCAL_LISTING_PREFIX, newId } from '@/app/local/outbox-repo';
import { done, type Mutator } from './context';
import { resolveImages } from './listing-images';
import { storeListing } from './store-listing';

export type ListingCreatePayload = OutboxPayloads['listing.create'];

export interface ListingCreateArgs {
  /** Checked with the domain's schema, images in display order (the first is the thumbnail). */
  listing: ListingCreate;
  /** The device's draft this came from; it is removed in the same transaction. */
  draftId?: string;
  /** The server's draft (begun in the chat) this listing publishes. */
  chatDraftId?: string;
  /** The consent words to check-ins shown above Publish, sent for the server to record. */
  checkinConsent?: CheckinConsentShown;
}

export interface WriteResult {
  listingId: string;
  /** The outbox item recorded; the sync engine's `waitFor(itemId)` tells when the server has it. */
  itemId: string;
}

/**
 * The local copy of a listing after a write: the new content, and what the content does not carry
 * kept from the copy it replaces (its views, buyer chats, status and moderation: an edit changes
 * none of them on the server, so a paused or sold listing stays so while the edit waits; and what
 * the server said of the last save, until the edit's answer replaces it). Like the
 * server, an edit counts as the seller confirming the listing, which answers a check-in.
 */
export function localRow(base: Partial<LocalListing>, listing: ListingCreate, sellerId: string) {
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
    ...(base.warnings !== undefined ? { warnings: base.warnings } : {}),
  } satisfies Omit<LocalListing, '_id'>;
}

export const listingCreate: Mutator<'listing.create', ListingCreateArgs, WriteResult> = {
  kind: 'listing.create',
  tables: (db) => [db.listings, db.drafts, db.serverDrafts],

  async apply({ db, sellerId, enqueue }, { listing, draftId, chatDraftId, checkinConsent }) {
    const listingId = newId(LOCAL_LISTING_PREFIX);
    await db.listings.put({ ...localRow({ localOnly: true }, listing, sellerId), _id: listingId });
    const item = await enqueue({
      kind: 'listing.create',
      payload: {
        listingId,
        listing,
        ...(chatDraftId ? { draftId: chatDraftId } : {}),
        ...(checkinConsent ? { checkinConsent } : {}),
      },
    });
    if (draftId) await db.drafts.delete(draftId);
    // Published: off My Listings at once (the next pull will not bring it back).
    if (chatDraftId) await db.serverDrafts.delete(chatDraftId);
    return { listingId, itemId: item.id };
  },

  async send({ listingId, listing, draftId, checkinConsent }, ctx) {
    const body = {
      ...listing,
      images: await resolveImages(ctx, listing.images),
      ...(checkinConsent ? { checkinConsent } : {}),
    };
    const answer = await ctx.request('listing', '/listings', {
      method: 'POST',
      body,
      keyed: true,
      // Publishing a draft kept on the server: the server removes it with the create.
      ...(draftId ? { headers: { 'Draft-Id': draftId } } : {}),
    });
    await storeListing(ctx, answer, listingId);
    return done(answer);
  },
};
