/**
 * The bot's side of a conversation: one turn per message. Everything the answer depends on is
 * loaded once (turn.ts), then the handlers are asked in their one order (handlers.ts) until one
 * answers. What the answer offers to tap becomes the question asked last, which the person's
 * next message may answer in words. Messages passed on and kept for them (pass-on.ts) come first,
 * then alerts kept for the buyer's next message (no template outside the window): "While you
 * were away: N new matches", then the answer; after it, once, how it went with a seller whose link
 * the bot handed a while ago (feedback-turn.ts).
 */
import type { OutboundMessage } from '@/server/bot/outbound';
import type { InboundEvent } from '@/server/bot/whatsapp/webhook-payload';
import { awayMatches } from './alert-turn';
import { feedbackAfter } from './feedback-turn';
import { waitingPassedOn } from './pass-on';
import { HANDLERS } from './handlers';
import { rememberQuestion } from './memory';
import { loadTurn, type ConversationDeps } from './turn';
import { search } from './search-turn';

export type { ConversationDeps } from './turn';

export async function respond(
  deps: ConversationDeps,
  event: InboundEvent,
): Promise<OutboundMessage[]> {
  const turn = await loadTurn(deps, event);
  let answer: OutboundMessage[] | null = null;
  let answered: string | null = null;
  for (const handler of HANDLERS) {
    answer = await handler.answer(turn);
    answered = handler.name;
    if (answer) break;
  }
  answer ??= await search(turn, turn.words ?? '');
  // A seller's link handed a while ago: how it went, asked once, after the answer.
  answer = [...answer, ...(await feedbackAfter(turn, answer, answered))];
  await rememberQuestion(deps.db, event.from, answer, turn.at);
  const away = await awayMatches(deps, event.from);
  const passedOn = await waitingPassedOn(deps.db, event.from, turn.at);
  return [...passedOn, ...away, ...answer];
}
