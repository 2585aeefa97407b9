/**
 * Drizzle view of what the bot remembers of each conversation (migrations 0800, 0860). The SQL
 * is the source of truth; keep this file in step with it.
 */
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './schema-columns';

/** A question the bot asked: its options as the person could tap them. */
export interface AskedQuestion {
  options: { id: string; title: string; numbered: boolean }[];
  /** The message that asked it last (its buttons or list), to ask again when not understood. */
  ask?: unknown;
}

export const botConversations = pgTable('bot_conversations', {
  phoneNumber: text('phone_number').primaryKey(),
  language: text('language').$type<'en' | 'sn' | 'nd'>(),
  question: jsonb('question').$type<AskedQuestion>(),
  questionAt: timestamptz('question_at'),
  optedOutAt: timestamptz('opted_out_at'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** A refusal paused the person's notices (migration 0860): since, until, and which refusal. */
  noticesPausedAt: timestamptz('notices_paused_at'),
  noticesPausedUntil: timestamptz('notices_paused_until'),
  noticesPausedReason: text('notices_paused_reason'),
});
