/**
 * Drizzle view of buyers' alerts (migration 0410_buyer_alerts.sql): saved searches, the search
 * last offered for saving, one alert per buyer and listing, and the messages sent per day. The
 * SQL is the source of truth; keep this file in step with it.
 */
import { date, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { belongsTo, generatedId, timestamptz } from './schema-columns';

/** "Alert me": what the bot understood of the search (its request), the words, the language. */
export const savedSearches = pgTable('saved_searches', {
  id: generatedId(),
  phoneNumber: text('phone_number').notNull(),
  query: text('query').notNull(),
  request: jsonb('request').notNull(),
  language: text('language').notNull().default('en'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  stoppedAt: timestamptz('stopped_at'),
});

/** The last search a buyer was offered an alert for: what "Alert me" saves. */
export const alertOffers = pgTable('alert_offers', {
  phoneNumber: text('phone_number').primaryKey(),
  query: text('query').notNull(),
  request: jsonb('request').notNull(),
  language: text('language').notNull().default('en'),
  offeredAt: timestamptz('offered_at').notNull().defaultNow(),
});

export type AlertState = 'due' | 'sending' | 'sent' | 'waiting' | 'shown' | 'dropped' | 'failed';

/** One per buyer and listing: a buyer hears about a listing at most once. */
export const alerts = pgTable(
  'alerts',
  {
    id: generatedId(),
    phoneNumber: text('phone_number').notNull(),
    listingId: text('listing_id').notNull(),
    savedSearchId: belongsTo('saved_search_id', () => savedSearches.id),
    state: text('state').$type<AlertState>().notNull().default('due'),
    matchedAt: timestamptz('matched_at').notNull().defaultNow(),
    notBefore: timestamptz('not_before').notNull().defaultNow(),
    claimedUntil: timestamptz('claimed_until'),
    sentAt: timestamptz('sent_at'),
    via: text('via').$type<'free-form' | 'template' | 'digest' | 'away'>(),
    messageId: text('message_id'),
    /** The buyer opened the seller's chat from the alert's link. */
    chatAt: timestamptz('chat_at'),
  },
  (table) => [unique().on(table.phoneNumber, table.listingId)],
);

/** Alert messages sent to a buyer per day (Zimbabwe's day), counted atomically. */
export const alertDays = pgTable(
  'alert_days',
  {
    phoneNumber: text('phone_number').notNull(),
    day: date('day').notNull(),
    messages: integer('messages').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.phoneNumber, table.day] })],
);
