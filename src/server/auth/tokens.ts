import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, URL-safe: session tokens and login link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of tokens are stored, so a copy of the database signs nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 4-digit code, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}
