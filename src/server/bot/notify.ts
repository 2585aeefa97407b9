/**
 * Messages the marketplace starts (alerts, check-ins, the auto-pause notice, a buyer's message
 * passed on), as WhatsApp allows them: never after the person's STOP, and never without their
 * consent to the notice's category (`mayMessage`, consents/consents.ts, asked again right before
 * the send) unless they asked for it by writing (a seller's answer to a buyer); free-form only
 * within 24 hours of the person's last message to us (the customer-service window, taken from the
 * timestamps of their inbound messages), an approved template otherwise, and nothing when no
 * template is configured: the caller keeps the news for the person's next message.
 *
 * Each send is stored first and its outcome recorded on the stored message (message-log.ts), so a
 * `failed` receipt that comes later (131047 and the rest) lands on the same row: callers keep the
 * returned message id and read the outcome from it. Claiming a send once across processes is the
 * caller's (one row per alert or check-in, claimed before sending).
 */
import { sql } from 'drizzle-orm';
import type { Language } from '@/domain/language';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import { templateLanguage, type TemplateSetting } from '@/server/env-values';
import type { BotLogger } from '@/server/logger';
import { withinLimits, type OutboundMessage } from './outbound';
import { REPLY_WINDOW_MS } from './runtime-settings';
import { trySend } from './send-reply';
import { mayMessage, type ConsentCategory } from '@/server/consents/consents';
import { rememberQuestion } from './conversation/memory';
import { recordOutbound, recordSendResult } from './whatsapp/message-log';
import type { OutboundSender, SendResult } from './whatsapp/sender';
import { noteRefusal, noticesPaused } from './whatsapp/refusals';

/**
 * A free-form message is sent only when the window has at least this long left, so one sent at
 * the window's edge is not refused on arrival.
 */
export const WINDOW_MARGIN_MS = 10 * 60_000;

/** The time of the person's last message to us, or null if they never wrote. */
export async function lastInboundAt(db: Db, phone: string): Promise<Date | null> {
  const [row] = await rows<{ at: string | Date | null }>(
    db,
    sql`SELECT max(created_at) AS at FROM messages
        WHERE contact = ${phone} AND direction = 'inbound'`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** Whether a free-form message may be sent now to someone whose last message was at `last`. */
export function insideWindow(last: Date | null, now: Date): boolean {
  return last !== null && now.getTime() - last.getTime() < REPLY_WINDOW_MS - WINDOW_MARGIN_MS;
}

export interface NoticeDeps {
  db: Db;
  sender: OutboundSender;
  logger: BotLogger;
}

export interface Notice {
  /** What is sent inside the window (one or more messages, in order). */
  freeForm: OutboundMessage[];
  /** The template and its parameters, for outside the window; absent: none configured. */
  template?: {
    setting: TemplateSetting;
    params: string[];
    buttons?: string[];
    /** What the template says, filled in, for the conversation log. */
    text: string;
  };
  language: Language;
  /** Meta's pricing category, whose consent the person must have given. */
  category: ConsentCategory;
  /**
   * The person asked for it by writing (a seller's answer to the buyer who wrote to them): sent
   * only inside their window, never as a template, and without a standing consent; their STOP
   * is still honoured first.
   */
  askedFor?: true;
}

export type NoticeOutcome =
  | {
      sent: true;
      via: 'free-form' | 'template';
      /** The stored message whose delivery decides the outcome (the first one sent). */
      messageId: string;
      result: SendResult;
    }
  /** Outside the window with no template: nothing was sent; keep it for their next message. */
  | { sent: false; reason: 'outside-window' }
  /** The person sent STOP: nothing is sent, and nothing is kept for later. */
  | { sent: false; reason: 'opted-out' }
  /** No consent to the category recorded (or it was withdrawn): nothing is sent. */
  | { sent: false; reason: 'no-consent' }
  /** A refusal paused the person's notices (whatsapp/refusals.ts): kept for later. */
  | { sent: false; reason: 'paused' };

/** Sends a notice the way the window allows; see the module comment. */
export async function sendNotice(
  deps: NoticeDeps,
  to: string,
  notice: Notice,
  now: Date,
): Promise<NoticeOutcome> {
  // An opt-out is honoured before anything else, whichever process sends; then the consent.
  const may = await mayMessage(deps.db, to, notice.category);
  if (may === 'opted-out' || (may === 'no-consent' && !notice.askedFor)) {
    return { sent: false, reason: may };
  }
  const last = await lastInboundAt(deps.db, to);
  if (await noticesPaused(deps.db, to, last, now)) return { sent: false, reason: 'paused' };
  const open = insideWindow(last, now);
  let messages: OutboundMessage[];
  let via: 'free-form' | 'template';
  if (open) {
    messages = notice.freeForm;
    via = 'free-form';
  } else if (notice.template && !notice.askedFor) {
    const { setting, params, buttons, text } = notice.template;
    const language = templateLanguage(setting, notice.language);
    messages = [{ kind: 'template', name: setting.name, language, params, buttons, text }];
    via = 'template';
  } else {
    return { sent: false, reason: 'outside-window' };
  }
  let first: { messageId: string; result: SendResult } | undefined;
  for (const message of messages) {
    const bounded = withinLimits(message);
    const id = await recordOutbound(deps.db, to, bounded, now, {
      initiated: true,
      category: notice.category,
    });
    const result = await trySend(deps.sender, to, bounded);
    if (!result.ok) deps.logger.error('whatsapp notice not delivered', { to, error: result.error });
    await recordSendResult(deps.db, id, result);
    if (!result.ok) await noteRefusal(deps.db, to, result.errorCode, now, id);
    first ??= { messageId: id, result };
    if (!result.ok) break;
  }
  if (!first) throw new Error('A notice needs at least one message');
  // What it asked (a check-in's buttons) is the question the person's next message answers.
  if (first.result.ok) await rememberQuestion(deps.db, to, messages, now);
  return { sent: true, via, ...first };
}

/**
 * How a notice's message fared, from its stored row: 'failed' (refused at send, or a `failed`
 * receipt later, e.g. 131047 outside the window), 'reached' (delivered or read), or 'pending'.
 */
export async function noticeDelivery(
  db: Db,
  messageId: string,
): Promise<{ state: 'failed' | 'reached' | 'pending'; errorCode: number | null }> {
  const [row] = await rows<{ status: string; reached: boolean; error_code: number | null }>(
    db,
    sql`SELECT status, reached_at IS NOT NULL AS reached, error_code FROM messages
        WHERE id = ${messageId}`,
  );
  if (!row) return { state: 'pending', errorCode: null };
  if (row.status === 'failed') return { state: 'failed', errorCode: row.error_code };
  return { state: row.reached ? 'reached' : 'pending', errorCode: null };
}
