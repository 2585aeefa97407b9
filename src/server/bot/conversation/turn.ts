/**
 * One turn of the conversation: everything an answer to one message depends on, loaded once
 * before anything is decided (the person, the language, the question asked last and when, the
 * last search, whether they sell and what a check-in or their chat draft waits for), with the
 * dependencies every handler uses. Handlers read the turn; none loads these again.
 */
import { sql } from 'drizzle-orm';
import { detectLanguage, type Language } from '@/domain/language';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import type { Env } from '@/server/env';
import type { JobQueue } from '@/server/jobs/queue';
import type { BotLogger } from '@/server/logger';
import type { QueryUnderstanding } from '@/server/discovery/understanding/types';
import type { InboundEvent } from '@/server/bot/whatsapp/webhook-payload';
import type { OutboundSender } from '@/server/bot/whatsapp/sender';
import { loadConversation, saveLanguage, type Conversation } from './memory';
import { stateLanguage } from './results-page';
import { loadSearchState, type SearchState } from './search-session';
import { ANSWER_WINDOW_MS, type SellDeps } from './sell/state';

export interface ConversationDeps {
  db: Db;
  env: Env;
  understanding: QueryUnderstanding;
  now?: () => Date;
  /** Listing by chat's photos (downloads and storage); without it photos cannot be taken. */
  sell?: SellDeps;
  logger?: BotLogger;
  jobs?: JobQueue;
  /** Sends what a turn passes on to someone else (a buyer's message to a seller). */
  sender?: OutboundSender;
}

export interface Turn extends ConversationDeps {
  event: InboundEvent;
  phone: string;
  at: Date;
  /** The message's words (its text, or the title of what was tapped); null for none. */
  words: string | null;
  /** The language the message itself is clearly in; null when its words do not tell. */
  said: Language | null;
  /** The language to answer in: the message's own, else the conversation's, else English. */
  language: Language;
  conversation: Conversation;
  /** The question asked last, while it may still be answered by a typed message. */
  question: Conversation['question'];
  search: SearchState | null;
  /** The seller behind the phone (signed in before), suspended or not. */
  seller: { id: string; suspended: boolean } | null;
  /** A chat draft's question waits for this message (asked within the answer window). */
  sellAwaiting: string | null;
  /** The seller's check-ins asked and not yet answered (or auto-paused and reactivatable). */
  checkinsWaiting: number;
}

/** How long a question's options answer to typed words. */
export const QUESTION_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function loadTurn(deps: ConversationDeps, event: InboundEvent): Promise<Turn> {
  const { db } = deps;
  const phone = event.from;
  const at = deps.now?.() ?? new Date();
  const words = event.text ?? event.replyTitle ?? null;
  const [conversation, search, person] = await Promise.all([
    loadConversation(db, phone),
    loadSearchState(db, phone),
    loadPerson(db, phone),
  ]);
  // A tap's title is the bot's own words: the language of the message is the person's only.
  const said = event.text ? detectLanguage(event.text) : null;
  const known = conversation.language ?? (search ? stateLanguage(search) : null);
  const language = said ?? known ?? 'en';
  if (said && said !== conversation.language) await saveLanguage(db, phone, said);
  const fresh = (since: Date | null, window: number) =>
    since !== null && at.getTime() - since.getTime() < window;
  const question = fresh(conversation.questionAt, QUESTION_WINDOW_MS)
    ? conversation.question
    : null;
  const sellAwaiting =
    person.awaiting &&
    person.awaitingAt &&
    fresh(person.awaitingAt, ANSWER_WINDOW_MS) &&
    // The draft's question is the one asked last (a search since then asked something else).
    (!conversation.questionAt || person.awaitingAt >= conversation.questionAt)
      ? person.awaiting
      : null;
  return {
    ...deps,
    event,
    phone,
    at,
    words,
    said,
    language,
    conversation,
    question,
    search,
    seller: person.seller,
    sellAwaiting,
    checkinsWaiting: person.checkinsWaiting,
  };
}

async function loadPerson(db: Db, phone: string) {
  const [row] = await rows<{
    id: string;
    suspended: boolean;
    awaiting: string | null;
    awaiting_at: Date | string | null;
    checkins: number | string;
  }>(
    db,
    sql`SELECT u.id, u.suspended_at IS NOT NULL AS suspended, s.awaiting, s.updated_at AS awaiting_at,
          (SELECT count(*) FROM listing_checkins c JOIN listings l ON l.id = c.listing_id
           WHERE c.seller_id = u.id AND (
             (c.state IN ('asked', 'failed') AND l.status = 'active' AND l.confirmed_at = c.round_at)
             OR (c.state = 'paused' AND l.status = 'paused' AND l.paused_reason = 'not_confirmed')
           )) AS checkins
        FROM users u LEFT JOIN bot_sell_state s ON s.phone_number = u.phone
        WHERE u.phone = ${phone}`,
  );
  if (!row) return { seller: null, awaiting: null, awaitingAt: null, checkinsWaiting: 0 };
  return {
    seller: { id: row.id, suspended: Boolean(row.suspended) },
    awaiting: row.awaiting,
    awaitingAt: row.awaiting_at ? new Date(row.awaiting_at) : null,
    checkinsWaiting: Number(row.checkins),
  };
}
