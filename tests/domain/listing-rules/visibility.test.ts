import { describe, expect, it } from 'vitest';
import {
  isFieldVisible,
  visibleFields,
  type ListingFormField,
  type ListingFormValues,
} from '@/domain';

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
