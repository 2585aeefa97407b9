/**
 * Codes the server puts beside its message (`{ message, code, limit }`) on a refusal a seller can
 * meet, so the app says it in the seller's language by the code; the English message stays for
 * older clients. A photo store that is full says `storage_full` (images.ts).
 */
export const SELLER_LIMIT_CODES = {
  /** The most new listings one seller may add in an hour (`limit`). */
  listingsPerHour: 'listings_per_hour',
  /** The most photos one seller may upload in an hour (`limit`). */
  photosPerHour: 'photos_per_hour',
  /** The most listings one seller may have (`limit`). */
  listingsCap: 'listings_cap',
} as const;

export type SellerLimitCode = (typeof SELLER_LIMIT_CODES)[keyof typeof SELLER_LIMIT_CODES];
