/**
 * `photo.upload`. The compressed copy waits in the seller's database until the server has it;
 * the upload reports progress to the tile in steps, and the server's file id is kept with the
 * photo so the listing that shows it can be sent.
 */
import type { SellerDb } from '@/app/local/db';
import type { OutboxPayloads } from '@/app/local/outbox-kinds';
import { done, type Mutator, type SendContext } from './context';
import { sendInSlices } from './photo-slices';

export type PhotoUploadPayload = OutboxPayloads['photo.upload'];

export interface PhotoUploadArgs {
  photoId: string;
  /**
   * The compressed image, kept with the photo as its upload is queued. Without it, a failed
   * upload is tried again from the copy kept (under a fresh key: the server refused the last
   * try, so nothing was created under the old one).
   */
  blob?: Blob;
}

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

/** The whole photo in one request: the server's file id. */
async function sendWhole(ctx: SendContext, photo: { id: string; blob: Blob; name: string }) {
  const form = new FormData();
  form.append('file', photo.blob, photo.name || 'photo.jpg');
  const answer = await ctx.request('fileUpload', '/files/upload', {
    method: 'POST',
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    onProgress: progressWriter(ctx.db, photo.id),
  });
  return answer._id;
}

/**
 * Sends a stored photo's compressed copy and keeps the server's file id (and when it was taken)
 * with it. `then` runs in the same transaction as that record. `keyed`: the photo's own item
 * sends it in slices under the item's id (`photo-slices.ts`), so a try after a drop goes on from
 * what the server holds; a listing sending again a photo uploaded nearly a day ago sends it whole.
 */
export async function uploadPhoto(
  ctx: SendContext,
  photo: { id: string; blob: Blob; name: string; slicesFrom?: number },
  { keyed, then }: { keyed: boolean; then?: () => Promise<void> },
): Promise<string> {
  const photoId = photo.id;
  const { db } = ctx;
  // A photo going on from slices the server holds keeps the progress it showed.
  const resuming = keyed && photo.slicesFrom !== undefined;
  await db.photos.update(photoId, { status: 'uploading', ...(resuming ? {} : { progress: 0 }) });
  const serverId = keyed
    ? await sendInSlices(ctx, photo, {
        confirmed: (offset) =>
          db.photos.update(photoId, { slicesFrom: offset }).then(() => undefined),
        onProgress: progressWriter(db, photoId),
      })
    : await sendWhole(ctx, photo);
  await db.transaction('rw', db.photos, db.outbox, async () => {
    await db.photos.update(photoId, {
      serverId,
      uploadedAt: new Date().toISOString(),
      status: 'done',
      progress: 100,
    });
    await then?.();
  });
  return serverId;
}

/**
 * Queues the photo's upload; false when nothing was queued (the photo was removed while it was
 * compressing, or there is no compressed copy to try again: compression must be redone).
 */
export const photoUpload: Mutator<'photo.upload', PhotoUploadArgs, boolean> = {
  kind: 'photo.upload',
  tables: (db) => [db.photos],

  async apply({ db, enqueue }, { photoId, blob }) {
    const photo = await db.photos.get(photoId);
    if (blob) {
      if (!photo) return false; // removed while compressing
      await db.photos.update(photoId, {
        blob,
        type: blob.type || photo.type,
        compressedSize: blob.size,
        status: 'queued',
        progress: 0,
        error: undefined,
      });
    } else {
      if (!photo?.blob) return false;
      const items = await db.outbox
        .filter((item) => item.kind === 'photo.upload' && item.payload.photoId === photoId)
        .toArray();
      for (const item of items) if (item.seq !== undefined) await db.outbox.delete(item.seq);
      await db.photos.update(photoId, { status: 'queued', error: undefined, progress: 0 });
    }
    await enqueue({ kind: 'photo.upload', payload: { photoId } });
    return true;
  },

  async send({ photoId }, ctx) {
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
