import { describe, expect, it } from 'vitest';
import {
  LISTING_FORM_FIELDS,
  WIZARD_STEPS,
  applyFieldChange,
  dependantsOf,
  getField,
  isEmptyValue,
  isFieldVisible,
  parseAmount,
  requiredFields,
  setField,
  validateListingForm,
  validateStep,
  visibleFields,
  type ListingFormField,
  type ListingFormValues,
} from '@/domain';

const REQUIRED = 'This field is required';

describe('field visibility (spec 4)', () => {
  it.each<[string, ListingFormValues, ListingFormField, boolean]>([
    // sub-type
    ['subType before a type is chosen', {}, 'subType', true],
    ['subType for a type with sub-types', { type: 'vehicle' }, 'subType', true],
    ['subType for a type without sub-types', { type: 'retail' }, 'subType', false],
    // deal type
    ['deal type for real estate', { type: 'real_estate' }, 'realEstateDealType', true],
    ['deal type for vehicles', { type: 'vehicle' }, 'realEstateDealType', false],
    // accommodation type
    ...(['house', 'apartment', 'room'].map((subType) => [
      `accommodation type for a ${subType} to rent`,
      { type: 'real_estate', realEstateDealType: 'rent', subType },
      'accommodationType',
      true,
    ]) as [string, ListingFormValues, ListingFormField, boolean][]),
    [
      'accommodation type for land to rent',
      { type: 'real_estate', realEstateDealType: 'rent', subType: 'land' },
      'accommodationType',
      false,
    ],
    [
      'accommodation type for a house for sale',
      { type: 'real_estate', realEstateDealType: 'sale', subType: 'house' },
      'accommodationType',
      false,
    ],
    [
      'accommodation type without a deal type',
      { type: 'real_estate', subType: 'house' },
      'accommodationType',
      false,
    ],
    [
      'accommodation type outside real estate',
      { type: 'accommodation', realEstateDealType: 'rent', subType: 'room' },
      'accommodationType',
      false,
    ],
    // vehicle brand
    ['vehicle brand for a car', { type: 'vehicle', subType: 'car' }, 'vehicleBrand', true],
    ['vehicle brand for a truck', { type: 'vehicle', subType: 'truck' }, 'vehicleBrand', false],
    ['vehicle brand for car rental', { type: 'car_rental', subType: 'car' }, 'vehicleBrand', false],
    // electronic brand
    ...(['phone', 'laptop', 'accessories'].map((subType) => [
      `electronic brand for a ${subType}`,
      { type: 'electronics', subType },
      'electronicBrand',
      true,
    ]) as [string, ListingFormValues, ListingFormField, boolean][]),
    ['electronic brand for a tv', { type: 'electronics', subType: 'tv' }, 'electronicBrand', false],
    [
      'electronic brand for vehicle electronics',
      { type: 'vehicle_parts', subType: 'electronics' },
      'electronicBrand',
      false,
    ],
    // model year
    ['model year for a car', { type: 'vehicle', subType: 'car' }, 'modelYear', true],
    ['model year for a truck', { type: 'vehicle', subType: 'truck' }, 'modelYear', true],
    ['model year for a vehicle', { type: 'vehicle' }, 'modelYear', true],
    ['model year for a phone', { type: 'electronics', subType: 'phone' }, 'modelYear', true],
    ['model year for a laptop', { type: 'electronics', subType: 'laptop' }, 'modelYear', true],
    [
      'model year for accessories',
      { type: 'electronics', subType: 'accessories' },
      'modelYear',
      false,
    ],
    ['model year for a house', { type: 'real_estate', subType: 'house' }, 'modelYear', false],
    // price fields
    ...(['fixed', 'monthly', 'per_night'].map((type) => [
      `amount for ${type}`,
      { price: { type } },
      'price.amount',
      true,
    ]) as [string, ListingFormValues, ListingFormField, boolean][]),
    ['amount for range', { price: { type: 'range' } }, 'price.amount', false],
    ['amount for description', { price: { type: 'description' } }, 'price.amount', false],
    ['amount with no price type', {}, 'price.amount', false],
    ['minimum for range', { price: { type: 'range' } }, 'price.minAmount', true],
    ['maximum for range', { price: { type: 'range' } }, 'price.maxAmount', true],
    ['minimum for fixed', { price: { type: 'fixed' } }, 'price.minAmount', false],
    ['maximum for monthly', { price: { type: 'monthly' } }, 'price.maxAmount', false],
    ['price text for description', { price: { type: 'description' } }, 'price.description', true],
    ['price text for fixed', { price: { type: 'fixed' } }, 'price.description', false],
    ['negotiable always', {}, 'price.isNegotiable', true],
    // neighbourhood
    ['neighbourhood for Harare', { city: 'harare' }, 'neighborhood', true],
    ['neighbourhood for Bulawayo', { city: 'bulawayo' }, 'neighborhood', false],
    ['neighbourhood with no city', {}, 'neighborhood', false],
  ])('%s', (_name, values, field, shown) => {
    expect(isFieldVisible(values, field)).toBe(shown);
    expect(visibleFields(values).includes(field)).toBe(shown);
  });

  it.each(['type', 'title', 'description', 'website', 'price.type', 'city', 'address'] as const)(
    '%s is always shown',
    (field) => {
      expect(isFieldVisible({}, field)).toBe(true);
      expect(isFieldVisible({ type: 'retail', price: { type: 'range' } }, field)).toBe(true);
    },
  );
});

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

describe('wizard steps (spec 2)', () => {
  it('has the five steps with their titles and descriptions', () => {
    expect(WIZARD_STEPS.map((s) => [s.title, s.description])).toEqual([
      ['Basic Information', 'Start with the basic details of your listing'],
      ['Listing Details', 'Provide specific details about your listing'],
      ['Pricing', 'Set your pricing details'],
      ['Pictures', 'Add images to your listing'],
      ['Location', 'Where is your listing located?'],
    ]);
  });

  it('puts every form field in exactly one step, and none in Pictures', () => {
    const all = WIZARD_STEPS.flatMap((s) => s.fields);
    expect([...all].sort()).toEqual([...LISTING_FORM_FIELDS].sort());
    expect(WIZARD_STEPS[3]?.fields).toEqual([]);
  });

  it("validates only the step's shown fields", () => {
    expect(validateStep({}, 0)).toEqual({ type: REQUIRED, title: REQUIRED, description: REQUIRED });
    expect(validateStep({ type: 'real_estate' }, 1)).toEqual({
      subType: REQUIRED,
      realEstateDealType: REQUIRED,
    });
    expect(validateStep({ type: 'retail' }, 1)).toEqual({});
    expect(validateStep({ price: { type: 'range' } }, 2)).toEqual({
      'price.minAmount': REQUIRED,
      'price.maxAmount': REQUIRED,
    });
    expect(validateStep({}, 3)).toEqual({});
    expect(validateStep({ city: 'harare' }, 4)).toEqual({});
  });
});

describe('clearing dependent fields', () => {
  const house: ListingFormValues = {
    type: 'real_estate',
    title: 'Cottage',
    subType: 'house',
    realEstateDealType: 'rent',
    accommodationType: 'student',
    price: { type: 'range', minAmount: '100', maxAmount: '200', isNegotiable: true },
    city: 'harare',
    neighborhood: 'avondale',
  };
  const phone: ListingFormValues = {
    type: 'electronics',
    subType: 'phone',
    electronicBrand: 'samsung',
    modelYear: '2023',
  };
  const car: ListingFormValues = {
    type: 'vehicle',
    subType: 'car',
    vehicleBrand: 'toyota',
    modelYear: '2015',
  };

  it.each<[string, ListingFormValues, ListingFormField, unknown, ListingFormField[]]>([
    [
      'type clears sub-type and everything that hung on it',
      house,
      'type',
      'vehicle',
      ['subType', 'realEstateDealType', 'accommodationType'],
    ],
    [
      'type clears brand and year of a car',
      car,
      'type',
      'electronics',
      ['subType', 'vehicleBrand', 'modelYear'],
    ],
    [
      'type clears brand and year of a phone',
      phone,
      'type',
      'vehicle',
      ['subType', 'electronicBrand', 'modelYear'],
    ],
    [
      'sub-type clears the accommodation type',
      house,
      'subType',
      'apartment',
      ['accommodationType'],
    ],
    [
      'sub-type clears the vehicle brand and year',
      car,
      'subType',
      'truck',
      ['vehicleBrand', 'modelYear'],
    ],
    [
      'sub-type clears the electronic brand and year',
      phone,
      'subType',
      'laptop',
      ['electronicBrand', 'modelYear'],
    ],
    [
      'deal type clears the accommodation type',
      house,
      'realEstateDealType',
      'sale',
      ['accommodationType'],
    ],
    [
      'price type clears amounts and text',
      house,
      'price.type',
      'fixed',
      ['price.minAmount', 'price.maxAmount'],
    ],
    ['city clears the neighbourhood', house, 'city', 'bulawayo', ['neighborhood']],
  ])('%s', (_name, values, field, value, cleared) => {
    const next = applyFieldChange(values, field, value);
    expect(getField(next, field)).toBe(value);
    for (const f of cleared) expect(getField(next, f)).toBeUndefined();
    for (const f of LISTING_FORM_FIELDS) {
      if (f !== field && !cleared.includes(f))
        expect(getField(next, f)).toEqual(getField(values, f));
    }
  });

  it('keeps negotiable and other price fields when only the price type changes', () => {
    const next = applyFieldChange(house, 'price.type', 'monthly');
    expect(next.price).toEqual({ type: 'monthly', isNegotiable: true });
  });

  it('clears nothing when the same value is chosen again', () => {
    expect(applyFieldChange(house, 'type', 'real_estate')).toEqual(house);
    expect(applyFieldChange(house, 'city', 'harare')).toEqual(house);
  });

  it('does not touch the values it was given', () => {
    const before = structuredClone(house);
    applyFieldChange(house, 'type', 'vehicle');
    expect(house).toEqual(before);
  });

  it('follows dependants transitively', () => {
    expect(dependantsOf('type')).toEqual([
      'subType',
      'realEstateDealType',
      'vehicleBrand',
      'electronicBrand',
      'modelYear',
      'accommodationType',
    ]);
    expect(dependantsOf('title')).toEqual([]);
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

describe('dotted field names', () => {
  it('reads and writes nested values without mutating', () => {
    const values = { price: { type: 'fixed' } };
    const next = setField(values, 'price.amount', 5);
    expect(next).toEqual({ price: { type: 'fixed', amount: 5 } });
    expect(values).toEqual({ price: { type: 'fixed' } });
    expect(getField(next, 'price.amount')).toBe(5);
    expect(getField({}, 'price.amount')).toBeUndefined();
    expect(setField({}, 'price.amount', undefined)).toEqual({});
    expect(setField(next, 'price.amount', undefined)).toEqual({ price: { type: 'fixed' } });
  });
});
