/**
 * What the server said of a listing's last save (`warnings`: the same ad on offer already, words
 * an admin will look at), kept with the listing on the device until the seller dismisses it, so
 * it is seen even when the save went out while the seller was elsewhere or offline. The answer
 * of the send stores them (sync/mutators/store-listing.ts); a pull keeps them (sync/pull/pull.ts).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ListingModeration, ListingWarning } from '@/domain';
import { dbFor } from './db';
import { isLocalListingId, serverIdFor } from './outbox-repo';

export interface ListingWarnings {
  /** The listing's id now (the server's, once a listing made here is confirmed). */
  listingId: string;
  warnings: ListingWarning[];
  /** Held for review or hidden, and why (the listing's own, as the server last said). */
  moderation?: ListingModeration;
}

/**
 * The warnings kept with a listing (and its hold, if it is held), following a listing made on
 * this device to the id the server gave it; undefined while it waits, or when there is neither.
 * Live.
 */
export function useListingWarnings(
  sellerId: string | null | undefined,
  listingId: string | null | undefined,
): ListingWarnings | undefined {
  return useLiveQuery(async () => {
    if (!sellerId || !listingId) return undefined;
    const db = dbFor(sellerId);
    let id = listingId;
    if (isLocalListingId(id) && !(await db.listings.get(id)))
      id = (await serverIdFor(sellerId, id)) ?? id;
    const listing = await db.listings.get(id);
    if (listing?.sellerId !== sellerId) return undefined;
    if (!listing.warnings?.length && !listing.moderation) return undefined;
    return {
      listingId: id,
      warnings: listing.warnings ?? [],
      ...(listing.moderation ? { moderation: listing.moderation } : {}),
    };
  }, [sellerId, listingId]);
}

/** The seller has read a warning: it is no longer shown with the listing (on this device). */
export async function dismissListingWarning(
  sellerId: string,
  listingId: string,
  code: ListingWarning['code'],
): Promise<void> {
  const db = dbFor(sellerId);
  await db.transaction('rw', db.listings, async () => {
    const listing = await db.listings.get(listingId);
    if (listing?.sellerId !== sellerId || !listing.warnings) return;
    const rest = listing.warnings.filter((warning) => warning.code !== code);
    // Dexie removes a property updated to undefined.
    await db.listings.update(listingId, { warnings: rest.length ? rest : undefined });
  });
}
