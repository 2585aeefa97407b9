import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatTime,
  formatMoney,
  formatPhone,
  formatPrice,
  humanize,
  keepOnOneLine,
  labelFor,
  listingSearchText,
  matchesListingSearch,
  placeLabel,
  placeLine,
  todayViews,
  truncate,
  type PriceLike,
} from '@/domain';

describe('formatPrice', () => {
  it.each<[string, PriceLike | null | undefined, string]>([
    ['fixed', { type: 'fixed', amount: 1500 }, '$1,500.00'],
    ['monthly', { type: 'monthly', amount: 1500 }, '$1,500.00 per month'],
    ['per night', { type: 'per_night', amount: 45 }, '$45.00 per night'],
    ['fixed with a frequency', { type: 'fixed', amount: 10, frequency: 'week' }, '$10.00 per week'],
    ['range', { type: 'range', minAmount: 100, maxAmount: 200 }, '$100.00 - $200.00'],
    [
      'description',
      { type: 'description', description: 'Starting from $100 per kg' },
      'Starting from $100 per kg',
    ],
    ['no price', undefined, 'Price on request'],
    ['null price', null, 'Price on request'],
    ['fixed without an amount', { type: 'fixed' }, 'Price on request'],
    ['range missing its maximum', { type: 'range', minAmount: 100 }, 'Price on request'],
    ['description left blank', { type: 'description', description: '  ' }, 'Price on request'],
    ['no type', { amount: 5 }, 'Price on request'],
    ['incomplete price with a description', { type: 'monthly', description: 'Ask' }, 'Ask'],
    ['cents', { type: 'fixed', amount: 0.5 }, '$0.50'],
    ['zero', { type: 'fixed', amount: 0 }, '$0.00'],
    ['millions', { type: 'fixed', amount: 1234567.891 }, '$1,234,567.89'],
    ['typed text amount', { type: 'fixed', amount: '$1,500' }, '$1,500.00'],
  ])('%s', (_name, price, expected) => {
    expect(formatPrice(price)).toBe(expected);
  });

  it('formats money in en-US dollars with 2 decimals', () => {
    expect(formatMoney(1500)).toBe('$1,500.00');
  });
});

describe('formatDate', () => {
  it.each([
    ['2025-01-05T10:00:00.000Z', 'Jan 5, 2025'],
    ['2025-12-31T12:00:00Z', 'Dec 31, 2025'],
    // 23:00 UTC is already the next day in Zimbabwe (UTC+2).
    ['2025-01-04T23:00:00Z', 'Jan 5, 2025'],
  ])('%s reads %s', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('labels', () => {
  it.each([
    ['pest_control', 'Pest Control'],
    ['real_estate', 'Real Estate'],
    ['beauty_personal_care', 'Beauty Personal Care'],
    ['house', 'House'],
    ['', ''],
  ])('humanize(%s) is %s', (value, expected) => {
    expect(humanize(value)).toBe(expected);
  });

  it.each([
    ['type', 'real_estate', 'Real Estate'],
    ['subType', 'pest_control', 'Pest Control'],
    ['realEstateDealType', 'rent', 'For Rent'],
    ['accommodationType', 'student', 'Student Accommodation'],
    ['vehicleBrand', 'mercedes_benz', 'Mercedes-Benz'],
    ['electronicBrand', 'hp', 'HP'],
    ['modelYear', '2019', '2019'],
    ['modelYear', 'other', '2004 or older'],
    ['price.type', 'per_night', 'Per Night'],
    ['city', 'victoria_falls', 'Victoria Falls'],
    ['city', 'gwanda', 'Gwanda'],
    ['neighborhood', 'cbd', 'CBD'],
    ['serviceType', 'hair_braiding', 'Hair Braiding'],
    ['city', 'some_new_town', 'Some New Town'],
  ] as const)('labelFor(%s, %s) is %s', (field, value, expected) => {
    expect(labelFor(field, value)).toBe(expected);
  });

  it('labels nothing for an empty value', () => {
    expect(labelFor('city', undefined)).toBe('');
    expect(labelFor('city', '')).toBe('');
  });
});

describe('where a listing is', () => {
  it("is the town typed under 'Other', never 'Other' itself", () => {
    expect(placeLabel({ city: 'other', town: ' Ruwa ' })).toBe('Ruwa');
    expect(placeLabel({ city: 'victoria_falls', town: 'Ruwa' })).toBe('Victoria Falls');
    expect(placeLine({ city: 'other', town: 'Gwanda', neighborhood: null })).toBe('Gwanda');
    expect(placeLine({ city: 'other', town: '' })).toBe('');
    expect(placeLine({ city: 'other' })).toBe('');
  });

  it('puts the suburb before the town, leaving out a suburb named Other', () => {
    expect(placeLine({ city: 'harare', neighborhood: 'avondale' })).toBe('Avondale, Harare');
    expect(placeLine({ city: 'harare', neighborhood: 'other' })).toBe('Harare');
    expect(placeLine({ city: null, neighborhood: 'avondale' })).toBe('Avondale');
  });
});

describe('small display helpers', () => {
  it('truncates the header name to 10 characters', () => {
    expect(truncate('Tendai Moyo Hardware', 10)).toBe('Tendai Moy…');
    expect(truncate('Tendai', 10)).toBe('Tendai');
  });

  it.each([
    ['house', true],
    ['HARARE', true],
    ['samora', true],
    ['bulawayo', false],
    ['', true],
  ])('search %s matches title, city or address: %s', (query, expected) => {
    const listing = {
      title: 'Three bedroom house',
      city: 'harare',
      address: '12 Samora Machel Ave',
    };
    expect(matchesListingSearch(listing, query)).toBe(expected);
  });

  it.each([
    ['house\nharare', false],
    ['ave\nblock b', true],
    ['  Other Town ', true],
  ])('search %j never matches across two fields: %s', (query, expected) => {
    const listing = {
      title: 'Three bedroom house',
      city: 'harare',
      town: 'other town',
      address: '12 Samora Machel Ave\nBlock B',
    };
    expect(matchesListingSearch(listing, query)).toBe(expected);
    // The table's index: one lowercase text per listing, matched with one substring test.
    if (!query.includes('\n')) {
      expect(listingSearchText(listing).includes(query.trim().toLowerCase())).toBe(expected);
    }
  });

  it("takes today's views from the seventh daily entry", () => {
    const days = [1, 2, 3, 4, 5, 6, 7].map((views) => ({ views }));
    expect(todayViews(days)).toBe(7);
    expect(todayViews(days.slice(0, 3))).toBeUndefined();
    expect(todayViews(undefined)).toBeUndefined();
  });
});

describe('phone and time display', () => {
  it.each([
    ['263772000001', '+263 77 200 0001'],
    ['+263772000001', '+263 77 200 0001'],
    ['+263 772 000 001', '+263 77 200 0001'],
    ['0772 000 303', '+263 77 200 0303'],
    ['0772000303', '+263 77 200 0303'],
    ['772000303', '+263 77 200 0303'],
    ['00263 77 200 0001', '+263 77 200 0001'],
    ['(077) 200-0001', '+263 77 200 0001'],
    ['27821234567', '+27821234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('shows %j as %j', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });

  it.each([
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['ZW.1502937465', 'ZW.1502937465'],
    ['12345', '12345'],
    ['not a phone', 'not a phone'],
  ])('leaves %j that is not a phone number as %j', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });

  it('keeps a number in running text on one line: its spaces become no-break spaces', () => {
    expect(keepOnOneLine('+263 77 123 4567')).toBe('+263\u00A077\u00A0123\u00A04567');
    expect(keepOnOneLine('+263771234567')).toBe('+263771234567');
  });

  it("shows day and time on Zimbabwe's clock, like the table's dates", () => {
    expect(formatDateTime('2025-01-05T12:05:00Z')).toBe('Jan 5, 2025, 2:05 PM');
    // 23:30 UTC is already the next day in Harare.
    expect(formatDateTime('2025-01-05T23:30:00Z')).toBe('Jan 6, 2025, 1:30 AM');
    expect(formatDateTime(Date.UTC(2025, 0, 5, 6, 0))).toBe('Jan 5, 2025, 8:00 AM');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatTime('2025-01-05T12:05:00Z')).toBe('2:05 PM');
    expect(formatTime('')).toBe('');
  });
});
