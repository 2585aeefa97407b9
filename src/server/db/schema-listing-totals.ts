/**
 * Drizzle view of the listing totals the admin reads (migration 0900: per status, kept by a
 * trigger on listings). The SQL is the source of truth; keep this file in step with it.
 */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const listingTotals = pgTable('listing_totals', {
  status: text('status').primaryKey(),
  listings: bigint('listings', { mode: 'number' }).notNull(),
  views: bigint('views', { mode: 'number' }).notNull(),
  leads: bigint('leads', { mode: 'number' }).notNull(),
});
