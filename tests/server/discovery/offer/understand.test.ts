/** A seller's message read into listing fields with the discovery vocabulary. */
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@/domain/schemas';
import { understandOffer } from '@/server/discovery/offer';

const NOW = new Date('2026-11-25T12:00:00Z');
const read = (text: string) => understandOffer(text, NOW);

describe('understandOffer', () => {
  it('reads the issue example "Toyota Corolla 2012 $6500 Bulawayo"', () => {
    expect(read('Toyota Corolla 2012 $6500 Bulawayo')).toEqual({
      fields: {
        type: 'vehicle',
        subType: 'car',
        vehicleBrand: 'toyota',
        modelYear: '2012',
        price: { type: 'fixed', amount: 6500 },
        city: 'bulawayo',
        title: 'Toyota Corolla 2012',
        description: 'Toyota Corolla 2012 $6500 Bulawayo',
      },
    });
  });

  it('reads the issue example "Honda Fit 2010 $4500 Avondale neg"', () => {
    const { fields, priceDoubt } = read('Honda Fit 2010 $4500 Avondale neg');
    expect(priceDoubt).toBeUndefined();
    expect(fields).toMatchObject({
      type: 'vehicle',
      subType: 'car',
      vehicleBrand: 'honda',
      modelYear: '2010',
      price: { type: 'fixed', amount: 4500, isNegotiable: true },
      city: 'harare',
      neighborhood: 'avondale',
      title: 'Honda Fit 2010',
    });
  });

  it('reads Shona and Ndebele offers', () => {
    expect(read('Ndiri kutengesa mota yangu Toyota Wish 2006 $4000 kuHarare').fields).toMatchObject(
      {
        type: 'vehicle',
        subType: 'car',
        vehicleBrand: 'toyota',
        price: { type: 'fixed', amount: 4000 },
        city: 'harare',
      },
    );
    expect(read('Indlu yokuqasha eBulawayo $250 ngenyanga').fields).toMatchObject({
      type: 'real_estate',
      subType: 'house',
      realEstateDealType: 'rent',
      price: { type: 'monthly', amount: 250 },
      city: 'bulawayo',
    });
    expect(read('Kamuri kurenda kuBudiriro $60 pamwedzi').fields).toMatchObject({
      type: 'real_estate',
      subType: 'room',
      city: 'harare',
      neighborhood: 'budiriro',
    });
  });

  it('reads property to rent by the month and for sale, and a stay by the night', () => {
    expect(read('2 bedroom flat to let Hatfield $450 pm').fields).toMatchObject({
      type: 'real_estate',
      subType: 'apartment',
      realEstateDealType: 'rent',
      price: { type: 'monthly', amount: 450 },
      neighborhood: 'hatfield',
    });
    expect(read('House to rent Waterfalls $700').fields.price).toEqual({
      type: 'monthly',
      amount: 700,
    });
    expect(read('3 bed house Highlands for sale 185k').fields).toMatchObject({
      type: 'real_estate',
      subType: 'house',
      realEstateDealType: 'sale',
      price: { type: 'fixed', amount: 185000 },
    });
    expect(read('Lodge rooms Victoria Falls $60 per night').fields).toMatchObject({
      type: 'accommodation',
      price: { type: 'per_night', amount: 60 },
      city: 'victoria_falls',
    });
  });

  it('does not take a property price when the message says neither rent nor sale', () => {
    const { fields, priceDoubt } = read('Room kuMbare $50');
    expect(fields.price).toBeUndefined();
    expect(priceDoubt).toBe('rent_or_sale');
  });

  it('never invents a price: it says why and leaves it unset', () => {
    expect(read('Honda fit 2010 6.5 Harare')).toMatchObject({ priceDoubt: 'no_unit' });
    expect(read('Corolla 2012 2012 Bulawayo')).toMatchObject({ priceDoubt: 'year_like' });
    expect(read('iPhone 13 $520 or $480 without box')).toMatchObject({
      priceDoubt: 'two_amounts',
    });
    expect(read('Honda fit 2010 6.5 Harare').fields.price).toBeUndefined();
  });

  it('reads the town the form does not list, and places inside a city', () => {
    expect(read('Stand for sale in Ruwa 300sqm $8000').fields).toMatchObject({
      city: 'other',
      town: 'Ruwa',
    });
    expect(read('Selling my house in Mkoba, 3 bedrooms, $30k').fields.city).toBe('gweru');
  });

  it('reads electronics brands and phone lines, and keeps only the fields the wizard shows', () => {
    expect(read('Samsung Galaxy A12 $95 Bulawayo').fields).toMatchObject({
      type: 'electronics',
      subType: 'phone',
      electronicBrand: 'samsung',
    });
    const tv = read('Samsung 43 inch smart TV $260 Harare').fields;
    expect(tv).toMatchObject({ type: 'electronics', subType: 'tv' });
    expect(tv.electronicBrand).toBeUndefined();
    expect(read('Land Rover Discovery 3 2007 $9000 Greendale').fields).toMatchObject({
      type: 'vehicle',
      subType: 'car',
      vehicleBrand: 'land_rover',
    });
  });

  it('reads car hire by the day', () => {
    expect(read('Car hire Honda Fit $40 per day Harare').fields).toMatchObject({
      type: 'car_rental',
      subType: 'daily',
      price: { type: 'fixed', amount: 40, frequency: 'day' },
    });
  });

  it('writes a sentence-case title without price, selling words or emoji', () => {
    expect(read('Nissan Note 2009 4.2k neg Chitungwiza 🚗').fields.title).toBe('Nissan Note 2009');
    expect(read('Hi guys, selling my Honda Fit 2011 for $4,800, Chitungwiza').fields.title).toBe(
      'Honda Fit 2011',
    );
    expect(read('selling iphone 11 pro max 💥 $390 📍Kwekwe').fields.title).toBe(
      'iPhone 11 pro max',
    );
    expect(read('FRESH STOCK LADIES HANDBAGS $25').fields.title).toBe('Ladies handbags');
  });

  it('keeps the title within the domain limit, cut between words', () => {
    const long = `Selling ${'very good '.repeat(40)}sofa $200`;
    const title = read(long).fields.title ?? '';
    expect(title.length).toBeLessThanOrEqual(TEXT_LIMITS.title);
    expect(title).toMatch(/^Very good( very good)* ?\w*$/);
  });

  it('gives no title or description for "Sell" alone', () => {
    const { fields } = read('Sell');
    expect(fields.title).toBeUndefined();
    expect(fields.description).toBeUndefined();
  });
});
