/**
 * The words the bot's typo tolerance mends towards (listing_title_words) are always the words of
 * the active listings' titles, with how many use each, as ts_stat counts them, through creates,
 * title edits, pauses, sales, reactivations and deletes made by the API, including two sellers
 * writing at once. A word of a paused listing is not offered. PGlite, and PostgreSQL in the
 * postgres step.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctSpelling } from '@/server/discovery/spelling';
import { rows } from '@/server/db/rows';
import { serverWithSellers } from '../../support/signed-in-server';
import { sampleListing, type SignedIn, type TestServer } from '../helpers';

let server: TestServer;
let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  ({
    server,
    sellers: [alice, bob],
  } = await serverWithSellers(['263771111111', '263772222222']));
});
afterAll(() => server?.close());

async function create(who: SignedIn, title: string): Promise<string> {
  const response = await server.request('/api/listings', {
    method: 'POST',
    token: who.token,
    body: sampleListing({ title }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

async function setStatus(who: SignedIn, id: string, status: string): Promise<void> {
  const response = await server.request(`/api/listings/${id}/status`, {
    method: 'POST',
    token: who.token,
    body: { status },
  });
  expect(response.status).toBe(200);
}

/** The table's words and counts, and what ts_stat counts over the active titles now. */
async function both() {
  const kept = await rows<{ word: string; listings: number | string }>(
    server.db,
    sql`SELECT word, listings FROM listing_title_words ORDER BY word`,
  );
  const counted = await rows<{ word: string; ndoc: number | string }>(
    server.db,
    sql`SELECT word, ndoc FROM ts_stat(
          'SELECT to_tsvector(''simple'', title) FROM listings WHERE status = ''active''')
        ORDER BY word`,
  );
  return {
    kept: kept.map((row) => [row.word, Number(row.listings)]),
    counted: counted.map((row) => [row.word, Number(row.ndoc)]),
  };
}

describe('the title words of active listings', () => {
  it('follow every change of the listings', async () => {
    const first = await create(alice, 'Mazda Demio 2012 silver');
    const second = await create(bob, 'Silver Honda Fit');
    let state = await both();
    expect(state.kept).toEqual(state.counted);
    expect(state.kept).toContainEqual(['silver', 2]);

    const edited = await server.request(`/api/listings/${first}`, {
      method: 'PATCH',
      token: alice.token,
      body: { listing: sampleListing({ title: 'Mazda Axela 2014 blue' }) },
    });
    expect(edited.status).toBe(200);
    await setStatus(bob, second, 'paused');
    state = await both();
    expect(state.kept).toEqual(state.counted);
    expect(state.kept.map(([word]) => word)).not.toContain('silver');
    expect(state.kept.map(([word]) => word)).not.toContain('honda');

    await setStatus(bob, second, 'active');
    await setStatus(alice, first, 'sold');
    state = await both();
    expect(state.kept).toEqual(state.counted);
    expect(state.kept).toContainEqual(['honda', 1]);

    const removed = await server.request(`/api/listings/${second}`, {
      method: 'DELETE',
      token: bob.token,
    });
    expect(removed.status).toBe(200);
    state = await both();
    expect(state.kept).toEqual(state.counted);
  });

  it('stay right when two sellers write listings with shared words at once', async () => {
    const titles = ['Toyota Hilux double cab', 'Toyota Corolla cab', 'Hilux Toyota single'];
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create(i % 2 ? alice : bob, titles[i % 3]!)),
    );
    let state = await both();
    expect(state.kept).toEqual(state.counted);
    expect(state.kept).toContainEqual(['toyota', 12]);
    // Three stay active (one of each title), so a count that drifted still shows at the end.
    await Promise.all(
      ids.map((id, i) =>
        i % 4 ? setStatus(i % 2 ? alice : bob, id, i % 3 ? 'paused' : 'sold') : undefined,
      ),
    );
    state = await both();
    expect(state.kept).toEqual(state.counted);
    expect(state.kept).toContainEqual(['toyota', 3]);
    expect(state.kept).toContainEqual(['hilux', 2]);
  });

  it('are what a typo is mended towards, and only while their listing is active', async () => {
    const id = await create(alice, 'Vitz quokkamatic 2010');
    expect(await correctSpelling(server.db, 'quokamatic')).toBe('quokkamatic');
    await setStatus(alice, id, 'paused');
    expect(await correctSpelling(server.db, 'quokamatic')).toBe('quokamatic');
  });
});
