/**
 * Drizzle view of the bot's own tables (migrations 0100_bot_*.sql). The SQL is the source of
 * truth; keep this file in step with it.
 */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const botSearchState = pgTable('bot_search_state', {
  phoneNumber: text('phone_number').primaryKey(),
  query: text('query').notNull(),
  request: jsonb('request').notNull(),
  resultIds: text('result_ids').array().notNull(),
  shown: integer('shown').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
