/**
 * The seller's listings read from the store a slice at a time, newest first, in exactly the order
 * of one full read (by creation time, and among listings of the same moment by id, the greater
 * first). Each slice is a small indexed read of its own, so no single task deserialises ten
 * thousand rows: between two slices the page answers taps and keystrokes.
 */
import type { LocalListing } from './db';
import { dbFor } from './db';

const LOWEST = '';
const HIGHEST = '\uffff';

/** The seller's listings (as the full read counts them), without reading one. */
export function countListings(sellerId: string): Promise<number> {
  return dbFor(sellerId)
    .listings.where('[sellerId+createdAt]')
    .between([sellerId, LOWEST], [sellerId, HIGHEST])
    .count();
}

/** One slice of the read; `last` when no listing is left to read after it. */
export interface ListingSlice {
  rows: LocalListing[];
  last: boolean;
}

/**
 * Yields the seller's listings newest first, at most `sizes[i]` rows in the i-th slice (the last
 * size repeats). Resumes each slice below the last creation time read: a moment shared by listings that
 * straddle two slices is read again whole in the next one, so none is skipped or read twice.
 */
export async function* readListingSlices(
  sellerId: string,
  sizes: readonly number[],
): AsyncGenerator<ListingSlice> {
  const table = dbFor(sellerId).listings;
  // Read listings older than `upper` (or as old as it, when `inclusive`).
  let upper = HIGHEST;
  let inclusive = true;
  for (let slice = 0; ; slice++) {
    const size = Math.max(1, sizes[Math.min(slice, sizes.length - 1)] ?? 1);
    const rows = await table
      .where('[sellerId+createdAt]')
      .between([sellerId, LOWEST], [sellerId, upper], true, inclusive)
      .reverse()
      .limit(size)
      .toArray();
    if (rows.length < size) {
      yield { rows, last: true };
      return;
    }
    const last = rows[rows.length - 1]!.createdAt;
    const firstOfLast = rows.findIndex((row) => row.createdAt === last);
    if (firstOfLast > 0) {
      // The oldest moment of this slice may go on past it: read that moment again, whole, next.
      yield { rows: rows.slice(0, firstOfLast), last: false };
      upper = last;
      inclusive = true;
    } else {
      // The whole slice is one moment: read all the listings of that moment at once.
      const moment = await table
        .where('[sellerId+createdAt]')
        .equals([sellerId, last])
        .reverse()
        .toArray();
      yield { rows: moment, last: false };
      upper = last;
      inclusive = false;
    }
  }
}
