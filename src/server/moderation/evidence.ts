/**
 * Evidence that outlives a seller's delete. A seller's delete of a listing with an open case, or
 * held or hidden, is a soft delete for moderation: the listing is gone for the seller and every
 * buyer exactly as any delete, but its cases and reports stay, with a snapshot of what it
 * published (title, description, price, its photos' ids and hashes), its fingerprints
 * (fingerprints.ts) and, while a case is open, its photos, for admins only. A listing with nothing
 * against it goes whole, its closed cases and reports with it. Kept for EVIDENCE_KEEP_DAYS after
 * the later of the delete and its last case's closing, then swept (sweepEvidence, hourly);
 * fingerprints of a deleted listing for FINGERPRINT_KEEP_DAYS.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/auth/rate-limit';
import type { Db } from '@/server/db/client';
import { files, listings } from '@/server/db/schema';
import {
  deletedListings,
  listingFingerprints,
  listingReports,
  moderationCases,
} from '@/server/db/schema-moderation';
import type { FileStore } from '@/server/files/store';
import { recordFingerprints } from './fingerprints';

/** Evidence of a deleted listing is kept this long after its last case closed. */
export const EVIDENCE_KEEP_DAYS = 90;
/** A deleted listing's fingerprints are kept this long after the delete. */
export const FINGERPRINT_KEEP_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 200;

export interface DeletedListing {
  id: string;
  sellerId: string;
  title: string;
  description: string;
  price: unknown;
  moderationState: string | null;
  moderationReason: string | null;
}

/**
 * Deletes a listing in `tx` (locked by the caller), keeping the evidence when it has an open case
 * or is held or hidden. Answers the ids of the photos to remove from the store after the commit
 * (none of those kept for an open case).
 */
export async function deleteListingIn(
  tx: Executor,
  listing: DeletedListing,
  now: Date,
): Promise<string[]> {
  const { id } = listing;
  const photos = await tx
    .select({ id: files.id, phash: files.phash })
    .from(files)
    .where(and(eq(files.listingId, id), eq(files.ownerId, listing.sellerId)));
  const [open] = await tx
    .select({ id: moderationCases.id })
    .from(moderationCases)
    .where(and(eq(moderationCases.listingId, id), eq(moderationCases.state, 'open')));
  const answerable = open !== undefined || listing.moderationState !== null;
  const photoIds = photos.map((photo) => photo.id);
  if (!answerable) {
    // Nothing against it: the listing goes whole, its closed cases and their reports with it.
    await tx.delete(listingReports).where(eq(listingReports.listingId, id));
    await tx.delete(moderationCases).where(eq(moderationCases.listingId, id));
  } else {
    await tx
      .insert(deletedListings)
      .values({
        listingId: id,
        sellerId: listing.sellerId,
        title: listing.title,
        description: listing.description,
        price: listing.price ?? null,
        photos: photos.map((photo) => ({
          id: photo.id,
          hash: photo.phash === null ? null : photo.phash.toString(),
        })),
        moderationState: listing.moderationState,
        moderationReason: listing.moderationReason,
        deletedAt: now,
      })
      .onConflictDoNothing();
    await recordFingerprints(
      tx,
      listing,
      photos.flatMap((photo) => (photo.phash === null ? [] : [photo.phash])),
      'deleted',
      now,
    );
    // Counted from the delete, also those recorded when it was hidden.
    await tx
      .update(listingFingerprints)
      .set({ createdAt: now })
      .where(eq(listingFingerprints.listingId, id));
  }
  let removed = photoIds;
  if (open && photoIds.length > 0) {
    // Kept for the admins while the case is open (and the retention after it).
    await tx
      .update(files)
      .set({ listingId: null, keptForListing: id })
      .where(inArray(files.id, photoIds));
    removed = [];
  } else if (photoIds.length > 0) {
    await tx.delete(files).where(inArray(files.id, photoIds));
  }
  await tx.delete(listings).where(eq(listings.id, id));
  return removed;
}

export interface EvidenceSwept {
  listings: number;
  photos: number;
  fingerprints: number;
}

/**
 * The retention: a deleted listing's snapshot, kept photos, cases and reports go once it was
 * deleted and its last case closed EVIDENCE_KEEP_DAYS ago (an open case keeps everything); cases
 * and reports of a listing deleted without a snapshot (by a server of the version before) the
 * same once closed; a deleted listing's fingerprints after FINGERPRINT_KEEP_DAYS.
 */
export async function sweepEvidence(
  db: Db,
  store: FileStore | undefined,
  now: Date,
): Promise<EvidenceSwept> {
  const cutoff = new Date(now.getTime() - EVIDENCE_KEEP_DAYS * DAY_MS);
  const swept: EvidenceSwept = { listings: 0, photos: 0, fingerprints: 0 };
  for (;;) {
    const due = await db.execute<{ listing_id: string }>(
      sql`SELECT d.listing_id FROM deleted_listings d
           WHERE d.deleted_at < ${cutoff}
             AND NOT EXISTS (SELECT 1 FROM moderation_cases c WHERE c.listing_id = d.listing_id
                               AND (c.state = 'open' OR c.closed_at >= ${cutoff}))
           LIMIT ${SWEEP_BATCH}`,
    );
    const ids = due.rows.map((row) => row.listing_id);
    if (ids.length === 0) break;
    const photos = await db.transaction(async (tx) => {
      const gone = await tx
        .delete(files)
        .where(inArray(files.keptForListing, ids))
        .returning({ id: files.id });
      await tx.delete(listingReports).where(inArray(listingReports.listingId, ids));
      await tx.delete(moderationCases).where(inArray(moderationCases.listingId, ids));
      await tx.delete(deletedListings).where(inArray(deletedListings.listingId, ids));
      return gone;
    });
    // The rows go first: a photo left behind by a crash here is unreachable.
    for (const photo of photos) await store?.remove(photo.id);
    swept.listings += ids.length;
    swept.photos += photos.length;
    if (ids.length < SWEEP_BATCH) break;
  }
  // Cases of a listing gone without a snapshot, closed long enough ago, with their reports.
  const orphaned = sql`c.listing_id IS NOT NULL AND c.state = 'closed' AND c.closed_at < ${cutoff}
    AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.id = c.listing_id)
    AND NOT EXISTS (SELECT 1 FROM deleted_listings d WHERE d.listing_id = c.listing_id)
    AND NOT EXISTS (SELECT 1 FROM moderation_cases o WHERE o.listing_id = c.listing_id
                      AND (o.state = 'open' OR o.closed_at >= ${cutoff}))`;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`DELETE FROM listing_reports r USING moderation_cases c
           WHERE r.listing_id = c.listing_id AND ${orphaned}`,
    );
    await tx.execute(sql`DELETE FROM moderation_cases c WHERE ${orphaned}`);
  });
  const fingerprintCutoff = new Date(now.getTime() - FINGERPRINT_KEEP_DAYS * DAY_MS);
  const expired = await db.execute<{ listing_id: string }>(
    sql`DELETE FROM listing_fingerprints fp
         WHERE fp.created_at < ${fingerprintCutoff}
           AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.id = fp.listing_id)
         RETURNING fp.listing_id`,
  );
  swept.fingerprints = expired.rows.length;
  return swept;
}
