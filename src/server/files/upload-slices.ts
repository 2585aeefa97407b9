/**
 * The slices of photos sent in pieces (resumable uploads), kept in the database so that any
 * server process can take the next slice of an upload another process started. An upload only
 * ever holds a prefix of its photo: a slice is kept only if it starts where the bytes kept so far
 * end, decided by one conditional UPDATE (two processes given the same offset: one wins, the other
 * learns the new offset). Abandoned uploads are swept with the unattached photos.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { UNATTACHED_UPLOAD_TTL_MS } from '@/domain';
import type { Db } from '@/server/db/client';
import { photoUploadSlices, photoUploads, type PhotoUploadRow } from '@/server/db/schema-uploads';

/** Uploads one seller may have begun and not finished at once (each holds up to 10 MB). */
export const OPEN_UPLOADS_PER_SELLER = 16;
/** A finished upload answers repeats with its photo's id this long (as Idempotency-Key does). */
export const FINISHED_UPLOAD_KEEP_MS = 48 * 60 * 60 * 1000;

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export class TooManyOpenUploadsError extends Error {}

export async function findUpload(
  db: Executor,
  ownerId: string,
  key: string,
): Promise<PhotoUploadRow | null> {
  const [row] = await db
    .select()
    .from(photoUploads)
    .where(and(eq(photoUploads.ownerId, ownerId), eq(photoUploads.key, key)));
  return row ?? null;
}

/**
 * The seller's upload under `key`, begun now if there is none. At most OPEN_UPLOADS_PER_SELLER
 * unfinished at once, counted under a lock on the seller (one step for every process).
 */
export async function beginUpload(
  db: Db,
  upload: { ownerId: string; key: string; length: number; name: string | null },
  now: Date,
): Promise<PhotoUploadRow> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`photo-uploads:${upload.ownerId}`}, 0))`,
    );
    const existing = await findUpload(tx, upload.ownerId, upload.key);
    if (existing) return existing;
    const [open] = await tx
      .select({ n: count() })
      .from(photoUploads)
      .where(and(eq(photoUploads.ownerId, upload.ownerId), isNull(photoUploads.fileId)));
    if ((open?.n ?? 0) >= OPEN_UPLOADS_PER_SELLER) throw new TooManyOpenUploadsError();
    const [row] = await tx
      .insert(photoUploads)
      .values({ id: randomUUID(), ...upload, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  });
}

/**
 * Keeps `bytes` as the slice starting at `offset`, if the upload holds exactly `offset` bytes and
 * is not finished. Returns the new offset, or null when the slice does not fit (the caller reads
 * the upload again to say where it stands).
 */
export async function appendSlice(
  db: Db,
  uploadId: string,
  offset: number,
  bytes: Buffer,
  now: Date,
): Promise<number | null> {
  if (bytes.length === 0) return null;
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(photoUploads)
      .set({ received: offset + bytes.length, updatedAt: now })
      .where(
        and(
          eq(photoUploads.id, uploadId),
          eq(photoUploads.received, offset),
          isNull(photoUploads.fileId),
          sql`${photoUploads.length} >= ${offset + bytes.length}`,
        ),
      )
      .returning({ received: photoUploads.received });
    if (!moved) return null;
    await tx.insert(photoUploadSlices).values({ uploadId, start: offset, bytes });
    return moved.received;
  });
}

/** The bytes kept so far, in order. */
export async function keptBytes(db: Executor, uploadId: string): Promise<Buffer> {
  const slices = await db
    .select({ start: photoUploadSlices.start, bytes: photoUploadSlices.bytes })
    .from(photoUploadSlices)
    .where(eq(photoUploadSlices.uploadId, uploadId))
    .orderBy(asc(photoUploadSlices.start));
  return Buffer.concat(slices.map((slice) => slice.bytes));
}

/**
 * Marks the upload finished as `fileId` if it still holds exactly `offset` bytes (the last slice
 * then completes it), and drops its slices. Inside the transaction that records the photo; false
 * when another request moved the upload meanwhile.
 */
export async function finishUpload(
  tx: Executor,
  uploadId: string,
  offset: number,
  fileId: string,
  now: Date,
): Promise<boolean> {
  const [done] = await tx
    .update(photoUploads)
    .set({ received: photoUploads.length, fileId, updatedAt: now })
    .where(
      and(
        eq(photoUploads.id, uploadId),
        eq(photoUploads.received, offset),
        isNull(photoUploads.fileId),
      ),
    )
    .returning({ id: photoUploads.id });
  if (!done) return false;
  await tx.delete(photoUploadSlices).where(eq(photoUploadSlices.uploadId, uploadId));
  return true;
}

/**
 * Removes uploads nobody added to for UNATTACHED_UPLOAD_TTL_MS (with their slices), and finished
 * ones past FINISHED_UPLOAD_KEEP_MS. Returns how many went.
 */
export async function sweepAbandonedUploads(db: Db, now: Date): Promise<number> {
  const stale = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS);
  const old = new Date(now.getTime() - FINISHED_UPLOAD_KEEP_MS);
  const gone = await db
    .delete(photoUploads)
    .where(
      or(
        and(isNull(photoUploads.fileId), lt(photoUploads.updatedAt, stale)),
        and(isNotNull(photoUploads.fileId), lt(photoUploads.updatedAt, old)),
      ),
    )
    .returning({ id: photoUploads.id });
  return gone.length;
}
