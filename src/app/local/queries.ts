/**
 * Read-only views of the store for screens (live: they re-render when the store changes). Each
 * reads the given seller's own database only. The listings of My Listings are read in
 * seller-listings.ts (newest page first).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { dbFor, type LocalListing, type LocalStats, type LocalUser, type OutboxItem } from './db';
import type { ProfileEdit } from './outbox-kinds';

/** One of the seller's listings; undefined when this seller's store has no such listing. */
export async function getListing(sellerId: string, id: string): Promise<LocalListing | undefined> {
  const listing = await dbFor(sellerId).listings.get(id);
  return listing?.sellerId === sellerId ? listing : undefined;
}

/** `null` when no stats were pulled yet; `undefined` while reading. */
export function useSellerStats(sellerId: string | null | undefined): LocalStats | null | undefined {
  return useLiveQuery(
    async () => (sellerId ? ((await dbFor(sellerId).stats.get(sellerId)) ?? null) : null),
    [sellerId],
  );
}

/** Profile changes waiting to be sent, oldest first, folded into one. Refused ones do not count. */
function waitingProfile(items: readonly OutboxItem[]): ProfileEdit {
  let fields: ProfileEdit = {};
  for (const item of items)
    if (item.kind === 'profile.update' && item.status !== 'failed')
      fields = { ...fields, ...item.payload.user };
  return fields;
}

/**
 * The seller's profile as the server last confirmed it, with the changes still waiting in the
 * outbox laid over it: the seller sees what they saved, and a change the server refuses drops
 * back out instead of lingering as if it were accepted.
 */
export async function profileWithChanges(sellerId: string): Promise<LocalUser | null> {
  const db = dbFor(sellerId);
  const [stored, items] = await Promise.all([
    db.users.get(sellerId),
    db.outbox.where('kind').equals('profile.update').sortBy('seq'),
  ]);
  return stored ? { ...stored, ...waitingProfile(items) } : null;
}

export function useStoredUser(sellerId: string | null | undefined): LocalUser | null | undefined {
  return useLiveQuery(async () => (sellerId ? profileWithChanges(sellerId) : null), [sellerId]);
}
