/**
 * Drizzle view of the trust and safety tables (migration 0300_moderation.sql). The SQL is the
 * source of truth; keep this file in step with it.
 */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction, CaseReason, ReportReason } from '@/domain/schemas/moderation';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

export type ModerationCaseRow = typeof moderationCases.$inferSelect;
export type AuditRow = typeof moderationAudit.$inferSelect;
