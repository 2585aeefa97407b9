/**
 * The buyers' feedback question sent unasked (issue 42): when a link the bot handed a buyer falls
 * due (FEEDBACK_AFTER) and the buyer has not written since, they are asked "Did you deal with
 * {seller} about {listing}?" (Good · Not good · Report) without waiting for their next message:
 *
 * - only with their consent to it (*Yes, ask me* under a seller's link, topic `feedback`,
 *   feedback-consent.ts) and no STOP, asked in the claim's transaction; without it the question
 *   waits for their next message (feedback-turn.ts), as before;
 * - inside the 24-hour window as the free-form question with its reply buttons, outside it as the
 *   utility template WHATSAPP_TEMPLATE_FEEDBACK (body `{{1}}` the seller, `{{2}}` the listing;
 *   three quick-reply buttons whose payloads are the free-form buttons' ids, so a tap on either
 *   lands in the same answer, feedback-turn.ts); outside the window with no template configured,
 *   nothing: the next message asks;
 * - once per buyer per seller, whichever path claims first (`claimFeedbackAsk`, one UPDATE on any
 *   process); a claim that could not be sent after all is given back to the next message.
 *
 * Utility, as Meta defines it: non-promotional, and about the buyer's own contact with one seller
 * the bot put them in touch with ("Utility templates ... must include specificity about the
 * active or ongoing transaction, account, subscription, or interaction to which they relate",
 * https://docs.360dialog.com/docs/resources/utility-messages.md; Meta has the last word on a
 * template's category, https://developers.facebook.com/documentation/business-messaging/whatsapp/marketing-messages/route-template-messages/).
 */
import { sql } from 'drizzle-orm';
import { copyFor } from '@/domain/bot-copy';
import { singleLine } from '@/domain';
import type { Language } from '@/domain/language';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import type { Env } from '@/server/env';
import type { TemplateSetting } from '@/server/env-values';
import type { BotLogger } from '@/server/logger';
import { consentStands, hasConsentGrant, mayMessage } from '@/server/consents/consents';
import {
  claimFeedbackAsk,
  FEEDBACK_ASK_WINDOW_MS,
  feedbackDueAt,
  releaseFeedbackAsk,
  type FeedbackAsk,
} from '@/server/moderation/feedback';
import { languageOfPhone } from '@/server/bot/checkins/service';
import { feedbackQuestion } from '@/server/bot/conversation/feedback-turn';
import { insideWindow, lastInboundAt, sendNotice, type Notice } from '@/server/bot/notify';
import type { OutboundMessage } from '@/server/bot/outbound';
import type { OutboundSender } from '@/server/bot/whatsapp/sender';
import { noticesPaused } from '@/server/bot/whatsapp/refusals';

/** Meta's pricing category of the question sent unasked. */
export const FEEDBACK_CATEGORY = 'utility' as const;

export interface FeedbackAskDeps {
  db: Db;
  env: Env;
  sender: OutboundSender;
  logger: BotLogger;
  now: () => Date;
}

/** Whether the buyer may be sent the question unasked: no STOP, and their *Yes, ask me*. */
async function mayAsk(db: Db, phone: string): Promise<boolean> {
  if ((await mayMessage(db, phone, FEEDBACK_CATEGORY)) !== 'yes') return false;
  return hasConsentGrant(db, phone, 'feedback');
}

/** The notice for a claimed link: the free-form question, and the template when configured. */
export function feedbackNotice(
  ask: FeedbackAsk,
  language: Language,
  template: TemplateSetting | undefined,
): Notice {
  const copy = copyFor(language);
  const question: OutboundMessage = feedbackQuestion(copy, ask);
  const seller = singleLine(ask.sellerName ?? copy.feedback.aSeller);
  const listing = singleLine(ask.listingTitle);
  const buttons = question.kind === 'buttons' ? question.buttons : [];
  return {
    freeForm: [question],
    language,
    category: FEEDBACK_CATEGORY,
    ...(template
      ? {
          template: {
            setting: template,
            params: [seller, listing],
            buttons: buttons.map((b) => b.id),
            text: `${copy.feedback.ask(seller, listing)} [${buttons.map((b) => b.title).join(' | ')}]`,
          },
        }
      : {}),
  };
}

/**
 * Asks the buyer about their due link when the rules above allow; true when the question was
 * sent. Safe on several processes at once: one claims, the others find nothing.
 */
export async function askFeedback(deps: FeedbackAskDeps, phone: string): Promise<boolean> {
  const { db, env } = deps;
  const now = deps.now();
  const dueAt = await feedbackDueAt(db, phone, now, env.FEEDBACK_AFTER);
  if (!dueAt) return false;
  const last = await lastInboundAt(db, phone);
  // They wrote since it fell due: their next-message turn asks (or chose not to, for a reason).
  if (last && last.getTime() >= dueAt.getTime()) return false;
  const template = env.WHATSAPP_TEMPLATE_FEEDBACK;
  if (!insideWindow(last, now) && !template) return false;
  if (await noticesPaused(db, phone, last, now)) return false;
  const ask = await db.transaction(async (tx: Db) =>
    (await mayAsk(tx, phone)) ? claimFeedbackAsk(tx, phone, now, env.FEEDBACK_AFTER) : null,
  );
  if (!ask) return false;
  let outcome;
  try {
    const language = await languageOfPhone(db, phone);
    outcome = await sendNotice(deps, phone, feedbackNotice(ask, language, template), now);
  } catch (error) {
    await releaseFeedbackAsk(db, phone, ask.sellerId, now);
    throw error;
  }
  if (outcome.sent && outcome.result.ok) return true;
  // Not sent after all (a STOP a moment ago, a refusal): the buyer's next message asks instead.
  await releaseFeedbackAsk(db, phone, ask.sellerId, now);
  if (outcome.sent) deps.logger.error('feedback question not delivered', { to: phone });
  return false;
}

/**
 * The buyers a lost job would have asked: a due link, their consent standing, and no message from
 * them since it fell due (inside the window when no template is configured), at most 100 a run.
 */
export async function buyersDueFeedback(db: Db, env: Env, now: Date): Promise<string[]> {
  const after = env.FEEDBACK_AFTER;
  const dueBy = new Date(now.getTime() - after);
  const since = new Date(dueBy.getTime() - FEEDBACK_ASK_WINDOW_MS);
  const windowFrom = new Date(now.getTime() - 24 * 3_600_000);
  const reachable = env.WHATSAPP_TEMPLATE_FEEDBACK
    ? sql`TRUE`
    : sql`EXISTS (SELECT 1 FROM messages w WHERE w.contact = g.contact
                    AND w.direction = 'inbound' AND w.created_at > ${windowFrom})`;
  const found = await rows<{ contact: string }>(
    db,
    sql`SELECT g.contact FROM whatsapp_consent_grants g
         WHERE g.topic = 'feedback' AND ${consentStands(sql`g.contact`, FEEDBACK_CATEGORY)}
           AND ${reachable}
           AND EXISTS (
             SELECT 1 FROM feedback_asks a
              WHERE a.buyer_phone = g.contact AND a.asked_at IS NULL
                AND a.handed_at <= ${dueBy} AND a.handed_at > ${since}
                AND NOT EXISTS (
                  SELECT 1 FROM messages m WHERE m.contact = g.contact
                     AND m.direction = 'inbound'
                     AND m.created_at >= a.handed_at + ${after} * interval '1 millisecond'))
         LIMIT 100`,
  );
  return found.map((row) => row.contact);
}
