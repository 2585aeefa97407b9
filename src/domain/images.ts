/** The uploader's checks on a chosen file (spec): type, size, and the 4-file limit. */
import { IMAGE_LIMITS, MAX_FILES_MESSAGE } from './constants';

export type ImageRejection = 'count' | 'type' | 'size';

export type ImageCheck = { ok: true } | { ok: false; reason: ImageRejection; message: string };

export const IMAGE_MESSAGES: Readonly<Record<ImageRejection, string>> = {
  count: MAX_FILES_MESSAGE,
  type: 'Only JPG, PNG and WebP images are allowed',
  size: 'Each image must be 10 MB or smaller',
};

/** The spec's messages for input the image compression cannot take (section 8). */
export const NOT_A_FILE_MESSAGE = 'The file given is not an instance of Blob or File';
export const NOT_AN_IMAGE_MESSAGE = 'The file given is not an image';

/** Whether a message is one of those: the file can never be compressed, a retry cannot help. */
export function isCompressionInputError(message: string): boolean {
  return message === NOT_AN_IMAGE_MESSAGE || message === NOT_A_FILE_MESSAGE;
}

/** How many of a file's first bytes `hasImageSignature` reads. */
export const IMAGE_SIGNATURE_BYTES = 12;

/**
 * Whether a file's first bytes are those of a JPEG, PNG or WebP image: a file named `x.jpg` that
 * is something else is not a photo, whatever its name says.
 */
export function hasImageSignature(head: Uint8Array): boolean {
  const at = (offset: number, bytes: readonly number[]) =>
    bytes.every((byte, index) => head[offset + index] === byte);
  const jpeg = at(0, [0xff, 0xd8, 0xff]);
  const png = at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // 'RIFF', four bytes of length, then 'WEBP'.
  const webp = at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50]);
  return jpeg || png || webp;
}

/** Whether a MIME type (or, when the browser gives none, the file name) is an allowed image. */
export function isAllowedImageType(type: string | undefined, name?: string): boolean {
  const mime = (type ?? '').toLowerCase();
  if (mime !== '') return (IMAGE_LIMITS.types as readonly string[]).includes(mime);
  const lower = (name ?? '').toLowerCase();
  return IMAGE_LIMITS.extensions.some((ext) => lower.endsWith(ext));
}

/**
 * Checks one file against the limits, given how many images the listing already has.
 * The count is checked first: a fifth file is refused whatever it is.
 */
export function checkImageFile(
  file: { type?: string; size: number; name?: string },
  currentCount: number,
): ImageCheck {
  const fail = (reason: ImageRejection): ImageCheck => ({
    ok: false,
    reason,
    message: IMAGE_MESSAGES[reason],
  });
  if (currentCount >= IMAGE_LIMITS.maxFiles) return fail('count');
  if (!isAllowedImageType(file.type, file.name)) return fail('type');
  if (!(file.size >= 0) || file.size > IMAGE_LIMITS.maxBytes) return fail('size');
  return { ok: true };
}

/** How many more images may be added. */
export function remainingImageSlots(currentCount: number): number {
  return Math.max(0, IMAGE_LIMITS.maxFiles - currentCount);
}

/**
 * The server's photo store is full or read-only (HTTP 507, `code` below): the server's answer and
 * the app's words alike. The photo stays on the phone and is sent again later.
 */
export const STORAGE_FULL_CODE = 'storage_full';
export const STORAGE_FULL_MESSAGE =
  'The server is out of space for photos. Your photo is kept on this phone; try again later.';
