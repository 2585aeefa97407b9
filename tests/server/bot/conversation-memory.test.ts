/**
 * Conversation over the demo catalogue: follow-ups refine the last search, numbers pick rows or
 * say which are valid, small talk gets short human replies, 'login' in any phrasing signs in,
 * and Shona, Ndebele and misspelt requests find what their English twins find.
 */
import { describe, expect, it } from 'vitest';
import { SEED_LISTINGS } from '@/server/seed';
import { demoChat, type Reply } from './demo-chat';

const { ask, keyOf } = demoChat();
const byKey = new Map(SEED_LISTINGS.map((l) => [l.key, l]));

const keys = (replies: Reply[]) =>
  (replies.find((r) => r.message.kind === 'list')?.message.rows ?? []).map((row) => keyOf(row.id));
const price = (key: string) => byKey.get(key)?.price?.amount ?? byKey.get(key)?.price?.minAmount;

describe('follow-ups refine the last search', () => {
  it('moves it to another town', async () => {
    const phone = '263713666001';
    await ask(phone, 'house for sale in Harare');
    const replies = await ask(phone, 'in Bulawayo');
    expect(replies[0]!.text).toContain('in Bulawayo');
    expect(keys(replies)).toContain('re-byo-house-sale');
    for (const key of keys(replies)) expect(byKey.get(key)?.city).toBe('bulawayo');
  });

  it('sets a budget, and "cheaper" goes below the dearest shown, cheapest first', async () => {
    const phone = '263713666002';
    const first = keys(await ask(phone, 'laptop'));
    const budget = keys(await ask(phone, 'under $300'));
    expect(budget.length).toBeGreaterThan(0);
    for (const key of budget) expect(price(key)).toBeLessThanOrEqual(300);
    expect(first.length).toBeGreaterThan(budget.length);
    const cheaper = keys(await ask(phone, 'cheaper'));
    const dearest = Math.max(...budget.map((k) => price(k) ?? 0));
    const amounts = cheaper.map((k) => price(k) ?? 0);
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount).toBeLessThan(dearest);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
  });

  it('switches to rentals', async () => {
    const phone = '263713666003';
    await ask(phone, 'house in Bulawayo');
    const replies = await ask(phone, 'for rent');
    expect(keys(replies)).toContain('re-byo-cottage-rent');
    expect(keys(replies)).not.toContain('re-byo-house-sale');
  });
});

describe('numbers', () => {
  it('open a row, or say which numbers are valid', async () => {
    const phone = '263713666010';
    const list = keys(await ask(phone, 'Looking for a plumber'));
    const beyond = await ask(phone, String(list.length + 1));
    expect(beyond[0]!.text).toMatch(list.length === 1 ? /Send \*1\*/ : /number from 1 to \d+/);
    const opened = await ask(phone, 'number 1');
    // The details, then the Report button under them.
    expect(opened.at(-2)!.text).toContain(byKey.get(list[0]!)!.title);
    expect(opened.at(-1)!.text).toContain('[Report]');
  });
});

describe('small talk and sign-in', () => {
  it.each([
    ['ok thanks', /You’re welcome/],
    ['Thank you so much 🙏', /You’re welcome/],
    ['ndatenda', /Hapana dambudziko/],
    ['bye', /Goodbye/],
    ['ok bye', /Goodbye/],
    ['sala kahle', /Lisale kahle/],
    ['hi', /What are you looking for today/],
    ['Mhoroi', /Muri kutsvaga chii nhasi/],
  ])('"%s" gets a short reply', async (text, reply) => {
    const [answer] = await ask('263713666020', text);
    expect(answer!.text).toMatch(reply);
    expect(answer!.text.length).toBeLessThan(300);
  });

  it.each([
    'login please',
    'I want to log in',
    'how do I sign in?',
    'Log-in',
    'send me the login link',
  ])('"%s" starts sign-in', async (text) => {
    const [answer] = await ask('263713666021', text);
    expect(answer!.text).toMatch(/sign-in link|Sign-in link/i);
  });
});

describe('Shona, Ndebele and typos', () => {
  it.each([
    ['ndiri kutsvaga imba yekurenda kuHarare', 'looking for a house to rent in Harare'],
    ['ngifuna indlu yokuqasha eHarare', 'I want a house to rent in Harare'],
    ['imba iri kutengeswa kuBulawayo', 'house for sale in Bulawayo'],
    ['mbudzi dziri kutengeswa', 'goats for sale'],
    ['imbuzi', 'goats'],
    ['house for sale in Byo', 'house for sale in Bulawayo'],
    ['plumbr', 'plumber'],
    ['lapto under $300', 'laptop under $300'],
    ['cemment bags', 'cement bags'],
    ['mechanik', 'mechanic'],
  ])('"%s" finds what "%s" finds', async (local, english) => {
    const found = keys(await ask('263713666030', local));
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(keys(await ask('263713666031', english)));
  });
});
