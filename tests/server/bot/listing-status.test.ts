import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { seedDatabase, type SeedSummary } from '@/server/seed';
import { createTestServer, type TestServer } from '../helpers';

interface Reply {
  text: string;
  message: { kind: string; rows?: { id: string; title: string }[] };
}

let server: TestServer;
let seed: SeedSummary;

beforeAll(async () => {
  server = await createTestServer({ env: { LOG_LEVEL: 'silent', DEV_CHAT: '1' } });
  seed = await seedDatabase(
    { db: server.db, filesDir: server.filesDir, env: server.env },
    { photos: 'none', conversations: false, views: false },
  );
});
afterAll(() => server?.close());

async function ask(from: string, text: string): Promise<Reply[]> {
  const res = await server.request('/api/dev/chat', { method: 'POST', body: { from, text } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { replies: Reply[] }).replies;
}

const offered = (replies: Reply[]) =>
  (replies[0]?.message.rows ?? []).map((row) => row.id.replace(/^listing:/, ''));

async function setStatus(id: string, status: string) {
  await server.db.execute(sql`UPDATE listings SET status = ${status} WHERE id = ${id}`);
}

/** Every listing the bot offers for a query, 'more' pages included. */
async function allOffered(from: string, query: string): Promise<string[]> {
  const ids = offered(await ask(from, query));
  for (let page = 0; page < 6; page++) {
    const next = await ask(from, 'more');
    if (next[0]?.message.kind !== 'list') break;
    ids.push(...offered(next));
  }
  return ids;
}

describe('the bot and listing status', () => {
  it('never offers paused or sold listings in search results or later pages', async () => {
    const query = 'everything in Harare';
    const before = await allOffered('263713800001', query);
    expect(before.length).toBeGreaterThan(12);
    const [sold, paused] = [before[0]!, before[11]!];
    await setStatus(sold, 'sold');
    await setStatus(paused, 'paused');
    const after = await allOffered('263713800002', query);
    expect(after).not.toContain(sold);
    expect(after).not.toContain(paused);
    expect(after.length).toBe(before.length - 2);
    await setStatus(sold, 'active');
    await setStatus(paused, 'active');
  });

  it('leaves listings that became unavailable out of the next page of an older search', async () => {
    const buyer = '263713800003';
    const first = offered(await ask(buyer, 'everything in Harare'));
    expect(first).toHaveLength(10);
    const [state] = await rows<{ result_ids: string[] }>(
      server.db,
      sql`SELECT result_ids FROM bot_search_state WHERE phone_number = ${buyer}`,
    );
    const onNextPage = state!.result_ids.slice(10, 12);
    expect(onNextPage).toHaveLength(2);
    await setStatus(onNextPage[0]!, 'sold');
    await setStatus(onNextPage[1]!, 'paused');
    const next = offered(await ask(buyer, 'more'));
    expect(next.length).toBeGreaterThan(0);
    expect(next).not.toContain(onNextPage[0]);
    expect(next).not.toContain(onNextPage[1]);
    await setStatus(onNextPage[0]!, 'active');
    await setStatus(onNextPage[1]!, 'active');
  });

  it('tells a buyer who picks a sold listing from an older list that it is sold, without a chat link', async () => {
    const buyer = '263713800004';
    const list = offered(await ask(buyer, 'everything in Harare'));
    await setStatus(list[2]!, 'sold');
    const replies = await ask(buyer, '3');
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toMatch(/has been sold/);
    expect(replies[0]!.text).not.toMatch(/wa\.me|\/chat/);
    await setStatus(list[2]!, 'active');
  });

  it('tells a buyer who picks a paused listing that it is no longer available', async () => {
    const buyer = '263713800005';
    const list = offered(await ask(buyer, 'everything in Harare'));
    await setStatus(list[0]!, 'paused');
    const replies = await ask(buyer, '1');
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toMatch(/no longer available/);
    await setStatus(list[0]!, 'active');
    // Active again, the same pick shows it with its chat link.
    const again = await ask(buyer, '1');
    // The details with the chat link, then the Report button.
    expect(again.at(-2)!.text).toMatch(/Chat with the seller: http:\/\/localhost:8080\/l\//);
    expect(again.at(-1)!.message.kind).toBe('buttons');
  });

  it('records no view for an unavailable pick', async () => {
    const id = Object.values(seed.listingIds)[0]!;
    await setStatus(id, 'sold');
    const res = await server.request('/api/dev/chat', {
      method: 'POST',
      body: { from: '263713800006', text: 'x', replyId: `listing:${id}` },
    });
    expect(res.status).toBe(200);
    const views = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM listing_views WHERE listing_id = ${id}`,
    );
    expect(views[0]!.n).toBe(0);
  });
});
