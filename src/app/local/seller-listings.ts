/**
 * The seller's listings for My Listings, read so the first rows paint before the whole store is
 * read: the newest screenful comes first (an indexed read of a few rows), then the rest in slices
 * (listings-reader.ts), each slice handed to the screen as a low-priority update that a keystroke
 * or a tap may interrupt. With ten thousand listings no single task deserialises them all.
 */
import { startTransition, useEffect, useState } from 'react';
import { dbFor, type LocalListing } from './db';
import { listingsReader, type SellerListings } from './listings-reader';
import { getCurrentUserId } from './session';

export { FIRST_PAGE_SIZE, SLICE_SIZES, type SellerListings } from './listings-reader';

const bySeller = (sellerId: string) =>
  dbFor(sellerId)
    .listings.where('[sellerId+createdAt]')
    .between([sellerId, ''], [sellerId, '\uffff']);

/** The newest `limit` listings, newest first (the same order as the full read). */
export function readNewestListings(sellerId: string, limit: number): Promise<LocalListing[]> {
  return bySeller(sellerId).reverse().limit(limit).toArray();
}

/** Every listing of the seller, newest first, in one read. */
export async function readAllListings(sellerId: string): Promise<LocalListing[]> {
  // Ascending is one bulk read (getAll); a descending read would walk a cursor row by row.
  const rows = await bySeller(sellerId).toArray();
  return rows.reverse();
}

/**
 * The first page of whoever is signed in, read as soon as this module loads: the store is read
 * while the rest of the app still downloads, and My Listings starts from it on its first render.
 */
function readEarly(): void {
  const sellerId = typeof indexedDB === 'undefined' ? null : getCurrentUserId();
  if (sellerId) listingsReader(sellerId).start();
}
readEarly();

/**
 * `undefined` while nothing is read yet. Live: reads again when the seller's listings change
 * (on this page, in another tab, or by a pull), keeping the rows shown until the new read has
 * as many.
 */
export function useSellerListings(sellerId: string | null | undefined): SellerListings | undefined {
  const reader = sellerId ? listingsReader(sellerId) : null;
  const [state, setState] = useState(() => ({ reader, snapshot: reader?.snapshot }));
  useEffect(() => {
    if (!reader) return;
    setState((prev) =>
      prev.reader === reader && prev.snapshot === reader.snapshot
        ? prev
        : { reader, snapshot: reader.snapshot },
    );
    return reader.subscribe((snapshot, urgent) => {
      const next = { reader, snapshot };
      // The newest page paints at once; the slices after it wait for any keystroke or tap.
      if (urgent) setState(next);
      else startTransition(() => setState(next));
    });
  }, [reader]);
  if (!sellerId) return { listings: [], complete: true };
  return state.reader === reader ? state.snapshot : reader?.snapshot;
}
