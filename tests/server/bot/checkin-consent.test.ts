/**
 * Check-ins go only with the seller's consent: recorded with their first listing (when, how, the
 * words shown; the chat's words are checked in listing-by-chat.test.ts), withdrawn by STOP,
 * restored by START. A seller without it is not asked, and so
 * never has a listing paused for want of an answer; over the signed webhook with the stand-in
 * Graph API, on a controllable clock.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APP_CHECKIN_CONSENT } from '@/server/consents/consents';
import { rows } from '@/server/db/rows';
import {
  at,
  bot,
  buttonIds,
  clock,
  DAY,
  deliver,
  graph,
  listingOf,
  newSeller,
  sentFor,
  server,
  useCheckinHarness,
  writes,
} from './checkin-harness';
import { textMessage } from './payloads';

useCheckinHarness();

const grant = async (phone: string) =>
  (
    await rows<{ how: string; words: string; granted_at: Date | string; category: string }>(
      server.db,
      sql`SELECT how, words, granted_at, category FROM whatsapp_consent_grants
          WHERE contact = ${phone} AND topic = 'checkins'`,
    )
  )[0];

const withdrawn = async (phone: string) =>
  (
    await rows<{ withdrawn: boolean }>(
      server.db,
      sql`SELECT withdrawn_at IS NOT NULL AS withdrawn FROM whatsapp_consents
          WHERE contact = ${phone} AND category = 'utility'`,
    )
  )[0]?.withdrawn;

describe('consent to check-ins', () => {
  it('is recorded with the first listing, withdrawn by STOP, restored by START', async () => {
    const first = at(Date.parse('2028-01-01T08:00:00Z'));
    const phone = '263771600001';
    await newSeller(phone, ['Gas stove two plates']);
    const given = await grant(phone);
    // Published in the app, whose editor shows no words: recorded as such.
    expect(given).toMatchObject({ ...APP_CHECKIN_CONSENT, category: 'utility' });
    expect(new Date(given!.granted_at).toISOString()).toBe(first.toISOString());
    // A later listing is not a new consent: the first one's record stands.
    at(first.getTime() + DAY);
    await newSeller(phone, ['Gas cylinder 9 kg']);
    expect(new Date((await grant(phone))!.granted_at).toISOString()).toBe(first.toISOString());
    expect(await withdrawn(phone)).toBe(false);
    await deliver(textMessage(phone, 'STOP'));
    expect(await withdrawn(phone)).toBe(true);
    await deliver(textMessage(phone, 'START'));
    expect(await withdrawn(phone)).toBe(false);
  });

  it('is asked with consent, not without, and no pause follows the one never sent', async () => {
    const start = at(Date.parse('2028-02-01T08:00:00Z')).getTime();
    const [consented, without] = ['263771600002', '263771600003'];
    const a = await newSeller(consented, ['Solar panel 300 W']);
    const b = await newSeller(without, ['Solar panel 250 W']);
    // A seller whose consent was never recorded (listed before it was asked for, say).
    await server.db.execute(sql`DELETE FROM whatsapp_consents WHERE contact = ${without}`);
    at(start + 30 * DAY + 1000);
    await writes(consented);
    await writes(without);
    const asked = await sentFor(consented, () => bot.checkins.run());
    expect(asked).toHaveLength(1);
    expect(buttonIds(asked[0])).toHaveLength(3);
    const before = graph.sentTo(without).length;
    await bot.checkins.sendForSeller(b.seller.user._id);
    expect(graph.sentTo(without)).toHaveLength(before);
    // Past the pause: the asked listing is paused, the one never asked is not.
    at(clock.getTime() + 8 * DAY);
    await bot.checkins.run();
    expect((await listingOf(a.seller, a.ids[0]!)).status).toBe('paused');
    const unasked = await listingOf(b.seller, b.ids[0]!);
    expect(unasked.status).toBe('active');
    expect(unasked.pausedReason).toBeUndefined();
    const states = await rows<{ state: string; asked: boolean }>(
      server.db,
      sql`SELECT state, asked_at IS NOT NULL AS asked FROM listing_checkins
          WHERE listing_id = ${b.ids[0]!}`,
    );
    expect(states.every((row) => row.state === 'closed' && !row.asked)).toBe(true);
    // No rounds open while there is no consent.
    at(clock.getTime() + 31 * DAY);
    await bot.checkins.run();
    const open = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM listing_checkins
          WHERE listing_id = ${b.ids[0]!} AND state <> 'closed'`,
    );
    expect(Number(open[0]?.n)).toBe(0);
  });
});
