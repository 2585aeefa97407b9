/** Changing and deleting a listing: only by its seller, never its type, with the right _id. */
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

describe('listing edits', () => {
  it('updates a listing with { _id, listing } and returns the new version', async () => {
    const listing = await createListing(alice);
    const param = { id: listing._id };
    const response = await alice.client.api.listings[':id'].$patch({
      param,
      json: {
        _id: listing._id,
        listing: sampleListing({
          title: 'Toyota Corolla, price dropped',
          price: { type: 'fixed', amount: 7900 },
        }),
      },
    });
    expect(await answerOf(response, 200)).toMatchObject({
      _id: listing._id,
      title: 'Toyota Corolla, price dropped',
      price: { type: 'fixed', amount: 7900 },
    });
    const again = await answerOf(await alice.client.api.listings[':id'].$get({ param }), 200);
    expect(again.title).toBe('Toyota Corolla, price dropped');
  });

  it('refuses to change the type of a listing', async () => {
    const listing = await createListing(alice);
    const response = await alice.client.api.listings[':id'].$patch({
      param: { id: listing._id },
      json: { _id: listing._id, listing: sampleListing({ type: 'electronics' }) },
    });
    expect((await answerOf(response, 422)).message).toMatch(/type cannot be changed/);
  });

  it('refuses an edit whose body _id is another listing', async () => {
    const listing = await createListing(alice);
    const response = await alice.client.api.listings[':id'].$patch({
      param: { id: listing._id },
      json: { _id: 'another', listing: sampleListing() },
    });
    expect(response.status).toBe(400);
  });

  it('lets only the seller change or delete a listing', async () => {
    const listing = await createListing(alice);
    const param = { id: listing._id };
    const listings = bob.client.api.listings[':id'];
    const patch = await listings.$patch({
      param,
      json: { _id: listing._id, listing: sampleListing() },
    });
    // Exactly as for a listing that does not exist: nothing tells Bob it is there.
    const missing = await listings.$patch({
      param: { id: '00000000-0000-4000-8000-000000000000' },
      json: { listing: sampleListing() },
    });
    expect(await answerOf(patch, 404)).toEqual(await answerOf(missing, 404));
    const remove = await listings.$delete({ param });
    expect(await answerOf(remove, 404)).toEqual({ message: 'Listing not found.' });
    const read = await listings.$get({ param });
    expect(await answerOf(read, 404)).toEqual({ message: 'Listing not found.' });
  });

  it('deletes a listing; it is gone afterwards', async () => {
    const listing = await createListing(alice);
    const param = { id: listing._id };
    const listings = alice.client.api.listings[':id'];
    expect(await answerOf(await listings.$delete({ param }), 200)).toEqual({
      _id: listing._id,
      deleted: true,
    });
    expect((await listings.$get({ param })).status).toBe(404);
    expect((await listings.$delete({ param })).status).toBe(404);
  });
});
