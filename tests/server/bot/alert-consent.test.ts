/**
 * Alerts go only with the buyer's consent (their *Alert me*), asked in the claim's transaction
 * and again at the send. Over the signed webhook with the stand-in Graph API, on a clock the
 * tests move.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import type { SignedIn } from '../helpers';
import { alertWorld, flat, textOf, type AlertWorld } from './alerts-helpers';

let world: AlertWorld;
let seller: SignedIn;

beforeAll(async () => {
  world = await alertWorld('2026-11-27T08:00:00Z');
  seller = await world.server.signInAs('263719800001');
});
afterAll(() => world?.close());

const states = async (phone: string) =>
  (
    await rows<{ state: string; message_id: string | null }>(
      world.server.db,
      sql`SELECT state, message_id FROM alerts WHERE phone_number = ${phone} ORDER BY matched_at`,
    )
  ).map((row) => row.state);

async function saveSearch(buyer: string, words: string) {
  await world.say(buyer, words);
  const saved = await world.sentFor(buyer, () => world.tap(buyer, 'alert:save'));
  expect(textOf(saved[0]!)).toMatch(/^Done!/);
}

describe('an alert', () => {
  it('is sent with the buyer’s consent and never without it', async () => {
    const [consented, without] = ['263719800101', '263719800102'];
    await saveSearch(consented, 'flat in Kadoma');
    await saveSearch(without, 'flat in Kadoma');
    // A saved search whose consent was never recorded.
    await world.server.db.execute(sql`DELETE FROM whatsapp_consents WHERE contact = ${without}`);
    const before = world.graph.sentTo(without).length;
    const sent = await world.sentFor(consented, () => world.post(seller, flat('Kadoma')));
    expect(textOf(sent[0]!)).toMatch(/^🔔/);
    expect(await states(consented)).toEqual(['sent']);
    expect(world.graph.sentTo(without)).toHaveLength(before);
    expect(await states(without)).toEqual(['dropped']);
  });
});
