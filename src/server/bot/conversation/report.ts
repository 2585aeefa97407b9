/**
 * A buyer reports a listing in the chat: the 'Report' button under a listing's details (reply id
 * `report:<listingId>`), or 'report' typed while a listing is open (the last one the buyer opened,
 * within the hour). The bot asks the reason as a list (row ids `report:<listingId>:<reason>`),
 * records the report (one buyer, one listing: counted once) and says what happens next.
 */
import { sql } from 'drizzle-orm';
import type { BotCopy } from '@/domain/bot-copy';
import { REPORT_REASONS, type ReportReason } from '@/domain/schemas/moderation';
import type { Db } from '@/server/db/client';
import { recordReport, reporterKeyOf } from '@/server/moderation';
import type { OutboundMessage } from '@/server/bot/outbound';
import { choiceList } from './choice-list';

export const REPORT_PREFIX = 'report:';
/** How long after opening a listing 'report' still means that listing. */
export const OPEN_LISTING_MS = 60 * 60 * 1000;

const text = (body: string): OutboundMessage[] => [{ kind: 'text', text: body }];

/** 'report', 'Report!', 'report this': the word alone, as a command. */
export const isReport = (words: string) =>
  /^\s*report(\s+(this|it|listing|this listing))?\s*[.!]*\s*$/i.test(words);

/** The Report button that follows a listing's details. */
export function reportButton(copy: BotCopy, listingId: string): OutboundMessage {
  return {
    kind: 'buttons',
    body: copy.report.offer,
    buttons: [{ id: `${REPORT_PREFIX}${listingId}`, title: copy.report.button }],
  };
}

/** The reason list for a listing. */
export function askReason(copy: BotCopy, listingId: string): OutboundMessage {
  return choiceList(
    copy.report.ask,
    copy.report.listButton,
    REPORT_REASONS.map((reason) => ({
      id: `${REPORT_PREFIX}${listingId}:${reason}`,
      title: copy.report.reasons[reason],
    })),
  );
}

/** The listing this buyer opened last, within the hour; null when none. */
async function openListing(db: Db, phone: string, now: Date): Promise<string | null> {
  const since = new Date(now.getTime() - OPEN_LISTING_MS);
  const found = await db.execute<{ listing_id: string }>(
    sql`SELECT listing_id FROM listing_views WHERE viewer_phone = ${phone} AND created_at > ${since}
        ORDER BY created_at DESC LIMIT 1`,
  );
  return found.rows[0]?.listing_id ?? null;
}

/** 'report' typed: the reason list for the open listing, or how to pick one first. */
export async function reportOpenListing(
  db: Db,
  phone: string,
  copy: BotCopy,
  now: Date,
): Promise<OutboundMessage[]> {
  const listingId = await openListing(db, phone, now);
  return listingId ? [askReason(copy, listingId)] : text(copy.report.noListing);
}

/** A reply id starting with REPORT_PREFIX: the button (ask why) or a chosen reason (record). */
export async function handleReportReply(
  db: Db,
  phone: string,
  replyId: string,
  copy: BotCopy,
  now: Date,
): Promise<OutboundMessage[]> {
  const rest = replyId.slice(REPORT_PREFIX.length);
  const cut = rest.lastIndexOf(':');
  const reason = cut > 0 ? REPORT_REASONS.find((r) => r === rest.slice(cut + 1)) : undefined;
  if (!reason) return [askReason(copy, rest)];
  const listingId = rest.slice(0, cut);
  const outcome = await recordReport(db, {
    listingId,
    reporterKey: reporterKeyOf({ phone }),
    reporterPhone: /^\d+$/.test(phone) ? phone : null,
    reason: reason satisfies ReportReason,
    now,
  });
  if (outcome.kind === 'repeat') return text(copy.report.already);
  if (outcome.kind === 'no-listing') return text(copy.listingGone);
  return text(copy.report.thanks);
}
