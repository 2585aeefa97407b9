/**
 * The images of a listing's body as the server knows them, for the create and update sends.
 */
import { UNATTACHED_UPLOAD_TTL_MS } from '@/domain/constants';
import { isLocalPhotoId } from '@/app/local/photos-repo';
import type { SendContext } from './context';
import { uploadPhoto } from './photo-upload';

/**
 * An upload this old may be swept by the server before the listing reaches it (the server
 * removes photos no listing shows after UNATTACHED_UPLOAD_TTL_MS): it is sent again first.
 */
const UPLOAD_FRESH_MS = UNATTACHED_UPLOAD_TTL_MS - 4 * 60 * 60 * 1000;

/**
 * Swaps local photo ids for server file ids; photos that will never upload are left out. The
 * engine sends a photo's upload before the listing that shows it; one uploaded nearly a day ago
 * is sent again, as the server sweeps photos no listing shows.
 */
export async function resolveImages(
  ctx: SendContext,
  images: readonly string[] = [],
): Promise<string[]> {
  const resolved: string[] = [];
  for (const ref of images) {
    if (!isLocalPhotoId(ref)) resolved.push(ref);
    else {
      const photo = await ctx.db.photos.get(ref);
      if (!photo?.serverId) continue;
      // A photo stored before uploads were dated has no date: its id is sent as it is.
      const age = Date.now() - Date.parse(photo.uploadedAt ?? '');
      if (photo.blob && age > UPLOAD_FRESH_MS)
        resolved.push(await uploadPhoto(ctx, { ...photo, blob: photo.blob }, { keyed: false }));
      else resolved.push(photo.serverId);
    }
  }
  return resolved;
}
