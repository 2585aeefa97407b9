import { describe, expect, it } from 'vitest';
import { SEED_LISTINGS } from '@/server/seed';
import { demoChat, type Reply } from './demo-chat';

const { ask, keyOf } = demoChat();

const byKey = new Map(SEED_LISTINGS.map((l) => [l.key, l]));
const shown = (replies: Reply[]) =>
  (replies[0]?.message.rows ?? []).map((row) => byKey.get(keyOf(row.id))!);

describe('conversations from the issue, ending with what the buyer wants', () => {
  it('"house in Harare" then "cheaper" never offers land', async () => {
    const phone = '263713888010';
    await ask(phone, 'Looking for a house in Harare');
    const replies = await ask(phone, 'cheaper');
    for (const listing of shown(replies)) expect(listing.subType).not.toBe('land');
    if (!shown(replies).length) expect(replies[0]!.text).toContain('nothing cheaper');
  });

  it('"fridge repair bulawayo" answers a fridge repairer, saying it is in Harare', async () => {
    const replies = await ask('263713888011', 'fridge repair bulawayo');
    const listings = shown(replies);
    expect(listings[0]!.title).toMatch(/fridge/i);
    expect(listings.every((l) => /fridge/i.test(l.title + l.description))).toBe(true);
    expect(replies[0]!.text).toContain('Nothing in or near Bulawayo yet. Further away, in Harare:');
  });

  it('"ndoda mbudzi" says there are no goats, in Shona, before other livestock', async () => {
    const replies = await ask('263713888012', 'ndoda mbudzi');
    expect(replies[0]!.message.body).toMatch(/^Hapana mbudzi parizvino\. Zvimwe zvelivestock:/);
    expect(shown(replies).every((l) => l.subType === 'livestock')).toBe(true);
    expect(replies[0]!.message.button).toBe('Onai zvawanikwa');
  });

  it('"kombi for hire" never shows a vehicle for sale', async () => {
    const replies = await ask('263713888013', 'kombi for hire');
    expect(shown(replies).length).toBeGreaterThan(0);
    for (const listing of shown(replies)) expect(listing.type).toBe('car_rental');
    expect(replies[0]!.message.header).toBe('Kombis for hire');
  });

  it('"imba yekurenda kuChitungwiza" offers Harare before Bulawayo, in Shona', async () => {
    const replies = await ask('263713888014', 'imba yekurenda kuChitungwiza');
    const cities = shown(replies).map((l) => l.city);
    expect(cities[0]).toBe('harare');
    expect(cities).not.toContain('bulawayo');
    expect(replies[0]!.message.body).toContain('Pedyo, kuHarare');
    for (const listing of shown(replies)) expect(listing.realEstateDealType).toBe('rent');
  });

  it('understands the Shona follow-up "pasi pe $200" and answers in Shona', async () => {
    const phone = '263713888015';
    await ask(phone, 'room to rent in Harare');
    const replies = await ask(phone, 'pasi pe $200');
    expect(replies[0]!.message.header).toContain('pasi pe $200');
    expect(replies[0]!.message.button).toBe('Onai zvawanikwa');
    for (const listing of shown(replies)) {
      expect(Number(listing.price?.amount ?? 0)).toBeLessThanOrEqual(200);
    }
  });

  it('understands "Ngidinga umuntu olungisa ifriji eBulawayo" and answers in Ndebele', async () => {
    const replies = await ask('263713888016', 'Ngidinga umuntu olungisa ifriji eBulawayo');
    expect(replies[0]!.message.button).toBe('Bonani konke');
    expect(shown(replies)[0]!.title).toMatch(/fridge/i);
    expect(replies[0]!.message.body).toContain(
      'Akukho eBulawayo loba eduze okwamanje. Khatshana, eHarare:',
    );
  });

  it('"voice note please call me" gets a question, never results', async () => {
    const [answer] = await ask('263713888017', 'voice note please call me');
    expect(answer!.message.kind).toBe('text');
    expect(answer!.text).toContain('What are you looking for');
  });

  it('greets in Shona and Ndebele', async () => {
    expect((await ask('263713888018', 'Mhoro'))[0]!.text).toMatch(/^Mhoro! 👋 Muri kutsvaga chii/);
    expect((await ask('263713888019', 'Sawubona'))[0]!.text).toMatch(/^Salibonani! 👋 Lidingani/);
  });

  it('pages on with "zvimwe" and "okunye", and moves town with "eBulawayo"', async () => {
    const phone = '263713888020';
    await ask(phone, 'property');
    const more = await ask(phone, 'zvimwe');
    expect(more[0]!.message.button).toBe('Onai zvawanikwa');
    const town = await ask(phone, 'eBulawayo');
    expect(town[0]!.message.header).toContain('eBulawayo');
    for (const listing of shown(town)) expect(listing.city).toBe('bulawayo');
  });

  it('restates what was understood and shows house prices without cents', async () => {
    const replies = await ask('263713888021', 'house for sale in Harare');
    expect(replies[0]!.message.header).toBe('Houses for sale in Harare');
    const row = replies[0]!.message.rows![0]!;
    expect(row.title).toBe('4 bed House Borrowdale');
    expect(row.description).toBe('$285,000 · Borrowdale, Harare');
  });
});
