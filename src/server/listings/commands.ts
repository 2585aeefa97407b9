/**
 * A listing's commands, one function each for every door (the app's API, the bot's publish,
 * "SOLD" and check-in answers, an admin's decision, the check-in jobs): each runs its transaction and then every step that follows a stored
 * change, so no door forgets one:
 *
 * - the listing's cached reads are dropped (fresh-reads.ts), so the next read shows the change;
 * - a listing newly offered to buyers is matched against their saved searches (listingOffered);
 * - a listing confirmed now has its next check-in scheduled (scheduleCheckin).
 */
import { and, eq } from 'drizzle-orm';
import { parseListingUpdate } from '@/domain';
import type { ModerationAction } from '@/domain/schemas/moderation';
import type { ListingStatus, PausedReason } from '@/domain/listing-status';
import type { Db } from '@/server/db/client';
import { listings } from '@/server/db/schema';
import type { Env } from '@/server/env';
import type { FileStore } from '@/server/files/store';
import { notFound, unprocessable } from '@/server/http/errors';
import type { JobQueue } from '@/server/jobs/queue';
import { moderateListing, sendBackToReview, type AdminDecision } from '@/server/moderation';
import { deleteListingIn } from '@/server/moderation/evidence';
import { screenListing } from '@/server/moderation/screening';
import { closeCheckins } from './checkins/rows';
import { scheduleCheckin } from './checkins/schedule';
import { createListingIn, type CreateListingInput } from './create';
import { listingChanged } from './fresh-reads';
import { confirmListing, setListingStatus } from './lifecycle';
import { attachImages } from './listing-images';
import {
  listingColumns,
  listingColumnsForRead,
  type ListingReadRow,
  type ScreenedRow,
} from './listing-json';
import { findListing, findListingIn } from './listing-queries';
import { listingOffered } from './offered';

export interface ListingDeps {
  db: Db;
  env: Env;
  /** The shared job queue (alerts, check-ins); undefined only where there is none (some tests). */
  jobs: JobQueue | undefined;
}

/**
 * Every step after a new listing is committed: its seller's list drops out of the caches, buyers'
 * saved searches are matched against it, and its first check-in is scheduled. The app's create
 * runs its transaction through the idempotency record and calls this after it (a replayed request
 * too: alerts nobody twice); every other door goes through createListing.
 */
export async function afterListingCreated(
  deps: ListingDeps,
  listing: { id: string; sellerId: string; confirmedAt: Date },
): Promise<void> {
  listingChanged(deps.db, listing.sellerId, listing.id);
  await listingOffered(deps.jobs, listing.id);
  await scheduleCheckin(deps.jobs, deps.env, listing.sellerId, listing.confirmedAt);
}

/**
 * Creates a listing (createListingIn: limits, images, screening) in one transaction with
 * `alsoInTransaction` (a draft removed with it), then runs afterListingCreated.
 */
export async function createListing(
  deps: ListingDeps,
  input: Omit<CreateListingInput, 'env'>,
  alsoInTransaction?: (tx: Db, row: ListingReadRow) => Promise<void>,
): Promise<ScreenedRow> {
  const row = await deps.db.transaction(async (tx) => {
    const created = await createListingIn(tx, { ...input, env: deps.env });
    await alsoInTransaction?.(tx, created);
    return created;
  });
  await afterListingCreated(deps, row);
  return row;
}

export interface ListingUpdate {
  sellerId: string;
  listingId: string;
  /** The fields as sent; checked here against the listing's own type. */
  fields: unknown;
  now: Date;
}

/**
 * Replaces a listing's editable fields (its seller only: 404 otherwise; 422 for bad fields). A
 * hidden listing, edited, goes back to review; the listing is screened again and confirmed now.
 */
export async function updateListing(deps: ListingDeps, input: ListingUpdate) {
  const { db } = deps;
  const { sellerId, listingId: id, now } = input;
  const existing = await findListing(db, id);
  // Another seller's listing does not exist for this one: the same 404 as a missing one.
  if (!existing || existing.sellerId !== sellerId) throw notFound('Listing');
  const parsed = parseListingUpdate(existing.type, input.fields);
  if (!parsed.success) throw unprocessable(parsed.error);
  const row = await db.transaction(async (tx) => {
    // A hidden listing, edited, goes back to review (and opens a case) rather than back up.
    if (existing.moderationState === 'hidden') await sendBackToReview(tx, id, now);
    const [updated] = await tx
      .update(listings)
      .set({
        ...listingColumns(parsed.data),
        type: existing.type,
        updatedAt: now,
        confirmedAt: now,
      })
      .where(and(eq(listings.id, id), eq(listings.sellerId, sellerId)))
      .returning(listingColumnsForRead);
    if (!updated) throw notFound('Listing');
    await attachImages(tx, id, sellerId, updated.images);
    const screening = await screenListing(tx, updated, existing, now);
    if (screening.held) return (await findListingIn(tx, id)) ?? updated;
    return { ...updated, warnings: screening.warnings };
  });
  listingChanged(db, sellerId, id);
  await scheduleCheckin(deps.jobs, deps.env, sellerId, row.confirmedAt);
  return row;
}

/**
 * Sets a listing's status for its seller (lifecycle.ts), from the app, the bot's "SOLD" and
 * check-in answers, and the marketplace's own pause (`reason`); null when it is not theirs.
 * Reactivated, it is confirmed and its next check-in is scheduled; sold or paused, an open
 * check-in can no longer pause it (the pause checks the listing).
 */
export async function setStatus(
  deps: ListingDeps,
  input: {
    sellerId: string;
    listingId: string;
    status: ListingStatus;
    now: Date;
    /** Only for the marketplace's own pause (an unanswered check-in). */
    reason?: PausedReason;
  },
): Promise<ListingReadRow | null> {
  const row = await setListingStatus(deps.db, { ...input, jobs: deps.jobs });
  if (row?.status === 'active') {
    await scheduleCheckin(deps.jobs, deps.env, input.sellerId, row.confirmedAt);
  }
  return row;
}

/**
 * The seller says the listing is still on offer ("Still available" from the app or a check-in): confirmed now,
 * its pending check-in counts as answered and the next one is scheduled. Null when not theirs.
 */
export async function confirm(
  deps: ListingDeps,
  input: { sellerId: string; listingId: string; now: Date },
): Promise<ListingReadRow | null> {
  const row = await confirmListing(deps.db, input);
  if (!row) return null;
  await closeCheckins(deps.db, { listingId: input.listingId }, input.now, 'available');
  await scheduleCheckin(deps.jobs, deps.env, input.sellerId, row.confirmedAt);
  return row;
}

/**
 * Deletes a listing (its seller only: 404 otherwise) with its view records, and then its
 * images from the store. For buyers and the seller it is gone either way; one with an open case,
 * or held or hidden, leaves its evidence for admins (moderation/evidence.ts): its cases, reports,
 * a snapshot, its fingerprints and, while a case is open, its photos.
 */
export async function removeListing(
  deps: ListingDeps & { files: FileStore },
  input: { sellerId: string; listingId: string; now?: Date },
): Promise<void> {
  const { db } = deps;
  const { sellerId, listingId: id } = input;
  const removed = await db.transaction(async (tx) => {
    // Locked: a report or a decision arriving meanwhile waits and then finds it gone.
    const [existing] = await tx
      .select({
        id: listings.id,
        sellerId: listings.sellerId,
        title: listings.title,
        description: listings.description,
        price: listings.price,
        moderationState: listings.moderationState,
        moderationReason: listings.moderationReason,
      })
      .from(listings)
      .where(eq(listings.id, id))
      .for('update');
    if (!existing || existing.sellerId !== sellerId) throw notFound('Listing');
    return deleteListingIn(tx, existing, input.now ?? new Date());
  });
  listingChanged(db, sellerId, id);
  await Promise.all(removed.map((file) => deps.files.remove(file)));
}

/**
 * An admin's decision on a listing (moderation/actions.ts: hide, approve or dismiss, with its
 * case and audit entry); an approved listing is offered to buyers again, so their saved searches
 * are matched against it.
 */
export async function moderate(
  deps: Pick<ListingDeps, 'db' | 'jobs'>,
  action: ModerationAction,
  input: AdminDecision,
): Promise<ListingReadRow | null> {
  const row = await moderateListing(deps.db, action, input);
  // Null: the seller deleted the listing and the decision closed its case; nothing to offer.
  if (row && action === 'approve') await listingOffered(deps.jobs, input.listingId);
  return row;
}
