/** One turn of listing by chat: who the seller is, where they stand, and in which language. */
import { detectLanguage, type Language } from '@/domain/language';
import type { Db } from '@/server/db/client';
import type { Env } from '@/server/env';
import type { BotLogger } from '@/server/logger';
import type { OutboundMessage } from '@/server/bot/outbound';
import { findChatDraft, type ChatDraft } from '@/server/listings/chat-drafts';
import { sellCopyFor, type SellCopy } from './copy';
import { nextQuestion, questionMessage, summaryMessage } from './draft-view';
import { knownSeller, loadSellState, saveSellState, type SellDeps, type SellState } from './state';

export interface SellTurnDeps {
  db: Db;
  env: Env;
  now?: () => Date;
  sell?: SellDeps;
  logger?: BotLogger;
  /** The language of the chat so far (the last search's), when the message does not say. */
  chatLanguage: () => Promise<Language | null>;
}

/** What listing by chat works with, from the conversation's own dependencies. */
export function sellDepsOf(
  deps: Omit<SellTurnDeps, 'chatLanguage'>,
  chatLanguage: () => Promise<Language | null>,
): SellTurnDeps {
  return {
    db: deps.db,
    env: deps.env,
    chatLanguage,
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.sell ? { sell: deps.sell } : {}),
    ...(deps.logger ? { logger: deps.logger } : {}),
  };
}

export interface SellContext {
  deps: SellTurnDeps;
  phone: string;
  sellerId: string;
  state: SellState | null;
  draft: ChatDraft | undefined;
  language: Language;
  copy: SellCopy;
  now: Date;
}

/** The turn's context for a known seller; null for anyone else. */
export async function sellContext(
  deps: SellTurnDeps,
  phone: string,
  words?: string,
): Promise<SellContext | null> {
  const seller = await knownSeller(deps.db, phone);
  if (!seller) return null;
  const [state, draft] = await Promise.all([
    loadSellState(deps.db, phone),
    findChatDraft(deps.db, seller.id),
  ]);
  const said = words ? detectLanguage(words) : null;
  // The message's own language, else, for an answer to the draft's question ('ngiseVic Falls',
  // '$170'), the draft's, else the conversation's: one Shona offer does not make the next
  // English one Shona.
  const answering = Boolean(draft && state?.awaiting);
  const language =
    said ??
    (answering ? state?.language : null) ??
    (await deps.chatLanguage()) ??
    state?.language ??
    'en';
  return {
    deps,
    phone,
    sellerId: seller.id,
    state,
    draft,
    language,
    copy: sellCopyFor(language),
    now: deps.now?.() ?? new Date(),
  };
}

/** Saves where the seller stands (and the language they write in). */
export function saveState(
  ctx: SellContext,
  change: Partial<Omit<SellState, 'sellerId' | 'updatedAt'>>,
) {
  return saveSellState(
    ctx.deps.db,
    ctx.phone,
    ctx.sellerId,
    { language: ctx.language, ...change },
    ctx.now,
  );
}

/** The next question about the draft, or its summary once nothing is missing. */
export async function nextStep(
  ctx: SellContext,
  draft: ChatDraft,
  lead = '',
): Promise<OutboundMessage[]> {
  const question = nextQuestion(draft);
  await saveState(ctx, { awaiting: question?.field ?? null, pendingOffer: null });
  if (question) return [questionMessage(question, ctx.copy, 0, lead)];
  const summary = summaryMessage(draft, ctx.copy);
  return lead ? [{ kind: 'text', text: lead }, summary] : [summary];
}
