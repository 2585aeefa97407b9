/**
 * A first listing published in the app records the consent words to check-ins the editor showed
 * (named by id and language, never taken as text from the app), exactly as the app's catalogue
 * shows them; an app that sends none keeps the record of before; anything else is refused with
 * 422 and creates nothing.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_CHECKIN_CONSENT_WORDS } from '@/domain/checkin-consent';
import { LANGUAGES } from '@/domain/language';
import {
  APP_CHECKIN_CONSENT,
  APP_CHECKIN_CONSENT_WORDS,
  checkinConsentWords,
} from '@/server/consents/consents';
import { rows } from '@/server/db/rows';
import { createTestServer, sampleListing, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ env: { MARKETPLACE_NAME: 'Kutenga' } });
});
afterAll(() => server.close());

const grantOf = async (phone: string) =>
  (
    await rows<{ how: string; words: string }>(
      server.db,
      sql`SELECT how, words FROM whatsapp_consent_grants
          WHERE contact = ${phone} AND topic = 'checkins'`,
    )
  )[0];

/** POST /api/listings as sent by hand; the answer's status and body. */
async function post(token: string, body: unknown) {
  const response = await server.request('/api/listings', {
    method: 'POST',
    token,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/** A message's text in one of the app's catalogues (a .po file, msgstr on one or more lines). */
function catalogueText(language: string, id: string): string | undefined {
  const po = readFileSync(`src/app/ui/i18n/locales/${language}.po`, 'utf8');
  const entry = new RegExp(`^msgid "${id}"\\nmsgstr ((?:".*"\\n?)+)`, 'm').exec(po);
  return entry?.[1]
    ?.trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string)
    .join('');
}

describe('the consent words a first listing in the app records', () => {
  it('are the words the editor showed, in its language, with the marketplace named', async () => {
    const seller = await server.signInAs('263771700001');
    const shown = { words: CURRENT_CHECKIN_CONSENT_WORDS, language: 'sn' };
    expect((await post(seller.token, { ...sampleListing(), checkinConsent: shown })).status).toBe(
      201,
    );
    const grant = await grantOf('263771700001');
    const words = APP_CHECKIN_CONSENT_WORDS[CURRENT_CHECKIN_CONSENT_WORDS].sn;
    expect(grant?.words).toBe(words.replaceAll('{marketplace}', 'Kutenga'));
    expect(grant?.words).toContain('Kutenga');
    expect(grant?.words).toContain('WhatsApp');
    expect(grant?.words).toContain('STOP');
    expect(grant?.how).toBe(
      `First listing published in the app (words ${CURRENT_CHECKIN_CONSENT_WORDS}, sn)`,
    );
    // A later listing, shown the words again in another language, leaves the first record.
    const again = { ...shown, language: 'en' };
    const later = { ...sampleListing({ title: 'Honda Fit 2012' }), checkinConsent: again };
    expect((await post(seller.token, later)).status).toBe(201);
    expect(await grantOf('263771700001')).toEqual(grant);
  });

  it('stay as before for an app that sends none', async () => {
    const seller = await server.signInAs('263771700002');
    expect((await post(seller.token, sampleListing())).status).toBe(201);
    expect(await grantOf('263771700002')).toEqual(APP_CHECKIN_CONSENT);
  });

  it('are refused with 422 when unknown, and nothing is created or recorded', async () => {
    const seller = await server.signInAs('263771700003');
    for (const checkinConsent of [
      { words: 'We may message you', language: 'en' },
      { words: CURRENT_CHECKIN_CONSENT_WORDS, language: 'fr' },
      { words: CURRENT_CHECKIN_CONSENT_WORDS },
      'I agree',
      null,
    ]) {
      const answer = await post(seller.token, { ...sampleListing(), checkinConsent });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toMatch(/^checkinConsent(\.words|\.language)?: /);
    }
    const listed = await server.request('/api/listings', { token: seller.token });
    expect(await listed.json()).toEqual([]);
    expect(await grantOf('263771700003')).toBeUndefined();
  });

  it('are, in every language, exactly what the app shows', () => {
    for (const language of LANGUAGES) {
      const shown = catalogueText(language, 'editor.consent.checkins');
      expect(shown, language).toBe(
        APP_CHECKIN_CONSENT_WORDS[CURRENT_CHECKIN_CONSENT_WORDS][language],
      );
      // Not the chat's words, which say "here" (the chat the seller is in).
      expect(shown).not.toBe(checkinConsentWords(language, '{marketplace}'));
    }
  });
});
