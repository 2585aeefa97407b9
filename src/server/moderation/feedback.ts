/**
 * Buyers' feedback on sellers (migration 0880). Every seller's link the bot hands a buyer is
 * kept (`feedback_asks`, by the view's id); a while after (FEEDBACK_AFTER), at the buyer's next
 * message, the newest link not yet asked about is claimed once and the buyer asked how it went.
 * Their answer is one row per buyer per seller (`seller_feedback`, a new one replaces the old);
 * when FEEDBACK_PAY_FIRST_CASE distinct buyers say the seller asked for money first, a case
 * opens on the listing the last of them was about, once per seller.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FeedbackReason, FeedbackVerdict } from '@/domain/feedback';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import type { Executor } from '@/server/auth/rate-limit';
import { openCase } from './cases';

/** Links handed longer ago than this past FEEDBACK_AFTER are not asked about any more. */
export const FEEDBACK_ASK_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Keeps a seller's link the bot just handed a buyer; never the buyer's own listing. True when
 * it was kept (a link to ask about).
 */
export async function keepHandedLink(
  db: Db,
  input: { viewId: string; buyerPhone: string; listingId: string; at: Date },
): Promise<boolean> {
  const kept = await rows<{ view_id: string }>(
    db,
    sql`INSERT INTO feedback_asks (view_id, buyer_phone, listing_id, seller_id, handed_at)
        SELECT ${input.viewId}, ${input.buyerPhone}, l.id, l.seller_id, ${input.at}
          FROM listings l JOIN users u ON u.id = l.seller_id
         WHERE l.id = ${input.listingId} AND u.phone <> ${input.buyerPhone}
        ON CONFLICT (view_id) DO NOTHING
        RETURNING view_id`,
  );
  return kept.length > 0;
}

/**
 * The FROM of the buyer's newest link due to ask about: handed between FEEDBACK_AFTER and two
 * weeks more ago, not asked about, of a listing that still exists and is not the buyer's own.
 */
function newestDueAsk(buyerPhone: string, now: Date, after: number): SQL {
  const dueBy = new Date(now.getTime() - after);
  const since = new Date(dueBy.getTime() - FEEDBACK_ASK_WINDOW_MS);
  return sql`FROM feedback_asks a
          JOIN listings l ON l.id = a.listing_id
          JOIN users u ON u.id = a.seller_id
         WHERE a.buyer_phone = ${buyerPhone} AND a.asked_at IS NULL
           AND a.handed_at <= ${dueBy} AND a.handed_at > ${since}
           AND u.phone <> ${buyerPhone}
         ORDER BY a.handed_at DESC
         LIMIT 1`;
}

export interface FeedbackAsk {
  viewId: string;
  listingId: string;
  listingTitle: string;
  sellerId: string;
  sellerName: string | null;
}

/**
 * The link to ask about now, claimed: the buyer's newest link handed between FEEDBACK_AFTER and
 * two weeks more ago and not asked about, of a listing that still exists and is not the buyer's
 * own. Every unasked link of that seller handed before now is marked asked with it (one question
 * per seller covers them). Null when none is due, or another process claimed it first.
 */
export async function claimFeedbackAsk(
  db: Db,
  buyerPhone: string,
  now: Date,
  after: number,
): Promise<FeedbackAsk | null> {
  const [due] = await rows<{
    view_id: string;
    listing_id: string;
    title: string;
    seller_id: string;
    seller_name: string | null;
  }>(
    db,
    sql`SELECT a.view_id, a.listing_id, l.title, a.seller_id, u.display_name AS seller_name
        ${newestDueAsk(buyerPhone, now, after)}`,
  );
  if (!due) return null;
  const claimed = await rows<{ view_id: string }>(
    db,
    sql`UPDATE feedback_asks SET asked_at = ${now}
         WHERE buyer_phone = ${buyerPhone} AND seller_id = ${due.seller_id}
           AND asked_at IS NULL AND handed_at <= ${now}
        RETURNING view_id`,
  );
  if (!claimed.some((row) => row.view_id === due.view_id)) return null;
  return {
    viewId: due.view_id,
    listingId: due.listing_id,
    listingTitle: due.title,
    sellerId: due.seller_id,
    sellerName: due.seller_name,
  };
}

/**
 * When the buyer's newest link to ask about fell due (as `claimFeedbackAsk` would pick it), without
 * claiming it; null when none is due.
 */
export async function feedbackDueAt(
  db: Db,
  buyerPhone: string,
  now: Date,
  after: number,
): Promise<Date | null> {
  const [due] = await rows<{ handed_at: string | Date }>(
    db,
    sql`SELECT a.handed_at ${newestDueAsk(buyerPhone, now, after)}`,
  );
  return due ? new Date(new Date(due.handed_at).getTime() + after) : null;
}

/**
 * A claim given back when the question could not be sent after all (a STOP a moment before the
 * send, a refusal): the links are asked about at the buyer's next message instead.
 */
export async function releaseFeedbackAsk(
  db: Db,
  buyerPhone: string,
  sellerId: string,
  claimedAt: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE feedback_asks SET asked_at = NULL
         WHERE buyer_phone = ${buyerPhone} AND seller_id = ${sellerId}
           AND asked_at = ${claimedAt}`,
  );
}

/** The asked link a feedback answer names, when it was asked of this buyer. */
export async function askedLink(
  db: Db,
  buyerPhone: string,
  viewId: string,
): Promise<{ listingId: string; sellerId: string } | null> {
  const [row] = await rows<{ listing_id: string; seller_id: string }>(
    db,
    sql`SELECT listing_id, seller_id FROM feedback_asks
         WHERE view_id = ${viewId} AND buyer_phone = ${buyerPhone} AND asked_at IS NOT NULL`,
  );
  return row ? { listingId: row.listing_id, sellerId: row.seller_id } : null;
}

/**
 * Records the buyer's word on the seller, replacing any before (one per buyer per seller). A
 * reason is kept with 'not good' only. When the reason is 'asked for money first' and enough
 * distinct buyers have said so, a case opens (see `payFirstCase`).
 */
export async function recordFeedback(
  db: Db,
  input: {
    buyerPhone: string;
    sellerId: string;
    listingId: string;
    verdict: FeedbackVerdict;
    reason?: FeedbackReason;
    now: Date;
    caseAt: number;
  },
): Promise<void> {
  const reason = input.verdict === 'not_good' ? (input.reason ?? null) : null;
  await db.transaction(async (tx) => {
    // One seller's 'asked for money first' answers counted one at a time, on every process.
    if (reason === 'pay_first') {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${'feedback:' + input.sellerId}))`,
      );
    }
    await tx.execute(
      sql`INSERT INTO seller_feedback
            (buyer_phone, seller_id, listing_id, verdict, reason, created_at, updated_at)
          VALUES (${input.buyerPhone}, ${input.sellerId}, ${input.listingId}, ${input.verdict},
                  ${reason}, ${input.now}, ${input.now})
          ON CONFLICT (buyer_phone, seller_id) DO UPDATE SET listing_id = excluded.listing_id,
            verdict = excluded.verdict, reason = excluded.reason, updated_at = excluded.updated_at`,
    );
    if (reason === 'pay_first') await payFirstCase(tx, input);
  });
}

/**
 * A case on the listing the feedback was about once `caseAt` distinct buyers said the seller
 * asked for money first: once per seller (a case with that reason, open or closed, is never
 * opened again). Two answers at once on two processes merge into the listing's one open case.
 */
async function payFirstCase(
  db: Executor,
  input: { sellerId: string; listingId: string; now: Date; caseAt: number },
): Promise<void> {
  const found = await db.execute<{ buyers: number; opened: boolean }>(
    sql`SELECT (SELECT count(*)::int FROM seller_feedback
                 WHERE seller_id = ${input.sellerId} AND reason = 'pay_first') AS buyers,
               EXISTS (SELECT 1 FROM moderation_cases WHERE seller_id = ${input.sellerId}
                        AND reasons @> '[{"code": "buyers_pay_first"}]'::jsonb) AS opened`,
  );
  const row = found.rows[0];
  if (!row || row.opened || Number(row.buyers) < input.caseAt) return;
  await openCase(db, {
    listingId: input.listingId,
    reason: {
      code: 'buyers_pay_first',
      detail: `${row.buyers} buyers said the seller asked them for money first`,
    },
    now: input.now,
  });
}
