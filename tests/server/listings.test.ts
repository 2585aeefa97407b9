import { gunzipSync } from 'node:zlib';
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

const create = async (who: SignedIn, listing = sampleListing()) => {
  const response = await server.request('/api/listings', {
    method: 'POST',
    token: who.token,
    body: listing,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Record<string, unknown> & { _id: string };
};

describe('listings', () => {
  it('creates a listing and returns it with _id, seller and views', async () => {
    const listing = await create(alice);
    expect(listing).toMatchObject({
      title: 'Toyota Corolla 2015',
      type: 'vehicle',
      subType: 'car',
      vehicleBrand: 'toyota',
      modelYear: '2015',
      city: 'harare',
      neighborhood: 'avondale',
      features: ['Air conditioning', 'Power steering'],
      images: [],
      views: 0,
      seller: alice.user._id,
      price: { type: 'fixed', amount: 8500, isNegotiable: true },
    });
    expect(typeof listing._id).toBe('string');
    expect(new Date(listing.createdAt as string).toISOString()).toBe(listing.createdAt);
  });

  it('refuses a listing that breaks the editor rules with 422 and the field', async () => {
    const response = await server.request('/api/listings', {
      method: 'POST',
      token: alice.token,
      body: sampleListing({ title: '' }),
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/title/);
  });

  it('refuses an unknown listing type', async () => {
    const response = await server.request('/api/listings', {
      method: 'POST',
      token: alice.token,
      body: sampleListing({ type: 'healthcare' }),
    });
    expect(response.status).toBe(422);
  });

  it('lists only the signed-in seller’s listings, newest first', async () => {
    const older = await create(bob, sampleListing({ title: 'Older' }));
    const newer = await create(bob, sampleListing({ title: 'Newer' }));
    const response = await server.request('/api/listings', { token: bob.token });
    expect(response.status).toBe(200);
    const list = (await response.json()) as { _id: string; seller: string }[];
    expect(list.map((l) => l._id)).toEqual([newer._id, older._id]);
    expect(list.every((l) => l.seller === bob.user._id)).toBe(true);
  });

  it('tags the list with an ETag and answers 304 while it has not changed', async () => {
    const first = await server.request('/api/listings', { token: alice.token });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const same = await server.request('/api/listings', {
      token: alice.token,
      headers: { 'If-None-Match': etag },
    });
    expect(same.status).toBe(304);
    const created = await create(alice, sampleListing({ title: 'Fresh one' }));
    const changed = await server.request('/api/listings', {
      token: alice.token,
      headers: { 'If-None-Match': etag },
    });
    expect(changed.status).toBe(200);
    const list = (await changed.json()) as { _id: string }[];
    expect(list[0]!._id).toBe(created._id);
  });

  it('sends the list gzipped to a client that accepts it', async () => {
    for (let i = 0; i < 5; i++) await create(alice);
    const response = await server.request('/api/listings', {
      token: alice.token,
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    const list = JSON.parse(body) as { seller: string }[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    const plain = await server.request('/api/listings', { token: alice.token });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
    // Headers set after the handler reach both answers (set in place, not by rebuilding them).
    for (const answer of [response, plain]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('private, no-cache');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    }
    const stats = await server.request('/api/listings/user/stats', { token: alice.token });
    expect(stats.headers.get('cache-control')).toBe('no-store');
    expect(stats.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reads one listing for its seller, hides it from other sellers', async () => {
    const listing = await create(alice);
    const own = await server.request(`/api/listings/${listing._id}`, { token: alice.token });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { _id: string })._id).toBe(listing._id);
    const other = await server.request(`/api/listings/${listing._id}`, { token: bob.token });
    expect(other.status).toBe(404);
    const missing = await server.request('/api/listings/does-not-exist', { token: alice.token });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Listing not found.' });
  });

  it('updates a listing with { _id, listing } and returns the new version', async () => {
    const listing = await create(alice);
    const response = await server.request(`/api/listings/${listing._id}`, {
      method: 'PATCH',
      token: alice.token,
      body: {
        _id: listing._id,
        listing: sampleListing({
          title: 'Toyota Corolla, price dropped',
          price: { type: 'fixed', amount: 7900 },
        }),
      },
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Record<string, unknown>;
    expect(updated).toMatchObject({
      _id: listing._id,
      title: 'Toyota Corolla, price dropped',
      price: { type: 'fixed', amount: 7900 },
    });
    const again = await server.request(`/api/listings/${listing._id}`, { token: alice.token });
    expect(((await again.json()) as { title: string }).title).toBe('Toyota Corolla, price dropped');
  });

  it('refuses to change the type of a listing', async () => {
    const listing = await create(alice);
    const response = await server.request(`/api/listings/${listing._id}`, {
      method: 'PATCH',
      token: alice.token,
      body: { _id: listing._id, listing: sampleListing({ type: 'electronics' }) },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /type cannot be changed/,
    );
  });

  it('refuses an edit whose body _id is another listing', async () => {
    const listing = await create(alice);
    const response = await server.request(`/api/listings/${listing._id}`, {
      method: 'PATCH',
      token: alice.token,
      body: { _id: 'another', listing: sampleListing() },
    });
    expect(response.status).toBe(400);
  });

  it('lets only the seller change or delete a listing', async () => {
    const listing = await create(alice);
    const patch = await server.request(`/api/listings/${listing._id}`, {
      method: 'PATCH',
      token: bob.token,
      body: { _id: listing._id, listing: sampleListing() },
    });
    // Exactly as for a listing that does not exist: nothing tells Bob it is there.
    const missing = await server.request('/api/listings/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      token: bob.token,
      body: { listing: sampleListing() },
    });
    expect(patch.status).toBe(404);
    expect(await patch.json()).toEqual(await missing.json());
    const remove = await server.request(`/api/listings/${listing._id}`, {
      method: 'DELETE',
      token: bob.token,
    });
    expect(remove.status).toBe(404);
    expect(await remove.json()).toEqual({ message: 'Listing not found.' });
    const read = await server.request(`/api/listings/${listing._id}`, { token: bob.token });
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual({ message: 'Listing not found.' });
  });

  it('deletes a listing; it is gone afterwards', async () => {
    const listing = await create(alice);
    const response = await server.request(`/api/listings/${listing._id}`, {
      method: 'DELETE',
      token: alice.token,
    });
    expect(response.status).toBe(200);
    const after = await server.request(`/api/listings/${listing._id}`, { token: alice.token });
    expect(after.status).toBe(404);
    const twice = await server.request(`/api/listings/${listing._id}`, {
      method: 'DELETE',
      token: alice.token,
    });
    expect(twice.status).toBe(404);
  });

  it('counts listings and views in the seller’s stats and dashboard', async () => {
    const carol = await server.signInAs('263773333333');
    const empty = await server.request('/api/listings/user/stats', { token: carol.token });
    expect(await empty.json()).toEqual({
      totalListings: 0,
      totalViews: 0,
      activeListings: 0,
      totalLeads: 0,
    });
    await create(carol);
    await create(carol);
    const stats = await server.request('/api/listings/user/stats', { token: carol.token });
    expect(await stats.json()).toEqual({
      totalListings: 2,
      totalViews: 0,
      activeListings: 2,
      totalLeads: 0,
    });
    const dashboard = await server.request('/api/users/dashboard', { token: carol.token });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.json()).toMatchObject({
      user: { _id: carol.user._id, phone: '263773333333', isAdmin: false },
      stats: { totalListings: 2, totalViews: 0 },
    });
  });
});

describe('profile', () => {
  const profile = {
    displayName: 'Tendai Motors',
    contactNumber: '+263 77 111 1111',
    city: 'Harare',
    address: '12 Samora Machel Ave',
    website: 'tendaimotors.co.zw',
  };

  it('updates the seller’s own profile and returns the user', async () => {
    const response = await server.request(`/api/users/${alice.user._id}`, {
      method: 'PATCH',
      token: alice.token,
      body: { _id: alice.user._id, user: profile },
    });
    expect(response.status).toBe(200);
    const user = (await response.json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      _id: alice.user._id,
      phone: '263771111111',
      displayName: 'Tendai Motors',
      city: 'harare',
      isAdmin: false,
    });
    expect(user.website).toMatch(/^https:\/\/tendaimotors\.co\.zw/);
  });

  it('keeps the login phone: a different phone is refused', async () => {
    const response = await server.request(`/api/users/${alice.user._id}`, {
      method: 'PATCH',
      token: alice.token,
      body: { _id: alice.user._id, user: { ...profile, phone: '263779999999' } },
    });
    expect(response.status).toBe(422);
    const dashboard = await server.request('/api/users/dashboard', { token: alice.token });
    expect(((await dashboard.json()) as { user: { phone: string } }).user.phone).toBe(
      '263771111111',
    );
  });

  it('refuses a profile without a display name', async () => {
    const response = await server.request(`/api/users/${alice.user._id}`, {
      method: 'PATCH',
      token: alice.token,
      body: { _id: alice.user._id, user: { ...profile, displayName: '' } },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/displayName/);
  });

  it('refuses to update another seller’s profile', async () => {
    const response = await server.request(`/api/users/${alice.user._id}`, {
      method: 'PATCH',
      token: bob.token,
      body: { _id: alice.user._id, user: profile },
    });
    expect(response.status).toBe(403);
  });
});
