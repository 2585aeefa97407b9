/**
 * Drizzle view of the totals the admin reads: listings per status (migration 0900, kept by a
 * trigger on listings) and check-ins (migration 0960, kept by triggers on listing_checkins). The
 * SQL is the source of truth; keep this file in step with it.
 */
import { bigint, pgTable, smallint, text } from 'drizzle-orm/pg-core';

export const listingTotals = pgTable('listing_totals', {
  status: text('status').primaryKey(),
  listings: bigint('listings', { mode: 'number' }).notNull(),
  views: bigint('views', { mode: 'number' }).notNull(),
  leads: bigint('leads', { mode: 'number' }).notNull(),
});

export const checkinTotals = pgTable('checkin_totals', {
  slot: smallint('slot').primaryKey(),
  sent: bigint('sent', { mode: 'number' }).notNull(),
  answered: bigint('answered', { mode: 'number' }).notNull(),
  paused: bigint('paused', { mode: 'number' }).notNull(),
});
