/**
 * Photo uploads. The compressed copy waits in the seller's database until the server has it; the
 * upload reports progress to the tile in steps, and the server's file id is kept with the photo
 * so the listing that shows it can be sent.
 */
import { fileUploadResponseSchema } from '@/domain';
import type { SellerDb } from '@/app/local/db';
import { done, type SendContext, type SenderMap } from './context';
import type { PhotoPayloads } from '@/app/local/outbox-kinds';

/** Uploads get longer than JSON calls: 0.9 MB over a slow 2G link takes a while. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** IndexedDB writes are not free: progress is stored in steps of 5%. */
function progressWriter(db: SellerDb, photoId: string): (fraction: number) => void {
  let lastReported = 0;
  return (fraction) => {
    const percent = Math.round(fraction * 100);
    if (percent - lastReported >= 5 || percent === 100) {
      lastReported = percent;
      void db.photos.update(photoId, { progress: percent });
    }
  };
}

/**
 * Sends a stored photo's compressed copy and keeps the server's file id (and when it was taken)
 * with it. `then` runs in the same transaction as that record. `keyed` sends the item's id as
 * Idempotency-Key: only the photo's own item may, as the key names one call of one item.
 */
export async function uploadPhoto(
  ctx: SendContext,
  photo: { id: string; blob: Blob; name: string },
  { keyed, then }: { keyed: boolean; then?: () => Promise<void> },
): Promise<string> {
  const photoId = photo.id;
  const { db } = ctx;
  await db.photos.update(photoId, { status: 'uploading', progress: 0 });
  const form = new FormData();
  form.append('file', photo.blob, photo.name || 'photo.jpg');
  const answer = await ctx.request(fileUploadResponseSchema, '/files/upload', {
    method: 'POST',
    body: form,
    keyed,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    onProgress: progressWriter(db, photoId),
  });
  await db.transaction('rw', db.photos, db.outbox, async () => {
    await db.photos.update(photoId, {
      serverId: answer._id,
      uploadedAt: new Date().toISOString(),
      status: 'done',
      progress: 100,
    });
    await then?.();
  });
  return answer._id;
}

export const photoSenders: SenderMap<PhotoPayloads> = {
  'photo.upload': async ({ photoId }, ctx) => {
    const photo = await ctx.db.photos.get(photoId);
    if (!photo?.blob || photo.serverId) {
      await ctx.removeItem();
      return done(photo?.serverId);
    }
    const blob = photo.blob;
    return done(
      await uploadPhoto(ctx, { ...photo, blob }, { keyed: true, then: () => ctx.removeItem() }),
    );
  },
};
