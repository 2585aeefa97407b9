/**
 * Drizzle view of what the discovery query ranks a listing on (migration 0920: partitioned by
 * type, kept by a trigger on listings; discovery/search-query.ts reads it in SQL). The SQL is the
 * source of truth; keep this file in step with it.
 */
import { integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz, tsvector } from './schema-columns';

export const listingSearch = pgTable('listing_search', {
  id: text('id').notNull(),
  type: text('type').notNull(),
  sellerId: text('seller_id').notNull(),
  status: text('status').notNull(),
  moderationState: text('moderation_state'),
  city: text('city'),
  town: text('town'),
  realEstateDealType: text('real_estate_deal_type'),
  lowPrice: numeric('low_price'),
  highPrice: numeric('high_price'),
  views: integer('views').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  search: tsvector('search'),
});
