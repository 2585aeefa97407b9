import {
  markPhotoFailed,
  rememberOriginal,
  setPhotoProgress,
  storeCompressed,
} from '@/app/local/photos-repo';
import type * as Compress from './compress';

/** Compresses one photo in the worker and queues its upload; failures show on the tile. */
export async function processPhoto(sellerId: string, id: string, file: File): Promise<void> {
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
    await storeCompressed(sellerId, id, compressed);
  } catch (error) {
    await markPhotoFailed(
      sellerId,
      id,
      compression ? compression.compressionErrorMessage(error) : 'Processing failed',
    );
  }
}
