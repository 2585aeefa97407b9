import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, listingUpdateSchema, parseListingUpdate } from '@/domain';
import { REQUIRED, car } from './car';

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
