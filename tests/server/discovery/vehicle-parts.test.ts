/**
 * A part or accessory of a vehicle named with the vehicle is vehicle parts, the vehicle what it
 * fits: a hint, never a make the listing must be. A vehicle said with a part it has is still the
 * vehicle, and a trade (a mechanic, a repair) is still the trade.
 */
import { describe, expect, it } from 'vitest';
import { understandOffer } from '@/server/discovery/offer';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';

const rules = new RuleBasedUnderstanding();
const understand = (text: string) => rules.understandSync(text);
const top = (text: string) => understand(text).categories[0];

describe('a part of a vehicle', () => {
  it.each([
    ['car seat covers', 'accessories', 'car seat covers'],
    ['tyres for a honda fit', 'tires', 'honda fit tyres'],
    ['honda fit tyres', 'tires', 'honda fit tyres'],
    ['battery for my car', 'electronics', 'car battery'],
    ['headlights for a corolla', 'car_parts', 'corolla headlights'],
    ['kombi tyres', 'tires', 'kombi tyres'],
    ['matayi yeHonda Fit', 'tires', 'matayi'],
    ['amathayi weToyota', 'tires', 'amathayi'],
    ['ndoda bhatiri yemota', 'electronics', 'bhatiri'],
    ['ngifuna ibhethri yemoto', 'electronics', 'ibhethri'],
  ])('reads “%s” as vehicle parts (%s), the part the thing', (said, subType, label) => {
    const request = understand(said);
    expect(top(said)).toMatchObject({ type: 'vehicle_parts', subType, weight: 1 });
    // The vehicle is only a hint.
    for (const other of request.categories.filter((c) => c.type !== 'vehicle_parts')) {
      expect(other.weight).toBeLessThanOrEqual(0.4);
    }
    expect(request.thing?.label).toBe(label);
  });

  it('keeps the vehicle as what it fits, never as a make the listing must be', () => {
    const request = understand('spares for a honda fit 2010');
    expect(request.categories[0]).toMatchObject({ type: 'vehicle_parts', weight: 1 });
    expect(request.brands).toEqual([]);
    expect(request.terms).toEqual(['spares']);
    expect(request.fits).toEqual(['honda', 'fit']);
    expect(understand('car seat covers')).toMatchObject({
      terms: ['seat', 'covers'],
      fits: ['car'],
    });
  });

  it('leaves a vehicle with its parts, and a trade, as they were', () => {
    expect(top('honda fit with new tyres')).toMatchObject({ type: 'vehicle', subType: 'car' });
    expect(understand('honda fit with new tyres').brands).toEqual(['honda']);
    expect(understand('car radio repair').categories.map((c) => c.type)).toContain(
      'repair_services',
    );
    expect(understandOffer('Honda Fit 2010 mags $4500').fields.type).toBe('vehicle');
    expect(understandOffer('Toyota Corolla spares $40').fields.type).toBe('vehicle_parts');
  });
});
