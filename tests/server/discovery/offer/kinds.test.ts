/** The words that name what a seller offers outright, read before the discovery vocabulary. */
import { describe, expect, it } from 'vitest';
import { understandOffer } from '@/server/discovery/offer';

const NOW = new Date('2026-11-25T12:00:00Z');
const kind = (text: string) => {
  const { type, subType } = understandOffer(text, NOW).fields;
  return subType ? `${type}/${subType}` : type;
};

describe('kinds a seller names', () => {
  it('reads the thing, not its loosest sense for a search', () => {
    expect(kind('TV stand $70 Westgate')).toBe('furniture/living');
    expect(kind('Gas stove 2 plate $40 Rugare')).toBe('electronics/appliances');
    expect(kind('Soccer boots size 9 $30 Bulawayo')).toBe('sports/gear');
    expect(kind('Ladies boots size 5 $30 Bulawayo')).toBe('fashion/shoes');
    expect(kind('Phone chargers wholesale $2 Harare')).toBe('electronics/accessories');
  });

  it('reads Shona and Ndebele names of things', () => {
    expect(kind('Mbatya dzevana $10 kuHighfield')).toBe('fashion/kids');
    expect(kind('Izicathulo zamadoda $25 eBulawayo')).toBe('fashion/shoes');
    expect(kind('Ndinogadzira mafoni kuMbare $25')).toBe('repair_services');
  });

  it('takes the thing named first, and not what the seller would swap it for', () => {
    expect(kind('Sofa 3 seater Harare 300 or swap with fridge')).toBe('furniture/living');
    expect(kind('Fridge repairs and regassing $30 Bulawayo')).toBe('repair_services');
    expect(kind('Selling a fridge, still new, $300 Mutare')).toBe('electronics/appliances');
  });

  it('stands aside where the words mean something else', () => {
    // A tuck shop's stock is no shop building; a tent for hire is camping, not a tent for sale.
    expect(kind('Tuck shop stock for sale $800 Mabvuku')).not.toBe('real_estate/shop');
    expect(kind('Shop for sale Masvingo $40000')).toBe('real_estate/shop');
    expect(kind('Camping tents for hire $20 per day Harare')).not.toBe('sports/outdoor');
    expect(kind('Moving sale: bed $100 Avondale')).not.toBe('car_rental/moving');
    expect(kind('Moving company trucks for hire $250 Harare')).toBe('car_rental/moving');
  });
});
