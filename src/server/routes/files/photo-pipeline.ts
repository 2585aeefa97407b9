/**
 * What every uploaded photo goes through, whether it came in one request (POST /files/upload) or
 * in slices (PATCH /files/uploads/{key}): checked by its bytes, its pixel count read from its
 * header before decoding, the seller's hourly limit looked at before the costly decoding, then
 * decoded in the process's bounded queue (EXIF and GPS stripped, at most 1920 px, a thumbnail, a
 * JPEG variant for WhatsApp, a perceptual hash), stored, and recorded with the seller's upload
 * counted in the same transaction.
 */
import { createHash, randomUUID } from 'node:crypto';
import { HTTPException } from 'hono/http-exception';
import type { Db } from '@/server/db/client';
import { files } from '@/server/db/schema';
import type { AppContext, AppEnv } from '@/server/deps';
import { ImageQueueFullError, OwnerBusyError, type ImageQueue } from '@/server/files/image-queue';
import {
  checkPixelBudget,
  processImage,
  toJpeg,
  TooManyPixelsError,
  UnreadableImageError,
  type ProcessedImage,
} from '@/server/files/process';
import { sniffImage, type ImageKind } from '@/server/files/sniff';
import { httpError, tooManyRequests } from '@/server/http/errors';
import { claimSellerAction, refuseOverHourlyLimit } from '@/server/http/seller-limits';
import { photoHash } from '@/server/moderation/photo-hash';

export const WRONG_TYPE = 'Only JPEG, PNG or WebP images are accepted.';
const DAMAGED = 'The image is damaged or could not be read.';

/** The queue is full: 503 with Retry-After, so the app tries again in a moment. */
function queueFull(retryAfterSeconds: number) {
  const message = 'The server is busy with other photos. Please try again in a moment.';
  return new HTTPException(503, {
    message,
    res: new Response(JSON.stringify({ message }), {
      status: 503,
      headers: { 'Retry-After': String(retryAfterSeconds), 'Content-Type': 'application/json' },
    }),
  });
}

/** Runs image work through the process's image queue; a full queue answers 503. */
export async function decodeInQueue<T>(images: ImageQueue, task: () => Promise<T>): Promise<T> {
  try {
    return await images.run(task);
  } catch (error) {
    if (error instanceof ImageQueueFullError) throw queueFull(error.retryAfterSeconds);
    throw error;
  }
}

/**
 * One of the seller's photos in progress in this process (at most a few at once, so one seller's
 * burst never holds more than its share of the queue); 429 over it. Call the release when done.
 */
export function admitPhoto<E extends AppEnv>(c: AppContext<E>, userId: string): () => void {
  try {
    return c.var.images.admit(userId);
  } catch (error) {
    if (!(error instanceof OwnerBusyError)) throw error;
    throw tooManyRequests(
      'You are sending several photos at once. Please wait for them to finish, then try again.',
      error.retryAfterSeconds,
    );
  }
}

/** The image's kind by its bytes (415 otherwise), its pixels within budget (413), readable (422). */
export async function checkImage(bytes: Buffer): Promise<ImageKind> {
  const kind = sniffImage(bytes);
  if (!kind) throw httpError(415, WRONG_TYPE);
  // The size from the header, before anything is decoded: a small file can hold a pixel flood.
  try {
    await checkPixelBudget(bytes);
  } catch (error) {
    if (error instanceof TooManyPixelsError) throw httpError(413, error.message);
    if (error instanceof UnreadableImageError) throw httpError(422, DAMAGED);
    throw error;
  }
  return kind;
}

export interface PreparedPhoto {
  id: string;
  image: ProcessedImage;
  phash: bigint | null;
}

/**
 * Decodes and stores the photo under a new id (the bytes reach the store before any row points
 * at them). Over the seller's hourly limit it refuses first (the claim in `recordPhoto` is the
 * real count). Run outside any transaction.
 */
export async function prepareAndStore<E extends AppEnv>(
  c: AppContext<E>,
  userId: string,
  bytes: Buffer,
  kind: ImageKind,
  now: Date,
): Promise<PreparedPhoto> {
  await refuseOverHourlyLimit(c.var.deps.db, c.var.deps.env, userId, 'upload', now);
  // WhatsApp takes JPEG (and PNG up to 5 MB) only: WebP and PNG uploads get a JPEG variant.
  const { processed, whatsapp, hash } = await decodeInQueue(c.var.images, async () => {
    try {
      const processed = await processImage(bytes, kind);
      const whatsapp = processed.mime === 'image/jpeg' ? undefined : await toJpeg(processed.main);
      // From the small version: about 2 ms, where the full image would take 13.
      const hash = await photoHash(processed.thumbnail).catch(() => null);
      return { processed, whatsapp, hash };
    } catch (error) {
      if (error instanceof UnreadableImageError) throw httpError(422, DAMAGED);
      throw error;
    }
  });
  const id = randomUUID();
  await c.var.files.put(id, {
    original: processed.main,
    thumbnail: processed.thumbnail,
    ...(whatsapp ? { whatsapp } : {}),
  });
  return { id, image: processed, phash: hash };
}

/** Counts the seller's upload (429 over the hourly limit) and records the photo's row. */
export async function recordPhoto<E extends AppEnv>(
  tx: Db,
  c: AppContext<E>,
  userId: string,
  photo: PreparedPhoto,
  name: string | null,
  now: Date,
): Promise<void> {
  await claimSellerAction(tx, c.var.deps.env, userId, 'upload', now);
  const { image } = photo;
  await tx.insert(files).values({
    id: photo.id,
    ownerId: userId,
    mime: image.mime,
    width: image.width,
    height: image.height,
    size: image.main.length,
    etag: `"${createHash('sha1').update(image.main).digest('hex')}"`,
    originalName: name,
    createdAt: now,
    phash: photo.phash,
  });
}
