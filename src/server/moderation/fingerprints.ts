/**
 * Re-post fingerprints: a listing an admin hid, or one its seller deleted while it had a case open
 * or was held or hidden (evidence.ts), leaves its words (a hash of their screening skeleton,
 * src/domain/moderation/fingerprint.ts) and its photos' perceptual hashes. A listing created or
 * edited with either goes to review (findRepost, called by the screening), whatever its id and
 * seller. Approving the listing (or dismissing the case of a deleted one) drops them.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { fingerprintTexts } from '@/domain/moderation/fingerprint';
import type { CaseReason } from '@/domain/schemas/moderation';
import type { Executor } from '@/server/auth/rate-limit';
import type { Db } from '@/server/db/client';
import { files } from '@/server/db/schema';
import { listingFingerprints } from '@/server/db/schema-moderation';
import { PHOTO_MATCH_DISTANCE } from './photo-hash';

export type Cause = 'hidden' | 'deleted';

export interface Worded {
  id: string;
  title: string;
  description: string;
}

const hashText = (text: string) => createHash('sha256').update(text).digest('hex');

/** The hashes of a listing's words (see fingerprintTexts). */
export const wordHashes = (listing: Omit<Worded, 'id'>) => fingerprintTexts(listing).map(hashText);

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
