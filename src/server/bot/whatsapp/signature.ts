/**
 * Meta signs every webhook delivery with HMAC-SHA256 of the raw request body, keyed with the
 * app secret, in `X-Hub-Signature-256: sha256=<hex>`. The comparison is constant-time so the
 * signature cannot be guessed byte by byte from response times.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signBody(rawBody: string | Buffer, appSecret: string): string {
  return 'sha256=' + createHmac('sha256', appSecret).update(rawBody).digest('hex');
}

export function isValidSignature(
  rawBody: string | Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!header || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(signBody(rawBody, appSecret));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
