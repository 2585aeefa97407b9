/**
 * Consent to what the marketplace starts, recorded per category: a buyer's *Alert me* under the
 * offer is their utility consent (when, how, the words shown); STOP withdraws it, START restores
 * it. The words of every offer that records consent name the marketplace (MARKETPLACE_NAME) and
 * WhatsApp and say how to stop, in each language, and are recorded exactly as shown. Over the
 * signed webhook.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@/domain/language';
import { rows } from '@/server/db/rows';
import { checkinConsentWords } from '@/server/consents/consents';
import { alertCopy, alertOfferWords } from '@/server/bot/conversation/alert-copy';
import { alertWorld, textOf, type AlertWorld } from './alerts-helpers';

let world: AlertWorld;

beforeAll(async () => {
  world = await alertWorld('2026-11-27T08:00:00Z');
});
afterAll(() => world?.close());

const consent = async (phone: string) =>
  (
    await rows<{ category: string; how: string; words: string; withdrawn: boolean }>(
      world.server.db,
      sql`SELECT category, how, words, withdrawn_at IS NOT NULL AS withdrawn
          FROM whatsapp_consents WHERE contact = ${phone}`,
    )
  )[0];

describe('consent to alerts', () => {
  it('is recorded at Alert me with the words shown, withdrawn by STOP, restored by START', async () => {
    const phone = '263771800001';
    const answer = await world.sentFor(phone, () => world.say(phone, 'fridge in Harare'));
    expect(answer.map(textOf).join('\n')).toContain('Tell me when new ones come');
    expect(await consent(phone)).toBeUndefined();
    await world.say(phone, 'alert me');
    const given = await consent(phone);
    expect(given).toMatchObject({ category: 'utility', how: 'Alert me', withdrawn: false });
    expect(given?.words).toContain('Tell me when new ones come');
    await world.say(phone, 'STOP');
    expect((await consent(phone))?.withdrawn).toBe(true);
    await world.say(phone, 'START');
    expect((await consent(phone))?.withdrawn).toBe(false);
  });
});

/** A search in each language, as buyers write them. */
const SEARCHES: Record<Language, string> = {
  en: 'fridge in Harare',
  sn: 'ndiri kuda imba yekurenda kuAvondale',
  nd: 'ngifuna indlu eBulawayo',
};

describe('the words consent is given under', () => {
  it('name the marketplace and WhatsApp and say how to stop, in every language', () => {
    for (const language of LANGUAGES) {
      for (const words of [
        checkinConsentWords(language, 'Soko Yedu'),
        alertOfferWords(alertCopy(language), 'Soko Yedu'),
      ]) {
        expect(words, language).toContain('Soko Yedu');
        expect(words, language).toContain('WhatsApp');
        expect(words, language).toContain('*STOP*');
        expect(words, language).toContain('*START*');
      }
    }
  });

  it('are, for alerts, the offer as shown in the search’s language, recorded as shown', async () => {
    world.server.env.MARKETPLACE_NAME = 'Soko Yedu';
    try {
      for (const [n, language] of LANGUAGES.entries()) {
        const phone = `26377180010${n}`;
        const answer = await world.sentFor(phone, () => world.say(phone, SEARCHES[language]));
        const offer = answer.find((m) =>
          m.interactive?.action.buttons?.some((b) => b.reply.id === 'alert:save'),
        );
        const shown = alertOfferWords(alertCopy(language), 'Soko Yedu');
        expect(offer?.interactive?.body.text.endsWith(shown), language).toBe(true);
        // Tapped: the title is the button's, the words recorded the offer's, in its language.
        await world.tap(phone, 'alert:save', alertCopy(language).button);
        const given = await consent(phone);
        expect(given).toMatchObject({ how: alertCopy(language).button, withdrawn: false });
        expect(given?.words).toBe(`${shown} [${alertCopy(language).button}]`);
      }
    } finally {
      world.server.env.MARKETPLACE_NAME = 'Musika';
    }
  });
});
