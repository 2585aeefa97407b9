import { describe, expect, it } from 'vitest';
import { describeZodError, fieldErrorsOf, listingCreateSchema } from '@/domain';
import {
  AMOUNT_CENTS_MESSAGE as CENTS,
  AMOUNT_TOO_HIGH_MESSAGE as TOO_HIGH,
  INVISIBLE_TITLE_MESSAGE as INVISIBLE,
} from '@/domain/listing-rules';
import { REQUIRED, car } from './car';

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

describe('bounds of a listing', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a price of 1e308', { price: { type: 'fixed', amount: 1e308 } }, { 'price.amount': TOO_HIGH }],
    [
      'a price past the largest safe integer',
      { price: { type: 'fixed', amount: Number('9007199254740993') } },
      { 'price.amount': TOO_HIGH },
    ],
    [
      'a price over the maximum',
      { price: { type: 'fixed', amount: 1_000_000_001 } },
      { 'price.amount': TOO_HIGH },
    ],
    [
      'a price finer than cents',
      { price: { type: 'fixed', amount: 10.005 } },
      { 'price.amount': CENTS },
    ],
    [
      'a range over the maximum',
      { price: { type: 'range', minAmount: 5, maxAmount: 1e12 } },
      { 'price.maxAmount': TOO_HIGH },
    ],
    ['a title of Hangul fillers', { title: '\u3164\u3164\u3164' }, { title: INVISIBLE }],
    ['a title of blank Braille', { title: '\u2800\u2800' }, { title: INVISIBLE }],
    ['a title of zero-width joiners', { title: '\u200D\u200D\u200D' }, { title: INVISIBLE }],
    ['a title of combining marks', { title: '\u0301\u0308\u0323' }, { title: INVISIBLE }],
  ])('refuses %s', (_label, change, expected) => {
    expect(errorsOf({ ...car, ...change })).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>]>([
    ['the maximum price', { price: { type: 'fixed', amount: 1_000_000_000 } }],
    ['dollars and cents', { price: { type: 'fixed', amount: 19.99 } }],
    ['cents typed as text', { price: { type: 'fixed', amount: '1,250.50' } }],
    ['a title in Shona with digits', { title: 'Mombe 3 dzinotengeswa' }],
    ['a title of digits only', { title: '4x4' }],
  ])('accepts %s', (_label, change) => {
    expect(errorsOf({ ...car, ...change })).toEqual({});
  });
});
