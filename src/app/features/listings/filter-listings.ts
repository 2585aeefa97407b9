import { matchesListingSearch } from '../../../domain/format';
import type { LocalListing } from '../../local/db';

/** The table's search (spec section 5): case-insensitive on title, city or address. */
export function filterListings(listings: readonly LocalListing[], query: string): LocalListing[] {
  if (!query.trim()) return listings as LocalListing[];
  return listings.filter((listing) => matchesListingSearch(listing, query));
}
