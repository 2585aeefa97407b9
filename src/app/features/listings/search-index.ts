import { listingSearchText } from '@/domain/format';
import type { LocalListing } from '@/app/local/db';

/** Each listing's lowercase search text (title, city, address), keyed by the row it belongs to. */
export type SearchIndex = WeakMap<LocalListing, string>;

/**
 * Built once each time the store's listings change, so a keystroke only runs one substring test
 * per listing instead of lowercasing five fields of each of them again.
 */
export function buildSearchIndex(listings: readonly LocalListing[]): SearchIndex {
  const index: SearchIndex = new WeakMap();
  for (const listing of listings) index.set(listing, listingSearchText(listing));
  return index;
}
