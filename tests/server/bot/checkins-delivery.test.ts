/**
 * Check-ins that must not pause (a failed receipt, a refused send, one never sent outside the
 * window), the template outside the window, and "stop reminders" in English, Shona and Ndebele;
 * over the signed webhook with the stand-in Graph API, on a controllable clock.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';
import { rows } from '@/server/db/rows';
import {
  at,
  bot,
  botWith,
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
import { statusUpdate, textMessage, wamid } from './payloads';

useCheckinHarness();

describe('a check-in', () => {
  it('never pauses after a failed receipt, a refused send, or a check-in never sent', async () => {
    const start = at(Date.parse('2027-10-01T08:00:00Z')).getTime();
    const [late, refused, silent] = ['263771500004', '263771500005', '263771500006'];
    const a = await newSeller(late, ['Laptop Dell']);
    const b = await newSeller(refused, ['Laptop HP']);
    const c = await newSeller(silent, ['Laptop Lenovo']);
    at(start + 30 * DAY + 1000);
    await writes(late);
    await writes(refused);
    // `silent` last wrote never: outside the window, and no template configured.
    const refusing: OutboundSender = {
      name: 'cloud-api',
      send: async (): Promise<SendResult> => ({
        ok: false,
        attempts: 1,
        error: 'refused',
        errorCode: 131047,
      }),
    } as OutboundSender;
    const refusingBot = botWith({ sender: refusing });
    await refusingBot.checkins.sendForSeller(b.seller.user._id);
    const sentLate = await sentFor(late, () => bot.checkins.run());
    expect(sentLate).toHaveLength(1);
    expect(graph.sentTo(silent)).toEqual([]);
    // A failed receipt comes later for the one that went.
    const [message] = await rows<{ wa_message_id: string }>(
      server.db,
      sql`SELECT m.wa_message_id FROM listing_checkins c JOIN messages m ON m.id::text = c.message_id
          WHERE c.listing_id = ${a.ids[0]!}`,
    );
    await deliver(statusUpdate(message!.wa_message_id, 'failed', late));
    at(clock.getTime() + 8 * DAY);
    await bot.checkins.run();
    for (const [who, id] of [
      [a.seller, a.ids[0]!],
      [b.seller, b.ids[0]!],
      [c.seller, c.ids[0]!],
    ] as const) {
      const listing = await listingOf(who, id);
      expect(listing.status).toBe('active');
      expect(listing.pausedReason).toBeUndefined();
    }
    const states = await rows<{ listing_id: string; state: string }>(
      server.db,
      sql`SELECT listing_id, state FROM listing_checkins
          WHERE listing_id IN (${a.ids[0]!}, ${b.ids[0]!}, ${c.ids[0]!})`,
    );
    const stateOf = (id: string) => states.find((s) => s.listing_id === id)?.state;
    expect(stateOf(a.ids[0]!)).toBe('failed');
    expect(stateOf(b.ids[0]!)).toBe('failed');
    expect(stateOf(c.ids[0]!)).toBe('due');
  });

  it('goes as the template outside the window, and its buttons answer', async () => {
    const start = at(Date.parse('2028-01-01T08:00:00Z')).getTime();
    const phone = '263771500007';
    const { seller, ids } = await newSeller(phone, ['Wedding dress size 12']);
    await writes(phone);
    at(start + 30 * DAY + 1000);
    const templated = botWith({ template: 'listing_checkin:en,nd=zu' });
    const sent = await sentFor(phone, () => templated.checkins.run());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.type).toBe('template');
    expect(sent[0]!.template!.name).toBe('listing_checkin');
    expect(sent[0]!.template!.language.code).toBe('en');
    const [body, ...buttons] = sent[0]!.template!.components;
    expect(body!.parameters.map((p) => p.text)).toEqual([
      'Wedding dress size 12',
      '0 views and 0 buyer chats so far.',
    ]);
    expect(buttons).toHaveLength(3);
    const payload = buttons[1]!.parameters[0]!.payload!;
    expect(payload).toMatch(/^checkin:sold:/);
    // The quick reply comes back as a `button` message with its payload.
    await deliver({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '263771234567', phone_number_id: '1' },
                contacts: [{ profile: { name: 'Rudo' }, wa_id: phone }],
                messages: [
                  {
                    from: phone,
                    id: wamid(),
                    timestamp: String(Math.floor(clock.getTime() / 1000)),
                    type: 'button',
                    button: { payload, text: 'Sold' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    expect((await listingOf(seller, ids[0]!)).status).toBe('sold');
  });

  it.each([
    ['en', '263771500011', 'stop reminders', /Check-in reminders are off/, 'start reminders'],
    ['sn', '263771500012', 'Mira zviyeuchidzo', /Zviyeuchidzo zvadzimwa/, 'tangisa zviyeuchidzo'],
    ['nd', '263771500013', 'misa izikhumbuzo', /Izikhumbuzo zicinyiwe/, 'qalisa izikhumbuzo'],
  ])(
    '"stop reminders" in %s stops check-ins and their pauses until "start reminders"',
    async (_language, phone, stop, said, start) => {
      const begin = at(Date.parse('2028-04-01T08:00:00Z') + Number(phone.slice(-2)) * 40 * DAY);
      const { seller, ids } = await newSeller(phone, ['Kitchen table']);
      at(begin.getTime() + 30 * DAY + 1000);
      await writes(phone);
      expect(await sentFor(phone, () => bot.checkins.run())).toHaveLength(1);
      const reply = await sentFor(phone, () => deliver(textMessage(phone, stop)));
      expect(reply[0]!.text!.body).toMatch(said);
      // The check-in already asked never pauses it; none is sent while stopped.
      at(clock.getTime() + 8 * DAY);
      await writes(phone);
      expect(await sentFor(phone, () => bot.checkins.run())).toEqual([]);
      expect((await listingOf(seller, ids[0]!)).status).toBe('active');
      const on = await sentFor(phone, () => deliver(textMessage(phone, start)));
      expect(on[0]!.text!.body).toMatch(/(stop reminders|mira zviyeuchidzo|misa izikhumbuzo)/);
      expect(await sentFor(phone, () => bot.checkins.run())).toHaveLength(1);
    },
  );
});
