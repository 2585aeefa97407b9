/**
 * Read-only views of the store for screens (live: they re-render when the store changes).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type LocalListing, type LocalStats, type LocalUser } from './db';

/** The seller's listings, newest first. `undefined` while the store is being read. */
export function useSellerListings(sellerId: string | null | undefined): LocalListing[] | undefined {
  return useLiveQuery(async () => {
    if (!sellerId) return [];
    const rows = await db.listings
      .where('[sellerId+createdAt]')
      .between([sellerId, ''], [sellerId, '\uffff'])
      .toArray();
    return rows.reverse();
  }, [sellerId]);
}

/** `null` when no stats were pulled yet; `undefined` while reading. */
export function useSellerStats(sellerId: string | null | undefined): LocalStats | null | undefined {
  return useLiveQuery(
    async () => (sellerId ? ((await db.stats.get(sellerId)) ?? null) : null),
    [sellerId],
  );
}

/** The seller's profile as pulled or as last edited on this device. */
export function useStoredUser(sellerId: string | null | undefined): LocalUser | null | undefined {
  return useLiveQuery(
    async () => (sellerId ? ((await db.users.get(sellerId)) ?? null) : null),
    [sellerId],
  );
}
