/**
 * An admin's decision on a listing: hide it, approve it (out of review, or back from hidden), or
 * dismiss its case (the listing stays up). Each closes the listing's open case, so the reports in
 * it are covered and never reopen it, and writes its audit entry with the state before and after,
 * all in one transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ModerationAction } from '@/domain/schemas/moderation';
import type { Db } from '@/server/db/client';
import { listings, users, type ListingRow } from '@/server/db/schema';
import { deletedListings, listingReports, moderationCases } from '@/server/db/schema-moderation';
import type { Executor } from '@/server/auth/rate-limit';
import { listingChanged } from '@/server/listings/fresh-reads';
import { listingColumnsForRead } from '@/server/listings/listing-json';
import { writeAudit } from './audit';
import { dropFingerprints, fingerprintHidden } from './fingerprints';
import { ModerationRefusal } from './errors';

export interface AdminDecision {
  listingId: string;
  /** The admin's words: stored in the audit log; for a hide, also shown to the seller. */
  reason: string;
  adminPhone: string;
  now?: Date;
}

type ListingState = Pick<ListingRow, 'status' | 'moderationState' | 'moderationReason'>;

/** The small record the audit log keeps of a listing before and after an action. */
export function listingSnapshot(row: ListingState, sellerSuspended: boolean) {
  return {
    status: row.status,
    moderation: row.moderationState
      ? { state: row.moderationState, reason: row.moderationReason ?? '' }
      : null,
    sellerSuspended,
  };
}

/** Closes the listing's open case with this resolution; the ids of the reports it covered. */
async function closeListingCase(
  tx: Executor,
  listingId: string,
  resolution: ModerationAction,
  now: Date,
): Promise<{ caseId: string; reportIds: string[] } | null> {
  const [closed] = await tx
    .update(moderationCases)
    .set({ state: 'closed', closedAt: now, updatedAt: now, resolution })
    .where(and(eq(moderationCases.listingId, listingId), eq(moderationCases.state, 'open')))
    .returning({ id: moderationCases.id });
  if (!closed) return null;
  const reports = await tx
    .select({ id: listingReports.id })
    .from(listingReports)
    .where(eq(listingReports.caseId, closed.id));
  return { caseId: closed.id, reportIds: reports.map((report) => report.id) };
}

async function decide(db: Db, action: ModerationAction, input: AdminDecision) {
  const now = input.now ?? new Date();
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ ...listingColumnsForRead, sellerSuspendedAt: users.suspendedAt })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(eq(listings.id, input.listingId))
      .for('update', { of: listings });
    if (!current) return decideDeleted(tx, action, input, now);
    const suspended = current.sellerSuspendedAt !== null;
    const [openCase] = await tx
      .select({ id: moderationCases.id })
      .from(moderationCases)
      .where(
        and(eq(moderationCases.listingId, input.listingId), eq(moderationCases.state, 'open')),
      );

    let moderation: Pick<
      ListingRow,
      | 'moderationState'
      | 'moderationReason'
      | 'moderationReasonCode'
      | 'moderationReasonParams'
      | 'moderationAt'
    >;
    const cleared = {
      moderationState: null,
      moderationReason: null,
      moderationReasonCode: null,
      moderationReasonParams: null,
      moderationAt: null,
    };
    if (action === 'hide') {
      // The admin's own words: no code, the seller reads them as typed.
      moderation = {
        ...cleared,
        moderationState: 'hidden',
        moderationReason: input.reason,
        moderationAt: now,
      };
    } else if (action === 'approve') {
      if (!current.moderationState && !openCase) {
        throw new ModerationRefusal(409, 'This listing is not held, hidden or reported.');
      }
      moderation = cleared;
    } else {
      if (!openCase) throw new ModerationRefusal(409, 'This listing has no open case.');
      // Dismissed: the listing stays up. A hidden listing stays hidden (approve brings it back).
      moderation =
        current.moderationState === 'in_review'
          ? cleared
          : {
              moderationState: current.moderationState,
              moderationReason: current.moderationReason,
              moderationReasonCode: current.moderationReasonCode,
              moderationReasonParams: current.moderationReasonParams,
              moderationAt: current.moderationAt,
            };
    }
    const [updated] = await tx
      .update(listings)
      .set(moderation)
      .where(eq(listings.id, input.listingId))
      .returning(listingColumnsForRead);
    if (!updated) throw new ModerationRefusal(404, 'Listing not found.');
    // Hidden, its words and photos cannot come back under another id without a review.
    if (action === 'hide') await fingerprintHidden(tx, updated, now);
    if (action === 'approve') await dropFingerprints(tx, input.listingId);
    const closed = await closeListingCase(tx, input.listingId, action, now);
    await writeAudit(tx, {
      adminPhone: input.adminPhone,
      action,
      listingId: input.listingId,
      sellerId: current.sellerId,
      reason: input.reason,
      before: listingSnapshot(current, suspended),
      after: {
        ...listingSnapshot(updated, suspended),
        ...(closed ? { closedCase: closed.caseId, coveredReports: closed.reportIds } : {}),
      },
      now,
    });
    return updated;
  });
  // Committed: the seller's own reads show the decision at once.
  if (updated) listingChanged(db, updated.sellerId, updated.id);
  return updated;
}

/**
 * A decision on the open case of a listing its seller deleted (evidence.ts; or one a server of the
 * version before deleted, without a snapshot): the case closes with it; a hide keeps the listing's
 * fingerprints, an approval or a dismissal drops them. Null: the listing is gone; 404 when there
 * is no open case.
 */
async function decideDeleted(
  tx: Executor,
  action: ModerationAction,
  input: AdminDecision,
  now: Date,
): Promise<null> {
  const [open] = await tx
    .select({ sellerId: moderationCases.sellerId })
    .from(moderationCases)
    .where(and(eq(moderationCases.listingId, input.listingId), eq(moderationCases.state, 'open')));
  const closed = open ? await closeListingCase(tx, input.listingId, action, now) : null;
  if (!open || !closed) throw new ModerationRefusal(404, 'Listing not found.');
  if (action !== 'hide') await dropFingerprints(tx, input.listingId);
  const [snapshot] = await tx
    .select({ listingId: deletedListings.listingId })
    .from(deletedListings)
    .where(eq(deletedListings.listingId, input.listingId));
  await writeAudit(tx, {
    adminPhone: input.adminPhone,
    action,
    listingId: input.listingId,
    sellerId: open.sellerId,
    reason: input.reason,
    before: { deletedBySeller: true, snapshot: snapshot !== undefined },
    after: { deletedBySeller: true, closedCase: closed.caseId, coveredReports: closed.reportIds },
    now,
  });
  return null;
}

/**
 * Hides a listing: not offered by the bot, /l/{id} answers 404, the seller sees the reason. Each
 * answers the listing, or null for a listing its seller deleted with the case open (its case is
 * closed).
 */
export const hideListing = (db: Db, input: AdminDecision) => decide(db, 'hide', input);
/** Approves a listing held in review (or brings back a hidden one) and closes its case. */
export const approveListing = (db: Db, input: AdminDecision) => decide(db, 'approve', input);
/** Closes the listing's case; the listing stays up and the same reports never reopen it. */
export const dismissCase = (db: Db, input: AdminDecision) => decide(db, 'dismiss', input);

export const moderateListing = (db: Db, action: ModerationAction, input: AdminDecision) =>
  decide(db, action, input);

/** Counts for the admin's numbers. */
export async function moderationCounts(db: Db) {
  const result = await db.execute<{ open_cases: number; suspended: number }>(
    sql`SELECT (SELECT count(*)::int FROM moderation_cases WHERE state = 'open') AS open_cases,
               (SELECT count(*)::int FROM users WHERE suspended_at IS NOT NULL) AS suspended`,
  );
  const row = result.rows[0];
  return { openCases: Number(row?.open_cases ?? 0), suspendedSellers: Number(row?.suspended ?? 0) };
}
