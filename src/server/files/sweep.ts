/**
 * Photos uploaded but never shown by a listing (an editor abandoned, a listing never saved) are
 * removed after a day: their rows, then their files in the store. A photo a draft kept on the
 * server holds (listing by chat) stays as long as the draft: it goes with it.
 */
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { files, listingDrafts } from '@/server/db/schema';
import { UNATTACHED_UPLOAD_TTL_MS } from '@/domain';
import type { FileStore } from './store';
const BATCH = 500;

/** Held by no server draft. */
const notInDraft = sql`not exists (select 1 from ${listingDrafts} where ${files.id} = any(${listingDrafts.images}))`;

/**
 * Attached to no listing, uploaded before the cutoff, held by no draft, and not kept as evidence
 * of a deleted listing (moderation/evidence.ts sweeps those).
 */
const unattached = (cutoff: Date) =>
  and(
    isNull(files.listingId),
    isNull(files.keptForListing),
    lt(files.createdAt, cutoff),
    notInDraft,
  );

/** Removes uploads attached to no listing for UNATTACHED_UPLOAD_TTL_MS; returns their ids. */
export async function sweepUnattachedUploads(
  db: Db,
  store: FileStore,
  now: Date,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS);
  const removed: string[] = [];
  for (;;) {
    const batch = await db
      .select({ id: files.id })
      .from(files)
      .where(unattached(cutoff))
      .limit(BATCH);
    if (batch.length === 0) break;
    // Deleted only if still unattached: a listing saved meanwhile keeps its photo.
    const gone = await db
      .delete(files)
      .where(
        and(
          inArray(
            files.id,
            batch.map((row) => row.id),
          ),
          unattached(cutoff),
        ),
      )
      .returning({ id: files.id });
    // The row goes first: a file left behind by a crash here is unreachable, never a broken link.
    for (const { id } of gone) {
      await store.remove(id);
      removed.push(id);
    }
    if (batch.length < BATCH) break;
  }
  return removed;
}
