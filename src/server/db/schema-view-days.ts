/**
 * Drizzle view of the views per day the admin's stats read (migration 0850: kept by a trigger on
 * listing_views). The SQL is the source of truth; keep this file in step with it.
 */
import { bigint, date, pgTable } from 'drizzle-orm/pg-core';

export const listingViewDays = pgTable('listing_view_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  views: bigint('views', { mode: 'number' }).notNull(),
});
