import { describe, expect, it } from 'vitest';
import {
  adminContactSchema,
  adminStatsSchema,
  conversationMessageSchema,
  describeZodError,
  fieldErrorsOf,
  listingCreateSchema,
  listingSchema,
  listingUpdateSchema,
  listingViewSchema,
  parseListingUpdate,
  profileUpdateSchema,
  userSchema,
  verifyCodeSchema,
} from '@/domain';

const REQUIRED = 'This field is required';

const car = {
  type: 'vehicle',
  title: 'Toyota Aqua',
  description: 'Hybrid, 2015, clean',
  subType: 'car',
  vehicleBrand: 'toyota',
  modelYear: '2015',
  price: { type: 'fixed', amount: 7500, isNegotiable: true },
  city: 'harare',
  neighborhood: 'avondale',
  images: ['f1', 'f2'],
};

const errorsOf = (input: unknown) => {
  const result = listingCreateSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('listingCreateSchema', () => {
  it('accepts a complete listing', () => {
    const result = listingCreateSchema.safeParse(car);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(car);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no title', { title: undefined }, { title: REQUIRED }],
    ['a blank title', { title: '   ' }, { title: REQUIRED }],
    ['no description', { description: '' }, { description: REQUIRED }],
    ['no type', { type: undefined }, { type: 'Choose a valid listing type' }],
    ['the healthcare type', { type: 'healthcare' }, { type: 'Choose a valid listing type' }],
    ['no sub-type', { subType: undefined }, { subType: REQUIRED }],
    [
      'a sub-type of another type',
      { subType: 'house' },
      { subType: 'Choose a valid sub-category' },
    ],
    ['no vehicle brand for a car', { vehicleBrand: null }, { vehicleBrand: REQUIRED }],
    [
      'an unknown vehicle brand',
      { vehicleBrand: 'trabant' },
      { vehicleBrand: 'Choose a valid vehicle brand' },
    ],
    ['an unknown model year', { modelYear: '1999' }, { modelYear: 'Choose a valid model year' }],
    ['no price', { price: undefined }, { price: REQUIRED }],
    ['no price type', { price: { amount: 5 } }, { 'price.type': REQUIRED }],
    ['an unknown price type', { price: { type: 'weekly', amount: 5 } }, { 'price.type': REQUIRED }],
    ['a fixed price without amount', { price: { type: 'fixed' } }, { 'price.amount': REQUIRED }],
    [
      'a monthly price without amount',
      { price: { type: 'monthly', amount: '' } },
      { 'price.amount': REQUIRED },
    ],
    [
      'a nightly price without amount',
      { price: { type: 'per_night' } },
      { 'price.amount': REQUIRED },
    ],
    [
      'a range without maximum',
      { price: { type: 'range', minAmount: 1 } },
      { 'price.maxAmount': REQUIRED },
    ],
    [
      'a range without minimum',
      { price: { type: 'range', maxAmount: 1 } },
      { 'price.minAmount': REQUIRED },
    ],
    [
      'a range upside down',
      { price: { type: 'range', minAmount: 9, maxAmount: 1 } },
      { 'price.maxAmount': 'Maximum must not be less than the minimum' },
    ],
    [
      'a described price without text',
      { price: { type: 'description' } },
      { 'price.description': REQUIRED },
    ],
    [
      'a negative amount',
      { price: { type: 'fixed', amount: -1 } },
      { 'price.amount': 'Enter a valid amount' },
    ],
    [
      'a text amount',
      { price: { type: 'fixed', amount: 'lots' } },
      { 'price.amount': 'Enter a valid amount' },
    ],
    ['no city', { city: undefined }, { city: REQUIRED }],
    ['a city off the list', { city: 'gwanda' }, { city: 'Choose a valid city' }],
    [
      'an unknown neighbourhood',
      { neighborhood: 'atlantis' },
      { neighborhood: 'Choose a valid neighbourhood' },
    ],
    [
      'a non-web website',
      { website: 'javascript:alert(1)' },
      { website: 'Enter a valid web address, like https://example.co.zw' },
    ],
    ['five images', { images: ['a', 'b', 'c', 'd', 'e'] }, { images: 'Maximum 4 files allowed' }],
  ])('refuses %s', (_name, change, expected) => {
    expect(errorsOf({ ...car, ...change })).toEqual(expected);
  });

  it('refuses real estate without a deal type', () => {
    const house = { ...car, type: 'real_estate', subType: 'house', vehicleBrand: undefined };
    expect(errorsOf(house)).toEqual({ realEstateDealType: REQUIRED });
  });

  it('refuses an electronics phone without a brand', () => {
    const phone = { ...car, type: 'electronics', subType: 'phone', vehicleBrand: undefined };
    expect(errorsOf(phone)).toEqual({ electronicBrand: REQUIRED });
  });

  it('names every problem at once', () => {
    expect(Object.keys(errorsOf({ type: 'real_estate', price: { type: 'range' } })).sort()).toEqual(
      [
        'city',
        'description',
        'price.maxAmount',
        'price.minAmount',
        'realEstateDealType',
        'subType',
        'title',
      ],
    );
  });

  it('refuses something that is not an object', () => {
    expect(listingCreateSchema.safeParse('hello').success).toBe(false);
    expect(listingCreateSchema.safeParse(null).success).toBe(false);
  });

  it('drops fields hidden for the listing state instead of refusing them', () => {
    const result = listingCreateSchema.parse({
      ...car,
      subType: 'truck',
      accommodationType: 'student',
      realEstateDealType: 'rent',
      electronicBrand: 'apple',
      city: 'bulawayo',
      price: {
        type: 'monthly',
        amount: 100,
        minAmount: 1,
        maxAmount: 2,
        description: 'x',
        frequency: 'week',
      },
      serviceType: 'towing',
    });
    expect(result).toEqual({
      type: 'vehicle',
      title: 'Toyota Aqua',
      description: 'Hybrid, 2015, clean',
      subType: 'truck',
      modelYear: '2015',
      price: { type: 'monthly', amount: 100 },
      city: 'bulawayo',
      images: ['f1', 'f2'],
    });
  });

  it('strips keys a seller may not set', () => {
    const result = listingCreateSchema.parse({
      ...car,
      _id: 'x',
      views: 99,
      seller: 'someone',
      createdAt: 'now',
    });
    expect(result).not.toHaveProperty('_id');
    expect(result).not.toHaveProperty('views');
    expect(result).not.toHaveProperty('seller');
  });

  it('accepts labels for option values and amounts as typed', () => {
    const result = listingCreateSchema.parse({
      ...car,
      city: 'Harare',
      neighborhood: 'Borrowdale',
      vehicleBrand: 'Mercedes-Benz',
      price: { type: 'fixed', amount: '$12,500.00', frequency: 'week' },
      website: 'mybiz.co.zw',
    });
    expect(result).toMatchObject({
      city: 'harare',
      neighborhood: 'borrowdale',
      vehicleBrand: 'mercedes_benz',
      price: { type: 'fixed', amount: 12500, frequency: 'week' },
      website: 'https://mybiz.co.zw',
    });
  });

  it('keeps a service type only for services', () => {
    const service = {
      ...car,
      type: 'services',
      subType: 'it',
      vehicleBrand: undefined,
      modelYear: undefined,
      serviceType: 'Website design',
    };
    expect(listingCreateSchema.parse(service).serviceType).toBe('Website design');
  });

  it('needs no sub-type for a type that has none', () => {
    const shop = { ...car, type: 'retail', subType: 'car' };
    const result = listingCreateSchema.parse(shop);
    expect(result).not.toHaveProperty('subType');
    expect(result).not.toHaveProperty('vehicleBrand');
  });

  it('describes errors in one sentence for the API', () => {
    const result = listingCreateSchema.safeParse({ ...car, title: '' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(describeZodError(result.error)).toBe('title: This field is required');
  });
});

describe('listing updates', () => {
  it('refuses a change of type', () => {
    const result = parseListingUpdate('vehicle', { ...car, type: 'electronics' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorsOf(result.error)).toEqual({ type: 'The listing type cannot be changed' });
    }
  });

  it('accepts the same type, or none, validated with the stored type', () => {
    expect(parseListingUpdate('vehicle', car)).toMatchObject({
      success: true,
      data: { type: 'vehicle' },
    });
    const { type: _type, ...withoutType } = car;
    expect(parseListingUpdate('vehicle', withoutType)).toMatchObject({
      success: true,
      data: { type: 'vehicle', vehicleBrand: 'toyota' },
    });
  });

  it('applies the type-dependent rules of the stored type', () => {
    const { type: _type, ...withoutType } = car;
    const result = parseListingUpdate('real_estate', withoutType);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorsOf(result.error)).toEqual({
        subType: 'Choose a valid sub-category',
        realEstateDealType: REQUIRED,
      });
    }
  });

  it('has a shape schema in which type is optional', () => {
    const { type: _type, ...withoutType } = car;
    expect(listingUpdateSchema.safeParse(withoutType).success).toBe(true);
  });
});

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
    ).toEqual({ phoneNumber: '263771234567', messageCount: 4 });
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
