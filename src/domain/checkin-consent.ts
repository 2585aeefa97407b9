/**
 * Which consent words to check-ins a seller was shown where they published their first listing in
 * the app: an id of the words and the language they were shown in. The words themselves are the
 * server's to record (src/server/consents/consents.ts) and the app's to show (its message
 * `editor.consent.checkins`, the same text in each language); a test holds the two equal.
 */
import { z } from 'zod';

/** Every version of the app's words, oldest first: a new wording is a new id, never an edit. */
export const CHECKIN_CONSENT_WORDS_IDS = ['app-checkins-1'] as const;
export type CheckinConsentWordsId = (typeof CHECKIN_CONSENT_WORDS_IDS)[number];

/** The words the app shows today. */
export const CURRENT_CHECKIN_CONSENT_WORDS: CheckinConsentWordsId = 'app-checkins-1';

/** Sent with a create (`checkinConsent`): the words the seller was shown, by id and language. */
export const checkinConsentShownSchema = z.object(
  {
    words: z.enum(CHECKIN_CONSENT_WORDS_IDS, {
      error: `one of ${CHECKIN_CONSENT_WORDS_IDS.join(', ')}`,
    }),
    language: z.enum(['en', 'sn', 'nd'], { error: 'en, sn or nd' }),
  },
  { error: 'the words shown, as { words, language }' },
);
export type CheckinConsentShown = z.infer<typeof checkinConsentShownSchema>;
