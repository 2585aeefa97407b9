import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithSellers } from '../../support/signed-in-server';
import { answerOf, createListing, sampleListing, type SignedIn, type TestServer } from '../helpers';

let server: TestServer;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  ({
    server,
    sellers: [alice, bob],
  } = await serverWithSellers(['263771111111', '263772222222']));
});
afterAll(() => server.close());

const create = (who: SignedIn) => createListing(who);

type StatusBody = { status: 'active' | 'paused' | 'sold' };

/** Sets a status as `who` (alice by default; null: without a session). */
const setStatus = (id: string, body: StatusBody, who: SignedIn | null = alice) =>
  (who ? who.client : server.client()).api.listings[':id'].status.$post({
    param: { id },
    json: body,
  });

/** A body the route's type forbids: what a broken or older client might send. */
const setStatusRaw = (id: string, body: unknown) =>
  server.request(`/api/listings/${id}/status`, { method: 'POST', token: alice.token, body });

const stats = async (who: SignedIn) =>
  answerOf(await who.client.api.listings.user.stats.$get(), 200);

const read = async (id: string) =>
  answerOf(await alice.client.api.listings[':id'].$get({ param: { id } }), 200);

describe('listing status', () => {
  it('starts active with no buyer chats', async () => {
    const listing = await create(alice);
    expect(listing).toMatchObject({ status: 'active', leads: 0 });
    expect(await read(listing._id)).toMatchObject({ status: 'active', leads: 0 });
  });

  it('lets the seller pause, mark sold and reactivate, and returns the listing each time', async () => {
    const { _id } = await create(alice);
    for (const status of ['paused', 'sold', 'active', 'sold'] as const) {
      const response = await setStatus(_id, { status });
      expect(await answerOf(response, 200)).toMatchObject({
        _id,
        status,
        title: 'Toyota Corolla 2015',
      });
    }
    // Setting the status it already has succeeds again (a retried request changes nothing).
    const again = await setStatus(_id, { status: 'sold' });
    expect(again.status).toBe(200);
    const list = await answerOf(await alice.client.api.listings.$get(), 200);
    const mine = list.find((l) => l._id === _id);
    expect(mine?.status).toBe('sold');
  });

  it('keeps the status when the listing is edited', async () => {
    const { _id } = await create(alice);
    await setStatus(_id, { status: 'paused' });
    const edit = await alice.client.api.listings[':id'].$patch({
      param: { id: _id },
      json: { _id, listing: sampleListing({ title: 'Toyota Corolla 2015, new tyres' }) },
    });
    expect(await answerOf(edit, 200)).toMatchObject({ status: 'paused' });
  });

  it('answers 404 to another seller, and changes nothing', async () => {
    const { _id } = await create(alice);
    const response = await setStatus(_id, { status: 'sold' }, bob);
    expect(response.status).toBe(404);
    expect(await read(_id)).toMatchObject({ status: 'active' });
  });

  it('answers 404 for a missing listing and 401 without a session', async () => {
    expect((await setStatus('no-such-listing', { status: 'sold' })).status).toBe(404);
    const { _id } = await create(alice);
    expect((await setStatus(_id, { status: 'sold' }, null)).status).toBe(401);
  });

  it('refuses an unknown status or a bad body with a clear message', async () => {
    const { _id } = await create(alice);
    const unknown = await setStatusRaw(_id, { status: 'deleted' });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { message: string }).message).toMatch(
      /status: Status must be one of: active, paused, sold/,
    );
    expect((await setStatusRaw(_id, {})).status).toBe(422);
    const notJson = await server.request(`/api/listings/${_id}/status`, {
      method: 'POST',
      token: alice.token,
      body: 'sold',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
  });

  it('counts only active listings as active in the seller’s stats', async () => {
    const carol = await server.signInAs('263773333333');
    const [a, b, c] = [await create(carol), await create(carol), await create(carol)];
    await setStatus(a._id, { status: 'sold' }, carol);
    await setStatus(b._id, { status: 'paused' }, carol);
    expect(await stats(carol)).toMatchObject({ totalListings: 3, activeListings: 1 });
    await setStatus(b._id, { status: 'active' }, carol);
    expect(await stats(carol)).toMatchObject({ totalListings: 3, activeListings: 2 });
    expect(c.status).toBe('active');
  });

  it('shows the last 7 days of views and buyer chats to the seller only', async () => {
    const { _id } = await create(alice);
    const activity = (who: SignedIn) =>
      who.client.api.listings[':id'].activity.$get({ param: { id: _id } });
    const { days } = await answerOf(await activity(alice), 200);
    expect(days).toHaveLength(7);
    expect(days.every((d) => d.views === 0 && d.leads === 0)).toBe(true);
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
    expect((await activity(bob)).status).toBe(404);
  });
});
