/**
 * A listing's images: at most four, each an uploaded file of the listing's seller and not shown
 * by another listing. Attaching marks the files; files dropped from the list are released.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { IMAGE_LIMITS, MAX_FILES_MESSAGE } from '@/domain';
import type { Db } from '@/server/db/client';
import { files } from '@/server/db/schema';
import { unprocessable } from '@/server/http/errors';

export async function attachImages(
  tx: Db,
  listingId: string,
  sellerId: string,
  images: readonly string[],
): Promise<void> {
  if (new Set(images).size !== images.length) {
    throw unprocessable('images: The same image is listed twice.');
  }
  if (images.length > IMAGE_LIMITS.maxFiles) throw unprocessable(`images: ${MAX_FILES_MESSAGE}`);
  if (images.length > 0) {
    const found = await tx
      .select({
        id: files.id,
        ownerId: files.ownerId,
        listingId: files.listingId,
        keptForListing: files.keptForListing,
      })
      .from(files)
      .where(inArray(files.id, [...images]));
    for (const id of images) {
      const file = found.find((row) => row.id === id);
      // A photo kept as evidence of a deleted listing is the admins' now, not an upload.
      if (!file || file.ownerId !== sellerId || file.keptForListing !== null) {
        throw unprocessable(`images: Image ${id} was not found among your uploads.`);
      }
      if (file.listingId && file.listingId !== listingId) {
        throw unprocessable(`images: Image ${id} already belongs to another listing.`);
      }
    }
    await tx
      .update(files)
      .set({ listingId })
      .where(inArray(files.id, [...images]));
  }
  await tx
    .update(files)
    .set({ listingId: null })
    .where(
      images.length > 0
        ? and(eq(files.listingId, listingId), notInArray(files.id, [...images]))
        : eq(files.listingId, listingId),
    );
}

/** Files shown by a listing, for deletion along with it. */
export async function imagesOfListing(tx: Db, listingId: string, sellerId: string) {
  return tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.listingId, listingId), eq(files.ownerId, sellerId)));
}
