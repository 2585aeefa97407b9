/**
 * Drizzle view of the tables created by the SQL files in ./migrations. The SQL is the source of
 * truth (it runs on PGlite and PostgreSQL alike); keep this file in step with it.
 */
import { sql } from 'drizzle-orm';
import type { Price } from '@/domain';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { belongsTo, generatedId, timestamptz, tsvector } from './schema-columns';
import type { ListingStatus, PausedReason } from '@/domain/listing-status';
import type { ModerationState } from '@/domain/schemas/moderation';
import type { SellerReasonCode } from '@/domain/schemas/seller-reason';
import type { ListingDraftSource } from '@/domain/schemas/listing-draft';

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  displayName: text('display_name'),
  contactNumber: text('contact_number'),
  /** The contact number's digits as last confirmed over WhatsApp (migration 0810). */
  contactConfirmed: text('contact_confirmed'),
  /** The code the contact number sends the bot to confirm it, and the digits it confirms. */
  contactCode: text('contact_code'),
  contactCodeFor: text('contact_code_for'),
  contactCodeExpiresAt: timestamptz('contact_code_expires_at'),
  city: text('city'),
  address: text('address'),
  website: text('website'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** Set while the seller is suspended (migration 0300). */
  suspendedAt: timestamptz('suspended_at'),
  suspensionReason: text('suspension_reason'),
  /** The bot told the suspended seller how to appeal (migration 0301); their next text is it. */
  appealInvitedAt: timestamptz('appeal_invited_at'),
  /** The seller said "stop reminders" (migration 0420): no check-ins, so no pause for silence. */
  checkinsStoppedAt: timestamptz('checkins_stopped_at'),
  language: text('language'), // The app's language they chose (0870): en, sn or nd.
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: belongsTo('user_id', () => users.id),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const loginChallenges = pgTable('login_challenges', {
  id: text('id').primaryKey(),
  userId: belongsTo('user_id', () => users.id),
  phoneSuffix: text('phone_suffix').notNull(),
  linkTokenHash: text('link_token_hash').notNull().unique(),
  code: text('code').notNull(),
  linkExpiresAt: timestamptz('link_expires_at').notNull(),
  codeExpiresAt: timestamptz('code_expires_at').notNull(),
  linkUsedAt: timestamptz('link_used_at'),
  codeUsedAt: timestamptz('code_used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const authAttempts = pgTable('auth_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  scope: text('scope').notNull(),
  subject: text('subject').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Stored price: the domain's price, written only after the listing schema accepted it. */
export type StoredPrice = Price;

export const listings = pgTable('listings', {
  id: text('id').primaryKey(),
  sellerId: belongsTo('seller_id', () => users.id),
  type: text('type').notNull(),
  subType: text('sub_type'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  city: text('city'),
  /** The town's name when city is 'other'. */
  town: text('town'),
  neighborhood: text('neighborhood'),
  address: text('address'),
  website: text('website'),
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'`),
  images: text('images')
    .array()
    .notNull()
    .default(sql`'{}'`),
  price: jsonb('price').$type<StoredPrice>(),
  realEstateDealType: text('real_estate_deal_type'),
  accommodationType: text('accommodation_type'),
  vehicleBrand: text('vehicle_brand'),
  modelYear: text('model_year'),
  electronicBrand: text('electronic_brand'),
  serviceType: text('service_type'),
  views: integer('views').notNull().default(0),
  /** 'active' | 'paused' | 'sold' (migration 0230); the bot offers active ones only. */
  status: text('status').$type<ListingStatus>().notNull().default('active'),
  /** Buyer chats counted; a trigger on listing_leads keeps it. */
  leads: integer('leads').notNull().default(0),
  /** Held or hidden (migration 0300): never offered to buyers while set. */
  moderationState: text('moderation_state').$type<ModerationState>(),
  moderationReason: text('moderation_reason'),
  /**
   * The marketplace's reason by its code and parameters (migration 0910; SellerReason): null for
   * an admin's own words and rows written before.
   */
  moderationReasonCode: text('moderation_reason_code').$type<SellerReasonCode>(),
  moderationReasonParams: jsonb('moderation_reason_params').$type<Record<string, unknown>>(),
  moderationAt: timestamptz('moderation_at'),
  /** When the seller last said it is still on offer (migration 0400); check-ins count from it. */
  confirmedAt: timestamptz('confirmed_at').notNull().defaultNow(),
  /** Why the marketplace paused it ('not_confirmed'); null when the seller paused it. */
  pausedReason: text('paused_reason').$type<PausedReason>(),
  /** When its open check-in was asked (migration 0420); pending while later than confirmedAt. */
  checkinAskedAt: timestamptz('checkin_asked_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** Weighted full-text vector: title (A), description (B), features (C); 'english' config. */
  search: tsvector('search').generatedAlwaysAs(
    sql`listing_search_vector(title, description, features)`,
  ),
});

export const files = pgTable('files', {
  id: text('id').primaryKey(),
  ownerId: belongsTo('owner_id', () => users.id),
  listingId: text('listing_id').references(() => listings.id, { onDelete: 'set null' }),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  size: integer('size').notNull(),
  etag: text('etag').notNull(),
  originalName: text('original_name'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** The photo's perceptual hash (migration 0310), null for photos uploaded before it. */
  phash: bigint('phash', { mode: 'bigint' }),
  /** Set when the background hashing could not read the photo (migration 0700). */
  phashTriedAt: timestamptz('phash_tried_at'),
  /**
   * The deleted listing this photo is kept for (migration 0810): evidence for admins only, never
   * served to anyone else nor attached to a listing again.
   */
  keptForListing: text('kept_for_listing'),
});

/** Inserting a row bumps listings.views (a trigger in the migration keeps the count). */
export const listingViews = pgTable('listing_views', {
  id: generatedId(),
  listingId: belongsTo('listing_id', () => listings.id),
  viewerPhone: text('viewer_phone').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A buyer followed the listing's chat link; inserting bumps listings.leads (trigger). */
export const listingLeads = pgTable('listing_leads', {
  id: generatedId(),
  listingId: belongsTo('listing_id', () => listings.id),
  buyerPhone: text('buyer_phone'),
  source: text('source').$type<'page' | 'bot'>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const contacts = pgTable('contacts', {
  phoneNumber: text('phone_number').primaryKey(),
  messageCount: integer('message_count').notNull().default(0),
  lastMessageAt: timestamptz('last_message_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** The signed-in user of this number, once known (migration 0210). */
  userId: text('user_id'),
  /** Fair replies (migration 0290): when this contact was last served, and its reply window. */
  servedAt: timestamptz('served_at'),
  windowStartedAt: timestamptz('window_started_at'),
  windowCount: integer('window_count').notNull().default(0),
});

export interface MessageContent {
  text?: string;
  imageUrl?: string;
}

export const messages = pgTable('messages', {
  id: generatedId(),
  contact: belongsTo('contact', () => contacts.phoneNumber),
  direction: text('direction').$type<'inbound' | 'outbound'>().notNull(),
  content: jsonb('content').$type<MessageContent>().notNull().default({}),
  waMessageId: text('wa_message_id').unique(),
  status: text('status').notNull().default('received'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** Delivery (migrations 0100, 0210): the last error, its code, whether a retry may help. */
  error: text('error'),
  errorCode: integer('error_code'),
  retryable: boolean('retryable'),
  reachedAt: timestamptz('reached_at'),
  updatedAt: timestamptz('updated_at'),
  /** The reply claim (migration 0270): which process answers this message, until when. */
  claimedBy: text('claimed_by'),
  claimedUntil: timestamptz('claimed_until'),
  repliesSent: integer('replies_sent').notNull().default(0),
  /** Fair replies (migration 0290): arrival order, and whether it came past the contact's limit. */
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  overLimit: boolean('over_limit').notNull().default(false),
  /** A reply's own key (migration 0830): the inbound message's id and its place in the answer. */
  replyKey: text('reply_key'),
  /** The Meta pricing category of a message the marketplace started (migration 0890). */
  category: text('category').$type<'utility' | 'marketing' | 'authentication'>(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'running' | 'done'>().notNull().default('running'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Renewed while its request runs (idempotency-lease.ts). */
    renewedAt: timestamptz('renewed_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.scope, table.key] })],
);

/** One listing created or photo uploaded, for the per-seller hourly limits. */
export const sellerActions = pgTable('seller_actions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sellerId: belongsTo('seller_id', () => users.id),
  action: text('action').$type<'listing' | 'upload'>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;
export type FileRow = typeof files.$inferSelect;

/** A listing begun in the WhatsApp chat (migration 0400); one per seller. */
export const listingDrafts = pgTable('listing_drafts', {
  id: generatedId(),
  sellerId: belongsTo('seller_id', () => users.id),
  source: text('source').$type<ListingDraftSource>().notNull().default('whatsapp'),
  /** A partial listing input (src/domain/schemas/listing-draft.ts). */
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
  images: text('images')
    .array()
    .notNull()
    .default(sql`'{}'`),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type ListingDraftRow = typeof listingDrafts.$inferSelect;

export { botConversations, type AskedQuestion } from './schema-conversations';
export { listingViewDays } from './schema-view-days';
export { checkinTotals, listingTotals } from './schema-listing-totals';
export { listingSearch } from './schema-listing-search';
