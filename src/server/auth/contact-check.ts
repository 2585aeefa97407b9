/**
 * The seller's contact number, confirmed before buyers are sent to it. The login phone is
 * confirmed by signing in through WhatsApp; another contact number proves itself by sending the
 * bot "CONFIRM <code>" with the code the app shows after the profile is saved. Until it does,
 * buyers reach the login phone. Writing in from the number is WhatsApp's own proof of it, and no
 * message is sent to a number that never wrote (which WhatsApp allows only as a template).
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import { waMeNumber } from '@/server/public-page/wa-link';

/** How long a confirmation code answers. Saving the profile again gives a new one. */
export const CONTACT_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CONTACT_CODE_LENGTH = 6;

type Confirmed = Pick<UserRow, 'phone' | 'contactNumber' | 'contactConfirmed'>;
type ContactFields = Pick<
  UserRow,
  'phone' | 'contactNumber' | 'contactConfirmed' | 'contactCode' | 'contactCodeFor'
> & { contactCodeExpiresAt: Date | null };

/** The contact number as international digits (0771… is 263771…), or null for none. */
export function contactDigits(row: Pick<UserRow, 'phone' | 'contactNumber'>): string | null {
  if (!row.contactNumber) return null;
  return waMeNumber(row.contactNumber, row.phone);
}

/** Whether the profile's contact number still waits to be confirmed. */
export function contactUnconfirmed(row: Confirmed): boolean {
  const digits = contactDigits(row);
  return digits !== null && digits !== row.phone && digits !== row.contactConfirmed;
}

/** The number buyers are sent to: the contact number once confirmed, else the login phone. */
export function buyerContact(row: Confirmed): string {
  return contactUnconfirmed(row) ? row.phone : (contactDigits(row) ?? row.phone);
}

/**
 * What the app shows while the contact number waits: the number and, while it answers, its code
 * and until when (none once it expired: saving the profile gives a new one).
 */
export interface ContactCheck {
  number: string;
  code?: string;
  expiresAt?: string;
}

export function contactCheckOf(row: ContactFields, now: Date): ContactCheck | undefined {
  const digits = contactDigits(row);
  if (!contactUnconfirmed(row) || !digits) return undefined;
  const live =
    row.contactCodeFor === digits &&
    row.contactCode &&
    row.contactCodeExpiresAt &&
    row.contactCodeExpiresAt > now;
  if (!live) return { number: digits };
  return {
    number: digits,
    code: row.contactCode!,
    expiresAt: row.contactCodeExpiresAt!.toISOString(),
  };
}

/**
 * The code columns a profile save writes: a new code when the saved number waits and has no
 * live code of its own; the waiting code kept when it has; none once nothing waits.
 */
export function contactCodeUpdate(
  before: ContactFields,
  contactNumber: string,
  now: Date,
): Pick<UserRow, 'contactCode' | 'contactCodeFor' | 'contactCodeExpiresAt'> {
  const after = { ...before, contactNumber };
  const digits = contactDigits(after);
  if (!contactUnconfirmed(after) || !digits) {
    return { contactCode: null, contactCodeFor: null, contactCodeExpiresAt: null };
  }
  const live = contactCheckOf(after, now);
  if (live?.code && live.expiresAt) {
    return {
      contactCode: live.code,
      contactCodeFor: digits,
      contactCodeExpiresAt: new Date(live.expiresAt),
    };
  }
  const code = String(randomInt(0, 10 ** CONTACT_CODE_LENGTH)).padStart(CONTACT_CODE_LENGTH, '0');
  return {
    contactCode: code,
    contactCodeFor: digits,
    contactCodeExpiresAt: new Date(now.getTime() + CONTACT_CODE_TTL_MS),
  };
}

/**
 * "CONFIRM <code>" from `from`: the seller whose waiting code this is, for this very number,
 * has it confirmed (the code is spent). Null when no live code matches the number.
 */
export async function confirmContact(
  db: Db,
  from: string,
  code: string,
  now: Date,
): Promise<{ sellerId: string; displayName: string | null } | null> {
  const [confirmed] = await db
    .update(users)
    .set({
      contactConfirmed: from,
      contactCode: null,
      contactCodeFor: null,
      contactCodeExpiresAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(users.contactCodeFor, from),
        eq(users.contactCode, code),
        gt(users.contactCodeExpiresAt, now),
      ),
    )
    .returning({ sellerId: users.id, displayName: users.displayName });
  return confirmed ?? null;
}
