/**
 * `photo.delete`: a photo the seller took out of a gallery (and out of its draft's list). A
 * waiting upload is cancelled; a photo the server already has (or may get: its upload is running)
 * is deleted there through the outbox; already gone there counts as done (`ctx.remove`).
 */
import type { OutboxPayloads } from '@/app/local/outbox-kinds';
import { forgetOriginal, updateDraftPhotos } from '@/app/local/photos-repo';
import { done, type Mutator } from './context';

export type PhotoDeletePayload = OutboxPayloads['photo.delete'];

export const photoDelete: Mutator<'photo.delete', { photoId: string }, void> = {
  kind: 'photo.delete',
  tables: (db) => [db.photos, db.drafts],

  async apply({ db, enqueue }, { photoId }) {
    const photo = await db.photos.get(photoId);
    await updateDraftPhotos(db, photo?.draftId, (ids) => ids.filter((id) => id !== photoId));
    forgetOriginal(photoId);
    const upload = await db.outbox
      .filter((item) => item.kind === 'photo.upload' && item.payload.photoId === photoId)
      .first();
    if (upload?.status === 'running') {
      // The upload may land: delete the server copy once it has an id.
      await enqueue({ kind: 'photo.delete', payload: { photoId } });
      return;
    }
    if (upload?.seq !== undefined) await db.outbox.delete(upload.seq);
    if (photo?.serverId)
      await enqueue({ kind: 'photo.delete', payload: { fileId: photo.serverId } });
    await db.photos.delete(photoId);
  },

  async send({ photoId, fileId }, ctx) {
    const { db } = ctx;
    const serverId = fileId ?? (photoId ? (await db.photos.get(photoId))?.serverId : undefined);
    if (serverId) await ctx.remove(`/files/${encodeURIComponent(serverId)}`);
    await db.transaction('rw', db.photos, db.outbox, async () => {
      if (photoId) await db.photos.delete(photoId);
      await ctx.removeItem();
    });
    return done();
  },
};
