import { statusOf, type ListingStatus } from '@/domain/listing-status';
import type { LocalListing } from '@/app/local/db';
import type { StatusCounts } from './status-filter';

/**
 * The status filter a listing is counted under. A listing that exists only on this phone and that
 * the server refused is not live: buyers cannot see it, so it is neither Active nor Paused nor
 * Sold. It stays under All, marked 'Sync failed', with its refusal and Fix above the table.
 * A listing the marketplace holds for review or has hidden is not offered to buyers either,
 * whatever status the seller gave it: it is not counted as Active (nor Paused, nor Sold), and
 * stays under All with its 'In review' or 'Hidden by the marketplace' badge.
 */
export function rowStatusOf(listing: LocalListing): ListingStatus | null {
  if (listing.localOnly && listing.syncState === 'failed') return null;
  if (listing.moderation) return null;
  return statusOf(listing.status);
}

export function countByStatus(listings: readonly LocalListing[]): StatusCounts {
  const counts: StatusCounts = { all: 0, active: 0, paused: 0, sold: 0 };
  for (const listing of listings) {
    counts.all += 1;
    const status = rowStatusOf(listing);
    if (status) counts[status] += 1;
  }
  return counts;
}

/** The listings the filter shows: all of them when no status is chosen. */
export function withStatus(
  listings: LocalListing[],
  status: ListingStatus | undefined,
): LocalListing[] {
  return status ? listings.filter((listing) => rowStatusOf(listing) === status) : listings;
}
