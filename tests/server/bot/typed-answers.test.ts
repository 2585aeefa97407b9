/**
 * Sellers answer the bot's questions in words, over the signed webhook with the stand-in Graph
 * API: a check-in answered by typing ("Still available", "its sold", "ichiripo", "isekhona",
 * "1", 👍) is answered as the button would be, and no auto-pause follows; "Reactivate" typed
 * after an auto-pause reactivates; STOP (and Shona and Ndebele words) stops check-ins and their
 * auto-pause until START.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  at,
  bot,
  clock,
  DAY,
  deliver,
  HOUR,
  listingOf,
  newSeller,
  rowsOf,
  sentFor,
  server,
  useCheckinHarness,
  writes,
} from './checkin-harness';
import { textMessage } from './payloads';

useCheckinHarness();

const say = (phone: string, words: string) =>
  sentFor(phone, () => deliver(textMessage(phone, words)));
const textOf = (m: { text?: { body: string }; interactive?: { body: { text: string } } }) =>
  m.text?.body ?? m.interactive?.body.text ?? '';

let month = 0;
/** A seller with one listing whose check-in was just asked (inside the window). */
async function askedSeller(phone: string, title: string) {
  const start = at(Date.parse(`2028-01-01T08:00:00Z`) + month++ * 60 * DAY).getTime();
  const { seller, ids } = await newSeller(phone, [title]);
  at(start + 30 * DAY + 1000);
  await writes(phone);
  const asked = await sentFor(phone, () => bot.checkins.run());
  expect(asked).toHaveLength(1);
  expect(textOf(asked[0]!)).toContain(`*${title}*`);
  return { seller, id: ids[0]!, askedAt: clock.getTime() };
}

/** Runs the sweep past AUTOPAUSE_AFTER: what the seller is sent then. */
async function pastAutopause(phone: string, askedAt: number) {
  at(askedAt + 8 * DAY);
  // The seller wrote lately: a pause could be told them inside the window.
  await writes(phone);
  return sentFor(phone, () => bot.checkins.run());
}

describe('a check-in answered in words', () => {
  const cases: [string, string, 'active' | 'sold' | 'paused', RegExp][] = [
    ['263772100001', 'Still available', 'active', /stays on offer/],
    ['263772100002', 'yes its still available thanks', 'active', /stays on offer/],
    ['263772100003', '👍', 'active', /stays on offer/],
    ['263772100004', '1', 'active', /stays on offer/],
    ['263772100005', 'its sold', 'sold', /Marked as sold/],
    ['263772100006', 'Pause it', 'paused', /Paused:/],
    ['263772100007', 'Ichiripo', 'active', /ichiri kuratidzwa/],
    ['263772100008', 'yatengeswa', 'sold', /seyatengeswa/],
    ['263772100009', 'Isekhona', 'active', /isaboniswa/],
    ['263772100010', 'ithengisiwe', 'sold', /ithengisiwe/],
    ['263772100011', '2', 'sold', /Marked as sold/],
    ['263772100012', 'yes I still have the car with me, keep it', 'active', /stays on offer/],
    ['263772100013', 'not sold yet', 'active', /stays on offer/],
    ['263772100014', 'haisati yatengwa', 'active', /ichiri kuratidzwa/],
    ['263772100015', 'hatshi, ayikathengwa', 'active', /isaboniswa/],
    ['263772100016', 'no, sold', 'sold', /Marked as sold/],
  ];
  for (const [phone, words, status, reply] of cases) {
    it(`"${words}" answers it: ${status}, never a search, and no auto-pause follows`, async () => {
      const { seller, id, askedAt } = await askedSeller(phone, 'Honda Fit 2010');
      const answer = await say(phone, words);
      expect(answer).toHaveLength(1);
      expect(textOf(answer[0]!)).toMatch(reply);
      expect(textOf(answer[0]!)).not.toMatch(/nothing for|Hapana|Akukho/);
      expect((await listingOf(seller, id)).status).toBe(status);
      await pastAutopause(phone, askedAt);
      expect((await listingOf(seller, id)).status).toBe(status);
    });
  }

  it('a long message about another thing holding "still" is no answer to it', async () => {
    const phone = '263772100017';
    const { seller, id } = await askedSeller(phone, 'Honda Fit 2010');
    const reply = await say(
      phone,
      'I still need to sell my other car, a Toyota Wish 2008 for $4500',
    );
    expect(reply.map(textOf).join('\n')).not.toMatch(/stays on offer/);
    const checkins = await server.db.execute<{ answered: string | null }>(
      sql`SELECT answer AS answered FROM listing_checkins WHERE listing_id = ${id}`,
    );
    expect(checkins.rows.map((r) => r.answered)).toEqual([null]);
    expect((await listingOf(seller, id)).status).toBe('active');
  });

  it('"no longer available, someone bought it" is sold', async () => {
    const { seller, id } = await askedSeller('263772100018', 'Solar kit');
    expect(
      textOf((await say('263772100018', 'no longer available, someone bought it'))[0]!),
    ).toMatch(/Marked as sold/);
    expect((await listingOf(seller, id)).status).toBe('sold');
  });

  it('"im not there now, call me later" is no answer: the seller is away, not the listing', async () => {
    const { seller, id } = await askedSeller('263772100019', 'Gas stove 2 plate');
    const reply = await say('263772100019', 'im not there now, call me later');
    expect(reply.map(textOf).join('\n')).not.toMatch(/Marked as sold|stays on offer/);
    expect((await listingOf(seller, id)).status).toBe('active');
  });

  it('"Reactivate" typed after an auto-pause puts the listing back', async () => {
    const phone = '263772100020';
    const { seller, id, askedAt } = await askedSeller(phone, 'Bunk bed');
    const paused = await pastAutopause(phone, askedAt);
    expect(textOf(paused[0]!)).toMatch(/is now paused/);
    expect((await listingOf(seller, id)).status).toBe('paused');
    at(clock.getTime() + HOUR);
    const back = await say(phone, 'Reactivate');
    expect(textOf(back[0]!)).toMatch(/\*Bunk bed\* is back on offer/);
    expect((await listingOf(seller, id)).status).toBe('active');
  });

  it('is taken as an answer even after another message came between (one waiting)', async () => {
    const phone = '263772100021';
    const { seller, id } = await askedSeller(phone, 'Gas stove');
    expect(textOf((await say(phone, 'thanks'))[0]!)).toMatch(/welcome/i);
    const sold = await say(phone, 'sold it yesterday');
    expect(textOf(sold[0]!)).toMatch(/Marked as sold: \*Gas stove\*/);
    expect((await listingOf(seller, id)).status).toBe('sold');
  });

  for (const [phone, titles, words, statuses] of [
    [
      '263772100023',
      ['Queen size bed with mattress', 'L-shaped leather sofa'],
      'umbheda usuthengiwe, isofa isekhona',
      ['sold', 'active'],
    ],
    [
      '263772100024',
      ['Defy fridge 300 litres', 'Sofa set'],
      'the fridge is gone, sold it on saturday',
      ['sold', 'active'],
    ],
    [
      '263772100025',
      ['Boer goats', '4 x 195/65 R15 tyres'],
      'mbudzi dzakatengwa dzese',
      ['sold', 'active'],
    ],
  ] as const) {
    it(`"${words}" answers the listings it names, each as said`, async () => {
      const start = at(Date.parse('2030-01-01T08:00:00Z') + month++ * 60 * DAY).getTime();
      const { seller, ids } = await newSeller(phone, [...titles]);
      at(start + 31 * DAY);
      await writes(phone);
      await bot.checkins.run();
      const answer = await say(phone, words);
      expect(answer.map(textOf).join('\n')).not.toMatch(/for which listing|nothing for/i);
      for (const [i, status] of statuses.entries()) {
        expect((await listingOf(seller, ids[i]!)).status).toBe(status);
      }
      // Those answered are answered: past the auto-pause, only a listing left unanswered pauses.
      const checkins = await server.db.execute<{ listing_id: string; answer: string | null }>(
        sql`SELECT listing_id, answer FROM listing_checkins WHERE listing_id IN (${ids[0]!}, ${ids[1]!})`,
      );
      const answered = checkins.rows.filter((r) => r.answer !== null).map((r) => r.listing_id);
      expect(answered).toContain(ids[0]);
    });
  }

  it('asks which listing when several wait and the words fit any', async () => {
    const phone = '263772100022';
    const start = at(Date.parse('2029-01-01T08:00:00Z')).getTime();
    await newSeller(phone, ['Sofa set', 'Fridge 300L']);
    at(start + 31 * DAY);
    await writes(phone);
    await bot.checkins.run();
    await say(phone, 'hello');
    const which = await say(phone, 'its sold');
    expect(textOf(which[0]!)).toMatch(/\*Sold\*: for which listing/);
    expect(rowsOf(which[0] as never).map((r) => r.id)).toEqual([
      expect.stringMatching(/^checkin:sold:/),
      expect.stringMatching(/^checkin:sold:/),
    ]);
  });
});

describe('STOP from a seller', () => {
  for (const [phone, words, said] of [
    ['263772100030', 'STOP', /I will not start any more messages.*\n.*Check-ins.*off[\s\S]*START/],
    ['263772100031', 'mira', /handichakutumirai[\s\S]*START/],
    ['263772100032', 'Yima', /kangisayikuqala[\s\S]*START/],
  ] as const) {
    it(`"${words}" stops check-ins and their auto-pause until START`, async () => {
      const { seller, id, askedAt } = await askedSeller(phone, 'Toyota Vitz');
      const stopped = await say(phone, words);
      expect(stopped).toHaveLength(1);
      expect(textOf(stopped[0]!)).toMatch(said);
      // The check-in asked before STOP never pauses the listing, and none is asked again.
      expect(await pastAutopause(phone, askedAt)).toEqual([]);
      expect((await listingOf(seller, id)).status).toBe('active');
      at(askedAt + 60 * DAY);
      await writes(phone);
      expect(await sentFor(phone, () => bot.checkins.run())).toEqual([]);
      // START: check-ins resume.
      const started = await say(phone, 'START');
      expect(textOf(started[0]!)).toMatch(/on again|adzoka|ibuyile|isibuyile/i);
      const asked = await sentFor(phone, () => bot.checkins.run());
      expect(asked).toHaveLength(1);
      expect(textOf(asked[0]!)).toContain('Toyota Vitz');
    });
  }
});
