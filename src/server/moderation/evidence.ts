/**
 * Evidence that outlives a seller's delete, and the fingerprints of what moderation took down.
 *
 * - A seller's delete of a listing with an open case, or held or hidden, is a soft delete for
 *   moderation: the listing is gone for the seller and every buyer exactly as any delete, but its
 *   cases and reports stay, with a snapshot of what it published (title, description, price, its
 *   photos' ids and hashes); while a case is open its photos stay too, for admins only. A listing
 *   with nothing against it goes whole, its closed cases and reports with it.
 * - A listing an admin hid, or one deleted as above, leaves fingerprints: its words (a hash of
 *   their screening skeleton, src/domain/moderation/fingerprint.ts) and its photos' perceptual
 *   hashes. A listing created or edited with either goes to review (findRepost), whatever its id.
 * - Kept for EVIDENCE_KEEP_DAYS after the last case of the listing closed (and after the
 *   delete), then swept; fingerprints of a deleted listing for FINGERPRINT_KEEP_DAYS.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fingerprintTexts } from '@/domain/moderation/fingerprint';
import type { CaseReason } from '@/domain/schemas/moderation';
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
import { PHOTO_MATCH_DISTANCE } from './photo-hash';

/** Evidence of a deleted listing is kept this long after its last case closed. */
export const EVIDENCE_KEEP_DAYS = 90;
/** A deleted listing's fingerprints are kept this long after the delete. */
export const FINGERPRINT_KEEP_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 200;

type Cause = 'hidden' | 'deleted';

interface Worded {
  id: string;
  title: string;
  description: string;
}

const hashText = (text: string) => createHash('sha256').update(text).digest('hex');

/** The hashes of a listing's words (see fingerprintTexts). */
export const wordHashes = (listing: Omit<Worded, 'id'>) =>
  fingerprintTexts(listing).map(hashText);

const list = (values: readonly (string | bigint)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Records a listing's fingerprints (its words, and the hashes of the photos given), each once per
 * listing whatever the cause.
 */
export async function recordFingerprints(
  tx: Executor,
  listing: Worded,
  photoHashes: readonly bigint[],
  cause: Cause,
  now: Date,
): Promise<void> {
  for (const words of wordHashes(listing)) {
    await tx.execute(
      sql`INSERT INTO listing_fingerprints (listing_id, kind, words, cause, created_at)
          SELECT ${listing.id}, 'words', ${words}, ${cause}, ${now}
           WHERE NOT EXISTS (SELECT 1 FROM listing_fingerprints
                              WHERE listing_id = ${listing.id} AND words = ${words})`,
    );
  }
  for (const phash of new Set(photoHashes)) {
    await tx.execute(
      sql`INSERT INTO listing_fingerprints (listing_id, kind, phash, cause, created_at)
          SELECT ${listing.id}, 'photo', ${phash}, ${cause}, ${now}
           WHERE NOT EXISTS (SELECT 1 FROM listing_fingerprints
                              WHERE listing_id = ${listing.id} AND phash = ${phash})`,
    );
  }
}

/** The hashes of the photos a listing shows now. */
async function photoHashesOf(tx: Executor, listingId: string): Promise<bigint[]> {
  const rows = await tx
    .select({ phash: files.phash })
    .from(files)
    .where(and(eq(files.listingId, listingId), sql`${files.phash} IS NOT NULL`));
  return rows.flatMap((row) => (row.phash === null ? [] : [row.phash]));
}

/** An admin hid the listing: its words and photos are fingerprinted. */
export async function fingerprintHidden(tx: Executor, listing: Worded, now: Date): Promise<void> {
  await recordFingerprints(tx, listing, await photoHashesOf(tx, listing.id), 'hidden', now);
}

/** An admin approved the listing (or dismissed the case of a deleted one): nothing to hold. */
export async function dropFingerprints(tx: Executor, listingId: string): Promise<void> {
  await tx.delete(listingFingerprints).where(eq(listingFingerprints.listingId, listingId));
}

const causeWords: Record<Cause, string> = {
  hidden: 'an admin hid',
  deleted: 'its seller deleted while it was under review or reported',
};

export interface RepostCandidate extends Worded {
  images: readonly string[];
}

/**
 * A listing moderation took down that this one repeats: the same words (through the skeleton) or
 * a photo within PHOTO_MATCH_DISTANCE of one of its photos. On an edit (`previous`), only words
 * that changed and photos added are looked at. Null when there is none.
 */
export async function findRepost(
  tx: Executor,
  listing: RepostCandidate,
  previous: RepostCandidate | null,
): Promise<CaseReason | null> {
  const words = wordHashes(listing);
  const before = previous ? new Set(wordHashes(previous)) : new Set<string>();
  const changed = words.filter((hash) => !before.has(hash));
  if (changed.length > 0) {
    const found = await tx.execute<{ listing_id: string; cause: Cause }>(
      sql`SELECT listing_id, cause FROM listing_fingerprints
           WHERE words IN (${list(changed)}) AND listing_id <> ${listing.id}
           ORDER BY created_at LIMIT 1`,
    );
    const row = found.rows[0];
    if (row) {
      return {
        code: 'reposted',
        detail: `The same words as a listing ${causeWords[row.cause]}`,
        otherListingId: row.listing_id,
      };
    }
  }
  const added = listing.images.filter((id) => !previous?.images.includes(id));
  if (added.length === 0) return null;
  const found = await tx.execute<{ file_id: string; listing_id: string; cause: Cause }>(
    sql`SELECT f.id AS file_id, fp.listing_id, fp.cause
          FROM files f
          JOIN listing_fingerprints fp
            ON fp.kind = 'photo'
           AND fp.listing_id <> ${listing.id}
           AND bit_count((f.phash # fp.phash)::bit(64)) <= ${PHOTO_MATCH_DISTANCE}
         WHERE f.id IN (${list(added)}) AND f.phash IS NOT NULL
         ORDER BY bit_count((f.phash # fp.phash)::bit(64)), fp.created_at
         LIMIT 1`,
  );
  const row = found.rows[0];
  if (!row) return null;
  return {
    code: 'reposted',
    detail: `A photo of a listing ${causeWords[row.cause]}`,
    photoId: row.file_id,
    otherListingId: row.listing_id,
  };
}

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

/**
 * Fingerprints listings hidden before fingerprints were recorded (a batch at a time); answers how
 * many it fingerprinted.
 */
export async function fingerprintOlderHidden(db: Db, now: Date, limit = 100): Promise<number> {
  const rows = await db.execute<{ id: string; title: string; description: string }>(
    sql`SELECT l.id, l.title, l.description FROM listings l
         WHERE l.moderation_state = 'hidden'
           AND NOT EXISTS (SELECT 1 FROM listing_fingerprints fp WHERE fp.listing_id = l.id)
         LIMIT ${limit}`,
  );
  for (const row of rows.rows) {
    await db.transaction((tx) => fingerprintHidden(tx, row, now));
  }
  return rows.rows.length;
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
