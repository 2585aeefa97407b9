/**
 * Buyers' conversations as people have them, over the signed webhook with the stand-in Graph
 * API: STOP honoured before anything (no alert after it, across the job queue, until START);
 * a typed number at the report-reason list chooses the reason; follow-ups refine the last
 * search and never search for filler words; the reply's language is the message's own.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../helpers';
import { alertWorld, flat, textOf, type AlertWorld, type Sent } from './alerts-helpers';

let world: AlertWorld;
let seller: SignedIn;

beforeAll(async () => {
  world = await alertWorld('2026-11-25T08:00:00Z');
  seller = await world.server.signInAs('263719600001');
});
afterAll(() => world?.close());

const say = (phone: string, words: string) => world.sentFor(phone, () => world.say(phone, words));
const all = (sent: Sent[]) => sent.map(textOf).join('\n');
const rowIds = (sent: Sent[]) =>
  sent.flatMap((m) => m.interactive?.action.sections?.[0]?.rows.map((r) => r.id) ?? []);

describe('STOP from a buyer', () => {
  it('is never searched for, stops alerts until START, and says how to start again', async () => {
    const buyer = '263719600101';
    await say(buyer, 'flat to rent in Gweru');
    await world.sentFor(buyer, () => world.tap(buyer, 'alert:save'));
    const stopped = await say(buyer, 'STOP');
    expect(stopped).toHaveLength(1);
    expect(textOf(stopped[0]!)).toMatch(/Alerts about new listings are off \(1 saved\)/);
    expect(textOf(stopped[0]!)).toContain('*START*');
    expect(textOf(stopped[0]!)).not.toMatch(/stops|nothing for/i);
    // A matching listing: nothing reaches the buyer, through the job queue or later.
    const sent = await world.sentFor(buyer, () =>
      world.post(seller, flat('Gweru', { title: 'Garden flat in Gweru' })),
    );
    expect(sent).toEqual([]);
    const states = await world.server.db.execute<{ state: string }>(
      sql`SELECT state FROM alerts WHERE phone_number = ${buyer}`,
    );
    expect(states.rows.every((r) => r.state === 'dropped')).toBe(true);
    // START: the saved alert works again.
    const started = await say(buyer, 'start');
    expect(textOf(started[0]!)).toMatch(/Alerts about new listings are on \(1 saved\)/);
    const next = await world.sentFor(buyer, () =>
      world.post(seller, flat('Gweru', { title: 'Cottage in Gweru' })),
    );
    expect(all(next)).toContain('Cottage in Gweru');
  });

  for (const [buyer, words, said] of [
    ['263719600102', 'Unsubscribe', /I will not start any more messages/],
    ['263719600103', 'regai', /handichakutumirai/],
    ['263719600104', 'ngiyeke', /kangisayikuqala/],
    ['263719600106', 'stop kunditumira ma messages', /handichakutumirai/],
  ] as const) {
    it(`"${words}" is an opt-out in its own language`, async () => {
      const stopped = await say(buyer, words);
      expect(textOf(stopped[0]!)).toMatch(said);
      const row = await world.server.db.execute<{ at: Date | null }>(
        sql`SELECT opted_out_at AS at FROM bot_conversations WHERE phone_number = ${buyer}`,
      );
      expect(row.rows[0]?.at).toBeTruthy();
    });
  }

  it('"start" from someone who never stopped is the greeting it always was', async () => {
    const greeting = await say('263719600105', 'start');
    expect(textOf(greeting[0]!)).not.toMatch(/Welcome back/);
  });
});

describe('the report-reason list', () => {
  it('takes a typed "2" as the second reason, not the second result', async () => {
    const buyer = '263719600201';
    const id = await world.post(seller, flat('Masvingo', { title: 'Flat in Masvingo centre' }));
    await say(buyer, 'flat in Masvingo');
    await world.sentFor(buyer, () => world.pick(buyer, `listing:${id}`));
    const ask = await world.sentFor(buyer, () => world.tap(buyer, `report:${id}`, 'Report'));
    expect(textOf(ask[0]!)).toMatch(/What is wrong/);
    const thanks = await say(buyer, '2');
    expect(textOf(thanks[0]!)).toMatch(/Thank you for telling us/);
    const reports = await world.server.db.execute<{ reason: string }>(
      sql`SELECT reason FROM listing_reports WHERE listing_id = ${id}`,
    );
    expect(reports.rows.map((r) => r.reason)).toEqual(['prohibited']);
  });

  it('takes a long sentence that says what happened as its reason', async () => {
    const buyer = '263719600202';
    const id = await world.post(seller, flat('Kadoma', { title: 'Flat in Kadoma' }));
    await say(buyer, 'flat in Kadoma');
    await world.sentFor(buyer, () => world.pick(buyer, `listing:${id}`));
    await world.sentFor(buyer, () => world.tap(buyer, `report:${id}`, 'Report'));
    const thanks = await say(
      buyer,
      'the guy wants me to pay a deposit before i even see the house',
    );
    expect(textOf(thanks[0]!)).toMatch(/Thank you for telling us/);
    const reports = await world.server.db.execute<{ reason: string }>(
      sql`SELECT reason FROM listing_reports WHERE listing_id = ${id}`,
    );
    expect(reports.rows.map((r) => r.reason)).toEqual(['pay_first']);
  });
});

describe('follow-ups', () => {
  it('"ok what about 700" searches the same flats at that price, never "ok whats"', async () => {
    const buyer = '263719600301';
    const cheap = await world.post(
      seller,
      flat('Harare', {
        neighborhood: 'avondale',
        title: '2 bedroom flat Avondale',
        price: { type: 'fixed', amount: 480, frequency: 'month' },
      }),
    );
    const dear = await world.post(
      seller,
      flat('Harare', {
        neighborhood: 'avondale',
        title: '2 bed flat Avondale with borehole',
        price: { type: 'fixed', amount: 690, frequency: 'month' },
      }),
    );
    const first = await say(buyer, '2 bedroom flat in Avondale for about 500 usd');
    expect(rowIds(first)).toContain(`listing:${cheap}`);
    expect(rowIds(first)).not.toContain(`listing:${dear}`);
    const more = await say(buyer, 'ok what about 700');
    // 'whats' as the bot's own word; the alert offer names WhatsApp, the channel.
    expect(all(more)).not.toMatch(/whats(?!app)|nothing for ['‘“]ok/i);
    expect(rowIds(more)).toContain(`listing:${dear}`);
    // The figure the buyer said, not the ceiling searched a little over it.
    expect(JSON.stringify(first)).toMatch(/around \$500/);
    expect(JSON.stringify(more)).toMatch(/around \$700/);
    expect(JSON.stringify(more)).not.toMatch(/\$840/);
  });

  it('"any cheaper ones in beitbridge?" looks for the same thing there, never "cheaper ones"', async () => {
    const buyer = '263719600303';
    const there = await world.post(
      seller,
      flat('beitbridge', { title: 'Flat near the border post' }),
    );
    await say(buyer, 'flat in Gweru');
    const moved = await say(buyer, 'any cheaper ones in beitbridge?');
    expect(all(moved)).not.toMatch(/nothing for/i);
    expect(rowIds(moved)).toContain(`listing:${there}`);
  });

  it('"any in Borrowdale?" names the suburb, and says when none of the results is there', async () => {
    const buyer = '263719600304';
    const garden = await world.post(
      seller,
      flat('harare', { neighborhood: 'avondale', title: 'Garden flat in Avondale' }),
    );
    const first = await say(buyer, 'flat to rent in avondale');
    expect(JSON.stringify(first)).toMatch(/to rent in Avondale/);
    expect(all(first)).not.toMatch(/Nothing in Avondale/);
    const moved = await say(buyer, 'any in Borrowdale?');
    expect(all(moved)).toMatch(/Nothing in Borrowdale yet\. Nearby in Harare:/);
    expect(rowIds(moved)).toContain(`listing:${garden}`);
  });

  it('"what about a horse" looks for a horse, and says so plainly', async () => {
    const buyer = '263719600302';
    await say(buyer, 'flat in Gweru');
    const horse = await say(buyer, 'what about a horse');
    expect(all(horse)).not.toMatch(/what horses|whats(?!app)/i);
    expect(all(horse)).toMatch(/horse/i);
  });
});

describe('the reply language', () => {
  it('answers "samsang fone" in English, and English after a Shona message', async () => {
    const buyer = '263719600401';
    const typo = await say(buyer, 'samsang fone');
    expect(all(typo)).toMatch(/\b(Sorry|Showing|I have nothing|Tell me)\b/);
    expect(all(typo)).not.toMatch(/Hapana|Ndiri kuratidza|Foni/);
    await say(buyer, 'mhoro');
    const english = await say(buyer, 'I want a fridge in Harare');
    expect(all(english)).not.toMatch(/Hapana|Ndiri kuratidza/);
  });

  for (const [buyer, words, said] of [
    ['263719600402', 'Mhoroi', /Mhoro/],
    ['263719600403', 'Salibonani', /Salibonani/],
    ['263719600404', 'ndatenda', /Hapana dambudziko/],
    ['263719600405', 'ngiyabonga kakhulu', /Ngiyabonga|Kulungile/],
    ['263719600406', 'how are you?', /What are you looking for/],
    ['263719600407', 'ndeipi', /Mhoro/],
  ] as const) {
    it(`answers "${words}" with a short reply in its language, never a search`, async () => {
      const reply = await say(buyer, words);
      expect(reply).toHaveLength(1);
      expect(textOf(reply[0]!)).toMatch(said);
      expect(textOf(reply[0]!)).not.toMatch(/nothing|Hapana chinhu|Akukho/);
    });
  }
});
