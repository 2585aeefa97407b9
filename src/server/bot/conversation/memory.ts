/**
 * Where a conversation stands, kept in the database (bot_conversations) so every process reads
 * the same: the language the person writes in, the question the bot asked them last (the
 * options they could tap, so a typed answer answers it), and their opt-out.
 */
import { eq, sql } from 'drizzle-orm';
import type { Language } from '@/domain/language';
import type { Db } from '@/server/db/client';
import { botConversations, type AskedQuestion } from '@/server/db/schema';
import { cardTitle, type OutboundMessage } from '@/server/bot/outbound';
import { FEEDBACK_CONSENT_PREFIX } from './feedback-consent';

export interface Conversation {
  language: Language | null;
  question: AskedQuestion | null;
  questionAt: Date | null;
  optedOutAt: Date | null;
}

const EMPTY: Conversation = { language: null, question: null, questionAt: null, optedOutAt: null };

export async function loadConversation(db: Db, phone: string): Promise<Conversation> {
  const [row] = await db
    .select()
    .from(botConversations)
    .where(eq(botConversations.phoneNumber, phone));
  if (!row) return EMPTY;
  return {
    language: row.language ?? null,
    question: row.question ?? null,
    questionAt: row.questionAt ?? null,
    optedOutAt: row.optedOutAt ?? null,
  };
}

/**
 * The options of what the bot just sent, as a question: every button, row and template button,
 * by reply id and title. Only the options of a message that offers a choice of two or more are
 * numbered ('2' is its second); a lone button (Report, Alert me) answers to its words alone.
 */
export function questionOf(messages: OutboundMessage[]): AskedQuestion | null {
  const options: AskedQuestion['options'] = [];
  const choices = messages.flatMap((message) => {
    if (message.kind === 'list') return [message.rows.map((r) => ({ id: r.id, title: r.title }))];
    if (message.kind === 'buttons') {
      return [message.buttons.map((b) => ({ id: b.id, title: b.title }))];
    }
    // A card's button reads alike on every card: the card's first line names the option.
    if (message.kind === 'carousel') {
      return [message.cards.map((c) => ({ id: c.button.id, title: cardTitle(c) }))];
    }
    if (message.kind === 'template' && message.buttons?.length) {
      return [message.buttons.map((id) => ({ id, title: '' }))];
    }
    return [];
  });
  // The numbered choice is the last one of two or more options (results before 'Alert me');
  // the feedback question that may follow an answer is numbered only when nothing else is. A
  // listing's Report with *Yes, ask me* beside it is never numbered: '2' after a listing still
  // opens the second result, as when Report stood alone.
  const choice = (set: { id: string }[]) =>
    set.length > 1 && !set.some((o) => o.id.startsWith(FEEDBACK_CONSENT_PREFIX));
  const numbered =
    choices.findLast((set) => choice(set) && !set[0]!.id.startsWith('feedback:')) ??
    choices.findLast(choice);
  for (const set of choices) {
    for (const option of set) options.push({ ...option, numbered: set === numbered });
  }
  const ask = messages.findLast((m) => m.kind === 'buttons' || m.kind === 'list');
  return options.length ? { options, ...(ask ? { ask } : {}) } : null;
}

/** Keeps what was just sent as the question asked last (or none, when it offered no choice). */
export async function rememberQuestion(
  db: Db,
  phone: string,
  messages: OutboundMessage[],
  now: Date,
): Promise<void> {
  const question = questionOf(messages);
  await db.execute(
    sql`INSERT INTO bot_conversations (phone_number, question, question_at, updated_at)
        VALUES (${phone}, ${question ? JSON.stringify(question) : null}::jsonb,
                ${question ? now : null}, ${now})
        ON CONFLICT (phone_number) DO UPDATE SET question = excluded.question,
          question_at = excluded.question_at, updated_at = excluded.updated_at`,
  );
}

/** The conversation's language, changed on clear evidence only (the caller decides). */
export async function saveLanguage(db: Db, phone: string, language: Language): Promise<void> {
  await db.execute(
    sql`INSERT INTO bot_conversations (phone_number, language) VALUES (${phone}, ${language})
        ON CONFLICT (phone_number) DO UPDATE SET language = excluded.language
          WHERE bot_conversations.language IS DISTINCT FROM excluded.language`,
  );
}

export async function setOptedOut(db: Db, phone: string, at: Date | null): Promise<void> {
  await db.execute(
    sql`INSERT INTO bot_conversations (phone_number, opted_out_at) VALUES (${phone}, ${at})
        ON CONFLICT (phone_number) DO UPDATE SET opted_out_at = excluded.opted_out_at`,
  );
}
