/**
 * A photo sent in slices (PATCH /files/uploads/{key}, the core of the tus protocol), under its
 * outbox item's id: on a link that drops, a drop costs what was in flight, not the photo. The
 * server keeps every slice (and what arrived of one cut off); a try after a failure first asks it
 * how many bytes it holds (GET) and goes on from there. A slice refused for its offset (409)
 * carries the right one. The last slice's answer is the photo's id, as POST /files/upload's is.
 */
import type { UploadProgress } from '@/domain';
import { UPLOAD_SLICE_BYTES } from '@/domain/constants';
import { ApiError } from '@/app/api/client';
import type { SendContext } from './context';

/** A slice gets as long as a whole photo did: a few hundred KB over a slow 2G link. */
export const SLICE_TIMEOUT_MS = 120_000;

export interface SlicedPhoto {
  id: string;
  blob: Blob;
  name: string;
  /** Set once a try sent a slice: the bytes the server confirmed then. */
  slicesFrom?: number;
}

const path = (key: string) => `/files/uploads/${encodeURIComponent(key)}`;

/** The offset a 409 names, when it names one. */
function offsetOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== 'object' || !('offset' in body)) return null;
  return typeof body.offset === 'number' && Number.isInteger(body.offset) ? body.offset : null;
}

/** Where the server's copy stands: 0 when it has none (never begun, or swept). */
async function serverProgress(ctx: SendContext, key: string, length: number) {
  try {
    return await ctx.request('uploadProgress', path(key));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { offset: 0, length };
    throw error;
  }
}

/**
 * Sends the photo from where the server's copy ends; answers its file id. `started` runs before
 * the first slice of the first try goes out, `confirmed` after each slice the server kept.
 */
export async function sendInSlices(
  ctx: SendContext,
  photo: SlicedPhoto,
  hooks: {
    confirmed: (offset: number) => Promise<void>;
    onProgress: (fraction: number) => void;
  },
): Promise<string> {
  const key = ctx.itemId;
  const { blob } = photo;
  const length = blob.size;
  let offset = 0;
  if (photo.slicesFrom !== undefined) {
    // An earlier try sent slices: the server knows how far they got (some of a cut one too).
    const progress: UploadProgress = await serverProgress(ctx, key, length);
    if (progress._id) return progress._id;
    offset = progress.offset;
  } else {
    await hooks.confirmed(0);
  }
  for (;;) {
    const end = Math.min(length, offset + UPLOAD_SLICE_BYTES);
    const from = offset;
    let answer: UploadProgress;
    try {
      answer = await ctx.request('uploadProgress', path(key), {
        method: 'PATCH',
        body: blob.slice(from, end),
        headers: {
          'Content-Type': 'application/offset+octet-stream',
          'Upload-Offset': String(from),
          'Upload-Length': String(length),
          ...(photo.name ? { 'Upload-Name': encodeURIComponent(photo.name.slice(0, 200)) } : {}),
        },
        timeoutMs: SLICE_TIMEOUT_MS,
        onProgress: (fraction) => hooks.onProgress((from + fraction * (end - from)) / length),
      });
    } catch (error) {
      // The server holds another prefix than this try thought (a cut slice it kept, a lost
      // answer): go on from there.
      const right = offsetOf(error);
      if (right === null || right === from) throw error;
      offset = right;
      continue;
    }
    if (answer._id) return answer._id;
    if (answer.offset <= from) {
      throw new ApiError('parse', 'The server did not take the slice', 200, answer);
    }
    offset = answer.offset;
    await hooks.confirmed(offset);
  }
}
