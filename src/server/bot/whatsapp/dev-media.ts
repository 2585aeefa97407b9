/**
 * Photos sent through the development chat (`npm run chat -- <phone> --photo path.jpg`): kept in
 * this process under a media id of their own until the conversation downloads them, exactly as
 * a WhatsApp photo is downloaded through the Cloud API by its media id. Anything else is asked of
 * the configured source. Only made when the development chat is on.
 */
import { randomUUID } from 'node:crypto';
import type { MediaDownload, MediaSource } from './media';

/** Photos waiting at most: a chat sends one at a time, so older ones are dropped first. */
const KEPT = 32;

/** Media ids of development chat photos (Meta's ids are digits; these never pass for one). */
export const DEV_MEDIA_PREFIX = 'dev.';

export class DevChatMedia implements MediaSource {
  private readonly photos = new Map<string, { bytes: Buffer; mime: string }>();

  constructor(private readonly fallback: MediaSource) {}

  /** Keeps a photo; its media id is what the chat message names. */
  put(bytes: Buffer, mime: string): string {
    const id = `${DEV_MEDIA_PREFIX}${randomUUID()}`;
    this.photos.set(id, { bytes, mime });
    while (this.photos.size > KEPT) {
      const oldest = this.photos.keys().next().value;
      if (oldest === undefined) break;
      this.photos.delete(oldest);
    }
    return id;
  }

  /** The development chat sends no forms: a CDN address is asked of the configured source. */
  downloadUrl(url: string): Promise<MediaDownload> {
    return this.fallback.downloadUrl(url);
  }

  download(mediaId: string): Promise<MediaDownload> {
    if (!mediaId.startsWith(DEV_MEDIA_PREFIX)) return this.fallback.download(mediaId);
    const photo = this.photos.get(mediaId);
    if (!photo) {
      return Promise.resolve({
        ok: false,
        reason: 'failed',
        detail: 'development chat photo no longer kept',
      });
    }
    return Promise.resolve({ ok: true, bytes: photo.bytes, mime: photo.mime });
  }
}
