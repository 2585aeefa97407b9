/**
 * A photo a seller sent the bot, made a draft photo exactly as an upload from the app: downloaded
 * through the Cloud API media endpoints, decoded and re-encoded (at most 0.9 MB and 1920 px, EXIF
 * and GPS removed), counted against the seller's hourly upload limit, at most four per draft (a
 * photo more is neither downloaded nor stored: media-turn.ts).
 *
 * The stored file's id comes from Meta's media id, so the same photo handled twice (by two
 * processes, or again after a crash) is stored once and counted once.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { IMAGE_COMPRESSION, IMAGE_LIMITS } from '@/domain/constants';
import type { Db } from '@/server/db/client';
import { files } from '@/server/db/schema';
import type { Env } from '@/server/env';
import { ImageQueueFullError } from '@/server/files/image-queue';
import { checkPixelBudget, TooManyPixelsError, UnreadableImageError } from '@/server/files/process';
import { preparePhoto, recordPhoto } from '@/server/files/seller-photo';
import { sniffImage } from '@/server/files/sniff';
import type { BotLogger } from '@/server/logger';
import type { InboundMedia } from '@/server/bot/whatsapp/webhook-payload';
import type { SellCopy } from './copy';
import type { SellDeps } from './state';

/** The stored file's id for a WhatsApp media id: a UUID drawn from its hash. */
export function mediaFileId(mediaId: string): string {
  const hex = createHash('sha256').update(`whatsapp-media:${mediaId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const MAX_BYTES = Math.round(IMAGE_COMPRESSION.maxSizeMB * 1024 * 1024);

export type PhotoOutcome = { ok: true; fileId: string } | { ok: false; answer: string };

type PhotoDeps = { db: Db; env: Env; sell: SellDeps; logger?: BotLogger };

/** Downloads and stores one photo for the seller; the answer says why when it could not. */
export async function storeChatPhoto(
  deps: PhotoDeps,
  sellerId: string,
  media: InboundMedia,
  copy: SellCopy,
  now: Date,
): Promise<PhotoOutcome> {
  return storePhoto(deps, sellerId, media.id, copy, now, async () => {
    const download = await deps.sell.media.download(media.id);
    if (download.ok) return { ok: true, bytes: download.bytes };
    deps.logger?.warn('whatsapp media not downloaded', { reason: download.detail });
    return {
      ok: false,
      answer: download.reason === 'too_big' ? copy.photoTooBig : copy.photoFailed,
    };
  });
}

/**
 * Stores one photo under the file id drawn from `key` (a media id), unless the seller has it
 * already: `fetch` gives its bytes (or why not), which go through the app's own photo checks.
 */
export async function storePhoto(
  deps: PhotoDeps,
  sellerId: string,
  key: string,
  copy: SellCopy,
  now: Date,
  fetch: () => Promise<{ ok: true; bytes: Buffer } | { ok: false; answer: string }>,
): Promise<PhotoOutcome> {
  const id = mediaFileId(key);
  const [existing] = await deps.db
    .select({ ownerId: files.ownerId })
    .from(files)
    .where(eq(files.id, id));
  if (existing) {
    return existing.ownerId === sellerId
      ? { ok: true, fileId: id }
      : { ok: false, answer: copy.photoFailed };
  }
  const download = await fetch();
  if (!download.ok) return download;
  const kind = sniffImage(download.bytes);
  if (!kind) return { ok: false, answer: copy.photoUnreadable };
  if (download.bytes.length > IMAGE_LIMITS.maxBytes) return { ok: false, answer: copy.photoTooBig };
  const store = deps.sell.store;
  try {
    await checkPixelBudget(download.bytes);
    const decode = <T>(task: () => Promise<T>) => deps.sell.images.run(task);
    const prepared = await preparePhoto(
      { db: deps.db, env: deps.env, store, decode },
      { sellerId, id, bytes: download.bytes, kind, now },
      { maxBytes: MAX_BYTES },
    );
    await deps.db.transaction((tx) =>
      recordPhoto(tx, deps.env, { sellerId, id, prepared, name: null, now, once: true }),
    );
    return { ok: true, fileId: id };
  } catch (error) {
    if (error instanceof UnreadableImageError || error instanceof TooManyPixelsError) {
      return { ok: false, answer: copy.photoUnreadable };
    }
    if (error instanceof HTTPException && error.status === 429) {
      await removeIfUnrecorded(deps.db, store, id);
      return { ok: false, answer: copy.photoLimit(error.message) };
    }
    if (error instanceof ImageQueueFullError) return { ok: false, answer: copy.photoFailed };
    throw error;
  }
}

/** Bytes written for a photo whose row was refused are removed, unless another process kept it. */
async function removeIfUnrecorded(db: Db, store: SellDeps['store'], id: string) {
  const [row] = await db.select({ id: files.id }).from(files).where(eq(files.id, id));
  if (!row) await store.remove(id);
}

export const MAX_PHOTOS = IMAGE_LIMITS.maxFiles;
