/**
 * The question again, for a short message that tried to answer it and answered none of its
 * options: never a search for its words.
 */
import { copyFor } from '@/domain/bot-copy';
import type { OutboundMessage } from '@/server/bot/outbound';
import { isCheaper, isLogin, isMore, notASearch, smallTalk } from './intents';
import { remindersIntent } from '@/server/bot/checkins/copy';
import { alertIntent } from './alert-intents';
import { optOutIntent } from './opt-out';
import { APP, SOLD } from './sell/turn';
import type { Turn } from './turn';
import { normalise } from './checkin-words';

/** Questions that only their options answer: a check-in, the report reasons, the summary. */
const CLOSED = /^(?:checkin:(?:available|sold|pause|list):|report:.+:|sell:publish$)/;
/** How long after a closed question a short unclear message is taken as a try at answering. */
const ASK_AGAIN_MS = 30 * 60 * 1000;

/**
 * A short message just after a closed question that answers none of its options and names
 * nothing to look for ('yebo bho', 'hmm'): the question again, never a search for its words.
 * Anything that reads as something else (a greeting, Login, a search for a thing) goes on.
 */
export async function askAgain(turn: Turn): Promise<OutboundMessage[] | null> {
  const question = turn.question;
  const words = turn.words!;
  if (!question?.ask || !question.options.some((o) => CLOSED.test(o.id))) return null;
  const since = turn.conversation.questionAt;
  if (!since || turn.at.getTime() - since.getTime() > ASK_AGAIN_MS) return null;
  if (normalise(words).split(' ').length > 6) return null;
  if (smallTalk(words) || isLogin(words) || notASearch(words)) return null;
  if (optOutIntent(words) || isMore(words) || isCheaper(words)) return null;
  // Words another handler answers: reminders on or off, alerts, help.
  // The chat draft's own commands at its summary: 'app', 'SOLD'.
  if (APP.test(words) || SOLD.test(words)) return null;
  if (remindersIntent(words) || alertIntent(words) || /^\s*(help|menu|info)\b/i.test(words)) {
    return null;
  }
  const request = await turn.understanding.understand(words);
  if (request.categories.length || request.brands.length || request.city || request.town) {
    return null;
  }
  return [
    { kind: 'text', text: copyFor(turn.language).notUnderstoodTap },
    question.ask as OutboundMessage,
  ];
}
