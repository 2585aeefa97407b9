/**
 * Re-encodes an uploaded image: turned upright by its EXIF orientation, at most MAX_SIDE pixels
 * on its longest side, and written without any metadata (sharp drops EXIF, GPS, XMP and IPTC
 * unless asked to keep them), so a phone photo's position never reaches buyers. Also makes the
 * small version the listing table shows.
 */
import sharp from 'sharp';
import type { ImageKind } from './sniff';

export const MAX_SIDE = 1920;
export const THUMBNAIL_SIDE = 320;
/** Refuses decompression bombs: a 10 MB file may not unpack to more pixels than this. */
export const MAX_INPUT_PIXELS = 50_000_000;

// Two cores, many requests: one libvips thread pool per process is plenty.
sharp.concurrency(1);
sharp.cache(false);

export interface ProcessedImage {
  main: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  mime: string;
}

export class UnreadableImageError extends Error {}

export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  try {
    const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const resized = base
      .clone()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      kind === 'png'
        ? resized.png({ compressionLevel: 8 })
        : kind === 'webp'
          ? resized.webp({ quality: 82 })
          : resized.jpeg({ quality: 82, mozjpeg: true });
    const [{ data: main, info }, thumbnail] = await Promise.all([
      encoded.toBuffer({ resolveWithObject: true }),
      base
        .clone()
        .resize({
          width: THUMBNAIL_SIDE,
          height: THUMBNAIL_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 70 })
        .toBuffer(),
    ]);
    const mime = kind === 'png' ? 'image/png' : kind === 'webp' ? 'image/webp' : 'image/jpeg';
    return { main, thumbnail, width: info.width, height: info.height, mime };
  } catch (error) {
    throw new UnreadableImageError(
      `The image could not be read: ${error instanceof Error ? error.message : error}`,
      { cause: error },
    );
  }
}

/**
 * A JPEG copy of a stored image, for WhatsApp, whose image messages take JPEG and PNG only (and
 * PNGs often exceed its 5 MB): transparency is laid on white.
 */
export async function toJpeg(input: Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}
