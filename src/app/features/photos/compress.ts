/**
 * Photo compression before upload: at most 0.9 MB and 1920 px on the longest side (spec), in a
 * web worker so typing stays smooth on a cheap phone. The worker loads the library from the app's
 * own copy (/vendor/...): the library's default CDN address fails offline. Re-encoding on a canvas
 * drops EXIF, so a phone's GPS position never leaves the device.
 */
import imageCompression from 'browser-image-compression';
import { IMAGE_COMPRESSION, NOT_AN_IMAGE_MESSAGE, NOT_A_FILE_MESSAGE } from '@/domain';

/** Where the app serves the library the compression worker imports (see vite.config.ts). */
export const COMPRESSION_LIB_PATH = '/vendor/browser-image-compression.js';

export async function compressPhoto(
  file: File,
  onProgress: (percent: number) => void,
): Promise<File> {
  return imageCompression(file, {
    maxSizeMB: IMAGE_COMPRESSION.maxSizeMB,
    maxWidthOrHeight: IMAGE_COMPRESSION.maxWidthOrHeight,
    useWebWorker: true,
    libURL: new URL(COMPRESSION_LIB_PATH, window.location.origin).href,
    preserveExif: false,
    onProgress,
  });
}

/** The library's own messages for bad input are shown as they are (spec); others get a generic one. */
export function compressionErrorMessage(error: unknown): string {
  // A file the browser cannot decode fails with a bare load Event: for the seller, not an image.
  if (!(error instanceof Error)) return NOT_AN_IMAGE_MESSAGE;
  const message = error.message;
  if (/not an instance of Blob or File/.test(message)) return NOT_A_FILE_MESSAGE;
  if (/not an image/.test(message)) return NOT_AN_IMAGE_MESSAGE;
  return message || 'Processing failed';
}
