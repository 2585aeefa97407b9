/**
 * A listing's status and the buyer-chat (lead) rules the app and the server share.
 *
 * - `active`: offered by the bot and shown on its public page (the default).
 * - `paused`: hidden from buyers for a while (bot and public page); the seller can reactivate it.
 * - `sold`: no longer offered by the bot; its public page says it is sold. Views and chats stay.
 */
import { z } from 'zod';

export const LISTING_STATUSES = ['active', 'paused', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const DEFAULT_LISTING_STATUS: ListingStatus = 'active';

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  sold: 'Sold',
};

export const listingStatusSchema = z.enum(LISTING_STATUSES, {
  error: `Status must be one of: ${LISTING_STATUSES.join(', ')}.`,
});

/** POST /listings/{id}/status body. */
export const listingStatusUpdateSchema = z.object({ status: listingStatusSchema });
export type ListingStatusUpdate = z.infer<typeof listingStatusUpdateSchema>;

/** A stored value that is not a known status (an old row, another client) reads as active. */
export function statusOf(value: unknown): ListingStatus {
  return LISTING_STATUSES.includes(value as ListingStatus)
    ? (value as ListingStatus)
    : DEFAULT_LISTING_STATUS;
}

/** Clicks on a listing's chat link by one buyer within this long count as one buyer chat. */
export const LEAD_DEDUPE_MS = 60 * 60 * 1000;

/** GET /listings/{id}/activity: views and buyer chats per Harare day, oldest first, today last. */
export const listingActivitySchema = z.object({
  days: z.array(z.object({ date: z.string(), views: z.number(), leads: z.number() })),
});
export type ListingActivity = z.infer<typeof listingActivitySchema>;
