/**
 * Consent to the messages the marketplace starts, per person and Meta pricing category
 * (`whatsapp_consents`, the standing consent STOP withdraws and START restores) and every grant
 * by what it covers (`whatsapp_consent_grants`: when, how, the words shown). Alerts are utility
 * messages the buyer asked for by tapping *Alert me* under an offer that says what they will get;
 * check-ins (and what goes with them: the auto-pause notice, a buyer's message passed on) are
 * utility messages about the seller's own listings, consented to when they publish their first
 * listing (by chat, under the words `checkinConsentWords`; in the app, under
 * `APP_CHECKIN_CONSENT_WORDS`); the buyers' feedback question sent as a template is a utility
 * message about the buyer's own contact with a seller, consented to by *Yes, ask me* under a
 * seller's link (bot/conversation/feedback-consent.ts). A topic that shares its category with
 * another is asked by its grant as well (`hasConsentGrant`): a buyer's consent to alerts is not
 * one to the feedback question.
 *
 * `mayMessage` is the one question every message the marketplace starts asks, in the same
 * transaction as its claim: the person has not sent STOP, and their consent to the category
 * stands. It locks the consent row (FOR SHARE), so a STOP on another process waits for the claim
 * and then drops what was claimed; a send right after asks again.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CheckinConsentShown, CheckinConsentWordsId } from '@/domain/checkin-consent';
import type { Language } from '@/domain/language';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';

/** Meta's pricing categories of a business-initiated message. */
export type MessageCategory = 'utility' | 'marketing' | 'authentication';
/** The categories consent is asked for (authentication codes are sent only when asked). */
export type ConsentCategory = 'utility' | 'marketing';
export type ConsentTopic = 'alerts' | 'checkins' | 'feedback';

/**
 * The words a seller is shown under their first listing published by chat, in their language,
 * `marketplace` being MARKETPLACE_NAME: they name the business and WhatsApp, say what the
 * marketplace will send and how to stop it (Meta's opt-in rules), and are recorded exactly as
 * shown with their consent.
 */
export function checkinConsentWords(language: Language, marketplace: string): string {
  const words: Record<Language, string> = {
    en:
      `${marketplace} will message you here on WhatsApp about your listings: a check-in now and ` +
      'then (still available, sold or pause) and messages from buyers who cannot call you. Send ' +
      '*STOP* any time to turn these off, *START* to turn them back on.',
    sn:
      `${marketplace} ichakutumirai mameseji pano paWhatsApp nezvezviziviso zvenyu: kubvunza ` +
      'nguva nenguva (zvichiripo, zvatengeswa kana kumisa) nemashoko evatengi vasingakwanise ' +
      'kukufonerai. Tumirai *STOP* chero nguva kuti zvimire, *START* kuti zvidzoke.',
    nd:
      `${marketplace} izalithumelela imilayezo lapha ku-WhatsApp ngezikhangiso zenu: ukubuza ` +
      'ngezikhathi (kusekhona, kuthengisiwe kumbe ukumisa) lemilayezo yabathengi abangeke ' +
      'balifonele. Thumelani *STOP* nini lanini ukuze kume, *START* ukuze kubuye.',
  };
  return words[language];
}

/**
 * How an app door's first listing is recorded when the app sent no words shown (an app of before
 * the editor showed them).
 */
export const APP_CHECKIN_CONSENT = {
  how: 'First listing published in the app',
  words: '(none shown: published in the app)',
};

/**
 * The words the app's editor shows above Publish on a seller's first listing, by version and
 * language, `{marketplace}` standing for MARKETPLACE_NAME. They name the business and WhatsApp,
 * say what will be sent and how to stop it (Meta's opt-in rules). Exactly the app's message
 * `editor.consent.checkins` in each language (tests/server/listings/app-checkin-consent.test.ts);
 * a version is never edited, a new wording is a new version.
 */
export const APP_CHECKIN_CONSENT_WORDS: Record<CheckinConsentWordsId, Record<Language, string>> = {
  'app-checkins-1': {
    en:
      '{marketplace} will message you on WhatsApp about your listings: a check-in now and then ' +
      '(still available, sold or pause) and messages from buyers who cannot call you. Send STOP ' +
      'to {marketplace} on WhatsApp any time to turn these off, START to turn them back on.',
    sn:
      '{marketplace} ichakutumirai mameseji paWhatsApp nezvezviziviso zvenyu: kubvunza nguva ' +
      'nenguva (zvichiripo, zvatengeswa kana kumisa) nemashoko evatengi vasingakwanise ' +
      'kukufonerai. Tumirai STOP ku{marketplace} paWhatsApp chero nguva kuti zvimire, START ' +
      'kuti zvidzoke.',
    nd:
      '{marketplace} izalithumelela imilayezo ku-WhatsApp ngezikhangiso zenu: ukubuza ' +
      'ngezikhathi (kusekhona, kuthengisiwe kumbe ukumisa) lemilayezo yabathengi abangeke ' +
      'balifonele. Thumelani STOP ku-{marketplace} ku-WhatsApp nini lanini ukuze kume, START ' +
      'ukuze kubuye.',
  },
};

/** The app's first listing as recorded: the words the editor showed, as it showed them. */
export function appCheckinConsent(
  shown: CheckinConsentShown,
  marketplace: string,
): { how: string; words: string } {
  const words = APP_CHECKIN_CONSENT_WORDS[shown.words][shown.language];
  return {
    how: `First listing published in the app (words ${shown.words}, ${shown.language})`,
    words: words.replaceAll('{marketplace}', marketplace),
  };
}

export async function grantConsent(
  db: Db,
  contact: string,
  consent: { category: ConsentCategory; topic: ConsentTopic; how: string; words: string },
  at: Date,
): Promise<void> {
  // A new grant keeps an earlier STOP standing: only START lifts it.
  await db.execute(
    sql`INSERT INTO whatsapp_consents (contact, category, granted_at, how, words, withdrawn_at)
        VALUES (${contact}, ${consent.category}, ${at}, ${consent.how}, ${consent.words},
                (SELECT opted_out_at FROM bot_conversations WHERE phone_number = ${contact}))
        ON CONFLICT (contact, category) DO UPDATE SET granted_at = EXCLUDED.granted_at,
          how = EXCLUDED.how, words = EXCLUDED.words`,
  );
  await db.execute(
    sql`INSERT INTO whatsapp_consent_grants (contact, topic, category, granted_at, how, words)
        VALUES (${contact}, ${consent.topic}, ${consent.category}, ${at}, ${consent.how},
                ${consent.words})
        ON CONFLICT (contact, topic) DO UPDATE SET granted_at = EXCLUDED.granted_at,
          how = EXCLUDED.how, words = EXCLUDED.words, category = EXCLUDED.category`,
  );
}

/** Whether the person's consent to a topic was ever recorded (a grant; STOP is asked apart). */
export async function hasConsentGrant(
  db: Db,
  contact: string,
  topic: ConsentTopic,
): Promise<boolean> {
  const [had] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM whatsapp_consent_grants
        WHERE contact = ${contact} AND topic = ${topic}`,
  );
  return Number(had?.n ?? 0) > 0;
}

/** Whether a seller's consent to check-ins was ever recorded (their first listing's). */
export const hasCheckinConsent = (db: Db, contact: string) =>
  hasConsentGrant(db, contact, 'checkins');

/** Records a seller's consent to check-ins at their first listing (none recorded before). */
export async function grantCheckinConsent(
  db: Db,
  contact: string,
  given: { how: string; words: string },
  at: Date,
): Promise<void> {
  if (await hasCheckinConsent(db, contact)) return;
  await grantConsent(db, contact, { category: 'utility', topic: 'checkins', ...given }, at);
}

/** STOP (at) or START (null): every category's consent withdrawn, or restored. */
export async function setConsentsWithdrawn(db: Db, contact: string, at: Date | null) {
  await db.execute(
    sql`UPDATE whatsapp_consents SET withdrawn_at = ${at} WHERE contact = ${contact}`,
  );
}

/**
 * The condition, for a set-based statement, that `contact` (a column or value) may be sent a
 * message of `category`: no STOP, and a standing consent. `mayMessage` asks the same.
 */
export function consentStands(contact: SQL, category: ConsentCategory): SQL {
  return sql`(EXISTS (SELECT 1 FROM whatsapp_consents wc
                      WHERE wc.contact = ${contact} AND wc.category = ${category}
                        AND wc.withdrawn_at IS NULL)
              AND NOT EXISTS (SELECT 1 FROM bot_conversations oc
                              WHERE oc.phone_number = ${contact} AND oc.opted_out_at IS NOT NULL))`;
}

export type MayMessage = 'yes' | 'opted-out' | 'no-consent';

/**
 * Whether the marketplace may start a message of `category` to the person now: 'opted-out'
 * (they sent STOP: honoured before anything), 'no-consent' (none recorded, or withdrawn), or
 * 'yes'. Run it in the claim's transaction (see the module comment).
 */
export async function mayMessage(
  db: Db,
  person: string,
  category: ConsentCategory,
): Promise<MayMessage> {
  const [stopped] = await rows<{ at: string | Date | null }>(
    db,
    sql`SELECT opted_out_at AS at FROM bot_conversations WHERE phone_number = ${person}`,
  );
  if (stopped?.at) return 'opted-out';
  const [consent] = await rows<{ withdrawn: boolean }>(
    db,
    sql`SELECT withdrawn_at IS NOT NULL AS withdrawn FROM whatsapp_consents
        WHERE contact = ${person} AND category = ${category} FOR SHARE`,
  );
  return consent && !consent.withdrawn ? 'yes' : 'no-consent';
}
