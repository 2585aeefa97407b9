/**
 * Moderation cases: one open case per listing (every report and screening flag of the listing
 * merges into it), or, for an appeal against a suspension, one open case per seller. A closed case
 * keeps its reports, so what was dismissed never reopens anything.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CaseReason } from '@/domain/schemas/moderation';
import { sellerReasonParts, type SellerReason } from '@/domain/schemas/seller-reason';
import type { Executor } from '@/server/auth/rate-limit';
import { sellerReasonText } from './copy';

export type OpenCaseInput =
  | { listingId: string; reason: CaseReason; now?: Date }
  | { sellerId: string; reason: CaseReason; appeal?: string; now?: Date };

/**
 * Opens a case, or adds the reason to the open case of the same listing (or seller). One
 * statement: two flags of one listing at once, on two servers, land in one case. A seller's case
 * keeps one appeal until it is answered (closed): a later appeal adds nothing. Returns the
 * case's id, or null when the listing or seller does not exist.
 */
export async function openCase(db: Executor, input: OpenCaseInput): Promise<string | null> {
  const now = input.now ?? new Date();
  // What names the cause is stored, never the other listing as it is now (JSON drops undefined).
  const { code, detail, photoId, otherListingId, otherPhotoId, rule, words } = input.reason;
  const reasons = JSON.stringify([
    { code, detail: detail || undefined, photoId, otherListingId, otherPhotoId, rule, words },
  ]);
  const mergeReasons = sql`reasons = CASE WHEN moderation_cases.reasons @> EXCLUDED.reasons
      THEN moderation_cases.reasons ELSE moderation_cases.reasons || EXCLUDED.reasons END,
      updated_at = EXCLUDED.updated_at`;
  const id = randomUUID();
  const result =
    'listingId' in input
      ? await db.execute<{ id: string }>(
          sql`INSERT INTO moderation_cases (id, listing_id, seller_id, reasons, opened_at, updated_at)
              SELECT ${id}, l.id, l.seller_id, ${reasons}::jsonb, ${now}, ${now}
                FROM listings l WHERE l.id = ${input.listingId}
              ON CONFLICT (listing_id) WHERE state = 'open' AND listing_id IS NOT NULL
              DO UPDATE SET ${mergeReasons}
              RETURNING id`,
        )
      : await db.execute<{ id: string }>(
          sql`INSERT INTO moderation_cases (id, seller_id, reasons, appeal, opened_at, updated_at)
              SELECT ${id}, u.id, ${reasons}::jsonb, ${input.appeal ?? null}, ${now}, ${now}
                FROM users u WHERE u.id = ${input.sellerId}
              ON CONFLICT (seller_id) WHERE state = 'open' AND listing_id IS NULL
              DO UPDATE SET ${mergeReasons},
                appeal = COALESCE(moderation_cases.appeal, EXCLUDED.appeal)
              RETURNING id`,
        );
  return result.rows[0]?.id ?? null;
}

/**
 * Holds a listing for review (the screening found prohibited content): never offered to buyers,
 * no public page, until an admin approves or hides it; a case opens with the reason. Call it in
 * the transaction that creates or edits the listing. `sellerReason` is what the seller reads: its
 * code and parameters are stored beside its English words (the app and the bot say it in the
 * seller's language). Returns the case's id (null: no listing).
 */
export async function holdForReview(
  db: Executor,
  listingId: string,
  reason: CaseReason,
  sellerReason: SellerReason,
  now: Date = new Date(),
): Promise<string | null> {
  await db.execute(
    sql`UPDATE listings SET moderation_state = 'in_review', ${sellerReasonColumns(sellerReason)},
          moderation_at = ${now}
        WHERE id = ${listingId}`,
  );
  return openCase(db, { listingId, reason, now });
}

/** The SET of a seller reason: its English words, its code and its parameters. */
function sellerReasonColumns(reason: SellerReason) {
  const { code, params } = sellerReasonParts(reason);
  return sql`moderation_reason = ${sellerReasonText(reason)}, moderation_reason_code = ${code},
    moderation_reason_params = ${params ? JSON.stringify(params) : null}::jsonb`;
}

/**
 * A seller edited a listing an admin had hidden: it goes back to review (still not offered) and
 * a case opens, so an admin looks at the new version. Does nothing to a listing not hidden.
 * Returns whether it was sent back.
 */
export async function sendBackToReview(
  db: Executor,
  listingId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db.execute<{ id: string }>(
    sql`UPDATE listings SET moderation_state = 'in_review',
          ${sellerReasonColumns({ code: 'edited_after_hidden' })}, moderation_at = ${now}
        WHERE id = ${listingId} AND moderation_state = 'hidden'
        RETURNING id`,
  );
  if (result.rows.length === 0) return false;
  await openCase(db, {
    listingId,
    reason: { code: 'edited_after_hidden' },
    now,
  });
  return true;
}
