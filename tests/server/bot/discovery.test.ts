import { describe, expect, it } from 'vitest';
import { SEED_LISTINGS } from '@/server/seed';
import { DISCOVERY_CASES } from './discovery-cases';
import { demoChat, type Reply } from './demo-chat';

const { ask, keyOf } = demoChat();

const resultKeys = (replies: Reply[]) =>
  (replies[0]?.message.rows ?? []).map((row) => keyOf(row.id));

describe('discovery over the demo catalogue', () => {
  it('has at least 30 requests, each naming a seeded listing', () => {
    expect(DISCOVERY_CASES.length).toBeGreaterThanOrEqual(30);
    const keys = new Set(SEED_LISTINGS.map((l) => l.key));
    for (const c of DISCOVERY_CASES) expect(keys.has(c.expect), c.expect).toBe(true);
    expect(SEED_LISTINGS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(DISCOVERY_CASES)(
    'finds $expect in the top 3 for "$query"',
    async ({ query, expect: key }) => {
      const replies = await ask('263713777001', query);
      expect(replies[0]?.message.kind).toBe('list');
      expect(resultKeys(replies).slice(0, 3)).toContain(key);
    },
  );
});

describe('results as an interactive list', () => {
  it('keeps within the Cloud API limits and shows price and city', async () => {
    // A town alone names nothing to look for: a question, never results.
    const town = await ask('263713777002', 'Harare');
    expect(town[0]!.message.kind).toBe('text');
    expect(town[0]!.text).toContain('What are you looking for?');
    const replies = await ask('263713777002', 'electronics in Harare');
    const rows = replies[0]!.message.rows!;
    expect(replies[0]!.message.header).toBe('Electronics in Harare');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.title.length).toBeLessThanOrEqual(24);
      expect((row.description ?? '').length).toBeLessThanOrEqual(72);
      expect(row.description).toMatch(/ · (.+, )?Harare$/);
      expect(row.description).not.toMatch(/\$\d{1,3}(,\d{3})+\.\d\d/);
    }
  });

  it('applies the city and the budget', async () => {
    const replies = await ask('263713777003', 'laptop under $300 in Bulawayo');
    const keys = resultKeys(replies);
    expect(keys).toEqual(expect.arrayContaining(['el-hp-laptop', 'el-dell-laptop']));
    const byKey = new Map(SEED_LISTINGS.map((l) => [l.key, l]));
    for (const key of keys) {
      const listing = byKey.get(key)!;
      expect(listing.city).toBe('bulawayo');
      expect(listing.price?.amount ?? listing.price?.minAmount ?? 0).toBeLessThanOrEqual(300);
    }
    expect(keys).not.toContain('el-macbook');
  });

  it('shows prices as the dashboard formats them', async () => {
    const replies = await ask('263713777004', 'lodge in Vic Falls');
    const row = replies[0]!.message.rows!.find((r) => keyOf(r.id) === 'acc-vicfalls-lodge');
    expect(row?.description).toBe('$95.00 per night · Victoria Falls');
  });

  it('pages on with more until the results run out, without repeating one', async () => {
    const phone = '263713777005';
    const seen: string[] = [];
    let replies = await ask(phone, 'property');
    let pages = 0;
    while (replies[0]?.message.kind === 'list') {
      seen.push(...resultKeys(replies));
      pages++;
      replies = await ask(phone, 'MORE');
    }
    expect(pages).toBe(2);
    expect(seen.length).toBeGreaterThan(10);
    expect(new Set(seen).size).toBe(seen.length);
    const byKey = new Map(SEED_LISTINGS.map((l) => [l.key, l]));
    for (const key of seen) expect(byKey.get(key)?.type).toBe('real_estate');
    expect(replies[0]!.text).toMatch(/That’s everything I have for “property”/);
  });

  it('says which city had nothing and shows matches elsewhere', async () => {
    const replies = await ask('263713777006', 'PS5 in Gweru');
    expect(replies[0]!.text).toContain('Nothing in or near Gweru yet. Further away, in Harare:');
    expect(resultKeys(replies)[0]).toBe('el-ps5');
  });

  it('answers a request it cannot match with categories to try', async () => {
    const replies = await ask('263713777007', 'xylophone quartet');
    // One message: the apology, then the offer of an alert under its button.
    expect(replies).toHaveLength(1);
    expect(replies[0]!.message.kind).toBe('buttons');
    expect(replies[0]!.text).toContain('Sorry, I have nothing for “xylophone quartets” yet');
    expect(replies[0]!.text).toContain('Tell me when new ones come');
    for (const chip of ['another word', 'a nearby town', 'a bigger budget']) {
      expect(replies[0]!.text).toContain(chip);
    }
  });

  it('opens a result by its number in the last list', async () => {
    const phone = '263713777008';
    const list = await ask(phone, 'Looking for a plumber');
    const first = resultKeys(list)[0];
    const replies = await ask(phone, '1');
    const details = replies.find((r) => r.text.includes('Chat with the seller'));
    const title = SEED_LISTINGS.find((l) => l.key === first)!.title;
    expect(details?.text).toContain(title);
  });
});
