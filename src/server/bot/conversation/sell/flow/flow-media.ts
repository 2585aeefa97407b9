/**
 * A photo from the listing form's PhotoPicker, fetched and opened as Meta documents it
 * (https://developers.facebook.com/docs/whatsapp/flows/reference/media_upload, "Decrypting and
 * validating media"). The file on WhatsApp's CDN is the AES-256-CBC ciphertext (PKCS#7 padding)
 * followed by the first 10 bytes of HMAC-SHA256(hmac_key, iv || ciphertext):
 *
 * 1. download cdn_file from cdn_url;
 * 2. SHA-256(cdn_file) must equal encrypted_hash;
 * 3. the HMAC-SHA256 over iv || ciphertext with hmac_key, its first 10 bytes must equal the
 *    file's last 10;
 * 4. AES-256-CBC with encryption_key and iv, padding removed;
 * 5. SHA-256 of the result must equal plaintext_hash.
 *
 * The same page says a completion delivered in the response-message webhook may instead name the
 * photo by a media id (`id`, `mime_type`, `sha256`), downloaded as any photo sent in the chat:
 * both shapes are read. Keys and hashes are base64.
 */
import { createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { MediaDownload, MediaSource } from '@/server/bot/whatsapp/media';

const base64 = z.string().min(1).max(200);

const encryptedPhoto = z.object({
  media_id: z.string().max(200).optional(),
  file_name: z.string().max(300).optional(),
  cdn_url: z.string().url().max(4000),
  encryption_metadata: z.object({
    encrypted_hash: base64,
    iv: base64,
    encryption_key: base64,
    hmac_key: base64,
    plaintext_hash: base64,
  }),
});

const mediaIdPhoto = z.object({
  id: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/),
  file_name: z.string().max(300).optional(),
  mime_type: z.string().max(100).optional(),
  sha256: z.string().max(200).optional(),
});

/** One photo the form gave: on the CDN with its keys, or by a Cloud API media id. */
export type FlowPhoto =
  | { kind: 'encrypted'; key: string; name: string | null; photo: z.infer<typeof encryptedPhoto> }
  | { kind: 'media'; key: string; name: string | null; id: string };

/** The photos of a PhotoPicker's answer, in order; an item of neither shape is named unread. */
export function flowPhotosOf(value: unknown): { photos: FlowPhoto[]; unread: number } {
  const items = Array.isArray(value) ? value : [];
  const photos: FlowPhoto[] = [];
  let unread = 0;
  for (const item of items) {
    const encrypted = encryptedPhoto.safeParse(item);
    if (encrypted.success) {
      const meta = encrypted.data.encryption_metadata;
      photos.push({
        kind: 'encrypted',
        // The same photo answered twice (a retry) is one stored file: keyed by its plaintext.
        key: `flow:${encrypted.data.media_id ?? meta.plaintext_hash}`,
        name: encrypted.data.file_name ?? null,
        photo: encrypted.data,
      });
      continue;
    }
    const byId = mediaIdPhoto.safeParse(item);
    if (byId.success) {
      photos.push({
        kind: 'media',
        key: byId.data.id,
        name: byId.data.file_name ?? null,
        id: byId.data.id,
      });
      continue;
    }
    unread++;
  }
  return { photos, unread };
}

export type OpenedPhoto =
  | { ok: true; bytes: Buffer }
  | { ok: false; reason: 'download' | 'too_big' | 'check'; detail: string };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
const HMAC_BYTES = 10;

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/** Checks and decrypts a CDN file with its keys (steps 2 to 5 above). */
export function openCdnFile(
  cdnFile: Buffer,
  meta: z.infer<typeof encryptedPhoto>['encryption_metadata'],
): OpenedPhoto {
  const fail = (detail: string): OpenedPhoto => ({ ok: false, reason: 'check', detail });
  const iv = Buffer.from(meta.iv, 'base64');
  const key = Buffer.from(meta.encryption_key, 'base64');
  const hmacKey = Buffer.from(meta.hmac_key, 'base64');
  if (iv.length !== 16 || key.length !== 32 || hmacKey.length === 0) {
    return fail('encryption keys of the wrong size');
  }
  if (!sameBytes(sha256(cdnFile), Buffer.from(meta.encrypted_hash, 'base64'))) {
    return fail('encrypted_hash does not match the downloaded file');
  }
  if (cdnFile.length <= HMAC_BYTES || (cdnFile.length - HMAC_BYTES) % 16 !== 0) {
    return fail('the file is no AES-CBC ciphertext with its HMAC');
  }
  const ciphertext = cdnFile.subarray(0, cdnFile.length - HMAC_BYTES);
  const hmac10 = cdnFile.subarray(cdnFile.length - HMAC_BYTES);
  const mac = createHmac('sha256', hmacKey).update(iv).update(ciphertext).digest();
  if (!sameBytes(mac.subarray(0, HMAC_BYTES), hmac10)) return fail('the HMAC does not match');
  let plaintext: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    return fail('the file does not decrypt (bad padding)');
  }
  if (!sameBytes(sha256(plaintext), Buffer.from(meta.plaintext_hash, 'base64'))) {
    return fail('plaintext_hash does not match the decrypted file');
  }
  return { ok: true, bytes: plaintext };
}

const fromDownload = (download: MediaDownload): OpenedPhoto =>
  download.ok
    ? { ok: true, bytes: download.bytes }
    : {
        ok: false,
        reason: download.reason === 'too_big' ? 'too_big' : 'download',
        detail: download.detail,
      };

/** Downloads one of the form's photos and gives its checked, decrypted bytes. */
export async function openFlowPhoto(media: MediaSource, photo: FlowPhoto): Promise<OpenedPhoto> {
  if (photo.kind === 'media') return fromDownload(await media.download(photo.id));
  const download = await media.downloadUrl(photo.photo.cdn_url);
  if (!download.ok) return fromDownload(download);
  return openCdnFile(download.bytes, photo.photo.encryption_metadata);
}
