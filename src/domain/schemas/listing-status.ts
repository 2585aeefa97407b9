/** A listing's status as the API takes it, and its recent activity. */
import { z } from 'zod';
import { LISTING_STATUSES } from '@/domain/listing-status';

export const listingStatusSchema = z.enum(LISTING_STATUSES, {
  error: `Status must be one of: ${LISTING_STATUSES.join(', ')}.`,
});

/** POST /listings/{id}/status body. */
export const listingStatusUpdateSchema = z.object({ status: listingStatusSchema });
export type ListingStatusUpdate = z.infer<typeof listingStatusUpdateSchema>;

/** GET /listings/{id}/activity: views and buyer chats per Harare day, oldest first, today last. */
export const listingActivitySchema = z.object({
  days: z.array(z.object({ date: z.string(), views: z.number(), leads: z.number() })),
});
export type ListingActivity = z.infer<typeof listingActivitySchema>;
