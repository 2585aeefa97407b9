import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, listingViews, messages } from '@/server/db/schema';
import { ADMIN_DAY_OFFSET_MS } from '@/server/routes/admin/admin.handlers';
import { serverWithAdminAndSeller } from '../support/signed-in-server';
import {
  ADMIN_PHONE,
  answerOf,
  createListing,
  sampleListing,
  type SignedIn,
  type TestServer,
} from './helpers';

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
let admin: SignedIn;
let seller: SignedIn;
let popular: string;
let quiet: string;

beforeAll(async () => {
  ({ server, admin, seller } = await serverWithAdminAndSeller('263718000001'));
  const profile = await seller.client.api.users[':id'].$patch({
    param: { id: seller.user._id },
    json: { user: { displayName: 'Rudo Homes', contactNumber: '0771234567', city: 'Bulawayo' } },
  });
  expect(profile.status).toBe(200);
  const create = async (title: string) =>
    (await createListing(seller, sampleListing({ title })))._id;
  quiet = await create('Quiet listing');
  popular = await create('Popular listing');

  // Midday today in Harare, so 'today' is unambiguous whatever the hour of the test run.
  const now = Date.now();
  const harareMidnight = Math.floor((now + ADMIN_DAY_OFFSET_MS) / DAY) * DAY - ADMIN_DAY_OFFSET_MS;
  const at = (daysAgo: number) => new Date(harareMidnight - daysAgo * DAY + 60_000);
  await server.db.insert(listingViews).values([
    { listingId: popular, viewerPhone: '263711000001', createdAt: at(0) },
    { listingId: popular, viewerPhone: '263711000002', createdAt: at(0) },
    { listingId: popular, viewerPhone: '263711000003', createdAt: at(1) },
    { listingId: popular, viewerPhone: '263711000004', createdAt: at(6) },
    { listingId: quiet, viewerPhone: '263711000005', createdAt: at(9) },
  ]);
  await server.db.insert(contacts).values([
    { phoneNumber: '263711000001', messageCount: 2, lastMessageAt: at(0) },
    { phoneNumber: '263711000002', messageCount: 0 },
  ]);
  await server.db.insert(messages).values([
    {
      contact: '263711000001',
      direction: 'inbound',
      content: { text: 'Looking for a car in Harare' },
      createdAt: new Date(at(0).getTime() - 2000),
    },
    {
      contact: '263711000001',
      direction: 'outbound',
      content: { text: 'Here is one', imageUrl: 'http://localhost:8080/api/files/x' },
      status: 'sent',
      createdAt: at(0),
    },
  ]);
});
afterAll(() => server.close());

const api = () => admin.client.api;
const page = { query: {} };

describe('admin', () => {
  it('sums contacts, listings and views, with seven days of views ending today', async () => {
    const stats = await answerOf(await api().admin.stats.$get(), 200);
    expect(stats.totalContacts).toBe(2);
    expect(stats.totalListings).toBe(2);
    expect(stats.cumulativeViews).toBe(5);
    expect(stats.dailyViews.map((d) => d.views)).toEqual([1, 0, 0, 0, 0, 1, 2]);
    const today = new Date(Date.now() + ADMIN_DAY_OFFSET_MS).toISOString().slice(0, 10);
    expect(stats.dailyViews[6]!.date).toBe(today);
  });

  it('lists every listing with its seller', async () => {
    const list = await answerOf(await api().admin.listings.$get(page), 200);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      _id: popular,
      views: 4,
      seller: seller.user._id,
      sellerPhone: '263718000001',
      sellerName: 'Rudo Homes',
    });
  });

  it('orders the top-viewed listings by views', async () => {
    const list = await answerOf(await api().admin.listings['top-viewed'].$get(), 200);
    expect(list.map((l) => l._id)).toEqual([popular, quiet]);
  });

  it('lists sellers in the spec shape', async () => {
    const list = await answerOf(await api().admin.sellers.$get(page), 200);
    const rudo = list.find((s) => s.phone === '263718000001');
    expect(rudo).toMatchObject({ displayName: 'Rudo Homes', city: 'bulawayo', listingCount: 2 });
    expect(typeof rudo?.createdAt).toBe('string');
  });

  it('lists contacts with message count and last message date', async () => {
    const list = await answerOf(await api().admin.contacts.$get(page), 200);
    expect(list[0]).toMatchObject({ phoneNumber: '263711000001', messageCount: 2 });
    expect(typeof list[0]!.lastMessage).toBe('string');
    expect(list[1]).toEqual({ phoneNumber: '263711000002', messageCount: 0, role: 'buyer' });
  });

  it('tells who each contact is: a seller (an account) by name, an admin, else a buyer', async () => {
    // A seller's and the admin's own chats with the bot ('Login') make contacts too.
    await server.db.insert(contacts).values([
      { phoneNumber: '263718000001', messageCount: 1, lastMessageAt: new Date(0) },
      { phoneNumber: ADMIN_PHONE, messageCount: 1, lastMessageAt: new Date(0) },
    ]);
    const list = await answerOf(await api().admin.contacts.$get(page), 200);
    const of = (phone: string) => list.find((contact) => contact.phoneNumber === phone);
    expect(of('263718000001')).toMatchObject({ role: 'seller', name: 'Rudo Homes' });
    expect(of(ADMIN_PHONE)).toMatchObject({ role: 'admin' });
    expect(of('263711000001')).toMatchObject({ role: 'buyer' });
    expect(of('263711000001')?.name).toBeUndefined();
    await server.db
      .delete(contacts)
      .where(inArray(contacts.phoneNumber, ['263718000001', ADMIN_PHONE]));
  });

  it('shows a contact’s conversation, oldest first', async () => {
    const conversation = (phoneNumber: string) =>
      api().admin.contacts[':phoneNumber'].conversation.$get({ param: { phoneNumber }, ...page });
    const list = await answerOf(await conversation('263711000001'), 200);
    expect(list.map((m) => m.direction)).toEqual(['inbound', 'outbound']);
    expect(list[0]!.content).toEqual({ text: 'Looking for a car in Harare' });
    expect(list[1]!.content.imageUrl).toContain('/api/files/');
    expect((await conversation('263700000000')).status).toBe(404);
  });

  it('shows the views of a listing, newest first', async () => {
    const views = (id: string) =>
      api().admin.listings[':id'].views.$get({ param: { id }, ...page });
    const list = await answerOf(await views(popular), 200);
    expect(list).toHaveLength(4);
    expect(list[3]!.viewerPhone).toBe('263711000004');
    expect(typeof list[0]!._id).toBe('string');
    expect((await views('nope')).status).toBe(404);
  });

  it('lets an admin read any listing but not change it', async () => {
    const listing = api().listings[':id'];
    expect((await listing.$get({ param: { id: quiet } })).status).toBe(200);
    expect((await listing.$delete({ param: { id: quiet } })).status).toBe(404);
  });

  it("counts each view into the admin's day, and forgets a deleted listing's views", async () => {
    const days = async () =>
      (await answerOf(await api().admin.stats.$get(), 200)).dailyViews.map((d) => d.views);
    expect(await days()).toEqual([1, 0, 0, 0, 0, 1, 2]);
    const brief = (await createListing(seller, sampleListing({ title: 'Brief listing' })))._id;
    const now = Date.now();
    const midnight = Math.floor((now + ADMIN_DAY_OFFSET_MS) / DAY) * DAY - ADMIN_DAY_OFFSET_MS;
    // One minute either side of Harare's midnight two days ago: two days, whatever UTC says.
    await server.db.insert(listingViews).values([
      {
        listingId: brief,
        viewerPhone: '263711000006',
        createdAt: new Date(midnight - 2 * DAY + 60_000),
      },
      {
        listingId: brief,
        viewerPhone: '263711000007',
        createdAt: new Date(midnight - 2 * DAY - 60_000),
      },
    ]);
    expect(await days()).toEqual([1, 0, 0, 1, 1, 1, 2]);
    expect((await seller.client.api.listings[':id'].$delete({ param: { id: brief } })).status).toBe(
      200,
    );
    expect(await days()).toEqual([1, 0, 0, 0, 0, 1, 2]);
  });
});
