/**
 * Drizzle view of the tables kept beside listings: check-in rounds (migration 0420), the buyer
 * chat gate (0230) and the title words the bot's typo tolerance reads (0271, kept by a trigger).
 * The SQL is the source of truth; keep this file in step with it.
 */
import { integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { belongsTo, generatedId, timestamptz } from './schema-columns';
import { listings, users } from './schema';

export type CheckinState =
  'due' | 'sending' | 'asked' | 'answered' | 'failed' | 'paused' | 'closed';

/** One per listing and confirmation (`roundAt` is the listings.confirmed_at it asks about). */
export const listingCheckins = pgTable(
  'listing_checkins',
  {
    id: generatedId(),
    listingId: belongsTo('listing_id', () => listings.id),
    sellerId: belongsTo('seller_id', () => users.id),
    roundAt: timestamptz('round_at').notNull(),
    state: text('state').$type<CheckinState>().notNull().default('due'),
    dueAt: timestamptz('due_at').notNull(),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamptz('claimed_until'),
    askedAt: timestamptz('asked_at'),
    via: text('via'),
    messageId: text('message_id'),
    /** The listing's views and buyer chats when it was asked. */
    viewsAt: integer('views_at'),
    leadsAt: integer('leads_at'),
    answeredAt: timestamptz('answered_at'),
    answer: text('answer'),
    pausedAt: timestamptz('paused_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [unique().on(table.listingId, table.roundAt)],
);

/** A buyer's chat with a listing is counted once per window (record-lead.ts). */
export const listingLeadGate = pgTable(
  'listing_lead_gate',
  {
    listingId: belongsTo('listing_id', () => listings.id),
    buyerKey: text('buyer_key').notNull(),
    countedAt: timestamptz('counted_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.buyerKey] })],
);

/** The words of active listings' titles with how many use each (a trigger keeps it). */
export const listingTitleWords = pgTable('listing_title_words', {
  word: text('word').primaryKey(),
  listings: integer('listings').notNull(),
});
