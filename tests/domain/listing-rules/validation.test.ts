import { describe, expect, it } from 'vitest';
import {
  isEmptyValue,
  parseAmount,
  requiredFields,
  setField,
  validateListingForm,
  visibleFields,
  type ListingFormField,
  type ListingFormValues,
} from '@/domain';

const REQUIRED = 'This field is required';

describe('required fields (spec 5)', () => {
  it('requires the base fields for an empty form', () => {
    expect(requiredFields({})).toEqual([
      'type',
      'title',
      'description',
      'subType',
      'price.type',
      'city',
    ]);
  });

  it.each<[string, ListingFormValues, ListingFormField[]]>([
    [
      'a real estate house to rent',
      {
        type: 'real_estate',
        subType: 'house',
        realEstateDealType: 'rent',
        price: { type: 'monthly' },
      },
      [
        'type',
        'title',
        'description',
        'subType',
        'realEstateDealType',
        'price.type',
        'price.amount',
        'city',
      ],
    ],
    [
      'a car with a price range',
      { type: 'vehicle', subType: 'car', price: { type: 'range' } },
      [
        'type',
        'title',
        'description',
        'subType',
        'vehicleBrand',
        'price.type',
        'price.minAmount',
        'price.maxAmount',
        'city',
      ],
    ],
    [
      'a phone with a described price',
      { type: 'electronics', subType: 'phone', price: { type: 'description' } },
      [
        'type',
        'title',
        'description',
        'subType',
        'electronicBrand',
        'price.type',
        'price.description',
        'city',
      ],
    ],
    [
      'a retail item in Harare',
      { type: 'retail', city: 'harare', price: { type: 'fixed' } },
      ['type', 'title', 'description', 'price.type', 'price.amount', 'city'],
    ],
  ])('for %s', (_name, values, expected) => {
    expect(requiredFields(values)).toEqual(expected);
  });

  it('never requires the optional fields, even when they are shown', () => {
    const houseInHarare: ListingFormValues = {
      type: 'real_estate',
      subType: 'house',
      realEstateDealType: 'rent',
      city: 'harare',
    };
    const car: ListingFormValues = { type: 'vehicle', subType: 'car' };
    const optional = [
      'website',
      'accommodationType',
      'neighborhood',
      'address',
      'price.isNegotiable',
    ];
    expect(visibleFields(houseInHarare)).toEqual(expect.arrayContaining(optional));
    expect(visibleFields(car)).toContain('modelYear');
    for (const field of [...optional, 'modelYear']) {
      expect(requiredFields(houseInHarare)).not.toContain(field);
      expect(requiredFields(car)).not.toContain(field);
    }
  });
});

describe('empty values', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    [[], true],
    ['x', false],
    [0, false],
    [false, false],
    [['a'], false],
    [{}, false],
  ])('isEmptyValue(%j) is %s', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });
});

describe('validateListingForm', () => {
  const complete: ListingFormValues = {
    type: 'vehicle',
    title: 'Toyota Aqua 2015',
    description: 'Clean, low mileage',
    subType: 'car',
    vehicleBrand: 'toyota',
    price: { type: 'fixed', amount: '$7,500' },
    city: 'harare',
  };

  it('accepts a complete form', () => {
    expect(validateListingForm(complete)).toEqual({});
  });

  it.each([
    ['title', undefined],
    ['title', null],
    ['title', ''],
    ['title', '   '],
    ['vehicleBrand', undefined],
    ['price.amount', ''],
    ['city', null],
  ] as const)('says %s is required when it is %j', (field, value) => {
    expect(validateListingForm(setField(complete, field, value))).toEqual({ [field]: REQUIRED });
  });

  it('ignores required fields that are hidden', () => {
    const noBrandNeeded = { ...complete, subType: 'truck', vehicleBrand: undefined };
    expect(validateListingForm(noBrandNeeded)).toEqual({});
  });

  it('limits the check to the given fields', () => {
    expect(validateListingForm({}, ['title', 'city'])).toEqual({ title: REQUIRED, city: REQUIRED });
  });

  it('names an unreadable or negative amount', () => {
    expect(validateListingForm(setField(complete, 'price.amount', 'abc'))).toEqual({
      'price.amount': 'Enter a valid amount',
    });
    expect(validateListingForm(setField(complete, 'price.amount', '-5'))).toEqual({
      'price.amount': 'Enter a valid amount',
    });
  });

  it('refuses a range whose maximum is below its minimum', () => {
    const range = { ...complete, price: { type: 'range', minAmount: '200', maxAmount: '100' } };
    expect(validateListingForm(range)).toEqual({
      'price.maxAmount': 'Maximum must not be less than the minimum',
    });
  });

  it('refuses a website that is not an http(s) address', () => {
    expect(validateListingForm({ ...complete, website: 'ftp://x.co.zw' })).toHaveProperty(
      'website',
    );
    expect(validateListingForm({ ...complete, website: 'mybiz.co.zw' })).toEqual({});
  });
});

describe('parseAmount', () => {
  it.each([
    ['$1,500.50', 1500.5],
    ['1500', 1500],
    [' $ 45 ', 45],
    ['1,000,000', 1000000],
    ['.5', 0.5],
    [1500, 1500],
    ['-5', -5],
    ['abc', undefined],
    ['', undefined],
    ['$', undefined],
    ['1.2.3', undefined],
    [Number.NaN, undefined],
    [null, undefined],
  ])('%j -> %j', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });
});
