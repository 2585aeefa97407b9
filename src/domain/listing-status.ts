/**
 * A listing's status and the buyer-chat (lead) rules the app and the server share.
 *
 * - `active`: offered by the bot and shown on its public page (the default).
 * - `paused`: hidden from buyers for a while (bot and public page); the seller can reactivate it.
 * - `sold`: no longer offered by the bot; its public page says it is sold. Views and chats stay.
 *
 * No zod here: the seller's first screen reads these and must not pull the schemas in (their zod
 * schemas live in schemas/listing-status.ts).
 */
export const LISTING_STATUSES = ['active', 'paused', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const DEFAULT_LISTING_STATUS: ListingStatus = 'active';

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  sold: 'Sold',
};

/**
 * Why the marketplace (not the seller) paused a listing. `not_confirmed`: its check-in went
 * unanswered for AUTOPAUSE_AFTER. Reactivating clears it.
 */
export const PAUSED_REASONS = ['not_confirmed'] as const;
export type PausedReason = (typeof PAUSED_REASONS)[number];

export const PAUSED_REASON_LABELS: Record<PausedReason, string> = {
  not_confirmed: 'Paused: not confirmed',
};

/** A stored value that is not a known status (an old row, another client) reads as active. */
export function statusOf(value: unknown): ListingStatus {
  return LISTING_STATUSES.includes(value as ListingStatus)
    ? (value as ListingStatus)
    : DEFAULT_LISTING_STATUS;
}

/** Clicks on a listing's chat link by one buyer within this long count as one buyer chat. */
export const LEAD_DEDUPE_MS = 60 * 60 * 1000;
