import { describe, expect, it } from 'vitest';
import {
  cleanListingPayload,
  dropEmptyValues,
  listingCreateSchema,
  uploadedImageIds,
} from '@/domain';

describe('cleanListingPayload', () => {
  it('turns amounts into numbers and drops empty values', () => {
    const payload = cleanListingPayload({
      type: 'retail',
      title: '  School shoes  ',
      description: 'Sizes 3 to 9',
      website: '',
      address: '   ',
      neighborhood: null,
      features: [],
      price: { type: 'fixed', amount: '$1,500.50', isNegotiable: false },
      city: 'bulawayo',
    });
    expect(payload).toEqual({
      type: 'retail',
      title: 'School shoes',
      description: 'Sizes 3 to 9',
      price: { type: 'fixed', amount: 1500.5, isNegotiable: false },
      city: 'bulawayo',
    });
  });

  it('converts both range amounts', () => {
    const payload = cleanListingPayload({
      price: { type: 'range', minAmount: '$100', maxAmount: '2,000' },
    });
    expect(payload.price).toEqual({ type: 'range', minAmount: 100, maxAmount: 2000 });
  });

  it('drops fields hidden for the current state', () => {
    const payload = cleanListingPayload({
      type: 'real_estate',
      subType: 'land',
      realEstateDealType: 'sale',
      accommodationType: 'student',
      vehicleBrand: 'toyota',
      modelYear: '2020',
      price: { type: 'description', amount: 5, description: 'Call for price', frequency: 'week' },
      city: 'mutare',
      neighborhood: 'avondale',
      serviceType: 'x',
    });
    expect(payload).toEqual({
      type: 'real_estate',
      subType: 'land',
      realEstateDealType: 'sale',
      price: { type: 'description', description: 'Call for price' },
      city: 'mutare',
    });
  });

  it('sends only the ids of successfully uploaded images, in order', () => {
    const payload = cleanListingPayload({ title: 'x' }, [
      { id: 'f1' },
      { id: null, uploading: true },
      { id: 'f2', error: 'Processing failed' },
      { uploading: false },
      { id: 'f3' },
    ]);
    expect(payload.images).toEqual(['f1', 'f3']);
  });

  it('drops the images key when nothing was uploaded', () => {
    expect(cleanListingPayload({ title: 'x' }, [{ uploading: true }])).toEqual({ title: 'x' });
  });

  it('produces a payload the create schema accepts', () => {
    const payload = cleanListingPayload(
      {
        type: 'vehicle',
        title: 'Honda Fit',
        description: 'Good condition',
        subType: 'car',
        vehicleBrand: 'honda',
        modelYear: '2012',
        price: { type: 'fixed', amount: '4,200', isNegotiable: true },
        city: 'harare',
        neighborhood: 'mbare',
      },
      [{ id: 'file1' }],
    );
    expect(listingCreateSchema.safeParse(payload).success).toBe(true);
  });
});

describe('dropEmptyValues', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['  ', undefined],
    [[], undefined],
    [{}, undefined],
    [{ a: { b: '' } }, undefined],
    [{ a: [null, ''] }, undefined],
    [
      { a: 0, b: false, c: 'x' },
      { a: 0, b: false, c: 'x' },
    ],
    [['x', '', null], ['x']],
  ])('%j -> %j', (input, expected) => {
    expect(dropEmptyValues(input)).toEqual(expected);
  });
});

describe('uploadedImageIds', () => {
  it('keeps plain ids and finished uploads', () => {
    expect(uploadedImageIds(['a', '', { id: 'b' }, { id: 'c', uploading: true }])).toEqual([
      'a',
      'b',
    ]);
  });
});
