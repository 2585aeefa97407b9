/** The questions left before a chat listing is as complete as one from the wizard. */
import { describe, expect, it } from 'vitest';
import {
  FORM_CITIES,
  LISTING_TYPES,
  REAL_ESTATE_DEAL_TYPES,
  VEHICLE_BRANDS,
  subTypesOf,
} from '@/domain/catalogue';
import { listingCreateSchema } from '@/domain/schemas';
import { missingQuestions, understandOffer, type OfferFields } from '@/server/discovery/offer';

const NOW = new Date('2026-11-25T12:00:00Z');
const fieldsOf = (text: string, photos: number): OfferFields => ({
  ...understandOffer(text, NOW).fields,
  photos,
});
const asked = (fields: OfferFields) => missingQuestions(fields).map((q) => q.field);

/** The listing input the draft becomes on Publish: the fields without the photo count. */
function listingInput(fields: OfferFields) {
  const { photos: _photos, ...input } = fields;
  return input;
}

describe('missingQuestions', () => {
  it('asks nothing for the issue example with photos, and the result is a valid listing', () => {
    const fields = fieldsOf('Toyota Corolla 2012 $6500 Bulawayo', 3);
    expect(missingQuestions(fields)).toEqual([]);
    const parsed = listingCreateSchema.safeParse(listingInput(fields));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      type: 'vehicle',
      subType: 'car',
      vehicleBrand: 'toyota',
      modelYear: '2012',
      price: { type: 'fixed', amount: 6500 },
      city: 'bulawayo',
    });
  });

  it('asks for the price (open) when the message gave none', () => {
    expect(missingQuestions(fieldsOf('Toyota Corolla 2012 Bulawayo', 3))).toEqual([
      { field: 'price', closed: false },
    ]);
  });

  it('asks for a photo last when none came, as the wizard needs one', () => {
    expect(asked(fieldsOf('Honda Fit 2010 $4500 Avondale neg', 0))).toEqual(['photos']);
  });

  it('asks the type first, as a closed choice of every listing type', () => {
    const questions = missingQuestions({ title: 'Something', description: 'Something', photos: 1 });
    expect(questions.map((q) => q.field)).toEqual(['type', 'price', 'city']);
    expect(questions[0]).toEqual({ field: 'type', closed: true, choices: expect.any(Array) });
    expect(questions[0]!.choices!.map((c) => c.value)).toEqual(LISTING_TYPES.map((t) => t.value));
    expect(questions[2]).toEqual({ field: 'city', closed: true, choices: FORM_CITIES });
  });

  it('asks the sub-type, deal type and brand with the catalogue choices, in order', () => {
    expect(
      missingQuestions({ type: 'real_estate', title: 'A place', description: 'x', photos: 1 }),
    ).toEqual([
      { field: 'subType', closed: true, choices: subTypesOf('real_estate') },
      { field: 'realEstateDealType', closed: true, choices: REAL_ESTATE_DEAL_TYPES },
      { field: 'price', closed: false },
      { field: 'city', closed: true, choices: FORM_CITIES },
    ]);
    expect(
      missingQuestions({
        type: 'vehicle',
        subType: 'car',
        title: 'Corolla',
        description: 'Corolla',
        price: { type: 'fixed', amount: 5000 },
        city: 'harare',
        photos: 2,
      }),
    ).toEqual([{ field: 'vehicleBrand', closed: true, choices: VEHICLE_BRANDS }]);
  });

  it('asks the town by name when the city is Other', () => {
    expect(
      asked({
        type: 'retail',
        title: 'Tuck shop stock',
        description: 'Tuck shop stock',
        price: { type: 'fixed', amount: 800 },
        city: 'other',
        photos: 1,
      }),
    ).toEqual(['town']);
  });

  it('asks what is sold first for "Sell" alone', () => {
    expect(asked({ ...understandOffer('Sell', NOW).fields, photos: 0 })).toEqual([
      'title',
      'type',
      'price',
      'city',
      'description',
      'photos',
    ]);
  });

  it('completes a Shona offer into a valid listing once its questions are answered', () => {
    const fields = fieldsOf('Room kuMbare $50', 0);
    expect(asked(fields)).toEqual(['realEstateDealType', 'price', 'photos']);
    const answered: OfferFields = {
      ...fields,
      realEstateDealType: 'rent',
      price: { type: 'monthly', amount: 50 },
      photos: 1,
    };
    expect(missingQuestions(answered)).toEqual([]);
    expect(listingCreateSchema.safeParse(listingInput(answered)).success).toBe(true);
  });

  it('is exactly as strict as the listing schema on every fully read bench-style message', () => {
    for (const text of [
      'House to rent in Avondale $800 per month',
      'Samsung Galaxy A12 $95 Bulawayo',
      'Stand for sale in Ruwa 300sqm $8000',
      'Car hire Honda Fit $40 per day Harare',
      'Lodge rooms Victoria Falls $60 per night',
      'Sofa set 3 seater + 2 singles $450 Harare',
    ]) {
      const fields = fieldsOf(text, 1);
      expect({ text, asked: asked(fields) }).toEqual({ text, asked: [] });
      const parsed = listingCreateSchema.safeParse(listingInput(fields));
      expect({ text, ok: parsed.success }).toEqual({ text, ok: true });
    }
  });
});
