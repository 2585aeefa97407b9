/**
 * The seller's listings for My Listings, read so the first rows paint before the whole store is
 * read: the newest screenful comes first (an indexed read of a few rows), then every listing.
 * With ten thousand listings the full read takes hundreds of milliseconds of deserialising; the
 * seller sees their newest listings meanwhile.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { dbFor, type LocalListing } from './db';
import { getCurrentUserId } from './session';

/** Rows read first: more than the tallest screen shows, so the first paint is a full table. */
export const FIRST_PAGE_SIZE = 40;

export interface SellerListings {
  /** Newest first. */
  listings: LocalListing[];
  /** False while only the first page is read: counts and searches wait for the rest. */
  complete: boolean;
}

const bySeller = (sellerId: string) =>
  dbFor(sellerId)
    .listings.where('[sellerId+createdAt]')
    .between([sellerId, ''], [sellerId, '\uffff']);

/** The newest `limit` listings, newest first (the same order as the full read). */
export function readNewestListings(sellerId: string, limit: number): Promise<LocalListing[]> {
  return bySeller(sellerId).reverse().limit(limit).toArray();
}

/** Every listing of the seller, newest first. */
export async function readAllListings(sellerId: string): Promise<LocalListing[]> {
  // Ascending is one bulk read (getAll); a descending read would walk a cursor row by row.
  const rows = await bySeller(sellerId).toArray();
  return rows.reverse();
}

/**
 * The first page of whoever is signed in, read as soon as this module loads: the store is read
 * while the rest of the app still downloads, and My Listings starts from it on its first render.
 */
const early = new Map<string, LocalListing[]>();
function readEarly(): void {
  const sellerId = typeof indexedDB === 'undefined' ? null : getCurrentUserId();
  if (!sellerId) return;
  readNewestListings(sellerId, FIRST_PAGE_SIZE).then(
    (rows) => early.set(sellerId, rows),
    () => undefined, // the live query below reads again and reports what it finds
  );
}
readEarly();

/** `undefined` while nothing is read yet. Live: re-reads when the store changes. */
export function useSellerListings(sellerId: string | null | undefined): SellerListings | undefined {
  const live = useLiveQuery(
    () => (sellerId ? readNewestListings(sellerId, FIRST_PAGE_SIZE) : []),
    [sellerId],
  );
  // The early read stands in only until the live one answers; later it could be out of date.
  useEffect(() => {
    if (live && sellerId) early.delete(sellerId);
  }, [live, sellerId]);
  const first = live ?? (sellerId ? early.get(sellerId) : undefined);
  // The full read starts once the first page is on its way to the screen, not alongside it.
  const firstRead = first !== undefined;
  const all = useLiveQuery(
    async () => (sellerId && firstRead ? readAllListings(sellerId) : undefined),
    [sellerId, firstRead],
  );
  if (!sellerId) return { listings: [], complete: true };
  if (all) return { listings: all, complete: true };
  if (!first) return undefined;
  return { listings: first, complete: first.length < FIRST_PAGE_SIZE };
}
