/** The uploader's checks on a chosen file (spec): type, size, and the 4-file limit. */
import { IMAGE_LIMITS, MAX_FILES_MESSAGE } from './constants';

export type ImageRejection = 'count' | 'type' | 'size';

export type ImageCheck = { ok: true } | { ok: false; reason: ImageRejection; message: string };

export const IMAGE_MESSAGES: Readonly<Record<ImageRejection, string>> = {
  count: MAX_FILES_MESSAGE,
  type: 'Only JPG, PNG and WebP images are allowed',
  size: 'Each image must be 10 MB or smaller',
};

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
