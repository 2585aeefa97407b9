import type { ListingStatus, PausedReason } from '@/domain/listing-status';

/** Message ids of the statuses (the domain's LISTING_STATUS_LABELS, in the seller's language). */
export const STATUS_WORDS: Record<ListingStatus, string> = {
  active: /*i18n*/ 'status.active',
  paused: /*i18n*/ 'status.paused',
  sold: /*i18n*/ 'status.sold',
};

/** Message ids of why the marketplace paused a listing (the domain's PAUSED_REASON_LABELS). */
export const PAUSED_REASON_WORDS: Record<PausedReason, string> = {
  not_confirmed: /*i18n*/ 'status.paused.notConfirmed',
};

/** "No sold listings.": the filter's empty state, by status. */
export const NO_LISTINGS_WITH_STATUS: Record<ListingStatus, string> = {
  active: /*i18n*/ 'listings.none.active',
  paused: /*i18n*/ 'listings.none.paused',
  sold: /*i18n*/ 'listings.none.sold',
};
