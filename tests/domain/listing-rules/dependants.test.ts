import { describe, expect, it } from 'vitest';
import {
  LISTING_FORM_FIELDS,
  applyFieldChange,
  dependantsOf,
  getField,
  setField,
  type ListingFormField,
  type ListingFormValues,
} from '@/domain';

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
