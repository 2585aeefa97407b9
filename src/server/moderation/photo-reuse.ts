/**
 * "Photo reused": a listing shows a photo that another seller's listing already shows (the same
 * picture re-encoded, resized or lightly cropped counts). A stolen photo is how a fake advert
 * looks real; the listing still publishes, but a moderation case opens naming the other listing.
 */
import { sql } from 'drizzle-orm';
import type { CaseReason, ModerationState, OtherListing } from '@/domain/schemas/moderation';
import type { Executor } from '@/server/auth/rate-limit';
import { VISIBLE_TO_BUYERS } from './offered';
import { PHOTO_MATCH_DISTANCE } from './photo-hash';

export interface ReusedPhoto {
  /** The photo of the listing checked. */
  fileId: string;
  /** The other seller's listing that shows it too, and that listing's photo. */
  otherListingId: string;
  otherFileId: string;
  /** Bits that differ between the two hashes (0: the same picture). */
  distance: number;
}

/**
 * The closest match among the given photos of a listing and the photos of other sellers'
 * listings, or null. Photos without a hash (uploaded before hashing) are not compared.
 */
export async function findReusedPhoto(
  db: Executor,
  sellerId: string,
  fileIds: readonly string[],
): Promise<ReusedPhoto | null> {
  if (fileIds.length === 0) return null;
  const ids = sql.join(
    fileIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Every hashed photo of another seller's listing is compared: a scan of the files table,
  // some milliseconds per ten thousand photos.
  const result = await db.execute<{
    file_id: string;
    listing_id: string;
    other_file_id: string;
    distance: number | string;
  }>(
    sql`SELECT mine.id AS file_id, other.listing_id, other.id AS other_file_id,
               bit_count((mine.phash # other.phash)::bit(64)) AS distance
          FROM files mine
          JOIN files other
            ON other.phash IS NOT NULL
           AND other.listing_id IS NOT NULL
           AND other.owner_id <> ${sellerId}
         WHERE mine.id IN (${ids})
           AND mine.owner_id = ${sellerId}
           AND mine.phash IS NOT NULL
           AND bit_count((mine.phash # other.phash)::bit(64)) <= ${PHOTO_MATCH_DISTANCE}
         ORDER BY distance, other.created_at, other.id
         LIMIT 1`,
  );
  const row = result.rows[0];
  return row
    ? {
        fileId: row.file_id,
        otherListingId: row.listing_id,
        otherFileId: row.other_file_id,
        distance: Number(row.distance),
      }
    : null;
}

/**
 * The case's reason: how alike the photos are in words, and which photos and listing, by id, so
 * the admin's queue shows the other listing as it is then (its title, a link to its page).
 */
export function photoReason(match: ReusedPhoto): CaseReason {
  return {
    code: 'photo_reused',
    detail: match.distance === 0 ? 'The same photo' : 'A near-identical photo',
    photoId: match.fileId,
    otherListingId: match.otherListingId,
    otherPhotoId: match.otherFileId,
  };
}

/**
 * The other listings named by reused-photo reasons, as they are now: title, state, seller, and
 * whether buyers can open their page. A deleted listing is absent.
 */
export async function otherListingsOf(
  db: Executor,
  reasons: readonly CaseReason[],
): Promise<Map<string, OtherListing>> {
  const ids = [...new Set(reasons.flatMap((reason) => reason.otherListingId ?? []))];
  if (ids.length === 0) return new Map();
  const result = await db.execute<{
    id: string;
    title: string;
    status: string;
    moderation_state: ModerationState | null;
    seller_name: string | null;
    seller_suspended: boolean;
    public_page: boolean;
  }>(
    sql`SELECT l.id, l.title, l.status, l.moderation_state, u.display_name AS seller_name,
               u.suspended_at IS NOT NULL AS seller_suspended,
               (${VISIBLE_TO_BUYERS} AND l.status <> 'paused') AS public_page
          FROM listings l JOIN users u ON u.id = l.seller_id
         WHERE l.id IN (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  return new Map(
    result.rows.map((row) => [
      row.id,
      {
        title: row.title,
        status: row.status,
        ...(row.moderation_state ? { moderationState: row.moderation_state } : {}),
        ...(row.seller_name ? { sellerName: row.seller_name } : {}),
        sellerSuspended: row.seller_suspended,
        publicPage: row.public_page,
      },
    ]),
  );
}

/** The reasons of a case for the admin: each reused photo with its other listing as it is now. */
export function withOtherListings(
  reasons: readonly CaseReason[],
  others: ReadonlyMap<string, OtherListing>,
): CaseReason[] {
  return reasons.map((reason) => {
    const other = reason.otherListingId ? others.get(reason.otherListingId) : undefined;
    return other ? { ...reason, otherListing: other } : reason;
  });
}
