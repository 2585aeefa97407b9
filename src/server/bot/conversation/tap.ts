/** A tap on a button, list row or template button, routed by its reply id's prefix. */
import { copyFor } from '@/domain/bot-copy';
import { checkinTurn } from '@/server/bot/checkins/turn';
import type { OutboundMessage } from '@/server/bot/outbound';
import { alertReply } from './alert-turn';
import { FEEDBACK_PREFIX, feedbackReply } from './feedback-turn';
import { FEEDBACK_CONSENT_PREFIX, feedbackConsentReply } from './feedback-consent';
import type { Handler } from './handler';
import { showListing } from './listing-detail';
import { handleReportReply, REPORT_PREFIX } from './report';
import { LISTING_PREFIX } from './results-page';
import { more } from './search-turn';
import { SELL_PREFIX, sellDepsOf, sellReply } from './sell';
import type { Turn } from './turn';

export const selling = (turn: Turn) => sellDepsOf(turn, async () => turn.language);

/** A tap, routed by its reply id's prefix. */
export async function tap(turn: Turn, replyId: string): Promise<OutboundMessage[] | null> {
  if (replyId.startsWith(SELL_PREFIX)) return sellReply(selling(turn), turn.phone, replyId);
  if (replyId.startsWith(FEEDBACK_PREFIX)) return feedbackReply(turn, replyId);
  if (replyId.startsWith(FEEDBACK_CONSENT_PREFIX)) return feedbackConsentReply(turn, replyId);
  const checkin = await checkinTurn(turn, { ...turn.event, replyId });
  if (checkin) return checkin;
  if (replyId.startsWith('alert')) {
    const answer = await alertReply(turn, turn.phone, replyId, turn.language);
    if (answer) return answer;
  }
  if (replyId.startsWith(LISTING_PREFIX)) {
    // A tap on a results row: the details and the Report button in the chat's language.
    return showListing(turn, turn.phone, replyId.slice(LISTING_PREFIX.length), turn.language);
  }
  if (replyId === 'more') return more(turn, null);
  if (replyId.startsWith(REPORT_PREFIX)) {
    return handleReportReply(turn.db, turn.phone, replyId, copyFor(turn.language), turn.at);
  }
  return null;
}

export const tapHandler: Handler = {
  name: 'tap',
  intents: ['button', 'list row', 'template button'],
  answer: (turn) => (turn.event.replyId ? tap(turn, turn.event.replyId) : Promise.resolve(null)),
};
