/**
 * Drops a draft of this device and the photos added in it: each photo goes as the gallery's
 * remove does (`photo.delete`: a waiting upload is cancelled, an uploaded one is deleted on the
 * server too), then the draft.
 */
import { dbFor } from '@/app/local/db';
import { isLocalPhotoId } from '@/app/local/photos-repo';
import { mutate } from './mutate';
import { photoDelete } from './mutators/photo-delete';

export async function discardDraft(sellerId: string, id: string): Promise<void> {
  const db = dbFor(sellerId);
  const draft = await db.drafts.get(id);
  if (!draft || draft.sellerId !== sellerId) return;
  const photos = await db.photos.where('draftId').equals(id).primaryKeys();
  for (const photoId of photos) {
    if (isLocalPhotoId(photoId)) await mutate(photoDelete, sellerId, { photoId });
  }
  await db.drafts.delete(id);
}
