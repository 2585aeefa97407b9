/**
 * Downloading what a person sent (a photo for a listing) through the Cloud API's media
 * endpoints: GET /{media-id} with the access token answers a short-lived URL, which is fetched
 * with the same token. The token goes to Meta's hosts only (and to WHATSAPP_API_BASE's): a URL,
 * or a redirect, to any other host is refused and logged, and nothing is fetched from it.
 * Bounded in time and size; the token never reaches a log or an error message. Without WhatsApp
 * credentials (the dev chat) nothing can be downloaded.
 */
import { IMAGE_LIMITS } from '@/domain/constants';
import type { BotLogger } from '@/server/logger';

export type MediaFailure = 'too_big' | 'failed';

export type MediaDownload =
  { ok: true; bytes: Buffer; mime: string } | { ok: false; reason: MediaFailure; detail: string };

export interface MediaSource {
  download(mediaId: string): Promise<MediaDownload>;
  /**
   * A file on WhatsApp's CDN by its address, without the access token (a listing form's photo,
   * encrypted: its keys came with the form, flow-media.ts). Meta's hosts only, as above.
   */
  downloadUrl(url: string): Promise<MediaDownload>;
}

export interface CloudApiMediaOptions {
  apiBase: string;
  token: string;
  timeoutMs?: number;
  /** Refused above this many bytes (an upload from the app's own limit). */
  maxBytes?: number;
  fetchImpl?: typeof fetch;
  logger?: BotLogger;
}

/** Meta's hosts, and their subdomains, that serve the Cloud API's media (https only). */
export const META_MEDIA_HOSTS = [
  'fbsbx.com',
  'whatsapp.net',
  'whatsapp.com',
  'fbcdn.net',
  'facebook.com',
] as const;
const MAX_REDIRECTS = 3;

/** May the access token be sent to this URL? Meta's hosts over https, or the API base's origin. */
export function isMetaMediaUrl(url: URL, apiBase: string): boolean {
  const base = new URL(apiBase);
  if (url.origin === base.origin) return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return META_MEDIA_HOSTS.some((meta) => host === meta || host.endsWith(`.${meta}`));
}

const failed = (detail: string): MediaDownload => ({ ok: false, reason: 'failed', detail });
const tooBig = (detail: string): MediaDownload => ({ ok: false, reason: 'too_big', detail });

/** Reads a body up to `max` bytes; null when it is longer. */
async function readAtMost(response: Response, max: number): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.length;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(Buffer.from(value));
  }
}

export class CloudApiMedia implements MediaSource {
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: CloudApiMediaOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.maxBytes = options.maxBytes ?? IMAGE_LIMITS.maxBytes;
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  /**
   * GET with the token, only from Meta's hosts: each redirect is checked before it is followed.
   * Null (logged) when a URL is on another host.
   */
  private async get(url: string, withToken = true): Promise<Response | null> {
    let target = new URL(url);
    const signal = AbortSignal.timeout(this.timeoutMs);
    for (let hop = 0; ; hop++) {
      if (!isMetaMediaUrl(target, this.options.apiBase)) {
        this.options.logger?.warn('whatsapp media URL refused: not a Meta host', {
          host: target.host,
        });
        return null;
      }
      const response = await this.fetchImpl(target, {
        ...(withToken ? { headers: { Authorization: `Bearer ${this.options.token}` } } : {}),
        redirect: 'manual',
        signal,
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      await response.body?.cancel().catch(() => undefined);
      if (hop === MAX_REDIRECTS) return response;
      target = new URL(location, target);
    }
  }

  async downloadUrl(url: string): Promise<MediaDownload> {
    try {
      const file = await this.get(url, false);
      if (!file) return failed(`CDN URL on a host not Meta's (${new URL(url).host})`);
      return await this.bodyOf(file, '');
    } catch (error) {
      const name = error instanceof Error ? error.name : 'Error';
      return failed(`CDN download failed (${name})`);
    }
  }

  /** The bytes of a download's answer, within the size limit. */
  private async bodyOf(file: Response, mime: string): Promise<MediaDownload> {
    if (!file.ok) {
      await file.body?.cancel().catch(() => undefined);
      return failed(`media download answered ${file.status}`);
    }
    const bytes = await readAtMost(file, this.maxBytes);
    if (!bytes) return tooBig(`over ${this.maxBytes} bytes`);
    if (bytes.length === 0) return failed('media download was empty');
    return { ok: true, bytes, mime };
  }

  async download(mediaId: string): Promise<MediaDownload> {
    try {
      const base = this.options.apiBase.replace(/\/+$/, '');
      const meta = await this.get(`${base}/${encodeURIComponent(mediaId)}`);
      if (!meta) return failed('media lookup redirected off Meta');
      if (!meta.ok) {
        await meta.body?.cancel().catch(() => undefined);
        return failed(`media lookup answered ${meta.status}`);
      }
      const info = (await meta.json().catch(() => null)) as {
        url?: unknown;
        mime_type?: unknown;
        file_size?: unknown;
      } | null;
      if (!info || typeof info.url !== 'string' || !/^https?:\/\//.test(info.url)) {
        return failed('media lookup gave no URL');
      }
      if (Number(info.file_size) > this.maxBytes) return tooBig(`${info.file_size} bytes`);
      const file = await this.get(info.url);
      if (!file) return failed(`media URL on a host not Meta's (${new URL(info.url).host})`);
      return await this.bodyOf(file, typeof info.mime_type === 'string' ? info.mime_type : '');
    } catch (error) {
      // Names the failure (time-out, refused connection), never the request and its token.
      const name = error instanceof Error ? error.name : 'Error';
      return failed(`media download failed (${name})`);
    }
  }
}

/** Without WhatsApp credentials: nothing can be downloaded, and the bot says so. */
export const noMedia: MediaSource = {
  download: () => Promise.resolve(failed('no WhatsApp credentials')),
  downloadUrl: () => Promise.resolve(failed('no WhatsApp credentials')),
};
