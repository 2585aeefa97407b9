/**
 * Drizzle view of the bot's own tables (migrations 0100_bot_*.sql). The SQL is the source of
 * truth; keep this file in step with it.
 */
import { bigint, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './schema-columns';
import { contacts } from './schema';

export const botSearchState = pgTable('bot_search_state', {
  phoneNumber: text('phone_number').primaryKey(),
  query: text('query').notNull(),
  request: jsonb('request').notNull(),
  resultIds: text('result_ids').array().notNull(),
  shown: integer('shown').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Where a seller's listing by chat stands (migration 0510). */
export const botSellState = pgTable('bot_sell_state', {
  phoneNumber: text('phone_number').primaryKey(),
  sellerId: text('seller_id').notNull(),
  /** The draft question asked last ('price', 'city'...), or 'change' while picking a field. */
  awaiting: text('awaiting'),
  /** A new offer's words, kept while the seller says whether it replaces the draft. */
  pendingOffer: text('pending_offer'),
  lastListingId: text('last_listing_id'),
  language: text('language'),
  /** The chat draft (its id) the seller was told keeps four photos at most: said once. */
  photosFullTold: text('photos_full_told'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** The town a buyer named last, for their next search (migration 0210). */
export const botBuyerTown = pgTable('bot_buyer_town', {
  contact: text('contact')
    .primaryKey()
    .references(() => contacts.phoneNumber, { onDelete: 'cascade' }),
  city: text('city').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * A WhatsApp person's business-scoped user id and the contact key their rows are kept under
 * (migration 0860): the phone when WhatsApp gave it, the username for the admin.
 */
export const waIdentities = pgTable('wa_identities', {
  userId: text('user_id').primaryKey(),
  contact: text('contact').notNull(),
  phone: text('phone'),
  username: text('username'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** Orders a person's ids by last use (a sequence). */
  touched: bigint('touched', { mode: 'number' }).notNull(),
});

/**
 * A message passed on through the bot (0860, 0950): a buyer's to a seller who has no number
 * buyers can chat to, or the seller's answer to the buyer.
 */
export const passedMessages = pgTable('passed_messages', {
  id: text('id').primaryKey(),
  waMessageId: text('wa_message_id').notNull().unique(),
  listingId: text('listing_id').notNull(),
  /** Who wrote it: the buyer, or the seller for their answer. */
  buyer: text('buyer').notNull(),
  /** Whom it is for, given to them when they next write: the seller, or the buyer for an answer. */
  seller: text('seller').notNull(),
  body: text('body').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  deliveredAt: timestamptz('delivered_at'),
  /** Its conversation (0950), which says who is the buyer and who the seller. */
  threadId: text('thread_id'),
});

/** A conversation through the bot about one listing between a buyer and its seller (0950). */
export const passOnThreads = pgTable('pass_on_threads', {
  id: text('id').primaryKey(),
  listingId: text('listing_id').notNull(),
  buyer: text('buyer').notNull(),
  seller: text('seller').notNull(),
  /** What either of them types to answer ('A1' in '#A1 yes'). */
  reference: text('reference').notNull(),
  /** The listing's title when it began, for once the listing is deleted. */
  title: text('title').notNull().default(''),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Consent to messages the marketplace starts, per person and category (migration 0860). */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    contact: text('contact').notNull(),
    category: text('category').$type<'utility' | 'marketing'>().notNull(),
    grantedAt: timestamptz('granted_at').notNull(),
    how: text('how').notNull(),
    words: text('words').notNull(),
    withdrawnAt: timestamptz('withdrawn_at'),
  },
  (table) => [primaryKey({ columns: [table.contact, table.category] })],
);

/** Every grant of consent, by what it covers (migration 0890). */
export const whatsappConsentGrants = pgTable(
  'whatsapp_consent_grants',
  {
    contact: text('contact').notNull(),
    topic: text('topic').$type<'alerts' | 'checkins'>().notNull(),
    category: text('category').$type<'utility' | 'marketing'>().notNull(),
    grantedAt: timestamptz('granted_at').notNull(),
    how: text('how').notNull(),
    words: text('words').notNull(),
  },
  (table) => [primaryKey({ columns: [table.contact, table.topic] })],
);

/** One row per refusal WhatsApp gave, by reason (migration 0890). */
export const whatsappRefusals = pgTable('whatsapp_refusals', {
  id: text('id').primaryKey(),
  contact: text('contact').notNull(),
  messageId: text('message_id'),
  code: integer('code').notNull(),
  reason: text('reason').notNull(),
  at: timestamptz('at').notNull(),
});

/** The flow_token of each listing form sent, by its SHA-256: single use, one seller's (0940). */
export const listingFlowTokens = pgTable('listing_flow_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sellerId: text('seller_id').notNull(),
  phoneNumber: text('phone_number').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  usedByMessage: text('used_by_message'),
});

/** A completed listing form as delivered (photo keys included), until it is answered (0940). */
export const listingFlowReplies = pgTable('listing_flow_replies', {
  waMessageId: text('wa_message_id').primaryKey(),
  response: jsonb('response').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
