/**
 * The national fixture's consents, as the product records them: a seller's to check-ins at their
 * first listing (as the demo seed's app listings are: APP_CHECKIN_CONSENT), a buyer's to alerts at
 * their first saved search, in its language under the offer's words and button (the words the
 * bot records when "Alert me" is tapped, under the marketplace's name).
 */
import { sql } from 'drizzle-orm';
import { APP_CHECKIN_CONSENT } from '@/server/consents/consents';
import type { Db } from '@/server/db/client';
import { alertConsents } from './seed';

/** A transaction of the database, as `Db.transaction` hands it over. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function recordNationalConsents(tx: Transaction, marketplace: string): Promise<void> {
  await tx.execute(sql`
    CREATE TEMP TABLE nat_consents ON COMMIT DROP AS
    SELECT u.phone AS contact, 'checkins' AS topic, min(l.created_at) AS granted_at,
           ${APP_CHECKIN_CONSENT.how}::text AS how, ${APP_CHECKIN_CONSENT.words}::text AS words
    FROM users u JOIN listings l ON l.seller_id = u.id
    WHERE u.id LIKE 'nat-seller-%'
    GROUP BY u.phone
    UNION ALL
    (SELECT DISTINCT ON (s.phone_number) s.phone_number, 'alerts', s.created_at,
            w.v->>'how', w.v->>'words'
     FROM saved_searches s
     JOIN jsonb_each(${JSON.stringify(alertConsents(marketplace))}::jsonb) AS w(language, v)
       ON w.language = s.language
     ORDER BY s.phone_number, s.created_at)`);
  await tx.execute(sql`
    INSERT INTO whatsapp_consents (contact, category, granted_at, how, words)
    SELECT contact, 'utility', granted_at, how, words FROM nat_consents`);
  await tx.execute(sql`
    INSERT INTO whatsapp_consent_grants (contact, topic, category, granted_at, how, words)
    SELECT contact, topic, 'utility', granted_at, how, words FROM nat_consents`);
}
