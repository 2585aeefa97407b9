/**
 * The pull's hand-written answer checks against the domain's zod schemas they stand in for: on
 * every case the same verdict and, when accepted, the same value (defaults, dropped nulls and
 * unknown fields, status read as active).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listingSchema, statsSummarySchema, userSchema } from '@/domain';
import { dashboardOf, listingOf, listingsOf } from '@/app/sync/pull/pull-answers';

const dashboardSchema = z.object({
  user: userSchema,
  stats: statsSummarySchema.partial().optional(),
});

const LISTING = {
  _id: 'l1',
  title: 'Toyota Corolla',
  type: 'vehicle',
  seller: 's1',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const FULL_LISTING = {
  ...LISTING,
  description: 'Clean',
  subType: 'sedan',
  city: 'harare',
  town: 'Avondale',
  neighborhood: 'North',
  address: '1 Samora Machel',
  website: 'https://example.com',
  features: ['Air conditioning'],
  images: ['img1', 'img2'],
  views: 12,
  status: 'sold',
  leads: 3,
  updatedAt: '2025-01-02T00:00:00.000Z',
  price: {
    type: 'range',
    amount: 1,
    minAmount: 100,
    maxAmount: 200,
    frequency: 'month',
    description: 'ono',
    isNegotiable: true,
  },
  realEstateDealType: 'sale',
  accommodationType: 'room',
  vehicleBrand: 'toyota',
  modelYear: '2010',
  electronicBrand: 'samsung',
  serviceType: 'plumbing',
};

/** Each case is one change to a valid listing (a field set, or removed with `undefined`). */
const LISTING_CASES: [string, unknown][] = [
  ['the least a listing has', LISTING],
  ['every field', FULL_LISTING],
  ['nulls read as absent', { ...FULL_LISTING, description: null, features: null, views: null }],
  ['a null price', { ...LISTING, price: null }],
  [
    'a check-in pending and a pause reason',
    {
      ...LISTING,
      confirmedAt: '2026-01-01T00:00:00.000Z',
      pausedReason: 'not_confirmed',
      checkIn: { askedAt: '2026-02-01T00:00:00.000Z', extra: 1 },
    },
  ],
  ['an unknown pause reason', { ...LISTING, pausedReason: 'bored' }],
  ['a check-in without its time', { ...LISTING, checkIn: {} }],
  ['a check-in as text', { ...LISTING, checkIn: 'yes' }],
  ['an empty confirmation time', { ...LISTING, confirmedAt: '' }],
  ['a price with null amounts', { ...LISTING, price: { type: 'fixed', amount: null } }],
  ['unknown fields are dropped', { ...LISTING, extra: 1, price: { type: 'fixed', x: 2 } }],
  ['an unknown status', { ...LISTING, status: 'archived' }],
  ['a status of the wrong type', { ...LISTING, status: 7 }],
  ['a fractional count', { ...LISTING, views: 1.5, leads: 0 }],
  ['an empty description', { ...LISTING, description: '' }],
  ['no id', { ...LISTING, _id: undefined }],
  ['a numeric id', { ...LISTING, _id: 5 }],
  ['a null title', { ...LISTING, title: null }],
  ['no seller', { ...LISTING, seller: undefined }],
  ['an empty creation date', { ...LISTING, createdAt: '' }],
  ['an empty update date', { ...LISTING, updatedAt: '' }],
  ['a price that is text', { ...LISTING, price: '100' }],
  ['a price that is a list', { ...LISTING, price: [] }],
  ['a price without a type', { ...LISTING, price: { amount: 5 } }],
  ['an unknown price type', { ...LISTING, price: { type: 'free' } }],
  ['a price amount as text', { ...LISTING, price: { type: 'fixed', amount: '5' } }],
  ['a negotiable flag as text', { ...LISTING, price: { type: 'fixed', isNegotiable: 'yes' } }],
  ['features with a number', { ...LISTING, features: ['a', 1] }],
  ['images that are text', { ...LISTING, images: 'img1' }],
  ['views as text', { ...LISTING, views: '3' }],
  ['a city as a number', { ...LISTING, city: 1 }],
  [
    'held for review, with its reason and time',
    {
      ...LISTING,
      moderation: { state: 'in_review', reason: 'Prohibited content', at: '2025-01-03T00:00:00Z' },
    },
  ],
  [
    'hidden, a null time read as absent',
    { ...LISTING, moderation: { state: 'hidden', reason: 'Scam', at: null } },
  ],
  [
    'moderation with unknown fields',
    { ...LISTING, moderation: { state: 'hidden', reason: 'x', by: 'a' } },
  ],
  [
    'a moderation reason with its code and parameters',
    {
      ...LISTING,
      moderation: {
        state: 'in_review',
        reason: 'Waiting for review',
        code: 'repeated_ad_copies',
        params: { count: 6 },
      },
    },
  ],
  [
    'a moderation code this version does not know, without parameters',
    {
      ...LISTING,
      moderation: { state: 'in_review', reason: 'x', code: 'later_rule', params: null },
    },
  ],
  [
    'moderation parameters as a list',
    { ...LISTING, moderation: { state: 'in_review', reason: 'x', code: 'y', params: [1] } },
  ],
  [
    'a moderation code as a number',
    { ...LISTING, moderation: { state: 'hidden', reason: 'x', code: 2 } },
  ],
  ['a null moderation', { ...LISTING, moderation: null }],
  ['an unknown moderation state', { ...LISTING, moderation: { state: 'banned', reason: 'x' } }],
  ['moderation without a reason', { ...LISTING, moderation: { state: 'hidden' } }],
  ['a moderation reason as a number', { ...LISTING, moderation: { state: 'hidden', reason: 3 } }],
  [
    'an empty moderation time',
    { ...LISTING, moderation: { state: 'hidden', reason: 'x', at: '' } },
  ],
  ['moderation as text', { ...LISTING, moderation: 'hidden' }],
  ['a listing that is a list', [LISTING]],
  ['a listing that is text', 'listing'],
  ['null', null],
];

const USER = { _id: 'u1', phone: '263771234001' };
const DASHBOARD_CASES: [string, unknown][] = [
  ['a user only', { user: USER }],
  [
    'a full user and stats',
    {
      user: {
        ...USER,
        displayName: 'Rudo',
        contactNumber: '263771234001',
        city: 'harare',
        address: '1 Main',
        website: 'https://rudo.example',
        createdAt: '2025-01-01T00:00:00.000Z',
        isAdmin: true,
      },
      stats: { totalListings: 3, totalViews: 40, activeListings: 2, totalLeads: 5 },
      extra: true,
    },
  ],
  ['partial stats', { user: USER, stats: { totalViews: 4 } }],
  ['empty stats', { user: USER, stats: {} }],
  ['null user fields read as absent', { user: { ...USER, displayName: null, isAdmin: null } }],
  ['null stats', { user: USER, stats: null }],
  ['a null count in the stats', { user: USER, stats: { totalViews: null } }],
  ['a count as text', { user: USER, stats: { totalListings: '3' } }],
  ['stats as a list', { user: USER, stats: [] }],
  ['no user', { stats: {} }],
  ['a user without a phone', { user: { _id: 'u1' } }],
  ['an admin flag as text', { user: { ...USER, isAdmin: 'true' } }],
  ['an empty creation date', { user: { ...USER, createdAt: '' } }],
  ['a dashboard that is a list', [{ user: USER }]],
  ['null', null],
];

const verdict = (parsed: { success: boolean; data?: unknown }) =>
  parsed.success ? parsed.data : null;

describe('the pull reads a listing as listingSchema does', () => {
  it.each(LISTING_CASES)('%s', (_name, input) => {
    const expected = verdict(listingSchema.safeParse(input));
    expect(listingOf(input)).toStrictEqual(expected);
  });

  it('accepts a list only when every listing is one', () => {
    const list = [LISTING, FULL_LISTING];
    expect(listingsOf(list)).toStrictEqual(z.array(listingSchema).parse(list));
    expect(listingsOf([])).toStrictEqual([]);
    expect(listingsOf([LISTING, { ...LISTING, title: 3 }])).toBeNull();
    expect(listingsOf({ 0: LISTING })).toBeNull();
  });
});

describe('the pull reads the dashboard as the dashboard schema does', () => {
  it.each(DASHBOARD_CASES)('%s', (_name, input) => {
    const expected = verdict(dashboardSchema.safeParse(input));
    expect(dashboardOf(input)).toStrictEqual(expected);
  });
});
