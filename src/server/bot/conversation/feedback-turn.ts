/**
 * Buyers' feedback in the chat (moderation/feedback.ts keeps it). A while after the bot handed a
 * buyer a seller's link, their next message is answered first and then, in the same turn, asked
 * once: "Did you deal with {seller} about {listing}?" with Good · Not good · Report. The question
 * comes after the answer so the buyer's own request is never held up or pushed out of sight by
 * ours, and so ours is the question asked last: a typed "good", "zvakanaka", "kuhle" answers it
 * (typed-answer.ts). Its buttons are numbered ('1' is Good) only when the answer offered no
 * numbered choice of its own (a result's number keeps picking that result). "Not good" asks why
 * in one list; Report opens the report reasons for that listing.
 */
import { copyFor, type BotCopy } from '@/domain/bot-copy';
import { FEEDBACK_REASONS, type FeedbackReason } from '@/domain/feedback';
import { clip, type OutboundMessage } from '@/server/bot/outbound';
import { askedLink, claimFeedbackAsk, recordFeedback } from '@/server/moderation/feedback';
import { choiceList } from './choice-list';
import { text } from './handler';
import { askReason, REPORT_PREFIX } from './report';
import { FEEDBACK_CONSENT_PREFIX } from './feedback-consent';
import { LISTING_PREFIX } from './results-page';
import type { Turn } from './turn';

export const FEEDBACK_PREFIX = 'feedback:';

/** An interactive message's body holds 1,024 UTF-16 units. */
const BODY_MAX = 1024;

/** The question's three buttons (reply ids `feedback:<view id>:good|not_good|report`). */
export function feedbackQuestion(
  copy: BotCopy,
  ask: { viewId: string; sellerName: string | null; listingTitle: string },
): OutboundMessage {
  const id = `${FEEDBACK_PREFIX}${ask.viewId}`;
  return {
    kind: 'buttons',
    body: clip(
      copy.feedback.ask(ask.sellerName ?? copy.feedback.aSeller, ask.listingTitle),
      BODY_MAX,
    ),
    buttons: [
      { id: `${id}:good`, title: copy.feedback.good },
      { id: `${id}:not_good`, title: copy.feedback.notGood },
      { id: `${id}:report`, title: copy.feedback.report },
    ],
  };
}

/** Why it was not good, one tap (rows `feedback:<view id>:why:<reason>`). */
function askWhy(copy: BotCopy, viewId: string): OutboundMessage {
  return choiceList(
    copy.feedback.why,
    copy.feedback.whyButton,
    FEEDBACK_REASONS.map((reason) => ({
      id: `${FEEDBACK_PREFIX}${viewId}:why:${reason}`,
      title: copy.feedback.reasons[reason],
    })),
  );
}

/**
 * Options an answer may offer and still be followed by the question: results, a listing's (its
 * Report, and the offer to be asked later).
 */
const PLAIN_OPTION = new RegExp(
  `^(?:${LISTING_PREFIX}|more$|alert|${REPORT_PREFIX}[^:]+$|${FEEDBACK_CONSENT_PREFIX})`,
);

const optionIds = (messages: OutboundMessage[]) =>
  messages.flatMap((m) =>
    m.kind === 'buttons'
      ? m.buttons.map((b) => b.id)
      : m.kind === 'list'
        ? m.rows.map((r) => r.id)
        : m.kind === 'carousel'
          ? m.cards.map((c) => c.button.id)
          : m.kind === 'template'
            ? (m.buttons ?? [])
            : [],
  );

/**
 * The question to add after `answer`, when one is due: never to someone who opted out (nor in
 * the turn of STOP or START), never after an answer that asks something of its own (a check-in,
 * the chat draft, the report reasons), and not right after the question was asked or answered.
 */
export async function feedbackAfter(
  turn: Turn,
  answer: OutboundMessage[],
  handler: string | null,
): Promise<OutboundMessage[]> {
  if (turn.conversation.optedOutAt || handler === 'opt-out' || answer.length === 0) return [];
  if (turn.event.replyId?.startsWith(FEEDBACK_PREFIX)) return [];
  if (turn.question?.options.some((o) => o.id.startsWith(FEEDBACK_PREFIX))) return [];
  if (optionIds(answer).some((id) => !PLAIN_OPTION.test(id))) return [];
  const ask = await claimFeedbackAsk(turn.db, turn.phone, turn.at, turn.env.FEEDBACK_AFTER);
  return ask ? [feedbackQuestion(copyFor(turn.language), ask)] : [];
}

/** A feedback button or row, tapped or typed. */
export async function feedbackReply(
  turn: Turn,
  replyId: string,
): Promise<OutboundMessage[] | null> {
  const match = /^feedback:([^:]+):(good|not_good|report|why:([a-z_]+))$/.exec(replyId);
  if (!match) return null;
  const copy = copyFor(turn.language);
  const link = await askedLink(turn.db, turn.phone, match[1]!);
  if (!link) return text(copy.listingGone);
  if (match[2] === 'report') return [askReason(copy, link.listingId)];
  const reason = FEEDBACK_REASONS.find((r) => r === match[3]) as FeedbackReason | undefined;
  if (match[3] && !reason) return null;
  const verdict = match[2] === 'good' ? 'good' : 'not_good';
  await recordFeedback(turn.db, {
    buyerPhone: turn.phone,
    sellerId: link.sellerId,
    listingId: link.listingId,
    verdict,
    ...(reason ? { reason } : {}),
    now: turn.at,
    caseAt: turn.env.FEEDBACK_PAY_FIRST_CASE,
  });
  if (match[2] === 'not_good') return [askWhy(copy, match[1]!)];
  return text(copy.feedback.thanks);
}
