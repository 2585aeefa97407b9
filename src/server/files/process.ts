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
/**
 * The pixel budget of an upload. The app sends photos of at most 1920 px on their longest side
 * (about 2 to 4 megapixels); a phone camera's own file is 12 megapixels, or up to 50 on a sensor's
 * full-resolution mode. Decoding costs memory by the pixel (4 bytes each: 40 megapixels hold
 * 160 MB), whatever the file's size: a 143 KB PNG can declare 49 megapixels. So a file above
 * this is refused from its header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

// Two cores, many requests: one libvips thread per image, and no operation cache, so the memory
// of a burst of decodes is given back once it is over. The image queue bounds how many at once.
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

export class TooManyPixelsError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    const megapixels = ((width * height) / 1_000_000).toFixed(1);
    super(
      `The image is ${width} x ${height} pixels (${megapixels} megapixels); at most ` +
        `${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted. Scale it down (the app sends ` +
        `photos of at most ${MAX_SIDE} pixels on their longest side) and send it again.`,
    );
  }
}

/**
 * The image's size from its header alone (nothing is decoded); throws TooManyPixelsError above
 * the budget and UnreadableImageError when the header cannot be read.
 */
export async function checkPixelBudget(input: Buffer): Promise<{ width: number; height: number }> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input).metadata());
  } catch (error) {
    throw new UnreadableImageError(
      `The image could not be read: ${error instanceof Error ? error.message : error}`,
      { cause: error },
    );
  }
  if (!width || !height) throw new UnreadableImageError('The image has no size');
  if (width * height > MAX_INPUT_PIXELS) throw new TooManyPixelsError(width, height);
  return { width, height };
}

/** Decodes the upload once; the thumbnail is made from the (small) re-encoded image. */
export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  try {
    const resized = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      kind === 'png'
        ? resized.png({ compressionLevel: 8 })
        : kind === 'webp'
          ? resized.webp({ quality: 82 })
          : resized.jpeg({ quality: 82, mozjpeg: true });
    const { data: main, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(main)
      .resize({
        width: THUMBNAIL_SIDE,
        height: THUMBNAIL_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 70 })
      .toBuffer();
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
