/**
 * Who a WhatsApp person is (`wa_identities`, migration 0860): their business-scoped user id
 * (BSUID) first, their phone when WhatsApp gives it. Every row the bot keeps about a person is
 * under one contact key, fixed when they first wrote: the phone's digits when a phone came, else
 * their BSUID. A person is found by their BSUID, then by their phone; a new BSUID (a changed
 * number) is tied to the key it replaces, so the account and listings stay theirs. Replies go to
 * the phone WhatsApp gave last, else to the newest BSUID (`recipient`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import type { IdentityChange, InboundEvent } from './webhook-payload';

/**
 * The contact key of the person who sent `event`, recording their BSUID, phone and username.
 * One statement each way, so two processes storing the same person's messages agree.
 */
export async function contactKeyOf(db: Db, event: InboundEvent, now: Date): Promise<string> {
  const { userId, phone, username } = event;
  if (!userId) return event.from;
  // The key the BSUID is known by, else the key of the phone, else the one the message gives.
  const [found] = await rows<{ contact: string }>(
    db,
    sql`SELECT contact, 0 AS rank FROM wa_identities WHERE user_id = ${userId}
        UNION ALL
        (SELECT contact, 1 AS rank FROM wa_identities WHERE ${phone ?? null}::text IS NOT NULL
           AND phone = ${phone ?? null} ORDER BY touched DESC LIMIT 1)
        ORDER BY rank LIMIT 1`,
  );
  const contact = found?.contact ?? event.from;
  await rows(
    db,
    sql`INSERT INTO wa_identities (user_id, contact, phone, username, updated_at)
        VALUES (${userId}, ${contact}, ${phone ?? null}, ${username ?? null}, ${now})
        ON CONFLICT (user_id) DO UPDATE SET
          phone = coalesce(EXCLUDED.phone, wa_identities.phone),
          username = coalesce(EXCLUDED.username, wa_identities.username),
          updated_at = EXCLUDED.updated_at, touched = nextval('wa_identities_touch')`,
  );
  return contact;
}

/**
 * A changed number or BSUID: the new BSUID is tied to the person's contact key (found by the
 * previous BSUID or phone), with the new phone when given. A change naming nobody we know is
 * recorded as nothing: their next message introduces them.
 */
export async function applyIdentityChange(
  db: Db,
  change: IdentityChange,
  now: Date,
): Promise<boolean> {
  const [known] = await rows<{ contact: string }>(
    db,
    sql`SELECT contact, 0 AS rank FROM wa_identities
        WHERE user_id = ${change.previousUserId ?? null}
           OR (${change.previousPhone ?? null}::text IS NOT NULL
               AND phone = ${change.previousPhone ?? null})
        UNION ALL
        SELECT phone_number, 1 FROM contacts
        WHERE phone_number IN (${change.previousUserId ?? null}, ${change.previousPhone ?? null})
        ORDER BY rank LIMIT 1`,
  );
  if (!known) return false;
  if (change.userId) {
    await rows(
      db,
      sql`INSERT INTO wa_identities (user_id, contact, phone, updated_at)
          VALUES (${change.userId}, ${known.contact}, ${change.phone ?? null}, ${now})
          ON CONFLICT (user_id) DO UPDATE SET contact = EXCLUDED.contact,
            phone = coalesce(EXCLUDED.phone, wa_identities.phone),
            updated_at = EXCLUDED.updated_at, touched = nextval('wa_identities_touch')`,
    );
  } else if (change.phone) {
    // A new number and no new BSUID yet: the person's ids all reach the new number.
    await rows(
      db,
      sql`UPDATE wa_identities SET phone = ${change.phone}, updated_at = ${now}
          WHERE contact = ${known.contact}`,
    );
  }
  return true;
}

/** Where a message to the person under `contact` goes: their latest phone, else newest BSUID. */
export async function addressOf(db: Db, contact: string): Promise<string> {
  const [latest] = await rows<{ user_id: string; phone: string | null }>(
    db,
    sql`SELECT user_id, phone FROM wa_identities WHERE contact = ${contact}
        ORDER BY touched DESC LIMIT 1`,
  );
  if (!latest) return contact;
  return latest.phone ?? latest.user_id;
}
