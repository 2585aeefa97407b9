/**
 * Consent to the messages the marketplace starts, recorded per person and category
 * (`whatsapp_consents`): when, how (the tap or words that gave it) and the words shown. Alerts are
 * utility messages the buyer asked for by tapping *Alert me* under an offer that says what they
 * will get. STOP withdraws every category; START restores them as they were.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

export type ConsentCategory = 'utility' | 'marketing';

export async function grantConsent(
  db: Db,
  contact: string,
  consent: { category: ConsentCategory; how: string; words: string },
  at: Date,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO whatsapp_consents (contact, category, granted_at, how, words)
        VALUES (${contact}, ${consent.category}, ${at}, ${consent.how}, ${consent.words})
        ON CONFLICT (contact, category) DO UPDATE SET granted_at = EXCLUDED.granted_at,
          how = EXCLUDED.how, words = EXCLUDED.words, withdrawn_at = NULL`,
  );
}

/** STOP (at) or START (null): every category's consent withdrawn, or restored. */
export async function setConsentsWithdrawn(db: Db, contact: string, at: Date | null) {
  await db.execute(
    sql`UPDATE whatsapp_consents SET withdrawn_at = ${at} WHERE contact = ${contact}`,
  );
}
