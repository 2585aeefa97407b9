import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { isCrawler } from '@/server/leads/crawlers';
import {
  ADMIN_PHONE,
  answerOf,
  confirmContactNumber,
  createListing,
  createTestServer,
  type SignedIn,
  type TestServer,
} from '../helpers';

const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
let clock = new Date('2026-03-02T10:00:00Z');
let server: TestServer;
let seller: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  server = await createTestServer({ deps: { now: () => clock } });
  seller = await server.signInAs('263771234000');
  other = await server.signInAs('263771234001');
  const profile = await seller.client.api.users[':id'].$patch({
    param: { id: seller.user._id },
    json: { displayName: 'Chipo Phones', contactNumber: '0772 123 456', city: 'Harare' },
  });
  expect(profile.status).toBe(200);
  await confirmContactNumber(server, seller, clock);
});
afterAll(() => server.close());

async function create(): Promise<string> {
  return (await createListing(seller))._id;
}

const click = (id: string, agent = PHONE_BROWSER, address = '10.0.0.1', query = '') =>
  server.request(`/l/${id}/chat${query}`, { headers: { 'User-Agent': agent }, address });

async function leadsOf(id: string, who = seller): Promise<number> {
  const response = await who.client.api.listings[':id'].$get({ param: { id } });
  return (await answerOf(response, 200)).leads;
}

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

describe('buyer chats through /l/{id}/chat', () => {
  it('counts the chat and redirects (302) to the seller’s wa.me link with a greeting', async () => {
    const id = await create();
    const response = await click(id);
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^https:\/\/wa\.me\/263772123456\?text=/);
    expect(decodeURIComponent(location.split('text=')[1]!)).toBe(
      'Hi, I saw your listing “Toyota Corolla 2015” on Musika.',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await leadsOf(id)).toBe(1);
  });

  it('counts repeated clicks by one buyer within an hour once, and again after the hour', async () => {
    const id = await create();
    await click(id);
    later(10);
    await click(id);
    later(49);
    await click(id);
    expect(await leadsOf(id)).toBe(1);
    later(2); // 61 minutes after the counted click
    await click(id);
    expect(await leadsOf(id)).toBe(2);
  });

  it('counts two addresses separately, and one address once whatever its browser', async () => {
    const id = await create();
    await click(id, PHONE_BROWSER, '10.0.0.1');
    await click(id, PHONE_BROWSER, '10.0.0.2');
    await click(
      id,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      '10.0.0.1',
    );
    expect(await leadsOf(id)).toBe(2);
  });

  it('counts 50 clicks from one address with a new browser string each once, in turn or at once', async () => {
    const agent = (n: number) =>
      `Mozilla/5.0 (Linux; Android 13; SM-A${100 + n}F) AppleWebKit/537.36 Chrome/${100 + n}.0.0.0 Mobile Safari/537.36`;
    const inTurn = await create();
    for (let n = 0; n < 50; n++) {
      expect((await click(inTurn, agent(n), '10.0.5.5')).status).toBe(302);
    }
    expect(await leadsOf(inTurn)).toBe(1);
    const atOnce = await create();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => click(atOnce, agent(n), '10.0.5.6')),
    );
    expect(answers.every((a) => a.status === 302)).toBe(true);
    expect(await leadsOf(atOnce)).toBe(1);
    // The same address on another listing is another chat.
    await click(atOnce, agent(0), '10.0.5.5');
    expect(await leadsOf(atOnce)).toBe(2);
  });

  it('counts the addresses of one IPv6 /64 network as one buyer, and another network apart', async () => {
    const id = await create();
    await click(id, PHONE_BROWSER, '2001:db8:12:34::1');
    await click(id, PHONE_BROWSER, '2001:0db8:0012:0034:aaaa:bbbb:cccc:dddd');
    await click(id, PHONE_BROWSER, '2001:db8:12:35::1');
    expect(await leadsOf(id)).toBe(2);
  });

  it('counts clicks arriving at the same moment once', async () => {
    const id = await create();
    const answers = await Promise.all(Array.from({ length: 8 }, () => click(id)));
    expect(answers.every((a) => a.status === 302)).toBe(true);
    expect(await leadsOf(id)).toBe(1);
  });

  it.each([
    'WhatsApp/2.23.20.0 A',
    'WhatsApp/2.2409.2 i',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; Facebot)',
    'Twitterbot/1.0',
    'TelegramBot (like TwitterBot)',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'curl/8.5.0',
    '',
  ])('never counts the link-preview fetcher or bot %j, yet redirects it', async (agent) => {
    const id = await create();
    const response = await click(id, agent);
    expect(response.status).toBe(302);
    expect(await leadsOf(id)).toBe(0);
  });

  it('does not count a HEAD request', async () => {
    const id = await create();
    const response = await server.request(`/l/${id}/chat`, {
      method: 'HEAD',
      headers: { 'User-Agent': PHONE_BROWSER },
    });
    expect(response.status).toBe(302);
    expect(await leadsOf(id)).toBe(0);
  });

  it('records the buyer’s phone from the bot’s link, and dedupes by that phone', async () => {
    const id = await create();
    const [view] = await rows<{ id: string }>(
      server.db,
      sql`INSERT INTO listing_views (listing_id, viewer_phone, created_at)
          VALUES (${id}, '263719876543', ${clock}) RETURNING id`,
    );
    await click(id, PHONE_BROWSER, '10.0.0.7', `?v=${view!.id}`);
    // Same buyer from another network: still the same phone.
    await click(id, PHONE_BROWSER, '10.9.9.9', `?v=${view!.id}`);
    const leads = await rows<{ buyer_phone: string | null; source: string }>(
      server.db,
      sql`SELECT buyer_phone, source FROM listing_leads WHERE listing_id = ${id}`,
    );
    expect(leads).toEqual([{ buyer_phone: '263719876543', source: 'bot' }]);
  });

  it('ignores a view id that belongs to another listing or does not exist', async () => {
    const id = await create();
    const elsewhere = await create();
    const [view] = await rows<{ id: string }>(
      server.db,
      sql`INSERT INTO listing_views (listing_id, viewer_phone) VALUES (${elsewhere}, '263710000000') RETURNING id`,
    );
    await click(id, PHONE_BROWSER, '10.0.0.8', `?v=${view!.id}`);
    await click(id, PHONE_BROWSER, '10.0.0.9', '?v=not-a-view');
    const leads = await rows<{ buyer_phone: string | null; source: string }>(
      server.db,
      sql`SELECT buyer_phone, source FROM listing_leads WHERE listing_id = ${id}`,
    );
    expect(leads).toEqual([
      { buyer_phone: null, source: 'page' },
      { buyer_phone: null, source: 'page' },
    ]);
  });

  it('sends a sold listing’s chat to its page and counts nothing; a paused one is 404', async () => {
    const id = await create();
    const set = async (status: 'sold' | 'paused') => {
      const answer = await seller.client.api.listings[':id'].status.$post({
        param: { id },
        json: { status },
      });
      expect(answer.status).toBe(200);
    };
    await set('sold');
    const sold = await click(id);
    expect(sold.status).toBe(302);
    expect(sold.headers.get('location')).toBe(`/l/${id}`);
    await set('paused');
    const paused = await click(id);
    expect(paused.status).toBe(404);
    expect(await paused.text()).toContain('This listing is not available');
    expect(await leadsOf(id)).toBe(0);
  });

  it('shows leads in the list, the seller’s stats, the activity chart and admin numbers', async () => {
    const stats = async () => answerOf(await seller.client.api.listings.user.stats.$get(), 200);
    const before = await stats();
    const id = await create();
    await click(id, PHONE_BROWSER, '10.1.0.1');
    await click(id, PHONE_BROWSER, '10.1.0.2');
    const list = await answerOf(await seller.client.api.listings.$get(), 200);
    expect(list.find((l) => l._id === id)?.leads).toBe(2);
    const after = await stats();
    expect(after.totalLeads).toBe(before.totalLeads! + 2);
    const activity = await answerOf(
      await seller.client.api.listings[':id'].activity.$get({ param: { id } }),
      200,
    );
    expect(activity.days.at(-1)).toEqual({
      date: clock.toISOString().slice(0, 10),
      views: 0,
      leads: 2,
    });
    const admin = await server.signInAs(ADMIN_PHONE);
    const adminStats = await answerOf(await admin.client.api.admin.stats.$get(), 200);
    expect(adminStats.totalLeads).toBe(after.totalLeads);
    expect(adminStats.dailyViews[6]!.leads).toBeGreaterThanOrEqual(2);
    // Another seller still cannot read it.
    const byOther = await other.client.api.listings[':id'].$get({ param: { id } });
    expect(byOther.status).toBe(404);
  });
});

describe('crawler detection', () => {
  it('lets ordinary phone browsers through, the in-app WhatsApp browser included', () => {
    expect(isCrawler(PHONE_BROWSER)).toBe(false);
    expect(
      isCrawler(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    expect(isCrawler('Opera/9.80 (J2ME/MIDP; Opera Mini/4.2.14912/870; U; en) Presto/2.4.15')).toBe(
      false,
    );
  });
});
