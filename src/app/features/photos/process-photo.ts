import { markPhotoFailed, rememberOriginal, setPhotoProgress } from '@/app/local/photos-repo';
import { mutate } from '@/app/sync/mutate';
import { photoUpload } from '@/app/sync/mutators/photo-upload';
import { isCompressionInputError } from '@/domain';
import type * as Compress from './compress';

/**
 * Compresses one photo in the worker and queues its upload. A file the compression can never take
 * (the spec's input errors: not an image) is answered with its message, for the uploader to take
 * it out of the gallery; any other failure shows on the tile, with a retry.
 */
export async function processPhoto(
  sellerId: string,
  id: string,
  file: File,
): Promise<string | null> {
  rememberOriginal(id, file);
  let compression: typeof Compress | null = null;
  try {
    // The compression library loads with the first photo, not with the editor.
    compression = await import('./compress');
    let lastPercent = -1;
    const compressed = await compression.compressPhoto(file, (percent) => {
      // One IndexedDB write per 5%: enough for a smooth bar.
      if (percent - lastPercent >= 5 || percent === 100) {
        lastPercent = percent;
        void setPhotoProgress(sellerId, id, percent);
      }
    });
    await mutate(photoUpload, sellerId, { photoId: id, blob: compressed });
    return null;
  } catch (error) {
    const message = compression ? compression.compressionErrorMessage(error) : 'Processing failed';
    if (isCompressionInputError(message)) return message;
    await markPhotoFailed(sellerId, id, message);
    return null;
  }
}
