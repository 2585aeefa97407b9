/** A seller's listings: creating them, reading the list and one listing, and the totals. */
import { gunzipSync } from 'node:zlib';
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

describe('listings', () => {
  it('creates a listing and returns it with _id, seller and views', async () => {
    const listing = await createListing(alice);
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
    expect(new Date(listing.createdAt).toISOString()).toBe(listing.createdAt);
  });

  it('refuses a listing that breaks the editor rules with 422 and the field', async () => {
    const response = await alice.client.api.listings.$post({
      header: {},
      json: sampleListing({ title: '' }),
    });
    expect((await answerOf(response, 422)).message).toMatch(/title/);
  });

  it('refuses an absurd price or an invisible title with 422 and the field, storing nothing', async () => {
    const count = async () => (await answerOf(await alice.client.api.listings.$get(), 200)).length;
    const before = await count();
    const listing = JSON.stringify(sampleListing({ price: { type: 'fixed', amount: 1 } }));
    for (const [raw, field, message] of [
      ['1e308', 'price.amount', 'at most $1,000,000,000'],
      ['9007199254740993', 'price.amount', 'at most $1,000,000,000'],
      ['10.125', 'price.amount', 'at most 2 decimals'],
    ]) {
      const body = listing.replace('"amount":1', `"amount":${raw}`);
      const response = await server.request('/api/listings', {
        method: 'POST',
        token: alice.token,
        body,
      });
      expect(response.status).toBe(422);
      const answer = (await response.json()) as { message: string };
      expect(answer.message).toContain(`${field}: `);
      expect(answer.message).toContain(message);
    }
    for (const title of ['\u3164', '\u2800\u2800', '\u200D', '\u0301\u0308']) {
      const response = await alice.client.api.listings.$post({
        header: {},
        json: sampleListing({ title }),
      });
      expect((await answerOf(response, 422)).message).toContain(
        'title: Write the title in letters or numbers',
      );
    }
    expect(await count()).toBe(before);
  });

  it('refuses an unknown listing type', async () => {
    const response = await alice.client.api.listings.$post({
      header: {},
      json: sampleListing({ type: 'healthcare' }),
    });
    expect(response.status).toBe(422);
  });

  it('lists only the signed-in seller’s listings, newest first', async () => {
    const older = await createListing(bob, sampleListing({ title: 'Older' }));
    const newer = await createListing(bob, sampleListing({ title: 'Newer' }));
    const list = await answerOf(await bob.client.api.listings.$get(), 200);
    expect(list.map((l) => l._id)).toEqual([newer._id, older._id]);
    expect(list.every((l) => l.seller === bob.user._id)).toBe(true);
  });

  it('tags the list with an ETag and answers 304 while it has not changed', async () => {
    const first = await alice.client.api.listings.$get();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const ifNoneMatch = { headers: { 'If-None-Match': etag } };
    const same = await alice.client.api.listings.$get(undefined, ifNoneMatch);
    expect(same.status).toBe(304);
    const created = await createListing(alice, sampleListing({ title: 'Fresh one' }));
    const changed = await alice.client.api.listings.$get(undefined, ifNoneMatch);
    const list = await answerOf(changed, 200);
    expect(list[0]!._id).toBe(created._id);
  });

  it('sends the list gzipped to a client that accepts it', async () => {
    for (let i = 0; i < 5; i++) await createListing(alice);
    const response = await alice.client.api.listings.$get(undefined, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    const list = JSON.parse(body) as { seller: string }[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    const plain = await alice.client.api.listings.$get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
    // Headers set after the handler reach both answers (set in place, not by rebuilding them).
    for (const answer of [response, plain]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('private, no-cache');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    }
    const stats = await alice.client.api.listings.user.stats.$get();
    expect(stats.headers.get('cache-control')).toBe('no-store');
    expect(stats.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reads one listing for its seller, hides it from other sellers', async () => {
    const listing = await createListing(alice);
    const param = { id: listing._id };
    const own = await answerOf(await alice.client.api.listings[':id'].$get({ param }), 200);
    expect(own._id).toBe(listing._id);
    const other = await bob.client.api.listings[':id'].$get({ param });
    expect(other.status).toBe(404);
    const missing = await alice.client.api.listings[':id'].$get({
      param: { id: 'does-not-exist' },
    });
    expect(await answerOf(missing, 404)).toEqual({ message: 'Listing not found.' });
  });

  it('counts listings and views in the seller’s stats and dashboard', async () => {
    const carol = await server.signInAs('263773333333');
    const stats = () => carol.client.api.listings.user.stats.$get();
    expect(await answerOf(await stats(), 200)).toEqual({
      totalListings: 0,
      totalViews: 0,
      activeListings: 0,
      totalLeads: 0,
    });
    await createListing(carol);
    await createListing(carol);
    expect(await answerOf(await stats(), 200)).toEqual({
      totalListings: 2,
      totalViews: 0,
      activeListings: 2,
      totalLeads: 0,
    });
    const dashboard = await carol.client.api.users.dashboard.$get();
    expect(await answerOf(dashboard, 200)).toMatchObject({
      user: { _id: carol.user._id, phone: '263773333333', isAdmin: false },
      stats: { totalListings: 2, totalViews: 0 },
    });
  });
});
