/**
 * A buyer's consent to the feedback question sent unasked (bot/feedback/): while none is
 * recorded, the message under a seller's link (the Report button's) says, in one more line, that
 * the marketplace (MARKETPLACE_NAME) may ask them on WhatsApp later how it went, even when they
 * have not written, and how to stop (STOP, START), with a second button, *Yes, ask me*
 * (`feedback-consent:<language>`). The tap records the consent (utility, topic `feedback`) with
 * the words shown, in the language they were shown in, and schedules the question (a link handed
 * later schedules its own). Without it the question waits for the buyer's next message, as
 * before.
 */
import { sql } from 'drizzle-orm';
import { copyFor } from '@/domain/bot-copy';
import { LANGUAGES, type Language } from '@/domain/language';
import { grantConsent, hasConsentGrant } from '@/server/consents/consents';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import type { Env } from '@/server/env';
import type { JobQueue } from '@/server/jobs/queue';
import type { BotLogger } from '@/server/logger';
import { scheduleFeedbackAsk } from '@/server/bot/feedback/schedule';
import type { OutboundMessage } from '@/server/bot/outbound';

export const FEEDBACK_CONSENT_PREFIX = 'feedback-consent:';

/** The consent line as shown under a seller's link, and the button it was under. */
export function feedbackConsentWords(language: Language, marketplace: string) {
  const copy = copyFor(language).feedback;
  const line = copy.consent(marketplace);
  return { line, how: copy.consentButton, words: `${line} [${copy.consentButton}]` };
}

/**
 * Where the buyer stands: 'given' (*Yes, ask me* recorded; STOP aside), 'stopped' (a STOP stands,
 * lifted by START only, never by a tap: nothing is offered) or 'none' (the line goes under a
 * seller's link).
 */
export async function feedbackConsentState(
  db: Db,
  phone: string,
): Promise<'given' | 'stopped' | 'none'> {
  const [stopped] = await rows<{ at: string | Date | null }>(
    db,
    sql`SELECT opted_out_at AS at FROM bot_conversations WHERE phone_number = ${phone}`,
  );
  if (stopped?.at) return 'stopped';
  return (await hasConsentGrant(db, phone, 'feedback')) ? 'given' : 'none';
}

/** The Report button's message with the consent line and *Yes, ask me* beside Report. */
export function withFeedbackConsent(
  message: OutboundMessage,
  language: Language,
  marketplace: string,
): OutboundMessage {
  if (message.kind !== 'buttons') return message;
  const { line, how } = feedbackConsentWords(language, marketplace);
  return {
    ...message,
    body: `${message.body}\n\n${line}`,
    buttons: [...message.buttons, { id: `${FEEDBACK_CONSENT_PREFIX}${language}`, title: how }],
  };
}

/** *Yes, ask me* tapped (or typed): the consent recorded with the words shown. */
export async function feedbackConsentReply(
  turn: {
    db: Db;
    env: Env;
    phone: string;
    at: Date;
    language: Language;
    jobs?: JobQueue;
    logger?: BotLogger;
  },
  replyId: string,
): Promise<OutboundMessage[] | null> {
  const shownIn = LANGUAGES.find((l) => replyId === `${FEEDBACK_CONSENT_PREFIX}${l}`);
  if (!shownIn) return null;
  const marketplace = turn.env.MARKETPLACE_NAME;
  const { how, words } = feedbackConsentWords(shownIn, marketplace);
  await grantConsent(
    turn.db,
    turn.phone,
    { category: 'utility', topic: 'feedback', how, words },
    turn.at,
  );
  // The link the line was under falls due FEEDBACK_AFTER from about now (older ones: the sweep).
  await scheduleFeedbackAsk(turn.jobs, turn.env.FEEDBACK_AFTER, turn.phone, turn.at, turn.logger);
  return [{ kind: 'text', text: copyFor(turn.language).feedback.consented(marketplace) }];
}
