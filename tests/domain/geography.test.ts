import { describe, expect, it } from 'vitest';
import { FORM_CITIES } from '@/domain/catalogue';
import { PLACES, homeTown, nearbyTowns, nearestFormTown, placeOf } from '@/domain/geography';

describe('geography', () => {
  it('has coordinates for every town of the form and every Harare suburb', () => {
    for (const city of FORM_CITIES.filter((c) => c.value !== 'other')) {
      expect(placeOf(city.value), city.value).toBeDefined();
    }
    for (const place of PLACES) {
      expect(place.latitude).toBeLessThan(-15);
      expect(place.latitude).toBeGreaterThan(-23);
      expect(place.longitude).toBeGreaterThan(25);
      expect(place.longitude).toBeLessThan(34);
    }
    expect(placeOf('ruwa')?.partOf).toBe('harare');
    expect(placeOf('epworth')?.partOf).toBe('harare');
  });

  it('puts a satellite’s town first, then the nearest towns', () => {
    expect(nearbyTowns('chitungwiza')[0]).toBe('harare');
    expect(nearbyTowns('ruwa')[0]).toBe('harare');
    expect(nearbyTowns('harare').slice(0, 2)).toEqual(['chitungwiza', 'norton']);
    const fromChitungwiza = nearbyTowns('chitungwiza', 1000);
    expect(fromChitungwiza.indexOf('harare')).toBeLessThan(fromChitungwiza.indexOf('bulawayo'));
    expect(nearbyTowns('gweru')[0]).toBe('kwekwe');
  });

  it('finds the form town nearest a point and the town a place counts as', () => {
    expect(nearestFormTown(-20.16, 28.58)).toBe('bulawayo');
    expect(homeTown('borrowdale')).toBe('harare');
    expect(homeTown('norton')).toBe('harare');
  });
});
