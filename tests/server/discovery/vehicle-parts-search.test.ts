/**
 * A part asked for the vehicle it fits ('tyres for a Honda Fit') finds the part of any make,
 * the one naming the vehicle first, and never the vehicle itself, even one whose text names the
 * part and the make ('Honda motorbike, new tyres').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchListings } from '@/server/discovery/search';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import { createListing, createTestServer, sampleListing, type TestServer } from '../helpers';

let server: TestServer;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer({ env: { LOG_LEVEL: 'silent' } });
  const seller = await server.signInAs('263718000081');
  const listings: Record<string, Record<string, unknown>> = {
    tyres: {
      type: 'vehicle_parts',
      subType: 'tires',
      vehicleBrand: undefined,
      modelYear: undefined,
      title: 'New tyres 175/65 R14',
      description: 'Brand new tyres, fitting included.',
      features: [],
      price: { type: 'fixed', amount: 60 },
    },
    fitTyres: {
      type: 'vehicle_parts',
      subType: 'tires',
      vehicleBrand: undefined,
      modelYear: undefined,
      title: 'Honda Fit tyres and rims',
      description: 'Four tyres on rims, off a Honda Fit.',
      features: [],
      price: { type: 'fixed', amount: 200 },
    },
    motorbike: {
      type: 'vehicle',
      subType: 'bike',
      vehicleBrand: 'Honda',
      title: 'Honda motorbike 125cc',
      description: 'Runs well, new tyres, fit for town riding.',
      price: { type: 'fixed', amount: 900 },
    },
    car: {
      vehicleBrand: 'Honda',
      title: 'Honda Fit 2012',
      description: 'Clean Honda Fit, good tyres.',
      price: { type: 'fixed', amount: 4200 },
    },
  };
  for (const [key, overrides] of Object.entries(listings)) {
    const listing = sampleListing(overrides);
    for (const [field, value] of Object.entries(listing)) {
      if (value === undefined) delete listing[field];
    }
    ids[key] = ((await createListing(seller, listing)) as { _id: string })._id;
  }
});
afterAll(() => server?.close());

describe('a part for a vehicle', () => {
  it('finds the part of any make, the one naming the vehicle first, never the vehicle', async () => {
    const request = new RuleBasedUnderstanding().understandSync('tyres for a honda fit');
    const outcome = await searchListings(server.db, request);
    expect(outcome.relaxed).toEqual([]);
    expect(outcome.results.map((row) => row.id)).toEqual([ids.fitTyres, ids.tyres]);
  });
});
