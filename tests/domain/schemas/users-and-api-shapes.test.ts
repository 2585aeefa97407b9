import { describe, expect, it } from 'vitest';
import {
  adminContactSchema,
  adminStatsSchema,
  conversationMessageSchema,
  fieldErrorsOf,
  listingSchema,
  listingViewSchema,
  profileUpdateSchema,
  userSchema,
  verifyCodeSchema,
} from '@/domain';

describe('profileUpdateSchema', () => {
  const profile = {
    displayName: 'Tendai Hardware',
    contactNumber: '+263 77 123 4567',
    city: 'gwanda',
  };

  it('accepts a profile without address and website', () => {
    expect(profileUpdateSchema.parse(profile)).toEqual(profile);
  });

  it('treats blank optional fields as none', () => {
    expect(profileUpdateSchema.parse({ ...profile, address: ' ', website: '' })).toEqual(profile);
  });

  it.each([
    ['https://tendai.co.zw', 'https://tendai.co.zw'],
    ['http://tendai.co.zw/shop', 'http://tendai.co.zw/shop'],
    ['tendai.co.zw', 'https://tendai.co.zw'],
  ])('accepts the website %s', (website, stored) => {
    expect(profileUpdateSchema.parse({ ...profile, website }).website).toBe(stored);
  });

  it.each(['ftp://tendai.co.zw', 'javascript:alert(1)', 'not a website', 'tendai'])(
    'refuses the website %s',
    (website) => {
      expect(profileUpdateSchema.safeParse({ ...profile, website }).success).toBe(false);
    },
  );

  it.each<[string, Record<string, unknown>, string]>([
    ['no display name', { displayName: '' }, 'displayName'],
    ['no contact number', { contactNumber: undefined }, 'contactNumber'],
    ['letters as the number', { contactNumber: 'call me' }, 'contactNumber'],
    ['no city', { city: undefined }, 'city'],
    ['a city only on the listing list', { city: 'rusape' }, 'city'],
  ])('refuses %s', (_name, change, field) => {
    const result = profileUpdateSchema.safeParse({ ...profile, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrorsOf(result.error))).toEqual([field]);
  });

  it('accepts the city label', () => {
    expect(profileUpdateSchema.parse({ ...profile, city: 'Victoria Falls' }).city).toBe(
      'victoria_falls',
    );
  });
});

describe('verifyCodeSchema', () => {
  it.each([
    [{ lastThreeDigits: '567', code: '1234' }, true],
    [{ lastThreeDigits: '067', code: '0004' }, true],
    [{ lastThreeDigits: '56', code: '1234' }, false],
    [{ lastThreeDigits: '5678', code: '1234' }, false],
    [{ lastThreeDigits: '567', code: '123' }, false],
    [{ lastThreeDigits: '567', code: '12345' }, false],
    [{ lastThreeDigits: 'abc', code: '1234' }, false],
    [{ lastThreeDigits: '567', code: '12a4' }, false],
    [{ lastThreeDigits: 567, code: 1234 }, false],
    [{}, false],
  ])('%j valid: %s', (input, valid) => {
    expect(verifyCodeSchema.safeParse(input).success).toBe(valid);
  });
});

describe('API shapes', () => {
  it('parses a listing as the API returns it, reading nulls as absent', () => {
    const listing = listingSchema.parse({
      _id: 'l1',
      title: 'House',
      type: 'real_estate',
      city: 'harare',
      address: null,
      images: ['f1'],
      views: 3,
      createdAt: '2025-01-05T10:00:00.000Z',
      price: { type: 'fixed', amount: 10, frequency: null },
      seller: 'u1',
    });
    expect(listing).toMatchObject({
      _id: 'l1',
      features: [],
      price: { type: 'fixed', amount: 10 },
    });
    expect(listing).not.toHaveProperty('address');
    expect(listing.price).not.toHaveProperty('frequency');
  });

  it('parses a user, isAdmin false by default', () => {
    expect(userSchema.parse({ _id: 'u1', phone: '263771234567' })).toEqual({
      _id: 'u1',
      phone: '263771234567',
      isAdmin: false,
    });
    expect(userSchema.safeParse({ phone: '263771234567' }).success).toBe(false);
  });

  it('parses the admin shapes', () => {
    expect(
      adminStatsSchema.parse({
        totalContacts: 1,
        totalListings: 2,
        cumulativeViews: 3,
        dailyViews: [{ views: 1, date: '2025-01-05' }, { views: 2 }],
      }).dailyViews,
    ).toHaveLength(2);
    expect(
      adminContactSchema.parse({ phoneNumber: '263771234567', messageCount: 4, lastMessage: null }),
      // A contact the server names no role for reads as a buyer.
    ).toEqual({ phoneNumber: '263771234567', messageCount: 4, role: 'buyer' });
    expect(
      conversationMessageSchema.parse({
        direction: 'inbound',
        content: { text: 'Looking for a house in Harare', imageUrl: null },
        createdAt: '2025-01-05T10:00:00.000Z',
      }).content,
    ).toEqual({ text: 'Looking for a house in Harare' });
    expect(
      conversationMessageSchema.safeParse({ direction: 'sideways', content: {}, createdAt: 'x' })
        .success,
    ).toBe(false);
    expect(listingViewSchema.parse({ _id: 'v1', viewerPhone: '263', createdAt: 'x' })._id).toBe(
      'v1',
    );
  });
});
