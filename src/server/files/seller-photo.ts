/**
 * Storing one photo for a seller, the same way whichever door it came through (an upload from
 * the app, a photo sent to the bot): decoded and re-encoded without metadata (process.ts), the
 * variants written to the store before the row that points at them, and the row counted against
 * the seller's hourly upload limit in the same transaction.
 *
 * `preparePhoto` is the slow part (outside any transaction), `recordPhoto` the row.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '@/server/db/client';
import { files } from '@/server/db/schema';
import type { Env } from '@/server/env';
import { claimSellerAction, refuseOverHourlyLimit } from '@/server/listings/seller-limits';
import { photoHash } from '@/server/moderation/photo-hash';
import { MAX_INPUT_PIXELS, processImage, toJpeg, type ProcessedImage } from './process';
import type { ImageKind } from './sniff';
import type { FileStore } from './store';

export interface PreparedPhoto {
  image: ProcessedImage;
  phash: bigint | null;
}

export interface PhotoDeps {
  db: Db;
  env: Env;
  store: FileStore;
  /** Runs the decoding through the process's image queue. */
  decode: <T>(task: () => Promise<T>) => Promise<T>;
}

/**
 * A JPEG above `maxBytes` (a photo from a phone camera sent as a document, say) is encoded again
 * at lower quality until it fits, as the app compresses before it uploads.
 */
async function withinBytes(image: ProcessedImage, maxBytes: number): Promise<ProcessedImage> {
  if (image.main.length <= maxBytes || image.mime !== 'image/jpeg') return image;
  let main = image.main;
  for (const quality of [72, 62, 52, 42]) {
    main = await sharp(image.main, { limitInputPixels: MAX_INPUT_PIXELS })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (main.length <= maxBytes) break;
  }
  return { ...image, main };
}

/**
 * Refuses early when the seller is at the hourly upload limit (the claim in recordPhoto is the
 * real count), decodes and re-encodes the photo, and writes its variants under `id`.
 */
export async function preparePhoto(
  deps: PhotoDeps,
  input: { sellerId: string; id: string; bytes: Buffer; kind: ImageKind; now: Date },
  options: { maxBytes?: number } = {},
): Promise<PreparedPhoto> {
  await refuseOverHourlyLimit(deps.db, deps.env, input.sellerId, 'upload', input.now);
  // WhatsApp takes JPEG (and PNG up to 5 MB) only: WebP and PNG uploads get a JPEG variant.
  const { processed, whatsapp, hash } = await deps.decode(async () => {
    let processed = await processImage(input.bytes, input.kind);
    if (options.maxBytes) processed = await withinBytes(processed, options.maxBytes);
    const whatsapp = processed.mime === 'image/jpeg' ? undefined : await toJpeg(processed.main);
    // From the small version: about 2 ms, where the full image would take 13.
    const hash = await photoHash(processed.thumbnail).catch(() => null);
    return { processed, whatsapp, hash };
  });
  // The bytes reach the store before the row that points at them commits.
  await deps.store.put(input.id, {
    original: processed.main,
    thumbnail: processed.thumbnail,
    ...(whatsapp ? { whatsapp } : {}),
  });
  return { image: processed, phash: hash };
}

/**
 * The photo's row, counted against the seller's hourly upload limit (429 over it). With
 * `once`, a row already there under this id (the same photo stored by another process) is
 * left as it is and counted no second time; returns whether this call wrote the row.
 */
export async function recordPhoto(
  tx: Db,
  env: Env,
  input: {
    sellerId: string;
    id: string;
    prepared: PreparedPhoto;
    name: string | null;
    now: Date;
    once?: boolean;
  },
): Promise<boolean> {
  const { image, phash } = input.prepared;
  const etag = `"${createHash('sha1').update(image.main).digest('hex')}"`;
  const values = {
    id: input.id,
    ownerId: input.sellerId,
    mime: image.mime,
    width: image.width,
    height: image.height,
    size: image.main.length,
    etag,
    originalName: input.name,
    createdAt: input.now,
    phash,
  };
  if (input.once) {
    const written = await tx
      .insert(files)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: files.id });
    if (written.length === 0) return false;
    await claimSellerAction(tx, env, input.sellerId, 'upload', input.now);
    return true;
  }
  await claimSellerAction(tx, env, input.sellerId, 'upload', input.now);
  await tx.insert(files).values(values);
  return true;
}
