/**
 * Consent to what the marketplace starts, recorded per category: a buyer's *Alert me* under the
 * offer is their utility consent (when, how, the words shown); STOP withdraws it, START restores
 * it. Over the signed webhook.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
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
