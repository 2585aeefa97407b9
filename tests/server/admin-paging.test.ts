/** Admin lists page on the server: limit, offset, q, sort, order, and X-Total-Count. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, listingViews, listings, messages } from '@/server/db/schema';
import type { ClientResponse } from 'hono/client';
import { serverWithAdminAndSeller } from '../support/signed-in-server';
import { answerOf, type SignedIn, type TestServer } from './helpers';

let server: TestServer;
let admin: SignedIn;
let seller: SignedIn;
const LISTINGS = 230;
const base = Date.UTC(2026, 0, 1);

beforeAll(async () => {
  ({ server, admin, seller } = await serverWithAdminAndSeller('263718000777'));
  await server.db.insert(listings).values(
    Array.from({ length: LISTINGS }, (_, i) => ({
      id: `listing-${String(i).padStart(3, '0')}`,
      sellerId: seller.user._id,
      type: 'vehicle',
      title: i % 10 === 0 ? `Toyota Corolla ${i}` : `Plain item ${i}`,
      description: i === 7 ? 'Solar panels and batteries' : '',
      ...(i === 9 ? { city: 'other', town: 'Mount Darwin' } : {}),
      views: i,
      createdAt: new Date(base + i * 60_000),
    })),
  );
  await server.db.insert(contacts).values(
    Array.from({ length: 60 }, (_, i) => ({
      phoneNumber: `26371200${String(i).padStart(4, '0')}`,
      messageCount: i,
      lastMessageAt: new Date(base + i * 1000),
    })),
  );
  await server.db.insert(messages).values(
    Array.from({ length: 70 }, (_, i) => ({
      contact: '263712000001',
      direction: 'inbound' as const,
      content: { text: `message ${i}` },
      createdAt: new Date(base + i * 1000),
    })),
  );
  await server.db.insert(listingViews).values(
    Array.from({ length: 55 }, (_, i) => ({
      listingId: 'listing-001',
      viewerPhone: `2637130${String(i).padStart(5, '0')}`,
      createdAt: new Date(base + i * 1000),
    })),
  );
});
afterAll(() => server.close());

const api = () => admin.client.api.admin;

/** A page of rows, typed as the route declares them, and the total from X-Total-Count. */
async function page<R extends ClientResponse<unknown, number>>(response: R) {
  const total = Number(response.headers.get('x-total-count'));
  return { rows: await answerOf(response, 200), total };
}

describe('admin paging', () => {
  it('answers the first 50 listings, newest first, with the total in X-Total-Count', async () => {
    const { rows, total } = await page(await api().listings.$get({ query: {} }));
    expect(total).toBe(LISTINGS);
    expect(rows).toHaveLength(50);
    expect(rows[0]?._id).toBe('listing-229');
    expect(rows[49]?._id).toBe('listing-180');
  });

  it('pages with limit and offset, at most 200 at once', async () => {
    const second = await page(await api().listings.$get({ query: { limit: '20', offset: '20' } }));
    expect(second.rows.map((row) => row._id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `listing-${209 - i}`),
    );
    expect((await page(await api().listings.$get({ query: { limit: '200' } }))).rows).toHaveLength(
      200,
    );
    const past = await page(await api().listings.$get({ query: { offset: '1000' } }));
    expect(past).toEqual({ rows: [], total: LISTINGS });
  });

  it('sorts by an allowed column in either order', async () => {
    // listing-001 has the 55 recorded views on top of its own.
    const least = await page(
      await api().listings.$get({ query: { sort: 'views', order: 'asc', limit: '3' } }),
    );
    expect(least.rows.map((row) => row.views)).toEqual([0, 2, 3]);
    const most = await page(
      await api().listings.$get({ query: { sort: 'views', order: 'desc', limit: '2' } }),
    );
    expect(most.rows.map((row) => row._id)).toEqual(['listing-229', 'listing-228']);
    const titles = await page(
      await api().listings.$get({ query: { sort: 'title', order: 'asc', limit: '2' } }),
    );
    expect(titles.rows.map((row) => row.title)).toEqual(['Plain item 1', 'Plain item 101']);
  });

  it('searches on the server by word prefixes, a typed town, and the seller’s phone', async () => {
    const corollas = await page(
      await api().listings.$get({ query: { q: 'toyo coro', limit: '200' } }),
    );
    expect(corollas.total).toBe(23);
    expect(corollas.rows.every((row) => row.title.startsWith('Toyota Corolla'))).toBe(true);
    const solar = await page(await api().listings.$get({ query: { q: 'panel' } }));
    expect(solar.rows.map((row) => row._id)).toEqual(['listing-007']);
    expect((await page(await api().listings.$get({ query: { q: '+263 71800' } }))).total).toBe(
      LISTINGS,
    );
    expect((await page(await api().listings.$get({ query: { q: 'zzzz' } }))).total).toBe(0);
    // The town a seller typed under 'Other', by any part of it.
    const town = await page(await api().listings.$get({ query: { q: 'unt darw' } }));
    expect(town).toEqual({ rows: [expect.objectContaining({ _id: 'listing-009' })], total: 1 });
  });

  it('refuses a bad limit, offset, sort or order with 400 and says why', async () => {
    for (const query of ['limit=201', 'limit=0', 'limit=abc', 'offset=-1', 'sort=password']) {
      // Raw: the query is the point, as a browser's address bar would send it.
      const response = await server.request(`/api/admin/listings?${query}`, {
        token: admin.token,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/limit|offset|sort/);
    }
    const order = await api().sellers.$get({ query: { order: 'up' } });
    expect(order.status).toBe(400);
  });

  it('pages and searches sellers and contacts the same way', async () => {
    const sellers = await page(await api().sellers.$get({ query: { q: '718000777' } }));
    expect(sellers).toEqual({
      rows: [expect.objectContaining({ phone: '263718000777' })],
      total: 1,
    });
    const contactsPage = await page(
      await api().contacts.$get({ query: { limit: '5', sort: 'messageCount', order: 'desc' } }),
    );
    expect(contactsPage.total).toBe(60);
    expect(contactsPage.rows.map((row) => row.messageCount)).toEqual([59, 58, 57, 56, 55]);
    const found = await page(await api().contacts.$get({ query: { q: '0059' } }));
    expect(found.rows.map((row) => row.phoneNumber)).toEqual(['263712000059']);
  });

  it('pages a conversation (oldest first) and a listing’s views (newest first)', async () => {
    const talk = await page(
      await api().contacts[':phoneNumber'].conversation.$get({
        param: { phoneNumber: '263712000001' },
        query: { limit: '10', offset: '60' },
      }),
    );
    expect(talk.total).toBe(70);
    expect(talk.rows.map((row) => row.content.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `message ${60 + i}`),
    );
    const seen = await page(
      await api().listings[':id'].views.$get({ param: { id: 'listing-001' }, query: {} }),
    );
    expect(seen.total).toBe(55);
    expect(seen.rows).toHaveLength(50);
    expect(seen.rows[0]?.viewerPhone).toBe('263713000054');
  });
});
