/**
 * Drizzle view of the trust and safety tables (migration 0300_moderation.sql). The SQL is the
 * source of truth; keep this file in step with it.
 */
import { bigint, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './schema-columns';
import type { FeedbackReason, FeedbackVerdict } from '@/domain/feedback';
import type { AuditAction, CaseReason, ReportReason } from '@/domain/schemas/moderation';

export const moderationCases = pgTable('moderation_cases', {
  id: text('id').primaryKey(),
  listingId: text('listing_id'),
  sellerId: text('seller_id').notNull(),
  state: text('state').$type<'open' | 'closed'>().notNull().default('open'),
  reasons: jsonb('reasons').$type<CaseReason[]>().notNull().default([]),
  appeal: text('appeal'),
  openedAt: timestamptz('opened_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  closedAt: timestamptz('closed_at'),
  resolution: text('resolution').$type<AuditAction>(),
});

export const listingReports = pgTable('listing_reports', {
  id: text('id').primaryKey(),
  listingId: text('listing_id').notNull(),
  reporterKey: text('reporter_key').notNull(),
  reporterPhone: text('reporter_phone'),
  reason: text('reason').$type<ReportReason>().notNull(),
  note: text('note'),
  caseId: text('case_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Append-only: the database refuses UPDATE, DELETE and TRUNCATE. */
export const moderationAudit = pgTable('moderation_audit', {
  id: text('id').primaryKey(),
  adminPhone: text('admin_phone').notNull(),
  action: text('action').$type<AuditAction>().notNull(),
  listingId: text('listing_id'),
  sellerId: text('seller_id'),
  reason: text('reason').notNull(),
  before: jsonb('before').$type<Record<string, unknown>>().notNull().default({}),
  after: jsonb('after').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A photo of a deleted listing, as the snapshot keeps it: its id and perceptual hash. */
export interface KeptPhoto {
  id: string;
  /** The 64-bit hash as a decimal string; null when the photo had none. */
  hash: string | null;
}

/**
 * What a listing showed when its seller deleted it with a case open, or held or hidden
 * (migration 0810): for admins, until the retention period after its cases closed.
 */
export const deletedListings = pgTable('deleted_listings', {
  listingId: text('listing_id').primaryKey(),
  sellerId: text('seller_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  price: jsonb('price').$type<unknown>(),
  photos: jsonb('photos').$type<KeptPhoto[]>().notNull().default([]),
  moderationState: text('moderation_state'),
  moderationReason: text('moderation_reason'),
  deletedAt: timestamptz('deleted_at').notNull().defaultNow(),
});

/** The words or a photo of a listing moderation took down (migration 0810). */
export const listingFingerprints = pgTable('listing_fingerprints', {
  listingId: text('listing_id').notNull(),
  kind: text('kind').$type<'words' | 'photo'>().notNull(),
  words: text('words'),
  phash: bigint('phash', { mode: 'bigint' }),
  cause: text('cause').$type<'hidden' | 'deleted'>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A seller's link the bot handed a buyer, and when the buyer was asked how it went (0880). */
export const feedbackAsks = pgTable('feedback_asks', {
  viewId: text('view_id').primaryKey(),
  buyerPhone: text('buyer_phone').notNull(),
  listingId: text('listing_id').notNull(),
  sellerId: text('seller_id').notNull(),
  handedAt: timestamptz('handed_at').notNull(),
  askedAt: timestamptz('asked_at'),
});

/** One buyer's word on one seller, a new one replacing the old (migration 0880). */
export const sellerFeedback = pgTable('seller_feedback', {
  buyerPhone: text('buyer_phone').notNull(),
  sellerId: text('seller_id').notNull(),
  listingId: text('listing_id').notNull(),
  verdict: text('verdict').$type<FeedbackVerdict>().notNull(),
  reason: text('reason').$type<FeedbackReason>(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type ModerationCaseRow = typeof moderationCases.$inferSelect;
export type AuditRow = typeof moderationAudit.$inferSelect;
