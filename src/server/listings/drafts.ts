/**
 * Listing drafts kept on the server (listing by chat): the seller's drafts as the app reads them,
 * and the removal of one with its photos that no listing shows. A draft goes when it is
 * published (in the create's transaction), deleted from the app, or cancelled in the chat.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ListingDraft } from '@/domain/schemas/listing-draft';
import type { Db } from '@/server/db/client';
import { files, listingDrafts, type ListingDraftRow } from '@/server/db/schema';

export function toDraftJson(row: ListingDraftRow): ListingDraft {
  return {
    id: row.id,
    source: row.source,
    fields: row.fields,
    images: row.images,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The seller's drafts, the latest change first. */
export async function draftsOf(db: Db, sellerId: string): Promise<ListingDraft[]> {
  const rows = await db
    .select()
    .from(listingDrafts)
    .where(eq(listingDrafts.sellerId, sellerId))
    .orderBy(desc(listingDrafts.updatedAt), desc(listingDrafts.id));
  return rows.map(toDraftJson);
}

export interface RemovedDraft {
  /** False when the seller has no draft of this id (never had, or it is gone already). */
  found: boolean;
  /** Photo ids whose rows went with it: remove them from the file store after the commit. */
  files: string[];
}

/**
 * Removes one of the seller's drafts and those of its photos that no listing shows (a photo the
 * published listing shows stays, attached to it). Another seller's draft is left alone, exactly
 * like a missing one.
 */
export async function removeDraft(
  tx: Db,
  sellerId: string,
  draftId: string,
): Promise<RemovedDraft> {
  const [gone] = await tx
    .delete(listingDrafts)
    .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.sellerId, sellerId)))
    .returning({ images: listingDrafts.images });
  if (!gone) return { found: false, files: [] };
  if (gone.images.length === 0) return { found: true, files: [] };
  const removed = await tx
    .delete(files)
    .where(
      and(inArray(files.id, gone.images), eq(files.ownerId, sellerId), isNull(files.listingId)),
    )
    .returning({ id: files.id });
  return { found: true, files: removed.map((row) => row.id) };
}
