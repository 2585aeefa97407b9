/** A listing in a town off the city list: its town is stored, returned and found by the bot. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchListings } from '@/server/discovery/search';
import { serverWithSellers } from '../../support/signed-in-server';
import { answerOf, createListing, sampleListing, type SignedIn, type TestServer } from '../helpers';

let server: TestServer;
let seller: SignedIn;

beforeAll(async () => {
  ({
    server,
    sellers: [seller],
  } = await serverWithSellers(['263771112222']));
});
afterAll(() => server.close());

const create = (listing: Record<string, unknown>) => createListing(seller, listing);

const FRIDGE = {
  type: 'electronics',
  subType: 'appliances',
  title: 'Hisense fridge',
  description: 'Double door, 2 years old.',
  price: { type: 'fixed', amount: 480 },
};

describe("a listing in a town named for city 'Other'", () => {
  it('keeps the town and returns it', async () => {
    const created = await create({ ...FRIDGE, city: 'other', town: '  Gwanda ' });
    expect(created).toMatchObject({ city: 'other', town: 'Gwanda' });
    const read = await seller.client.api.listings[':id'].$get({ param: { id: created._id } });
    expect(await answerOf(read, 200)).toMatchObject({ city: 'other', town: 'Gwanda' });
  });

  it('drops the town of a listing in a listed city', async () => {
    const created = await create({ ...sampleListing(), town: 'Gwanda' });
    expect(created).not.toHaveProperty('town');
  });

  it("is found by the bot's town filter, and others in other towns are not", async () => {
    const gwanda = await create({ ...FRIDGE, title: 'Defy fridge', city: 'other', town: 'Gwanda' });
    const harare = await create({ ...FRIDGE, title: 'LG fridge', city: 'harare' });
    const outcome = await searchListings(server.db, {
      terms: ['fridge'],
      categories: [{ type: 'electronics', weight: 1 }],
      city: 'gwanda',
      brands: [],
    });
    expect(outcome.relaxed).toEqual([]);
    const ids = outcome.results.map((result) => result.id);
    expect(ids).toContain(gwanda._id);
    expect(ids).not.toContain(harare._id);
  });

  it('is found by a town no list knows, and the search says it kept to that town', async () => {
    const nkayi = await create({ ...FRIDGE, title: 'Capri fridge', city: 'other', town: 'Nkayi' });
    const harare = await create({ ...FRIDGE, title: 'Samsung fridge', city: 'harare' });
    const fridges = await searchListings(server.db, {
      terms: ['fridge', 'nkayi'],
      categories: [{ type: 'electronics', weight: 1 }],
      brands: [],
    });
    expect(fridges.results.map((result) => result.id)).toEqual([nkayi._id]);
    expect(fridges.typedTown).toBe('nkayi');
    // Nothing of the kind there: searched as if no town was named.
    const sofas = await create({
      ...FRIDGE,
      type: 'furniture',
      subType: 'living',
      title: 'Leather sofa',
      city: 'harare',
    });
    const anywhere = await searchListings(server.db, {
      terms: ['sofa', 'nkayi'],
      categories: [{ type: 'furniture', weight: 1 }],
      brands: [],
    });
    expect(anywhere.typedTown).toBeUndefined();
    expect(anywhere.results.map((result) => result.id)).toContain(sofas._id);
    expect(anywhere.results.map((result) => result.id)).not.toContain(harare._id);
  });
});
