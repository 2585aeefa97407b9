/**
 * Buyers reach a seller WhatsApp knows only by their business-scoped id (a username, no number)
 * and who has no confirmed contact number through the bot: the listing's chat button opens the
 * marketplace's chat with a greeting naming the listing (src/domain/pass-on.ts), and what the
 * buyer sends is passed on to the seller, once per message (`passed_messages`); a greeting naming
 * a seller buyers can chat to directly gets the listing and its chat link instead. It goes at once
 * while the seller's 24-hour window is open; otherwise it waits and is given to the seller first
 * thing when they next write (also when they have not consented, or sent STOP: the answer to their
 * own message needs no consent). The seller gets the buyer's chat link when WhatsApp shares the
 * buyer's number, in their own language (pass-on-copy.ts).
 */
import { sql } from 'drizzle-orm';
import { copyFor } from '@/domain/bot-copy';
import { readPassOn } from '@/domain/pass-on';
import { isBusinessScopedId } from '@/domain/whatsapp-id';
import { rows } from '@/server/db/rows';
import type { Db } from '@/server/db/client';
import { VISIBLE_TO_BUYERS } from '@/server/moderation/offered';
import { addressOf } from '@/server/bot/whatsapp/identities';
import { sendNotice } from '@/server/bot/notify';
import type { OutboundMessage } from '@/server/bot/outbound';
import { buyerContact } from '@/server/auth/contact-check';
import { LISTING_GONE, LISTING_SOLD } from './copy';
import { loadConversation } from './memory';
import { passedOnText } from './pass-on-copy';
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

/** A buyer's message for a listing's seller who can only be reached through the bot. */
export async function passOnTurn(turn: Turn): Promise<OutboundMessage[] | null> {
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
  // The seller reads it in their own chat language; the buyer is answered in theirs.
  const sellerLanguage = (await loadConversation(turn.db, listing.seller)).language ?? 'en';
  const body = passedOnText(listing.title, read.words, buyerPhone, sellerLanguage);
  const [kept] = await rows<{ id: string }>(
    turn.db,
    sql`INSERT INTO passed_messages (wa_message_id, listing_id, buyer, seller, body, created_at)
        VALUES (${turn.event.waMessageId}, ${listing.id}, ${turn.phone}, ${listing.seller},
                ${body}, ${turn.at})
        ON CONFLICT (wa_message_id) DO NOTHING RETURNING id`,
  );
  let now = false;
  if (kept && turn.sender && turn.logger) {
    const outcome = await sendNotice(
      { db: turn.db, sender: turn.sender, logger: turn.logger },
      listing.seller,
      // A buyer's message about the seller's own listing: utility, under their consent given
      // with their first listing (consents.ts).
      { freeForm: [{ kind: 'text', text: body }], language: sellerLanguage, category: 'utility' },
      turn.at,
    );
    now = outcome.sent && outcome.result.ok;
    if (now) {
      await rows(
        turn.db,
        sql`UPDATE passed_messages SET delivered_at = ${turn.at} WHERE id = ${kept.id}`,
      );
    }
  } else if (!kept) {
    const [before] = await rows<{ delivered: boolean }>(
      turn.db,
      sql`SELECT delivered_at IS NOT NULL AS delivered FROM passed_messages
          WHERE wa_message_id = ${turn.event.waMessageId}`,
    );
    now = Boolean(before?.delivered);
  }
  const copy = copyFor(turn.language);
  const said = now ? copy.passedOnNow : copy.passedOnLater;
  return [{ kind: 'text', text: buyerPhone ? said : `${said}\n\n${copy.passedOnNoNumber}` }];
}

/** Buyers' messages kept for this seller, given to them before the answer to their message. */
export async function waitingPassedOn(
  db: Db,
  seller: string,
  at: Date,
): Promise<OutboundMessage[]> {
  const kept = await rows<{ body: string; created_at: string | Date }>(
    db,
    sql`UPDATE passed_messages SET delivered_at = ${at}
        WHERE seller = ${seller} AND delivered_at IS NULL
        RETURNING body, created_at`,
  );
  const time = (row: { created_at: string | Date }) => new Date(row.created_at).getTime();
  return kept
    .sort((a, b) => time(a) - time(b))
    .map((row): OutboundMessage => ({ kind: 'text', text: row.body }));
}

export const passOnHandler: Handler = {
  name: 'pass-on',
  intents: ['a message for a seller reached through the bot'],
  answer: passOnTurn,
};
