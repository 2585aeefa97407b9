/**
 * "Photo reused": a listing shows a photo that another seller's listing already shows (the same
 * picture re-encoded, resized or lightly cropped counts). A stolen photo is how a fake advert
 * looks real; the listing still publishes, but a moderation case opens naming the other listing.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/auth/rate-limit';
import { PHOTO_MATCH_DISTANCE } from './photo-hash';

export interface ReusedPhoto {
  /** The photo of the listing checked. */
  fileId: string;
  /** The other seller's listing that shows it too. */
  otherListingId: string;
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
    distance: number | string;
  }>(
    sql`SELECT mine.id AS file_id, other.listing_id,
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
    ? { fileId: row.file_id, otherListingId: row.listing_id, distance: Number(row.distance) }
    : null;
}

/** The case's detail, for the admin. */
export function photoDetail(match: ReusedPhoto): string {
  const how = match.distance === 0 ? 'the same photo' : 'a near-identical photo';
  return `Photo ${match.fileId} is ${how} as one in listing ${match.otherListingId}, of another seller`;
}
