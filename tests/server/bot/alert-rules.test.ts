/**
 * The rules of alerts, over the signed webhook on a clock the tests move: 'alert me', 'my
 * alerts' (a tap stops one) and 'stop alerts' in English, Shona and Ndebele; at most 5 saved
 * searches; at most 3 alert messages a buyer a day, the rest gathered into one the next day;
 * one alert per buyer and listing however often it is reactivated; nothing about a listing sold
 * between the match and the send.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@/domain/language';
import { alertCopy } from '@/server/bot/conversation/alert-copy';
import { searchPhrase } from '@/server/bot/alerts/messages';
import { ALERTS_DUE_JOB } from '@/server/bot/alerts/jobs';
import type { SearchRequest } from '@/server/discovery/understanding/types';
import type { SignedIn } from '../helpers';
import { alertWorld, flat, textOf, type AlertWorld } from './alerts-helpers';

let world: AlertWorld;
let seller: SignedIn;

beforeAll(async () => {
  world = await alertWorld('2026-11-25T08:00:00Z');
  seller = await world.server.signInAs('263719600001');
});
afterAll(() => world?.close());

const searchesOf = async (phone: string) =>
  (
    await world.server.db.execute<{ id: string; request: SearchRequest; stopped_at: Date | null }>(
      sql`SELECT id, request, stopped_at FROM saved_searches WHERE phone_number = ${phone}
          ORDER BY created_at, id`,
    )
  ).rows;

const alertsOf = async (phone: string) =>
  (
    await world.server.db.execute<{ listing_id: string; state: string }>(
      sql`SELECT listing_id, state FROM alerts WHERE phone_number = ${phone} ORDER BY matched_at`,
    )
  ).rows;

const CASES: {
  language: Language;
  search: string;
  save: string;
  list: string;
  stop: string;
  button: string;
}[] = [
  {
    language: 'en',
    search: 'looking for a house to rent in Kwekwe',
    save: 'alert me',
    list: 'my alerts',
    stop: 'stop alerts',
    button: 'Alert me',
  },
  {
    language: 'sn',
    search: 'ndinoda imba yekurenda kuKwekwe',
    save: 'ndiudzei',
    list: 'maalert angu',
    stop: 'misa maalert',
    button: 'Ndiudzei',
  },
  {
    language: 'nd',
    search: 'ngifuna indlu yokuqasha eKwekwe',
    save: 'ngazisa',
    list: 'ama-alert ami',
    stop: 'misa ama-alert',
    button: 'Ngazisa',
  },
];

describe('alert me, my alerts and stop', () => {
  for (const c of CASES) {
    it(`works in ${c.language}`, async () => {
      const buyer = `26371960010${CASES.indexOf(c)}`;
      const copy = alertCopy(c.language);
      const answer = await world.sentFor(buyer, () => world.say(buyer, c.search));
      const offer = answer.at(-1)!;
      expect(offer.interactive?.action.buttons?.[0]?.reply).toEqual({
        id: 'alert:save',
        title: c.button,
      });
      expect(textOf(offer)).toContain(copy.offer);

      const saved = await world.sentFor(buyer, () => world.say(buyer, c.save));
      const [search] = await searchesOf(buyer);
      expect(search).toBeDefined();
      const phrase = searchPhrase(search!.request, c.language);
      expect(saved.map(textOf)).toEqual([copy.saved(phrase)]);

      const listed = await world.sentFor(buyer, () => world.say(buyer, c.list));
      expect(listed).toHaveLength(1);
      expect(textOf(listed[0]!)).toBe(copy.listBody);
      const rows = listed[0]!.interactive!.action.sections![0]!.rows;
      expect(rows.map((row) => row.id)).toEqual([`alert:stop:${search!.id}`]);

      // One tap stops that one.
      const stopped = await world.sentFor(buyer, () => world.pick(buyer, rows[0]!.id));
      expect(stopped.map(textOf)).toEqual([copy.stopped(phrase)]);
      expect((await searchesOf(buyer))[0]?.stopped_at).not.toBeNull();
      const empty = await world.sentFor(buyer, () => world.say(buyer, c.list));
      expect(empty.map(textOf)).toEqual([copy.none]);

      // Saved again by the button, then every one stopped by the words.
      await world.sentFor(buyer, () => world.say(buyer, c.search));
      await world.sentFor(buyer, () => world.tap(buyer, 'alert:save', c.button));
      const all = await world.sentFor(buyer, () => world.say(buyer, c.stop));
      expect(all.map(textOf)).toEqual([copy.stoppedAll(1)]);
      expect((await searchesOf(buyer)).every((s) => s.stopped_at !== null)).toBe(true);
    });
  }

  it('keeps at most 5 searches a buyer, and says so on the 6th', async () => {
    const buyer = '263719600110';
    const towns = ['Harare', 'Bulawayo', 'Gweru', 'Mutare', 'Masvingo', 'Kadoma'];
    const answers: string[] = [];
    for (const town of towns) {
      await world.sentFor(buyer, () => world.say(buyer, `tent for hire in ${town}`));
      const saved = await world.sentFor(buyer, () => world.tap(buyer, 'alert:save'));
      answers.push(textOf(saved[0]!));
    }
    expect(answers.slice(0, 5).every((a) => a.startsWith('Done!'))).toBe(true);
    expect(answers[5]).toBe(alertCopy('en').full(5));
    expect(await searchesOf(buyer)).toHaveLength(5);
    // The same search twice is one alert.
    const again = await world.sentFor(buyer, () => world.say(buyer, 'alert me'));
    expect(textOf(again[0]!)).toMatch(/^You already have 5 alerts/);
  });
});

describe('sending alerts', () => {
  it('sends at most 3 a day and gathers the rest into one message the next day, leaving out one sold meanwhile', async () => {
    const buyer = '263719600201';
    world.at('2026-11-25T06:00:00Z'); // 08:00 in Harare
    await world.sentFor(buyer, () => world.say(buyer, 'flat in Kadoma'));
    await world.sentFor(buyer, () => world.tap(buyer, 'alert:save'));
    world.at('2026-11-25T07:00:00Z');
    const ids: string[] = [];
    const sent = await world.sentFor(buyer, async () => {
      for (let i = 1; i <= 6; i++) {
        world.at(`2026-11-25T07:0${i}:00Z`);
        ids.push(await world.post(seller, flat('Kadoma', { title: `Kadoma flat number ${i}` })));
      }
    });
    const singles = sent.filter((m) => textOf(m).startsWith('🔔 New for your alert'));
    expect(singles).toHaveLength(3);
    const states = await alertsOf(buyer);
    expect(states.map((a) => a.state)).toEqual(['sent', 'sent', 'sent', 'due', 'due', 'due']);

    // One of the held ones is sold before the next day.
    const sold = await seller.client.api.listings[':id'].status.$post({
      param: { id: ids[4]! },
      json: { status: 'sold' },
    });
    expect(sold.status).toBe(200);
    // Later the same day: still nothing more.
    world.at('2026-11-25T20:00:00Z'); // 22:00 in Harare
    const later = await world.sentFor(buyer, () => world.jobs.send(ALERTS_DUE_JOB, {}));
    expect(later).toEqual([]);

    // The next day (00:30 in Harare): the rest as one list, the sold one left out.
    world.at('2026-11-25T22:30:00Z');
    const digest = await world.sentFor(buyer, () => world.jobs.send(ALERTS_DUE_JOB, {}));
    expect(digest).toHaveLength(1);
    expect(textOf(digest[0]!)).toBe('🔔 2 new listings for your alerts. Tap to see them.');
    const rows = digest[0]!.interactive!.action.sections![0]!.rows;
    expect(rows.map((row) => row.title.replace(/ ·.*$/, ''))).toEqual([
      expect.stringContaining('number 4'),
      expect.stringContaining('number 6'),
    ]);
    expect((await alertsOf(buyer)).map((a) => a.state)).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
      'dropped',
      'sent',
    ]);
    const opened = await world.sentFor(buyer, () => world.pick(buyer, rows[0]!.id));
    expect(opened.map(textOf).join('\n')).toContain(`/l/${ids[3]}/chat?v=`);
  });

  it('tells a buyer about a listing once, however often it is reactivated', async () => {
    const buyer = '263719600301';
    world.at('2026-11-27T08:00:00Z');
    await world.sentFor(buyer, () => world.say(buyer, 'flat in Marondera'));
    await world.sentFor(buyer, () => world.tap(buyer, 'alert:save'));
    const first = await world.sentFor(buyer, () =>
      world.post(seller, flat('Marondera', { title: 'Marondera garden flat' })),
    );
    expect(first.filter((m) => textOf(m).startsWith('🔔'))).toHaveLength(1);
    const [alert] = await alertsOf(buyer);
    for (const status of ['paused', 'active', 'sold', 'active'] as const) {
      const again = await world.sentFor(buyer, async () => {
        const res = await seller.client.api.listings[':id'].status.$post({
          param: { id: alert!.listing_id },
          json: { status },
        });
        expect(res.status).toBe(200);
      });
      expect(again).toEqual([]);
    }
    expect(await alertsOf(buyer)).toHaveLength(1);
  });

  it('says nothing about a listing paused before its alert is sent', async () => {
    const buyer = '263719600401';
    world.at('2026-11-27T09:00:00Z');
    await world.sentFor(buyer, () => world.say(buyer, 'flat in Chinhoyi'));
    await world.sentFor(buyer, () => world.tap(buyer, 'alert:save'));
    // Matched, but the send waits: the day's three are used.
    await world.server.db.execute(
      sql`INSERT INTO alert_days (phone_number, day, messages) VALUES (${buyer}, '2026-11-27', 3)`,
    );
    const held = await world.sentFor(buyer, () => world.post(seller, flat('Chinhoyi')));
    expect(held).toEqual([]);
    const [alert] = await alertsOf(buyer);
    expect(alert?.state).toBe('due');
    await seller.client.api.listings[':id'].status.$post({
      param: { id: alert!.listing_id },
      json: { status: 'paused' },
    });
    world.at('2026-11-28T07:00:00Z');
    const next = await world.sentFor(buyer, () => world.jobs.send(ALERTS_DUE_JOB, {}));
    expect(next).toEqual([]);
    expect((await alertsOf(buyer))[0]?.state).toBe('dropped');
  });
});
