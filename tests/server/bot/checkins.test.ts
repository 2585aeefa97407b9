/**
 * Seller check-ins on a controllable clock, over the signed webhook with the stand-in Graph
 * API: due CHECKIN_AFTER past the last confirmation, one message for several, each button's
 * effect (the status exactly as the app sets it), and the pause after AUTOPAUSE_AFTER with its
 * message.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import {
  at,
  bot,
  buttonIds,
  clock,
  DAY,
  deliver,
  HOUR,
  listingOf,
  newSeller,
  rowsOf,
  sentFor,
  server,
  signIn,
  useCheckinHarness,
  writes,
} from './checkin-harness';
import { buttonReply, listReply } from './payloads';

useCheckinHarness();

describe('a check-in', () => {
  it('falls due CHECKIN_AFTER past the last confirmation: one message, three buttons', async () => {
    const start = at(Date.parse('2027-01-01T08:00:00Z')).getTime();
    const phone = '263771500001';
    const { seller, ids } = await newSeller(phone, ['Toyota Corolla 2009']);
    at(start + 30 * DAY - HOUR);
    await writes(phone);
    expect(await sentFor(phone, () => bot.checkins.run())).toEqual([]);
    at(start + 30 * DAY + 1000);
    const sent = await sentFor(phone, () => bot.checkins.run());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.interactive!.body.text).toContain('Toyota Corolla 2009');
    expect(sent[0]!.interactive!.body.text).toContain('0 views and 0 buyer chats so far');
    expect(sent[0]!.interactive!.action.buttons!.map((b) => b.reply.title)).toEqual([
      'Still available',
      'Sold',
      'Pause',
    ]);
    // Sent once: a second run finds it claimed.
    expect(await sentFor(phone, () => bot.checkins.run())).toEqual([]);
    expect(await listingOf(seller, ids[0]!)).toMatchObject({
      checkIn: { askedAt: clock.toISOString() },
    });
    // Still available: renewed now, pending no more, and the next one 30 days on.
    const confirmedAt = at(clock.getTime() + HOUR);
    const reply = await sentFor(phone, () =>
      deliver(buttonReply(phone, buttonIds(sent[0])[0]!, 'Still available')),
    );
    expect(reply[0]!.text!.body).toMatch(/Thank you! \*Toyota Corolla 2009\* stays on offer/);
    const after = await listingOf(seller, ids[0]!);
    expect(after).toMatchObject({ status: 'active', confirmedAt: confirmedAt.toISOString() });
    expect(after.checkIn).toBeUndefined();
    at(confirmedAt.getTime() + 30 * DAY - 1000);
    await writes(phone);
    expect(await sentFor(phone, () => bot.checkins.run())).toEqual([]);
    at(confirmedAt.getTime() + 30 * DAY + 1000);
    const next = await sentFor(phone, () => bot.checkins.run());
    expect(next).toHaveLength(1);
    expect(next[0]!.interactive!.body.text).toContain('since the last check-in');
  });

  it('puts several due listings in one list; a row brings its buttons; Sold and Pause set the status as the app does', async () => {
    const start = at(Date.parse('2027-04-01T08:00:00Z')).getTime();
    const phone = '263771500002';
    const { seller, ids } = await newSeller(phone, ['Sofa set', 'Fridge 300L', 'Gas stove']);
    at(start + 31 * DAY);
    await writes(phone);
    const sent = await sentFor(phone, () => bot.checkins.run());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.interactive!.type).toBe('list');
    expect(sent[0]!.interactive!.body.text).toMatch(/^3 of your listings are due a check-in/);
    expect(rowsOf(sent[0]).map((r) => r.title)).toEqual(['Fridge 300L', 'Gas stove', 'Sofa set']);
    expect(rowsOf(sent[0])[0]!.description).toBe('0 views · 0 chats');

    const fridge = await sentFor(phone, () =>
      deliver(listReply(phone, rowsOf(sent[0])[0]!.id, 'Fridge 300L')),
    );
    expect(fridge[0]!.interactive!.body.text).toContain('Is *Fridge 300L* still available?');
    const sold = await sentFor(phone, () =>
      deliver(buttonReply(phone, buttonIds(fridge[0])[1]!, 'Sold')),
    );
    expect(sold[0]!.text!.body).toMatch(/Marked as sold: \*Fridge 300L\*/);
    // The rest follow as a list.
    expect(rowsOf(sold[1]).map((r) => r.title)).toEqual(['Gas stove', 'Sofa set']);

    const stove = await sentFor(phone, () =>
      deliver(listReply(phone, rowsOf(sold[1])[0]!.id, 'Gas stove')),
    );
    await deliver(buttonReply(phone, buttonIds(stove[0])[2]!, 'Pause'));

    // The app's own status change, on the third listing, for comparison.
    await (
      await signIn(phone)
    ).client.api.listings[':id'].status.$post({
      param: { id: ids[0]! },
      json: { status: 'paused' },
    });
    const fromApp = await listingOf(seller, ids[0]!);
    const fromChat = await listingOf(seller, ids[2]!);
    expect(fromChat.status).toBe('paused');
    expect(fromChat.pausedReason).toBeUndefined();
    expect(fromApp.pausedReason).toBeUndefined();
    expect(fromChat.updatedAt).toBe(clock.toISOString());
    expect((await listingOf(seller, ids[1]!)).status).toBe('sold');
    // A second tap on an answered check-in changes nothing.
    const again = await sentFor(phone, () =>
      deliver(buttonReply(phone, buttonIds(fridge[0])[0]!, 'Still available')),
    );
    expect(again[0]!.text!.body).toMatch(/no longer waiting/);
    expect((await listingOf(seller, ids[1]!)).status).toBe('sold');
  });

  it('pauses an unanswered listing after AUTOPAUSE_AFTER, says why and how to reactivate', async () => {
    const start = at(Date.parse('2027-07-01T08:00:00Z')).getTime();
    const phone = '263771500003';
    const { seller, ids } = await newSeller(phone, ['Bunk bed']);
    at(start + 30 * DAY + 1000);
    await writes(phone);
    await bot.checkins.run();
    const asked = clock.getTime();
    at(asked + 7 * DAY - 1000);
    await writes(phone);
    expect(await sentFor(phone, () => bot.checkins.run())).toEqual([]);
    expect((await listingOf(seller, ids[0]!)).status).toBe('active');
    at(asked + 7 * DAY);
    const told = await sentFor(phone, () => bot.checkins.run());
    expect(told).toHaveLength(1);
    expect(told[0]!.interactive!.body.text).toMatch(
      /\*Bunk bed\* is now paused: nobody confirmed within 7 days that it is still available/,
    );
    expect(told[0]!.interactive!.body.text).toContain('My Listings');
    expect(await listingOf(seller, ids[0]!)).toMatchObject({
      status: 'paused',
      pausedReason: 'not_confirmed',
    });
    // Reactivate from the chat: active again, confirmed, the reason gone.
    at(clock.getTime() + HOUR);
    await deliver(buttonReply(phone, buttonIds(told[0])[0]!, 'Reactivate'));
    const back = await listingOf(seller, ids[0]!);
    expect(back).toMatchObject({ status: 'active', confirmedAt: clock.toISOString() });
    expect(back.pausedReason).toBeUndefined();
    const [stats] = await rows<{ paused: number }>(
      server.db,
      sql`SELECT count(*)::int AS paused FROM listing_checkins c JOIN listings l ON l.id = c.listing_id
          WHERE l.id = ${ids[0]!} AND c.paused_at IS NOT NULL`,
    );
    expect(stats!.paused).toBe(1);
  });
});

describe('the backstop of a lost job', () => {
  it("the minute's sweep sends what is open; the rounds of a listing past its date open with the quarter-hourly job", async () => {
    const start = at(Date.parse('2027-06-01T08:00:00Z')).getTime();
    const phone = '263771500009';
    const { ids } = await newSeller(phone, ['Bicycle, 26 inch']);
    at(start + 31 * DAY);
    await writes(phone);
    const roundsOf = () =>
      rows<{ n: number }>(
        server.db,
        sql`SELECT count(*)::int AS n FROM listing_checkins WHERE listing_id = ${ids[0]!}`,
      );
    // As the periodic sweep runs it: no round is opened, so nothing is sent.
    expect(await sentFor(phone, () => bot.checkins.run({ openRounds: false }))).toEqual([]);
    expect((await roundsOf())[0]!.n).toBe(0);
    // The opening job finds the listing from its table; the next sweep asks.
    expect(await bot.checkins.openRounds()).toBe(1);
    const sent = await sentFor(phone, () => bot.checkins.run({ openRounds: false }));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.interactive!.body.text).toContain('Bicycle, 26 inch');
  });
});
