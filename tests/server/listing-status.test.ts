import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, sampleListing, type SignedIn, type TestServer } from './helpers';

let server: TestServer;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  server = await createTestServer();
  alice = await server.signInAs('263771111111');
  bob = await server.signInAs('263772222222');
});
afterAll(() => server.close());

async function create(who: SignedIn) {
  const response = await server.request('/api/listings', {
    method: 'POST',
    token: who.token,
    body: sampleListing(),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { _id: string; status: string; leads: number };
}

const setStatus = (id: string, body: unknown, token: string | null = alice.token) =>
  server.request(`/api/listings/${id}/status`, { method: 'POST', token, body });

async function stats(who: SignedIn) {
  const response = await server.request('/api/listings/user/stats', { token: who.token });
  return (await response.json()) as Record<string, number>;
}

describe('listing status', () => {
  it('starts active with no buyer chats', async () => {
    const listing = await create(alice);
    expect(listing).toMatchObject({ status: 'active', leads: 0 });
    const read = await server.request(`/api/listings/${listing._id}`, { token: alice.token });
    expect(await read.json()).toMatchObject({ status: 'active', leads: 0 });
  });

  it('lets the seller pause, mark sold and reactivate, and returns the listing each time', async () => {
    const { _id } = await create(alice);
    for (const status of ['paused', 'sold', 'active', 'sold'] as const) {
      const response = await setStatus(_id, { status });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ _id, status, title: 'Toyota Corolla 2015' });
    }
    // Setting the status it already has succeeds again (a retried request changes nothing).
    const again = await setStatus(_id, { status: 'sold' });
    expect(again.status).toBe(200);
    const list = await server.request('/api/listings', { token: alice.token });
    const mine = ((await list.json()) as { _id: string; status: string }[]).find(
      (l) => l._id === _id,
    );
    expect(mine?.status).toBe('sold');
  });

  it('keeps the status when the listing is edited', async () => {
    const { _id } = await create(alice);
    await setStatus(_id, { status: 'paused' });
    const edit = await server.request(`/api/listings/${_id}`, {
      method: 'PATCH',
      token: alice.token,
      body: { _id, listing: sampleListing({ title: 'Toyota Corolla 2015, new tyres' }) },
    });
    expect(edit.status).toBe(200);
    expect(await edit.json()).toMatchObject({ status: 'paused' });
  });

  it('answers 404 to another seller, and changes nothing', async () => {
    const { _id } = await create(alice);
    const response = await setStatus(_id, { status: 'sold' }, bob.token);
    expect(response.status).toBe(404);
    const read = await server.request(`/api/listings/${_id}`, { token: alice.token });
    expect(await read.json()).toMatchObject({ status: 'active' });
  });

  it('answers 404 for a missing listing and 401 without a session', async () => {
    expect((await setStatus('no-such-listing', { status: 'sold' })).status).toBe(404);
    const { _id } = await create(alice);
    expect((await setStatus(_id, { status: 'sold' }, null)).status).toBe(401);
  });

  it('refuses an unknown status or a bad body with a clear message', async () => {
    const { _id } = await create(alice);
    const unknown = await setStatus(_id, { status: 'deleted' });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { message: string }).message).toMatch(
      /status: Status must be one of: active, paused, sold/,
    );
    expect((await setStatus(_id, {})).status).toBe(422);
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
    await setStatus(a._id, { status: 'sold' }, carol.token);
    await setStatus(b._id, { status: 'paused' }, carol.token);
    expect(await stats(carol)).toMatchObject({ totalListings: 3, activeListings: 1 });
    await setStatus(b._id, { status: 'active' }, carol.token);
    expect(await stats(carol)).toMatchObject({ totalListings: 3, activeListings: 2 });
    expect(c.status).toBe('active');
  });

  it('shows the last 7 days of views and buyer chats to the seller only', async () => {
    const { _id } = await create(alice);
    const mine = await server.request(`/api/listings/${_id}/activity`, { token: alice.token });
    expect(mine.status).toBe(200);
    const { days } = (await mine.json()) as {
      days: { date: string; views: number; leads: number }[];
    };
    expect(days).toHaveLength(7);
    expect(days.every((d) => d.views === 0 && d.leads === 0)).toBe(true);
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
    const other = await server.request(`/api/listings/${_id}/activity`, { token: bob.token });
    expect(other.status).toBe(404);
  });
});
