/**
 * What the development chat reads from the message log to do what a phone does: tap a button or
 * row the bot offered (by its title or its number, from what the log says the bot last offered
 * that phone, so it works from any terminal), and see what the bot sent that phone unasked
 * (alerts, check-ins) since the last look.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import { cardTitle, type OutboundMessage } from './outbound';
import type { MessageContent } from './whatsapp/message-log';

/** One thing a person can tap: a list row, a reply button, a card's button or a template's quick reply. */
export interface Choice {
  id: string;
  title: string;
}

/** The choices of an interactive message, in the order a phone shows them. */
export function choicesOf(message: OutboundMessage): Choice[] {
  switch (message.kind) {
    case 'list':
      return message.rows.map((row) => ({ id: row.id, title: row.title }));
    case 'buttons':
      return message.buttons.map((button) => ({ id: button.id, title: button.title }));
    case 'carousel':
      // Each card's button, named by the card's first line (every card's button reads alike).
      return message.cards.map((card) => ({ id: card.button.id, title: cardTitle(card) }));
    case 'template':
      // A template's button titles live in the approved template; the payload stands in.
      return (message.buttons ?? []).map((payload) => ({ id: payload, title: payload }));
    default:
      return [];
  }
}

/**
 * What the bot offered `phone` in its last turn that offered anything: every button and row of
 * the interactive messages it sent between two of the person's messages (the results and the
 * Alert me button under them; an alert's listing and its Report button), in the order sent,
 * numbered on through them as `npm run chat` prints them. Empty when nothing was ever offered.
 */
export async function lastOffered(db: Db, phone: string): Promise<Choice[]> {
  const interactive = sql`direction = 'outbound' AND content->>'kind' IN ('list', 'buttons', 'template', 'carousel')`;
  const found = await rows<{ content: MessageContent | string }>(
    db,
    sql`WITH last AS (
          SELECT seq FROM messages WHERE contact = ${phone} AND ${interactive}
          ORDER BY seq DESC LIMIT 1
        ), turn AS (
          SELECT
            (SELECT coalesce(max(m.seq), 0) FROM messages m, last
             WHERE m.contact = ${phone} AND m.direction = 'inbound' AND m.seq < last.seq) AS after,
            (SELECT min(m.seq) FROM messages m, last
             WHERE m.contact = ${phone} AND m.direction = 'inbound' AND m.seq > last.seq) AS before
        )
        SELECT content FROM messages, turn
        WHERE contact = ${phone} AND ${interactive} AND EXISTS (SELECT 1 FROM last)
          AND seq > turn.after AND (turn.before IS NULL OR seq < turn.before)
        ORDER BY seq`,
  );
  return found.flatMap((row) => {
    const content =
      typeof row.content === 'string' ? (JSON.parse(row.content) as MessageContent) : row.content;
    return content.message ? choicesOf(content.message) : [];
  });
}

const fold = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

export type TapOutcome = { ok: true; choice: Choice } | { ok: false; message: string };

/**
 * The choice a tap names: its number ('2'), its title ('Still available', any case), or the one
 * title that begins with the words given ('still'). Otherwise a message listing what there is.
 */
export function resolveTap(choices: Choice[], tap: string): TapOutcome {
  if (!choices.length) {
    return { ok: false, message: 'The bot has offered nothing to tap yet: send a message first.' };
  }
  const wanted = fold(tap);
  const offered = choices.map((c, i) => `${i + 1}. ${c.title}`).join('; ');
  if (/^\d+$/.test(wanted)) {
    const choice = choices[Number(wanted) - 1];
    return choice
      ? { ok: true, choice }
      : { ok: false, message: `There is no choice ${wanted}. Offered: ${offered}` };
  }
  const exact = choices.filter((c) => fold(c.title) === wanted || fold(c.id) === wanted);
  const starting = choices.filter((c) => wanted && fold(c.title).startsWith(wanted));
  const found = exact.length ? exact : starting;
  if (found.length === 1) return { ok: true, choice: found[0]! };
  return {
    ok: false,
    message: found.length
      ? `"${tap}" could be ${found.length} of the choices; give its number. Offered: ${offered}`
      : `Nothing offered is called "${tap}". Offered: ${offered}`,
  };
}

/** A message the bot sent a phone unasked, and its place in the log. */
export interface InitiatedMessage {
  seq: number;
  sentAt: Date;
  message: OutboundMessage;
}

/** What the bot sent `phone` unasked after `afterSeq` (every message's `seq` grows), oldest first. */
export async function initiatedSince(
  db: Db,
  phone: string,
  afterSeq: number,
  limit = 50,
): Promise<InitiatedMessage[]> {
  const found = await rows<{
    seq: number | string;
    created_at: Date | string;
    content: MessageContent | string;
  }>(
    db,
    sql`SELECT seq, created_at, content FROM (
          SELECT seq, created_at, content FROM messages
          WHERE contact = ${phone} AND direction = 'outbound' AND seq > ${afterSeq}
            AND content->>'initiated' = 'true'
          ORDER BY seq DESC LIMIT ${limit}
        ) AS latest ORDER BY seq`,
  );
  return found.flatMap((row) => {
    const content =
      typeof row.content === 'string' ? (JSON.parse(row.content) as MessageContent) : row.content;
    const message: OutboundMessage | undefined =
      content.message ??
      (content.text !== undefined ? { kind: 'text', text: content.text } : undefined);
    return message ? [{ seq: Number(row.seq), sentAt: new Date(row.created_at), message }] : [];
  });
}
