/**
 * Buyers reach a seller WhatsApp knows only by their business-scoped id (a username, no number)
 * and who has no confirmed contact number through the bot: the listing's chat button opens the
 * marketplace's chat with a greeting naming the listing (src/domain/pass-on.ts), and what the
 * buyer sends is passed on to the seller, once per message (`passed_messages`); a greeting naming
 * a seller buyers can chat to directly gets the listing and its chat link instead. The seller gets
 * the buyer's chat link when WhatsApp shares the buyer's number, else how to answer through the
 * bot, in their own language (pass-on-copy.ts).
 *
 * The two then talk through the bot in the listing's conversation (pass-on-threads.ts): a message
 * that replies to one passed on to its writer (swiped: `context.id`), or starts with the
 * conversation's reference ('#A1 yes, come on Saturday'), goes to the other person, naming the
 * listing; nothing else does (it is a search, a check-in answer... as ever). Each message is
 * passed once, and goes at once while its reader's 24-hour window is open; otherwise it waits and
 * is given to them first thing when they next write (`waitingPassedOn`; for a seller also when
 * they have not consented or sent STOP: the answer to their own message needs no consent). A
 * buyer asked for the seller's answers by writing: no consent of theirs is needed, but once they
 * send STOP nothing more is passed to them, and the seller is told so.
 */
import { sql } from 'drizzle-orm';
import { copyFor } from '@/domain/bot-copy';
import type { Language } from '@/domain/language';
import { readPassOn } from '@/domain/pass-on';
import { isBusinessScopedId } from '@/domain/whatsapp-id';
import { rows } from '@/server/db/rows';
import type { Db } from '@/server/db/client';
import { VISIBLE_TO_BUYERS } from '@/server/moderation/offered';
import { mayMessage } from '@/server/consents/consents';
import { addressOf } from '@/server/bot/whatsapp/identities';
import { sendNotice } from '@/server/bot/notify';
import { LIST_LIMITS, units, type OutboundMessage } from '@/server/bot/outbound';
import { buyerContact } from '@/server/auth/contact-check';
import { LISTING_GONE, LISTING_SOLD } from './copy';
import { loadConversation } from './memory';
import { answeredText, passedOnText, sellerCopy, writeBackText } from './pass-on-copy';
import { threadAnswered, threadFor, type Thread } from './pass-on-threads';
import { showListing } from './listing-detail';
import type { Turn } from './turn';
import type { Handler } from './handler';

interface ListingSeller {
  id: string;
  title: string;
  status: string;
  seller: string;
  contact_number: string | null;
  contact_confirmed: string | null;
}

/** Where a passed message went: to its reader now, kept for their next message, or nowhere. */
type Passed = 'now' | 'later' | 'stopped';

/** A message for a listing's seller reached through the bot, or for the other person of one. */
export async function passOnTurn(turn: Turn): Promise<OutboundMessage[] | null> {
  const answered = await threadAnswered(turn.db, turn.phone, turn.event);
  if (answered) return passAlong(turn, answered.thread, answered.words);
  const read = turn.event.text ? readPassOn(turn.event.text) : null;
  if (!read) return null;
  const [listing] = await rows<ListingSeller>(
    turn.db,
    sql`SELECT l.id, l.title, l.status, u.phone AS seller, u.contact_number, u.contact_confirmed
        FROM listings l JOIN users u ON u.id = l.seller_id
        WHERE l.id = ${read.listingId} AND ${VISIBLE_TO_BUYERS}`,
  );
  if (!listing || listing.status === 'paused') return [{ kind: 'text', text: LISTING_GONE }];
  if (listing.status === 'sold') return [{ kind: 'text', text: LISTING_SOLD }];
  // A seller buyers can chat to directly is never written to through the bot: the buyer gets
  // the listing with its chat link instead.
  const direct = buyerContact({
    phone: listing.seller,
    contactNumber: listing.contact_number,
    contactConfirmed: listing.contact_confirmed,
  });
  if (!isBusinessScopedId(direct)) return showListing(turn, turn.phone, listing.id, turn.language);
  const buyer = await addressOf(turn.db, turn.phone);
  const buyerPhone = isBusinessScopedId(buyer) ? null : buyer;
  const thread = await threadFor(turn.db, {
    listingId: listing.id,
    buyer: turn.phone,
    seller: listing.seller,
    title: listing.title,
  });
  // The seller reads it in their own chat language; the buyer is answered in theirs.
  const sellerLanguage = await languageOf(turn.db, listing.seller);
  const body = passedOnText(
    listing.title,
    read.words,
    { buyerPhone, reference: thread.reference },
    sellerLanguage,
  );
  const passed = await pass(turn, thread, { to: listing.seller, body, language: sellerLanguage });
  const copy = copyFor(turn.language);
  const said = passed === 'now' ? copy.passedOnNow : copy.passedOnLater;
  return [{ kind: 'text', text: buyerPhone ? said : `${said}\n\n${copy.passedOnNoNumber}` }];
}

/** A message in a conversation, from either person to the other; its writer told how it went. */
async function passAlong(turn: Turn, thread: Thread, words: string): Promise<OutboundMessage[]> {
  const fromSeller = turn.phone === thread.seller;
  if (!words) {
    // The reference alone: how to write after it.
    const how = fromSeller
      ? sellerCopy(turn.language).how(thread.reference)
      : writeBackText(thread.reference, turn.language);
    return [{ kind: 'text', text: how }];
  }
  const to = fromSeller ? thread.buyer : thread.seller;
  const language = await languageOf(turn.db, to);
  const body = fromSeller
    ? answeredText(thread.title, words, thread.reference, language)
    : passedOnText(
        thread.title,
        words,
        { buyerPhone: null, reference: thread.reference },
        language,
      );
  const passed = await pass(turn, thread, { to, body, language });
  if (!fromSeller) {
    const copy = copyFor(turn.language);
    return [{ kind: 'text', text: passed === 'now' ? copy.passedOnNow : copy.passedOnLater }];
  }
  const told = sellerCopy(turn.language);
  const text = passed === 'now' ? told.sent : passed === 'later' ? told.kept : told.stopped;
  return [{ kind: 'text', text }];
}

/**
 * Passes the turn's message on, once however often it is handled: kept (`passed_messages`, by
 * the inbound message's wamid), then sent at once when its reader may be written to now, else
 * left for their next message. A buyer who sent STOP gets nothing: nothing is kept.
 */
async function pass(
  turn: Turn,
  thread: Thread,
  message: { to: string; body: string; language: Language },
): Promise<Passed> {
  const forBuyer = message.to === thread.buyer && message.to !== thread.seller;
  if (forBuyer && (await mayMessage(turn.db, message.to, 'utility')) === 'opted-out') {
    return 'stopped';
  }
  // `seller` is whom it is for and `buyer` who wrote it (migration 0950), the seller's answer too.
  const [kept] = await rows<{ id: string }>(
    turn.db,
    sql`INSERT INTO passed_messages (wa_message_id, listing_id, buyer, seller, body, created_at,
                                     thread_id)
        VALUES (${turn.event.waMessageId}, ${thread.listingId}, ${turn.phone}, ${message.to},
                ${message.body}, ${turn.at}, ${thread.id})
        ON CONFLICT (wa_message_id) DO NOTHING RETURNING id`,
  );
  if (!kept) {
    // Handled before (the same message again): as it went then.
    const [before] = await rows<{ delivered: boolean }>(
      turn.db,
      sql`SELECT delivered_at IS NOT NULL AS delivered FROM passed_messages
          WHERE wa_message_id = ${turn.event.waMessageId}`,
    );
    return before?.delivered ? 'now' : 'later';
  }
  if (!turn.sender || !turn.logger) return 'later';
  const outcome = await sendNotice(
    { db: turn.db, sender: turn.sender, logger: turn.logger },
    message.to,
    {
      freeForm: passedOnMessages(kept.id, message.body),
      language: message.language,
      // A buyer's message about the seller's own listing: utility, under their consent given
      // with their first listing (consents.ts). The seller's answer: asked for by the buyer.
      category: 'utility',
      ...(forBuyer ? { askedFor: true as const } : {}),
    },
    turn.at,
  );
  if (!outcome.sent) return forBuyer && outcome.reason === 'opted-out' ? 'stopped' : 'later';
  if (!outcome.result.ok) return 'later';
  await rows(
    turn.db,
    sql`UPDATE passed_messages SET delivered_at = ${turn.at} WHERE id = ${kept.id}`,
  );
  return 'now';
}

const languageOf = async (db: Db, person: string): Promise<Language> =>
  (await loadConversation(db, person)).language ?? 'en';

/** Messages kept for this person, given to them before the answer to their message. */
export async function waitingPassedOn(
  db: Db,
  person: string,
  at: Date,
): Promise<OutboundMessage[]> {
  // `seller` is whom a passed message is for: a buyer, for the seller's answer (0950).
  const kept = await rows<{ id: string; body: string; created_at: string | Date }>(
    db,
    sql`UPDATE passed_messages SET delivered_at = ${at}
        WHERE seller = ${person} AND delivered_at IS NULL
        RETURNING id, body, created_at`,
  );
  const time = (row: { created_at: string | Date }) => new Date(row.created_at).getTime();
  return kept
    .sort((a, b) => time(a) - time(b))
    .flatMap((row) => passedOnMessages(row.id, row.body));
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Cuts a text too long for one message into parts of at most `max` UTF-16 units, between
 * graphemes, each ending at its last line break or space where it has one: nothing is left out
 * (a person's words passed on to another are never clipped).
 */
export function splitText(text: string, max: number = LIST_LIMITS.text): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (units(rest) > max) {
    let part = '';
    for (const { segment } of graphemes.segment(rest)) {
      if (units(part) + units(segment) > max) break;
      part += segment;
    }
    const gap = Math.max(part.lastIndexOf('\n'), part.lastIndexOf(' '));
    if (gap > 0) part = part.slice(0, gap);
    parts.push(part.trimEnd());
    rest = rest.slice(part.length).trim();
  }
  return rest ? [...parts, rest] : parts;
}

/** A passed message as sent: one text, or several when the words are longer than one holds. */
const passedOnMessages = (id: string, body: string): OutboundMessage[] =>
  splitText(body).map((text) => ({ kind: 'text', text, passedOn: id }));

export const passOnHandler: Handler = {
  name: 'pass-on',
  intents: [
    'a message for a seller reached through the bot',
    'a reply to a passed-on message, or one starting with its reference (#A1)',
  ],
  answer: passOnTurn,
};
