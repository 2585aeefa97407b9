import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import { normalizePhone } from '@/server/env';
import type { User } from '@/domain';
import { LANGUAGES } from '@/domain/language';
import { isBusinessScopedId } from '@/domain/whatsapp-id';
import { contactCheckOf } from './contact-check';

/**
 * The seller with this phone, created on first contact. Phones are stored as digits only; a
 * person WhatsApp knows only by their business-scoped id ('ZW.1502...') is stored by that id.
 */
export async function findOrCreateUser(db: Db, phone: string): Promise<UserRow> {
  const digits = isBusinessScopedId(phone) ? phone : normalizePhone(phone);
  const valid = isBusinessScopedId(digits) || (digits.length >= 7 && digits.length <= 15);
  if (!valid) throw new Error(`Not a phone number: ${phone}`);
  const [created] = await db
    .insert(users)
    .values({ id: randomUUID(), phone: digits })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(users).where(eq(users.phone, digits));
  if (!existing) throw new Error(`User ${digits} vanished while being created`);
  return existing;
}

/** The domain's User as the API sends it: the creation date is always there. */
export type UserJson = Omit<User, 'createdAt'> & Required<Pick<User, 'createdAt'>>;

export function isAdminPhone(phone: string, adminPhones: readonly string[]): boolean {
  return adminPhones.includes(normalizePhone(phone));
}

/** The API's user shape: empty profile fields are left out rather than sent as null. */
export function toUserJson(
  row: UserRow,
  adminPhones: readonly string[],
  now: Date = new Date(),
): UserJson {
  const json: UserJson = {
    _id: row.id,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    isAdmin: isAdminPhone(row.phone, adminPhones),
  };
  if (row.displayName) json.displayName = row.displayName;
  if (row.contactNumber) json.contactNumber = row.contactNumber;
  // The seller's own answer only: the code their contact number sends the bot to confirm it.
  const contactCheck = contactCheckOf(row, now);
  if (contactCheck) json.contactCheck = contactCheck;
  if (row.city) json.city = row.city;
  if (row.address) json.address = row.address;
  if (row.website) json.website = row.website;
  const language = LANGUAGES.find((known) => known === row.language);
  if (language) json.language = language;
  return json;
}
