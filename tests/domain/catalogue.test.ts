import { describe, expect, it } from 'vitest';
import {
  ELECTRONIC_BRANDS,
  FORM_CITIES,
  HARARE_NEIGHBORHOODS,
  LISTING_TYPES,
  LISTING_TYPE_VALUES,
  isModelYear,
  modelYearOptions,
  PRICE_TYPES,
  PROFILE_CITIES,
  REAL_ESTATE_DEAL_TYPES,
  ACCOMMODATION_TYPES,
  SUB_TYPES,
  UNLISTED_SUB_TYPES,
  VEHICLE_BRANDS,
  isListingType,
  subTypesOf,
  type Option,
  type SubTypeOf,
} from '@/domain';

const values = (options: readonly Option[]) => options.map((o) => o.value);
const labels = (options: readonly Option[]) => options.map((o) => o.label);
const sortedLabels = (options: readonly Option[]) =>
  [...labels(options)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

describe('listing types', () => {
  it('has the 24 type values of the spec, each once, in the spec order', () => {
    expect(values(LISTING_TYPES)).toEqual([...LISTING_TYPE_VALUES]);
    expect(LISTING_TYPES).toHaveLength(24);
    expect(new Set(values(LISTING_TYPES)).size).toBe(24);
    expect(LISTING_TYPE_VALUES[0]).toBe('real_estate');
    expect(LISTING_TYPE_VALUES[23]).toBe('bridal');
  });

  it('gives every type a label and a one-line description', () => {
    for (const type of LISTING_TYPES) {
      expect(type.label.trim()).not.toBe('');
      expect(type.description.length).toBeGreaterThan(15);
      expect(type.description).not.toContain('\n');
    }
    expect(new Set(labels(LISTING_TYPES)).size).toBe(24);
  });

  it('does not treat healthcare as a listing type', () => {
    expect(isListingType('healthcare')).toBe(false);
    expect(isListingType('vehicle')).toBe(true);
    expect(subTypesOf('healthcare')).toEqual([]);
    expect(values(UNLISTED_SUB_TYPES.healthcare)).toEqual([
      'equipment',
      'supplies',
      'mobility',
      'dental',
      'vision',
      'wellness',
    ]);
  });
});

describe('sub-types', () => {
  it('types each sub-type against its own listing type, so a wrong pair fails typecheck', () => {
    const car: SubTypeOf<'vehicle'> = 'car';
    // @ts-expect-error 'house' is a real-estate sub-type, not a vehicle's
    const house: SubTypeOf<'vehicle'> = 'house';
    // @ts-expect-error retail has no sub-types
    const none: SubTypeOf<'retail'> = 'shop';
    const values = subTypesOf('vehicle').map((option) => option.value);
    expect(values).toContain(car);
    expect(values).not.toContain(house);
    expect(subTypesOf('retail').map((option) => option.value)).not.toContain(none);
  });

  it.each([
    ['real_estate', 'house apartment room land shop office industrial storage'],
    [
      'recreation',
      'picnic dirt_bike bbq game_park playground paintball camping sports_center swimming adventure',
    ],
    ['vehicle', 'car bike truck commercial boat rv heavy'],
    ['vehicle_parts', 'car_parts bike_parts truck_parts tires electronics accessories tools oils'],
    [
      'construction',
      'building_materials roofing building renovation concrete lumber plumbing electrical',
    ],
    [
      'home_services',
      'plumber electrician painter cleaner gardener pest_control locksmith ac_repair carpenter',
    ],
    ['electronics', 'phone laptop tv appliances gaming cameras audio accessories'],
    ['furniture', 'living bedroom kitchen office outdoor storage kids dining'],
    ['fashion', 'mens womens kids shoes bags jewelry accessories watches'],
    ['restaurant', 'restaurant cafe fast_food food_truck bakery equipment franchise'],
    ['car_rental', 'daily long_term luxury commercial moving special'],
    [
      'services',
      'consulting legal financial marketing it software design events photography writing recruitment logistics beauty cleaning security printing',
    ],
    [
      'accommodation',
      'hotel resort guest_house airbnb homestay farmhouse villa hostel cottage camp',
    ],
    ['home_garden', 'plants seeds tools outdoor soil irrigation pest_control decor'],
    ['sports', 'equipment gear fitness training outdoor water martial_arts'],
    ['hardware', 'tools electrical plumbing safety paint storage machinery general'],
    ['grocery_farm', 'farm_equip grocery meat feed produce livestock dairy'],
    ['education', 'tutoring courses language vocational music art sports'],
    ['catering', 'corporate wedding party picnic delivery tiffin'],
    ['bridal', 'dresses suits accessories planning decor jewelry photography'],
    ['repair_services', ''],
    ['beauty_personal_care', ''],
    ['retail', ''],
    ['energy_services', ''],
  ] as const)('%s has exactly the spec sub-types', (type, list) => {
    expect(values(SUB_TYPES[type])).toEqual(list === '' ? [] : list.split(' '));
  });

  it('covers every listing type and no other', () => {
    expect(Object.keys(SUB_TYPES).sort()).toEqual([...LISTING_TYPE_VALUES].sort());
  });

  it('lists farm_equip once', () => {
    expect(values(SUB_TYPES.grocery_farm).filter((v) => v === 'farm_equip')).toHaveLength(1);
  });

  it('labels sub-types in spaced title case', () => {
    const label = (type: keyof typeof SUB_TYPES, value: string) =>
      SUB_TYPES[type].find((o) => o.value === value)?.label;
    expect(label('home_services', 'pest_control')).toBe('Pest Control');
    expect(label('recreation', 'game_park')).toBe('Game Park');
    expect(label('services', 'it')).toBe('IT');
    expect(label('home_services', 'ac_repair')).toBe('AC Repair');
  });
});

describe('option lists', () => {
  it('has the deal, accommodation and price types of the spec', () => {
    expect(values(REAL_ESTATE_DEAL_TYPES)).toEqual(['rent', 'sale']);
    expect(values(ACCOMMODATION_TYPES)).toEqual(['standard', 'student']);
    expect(values(PRICE_TYPES)).toEqual(['fixed', 'monthly', 'per_night', 'range', 'description']);
  });

  it('has the 15 vehicle brands of the spec, in order, then Other', () => {
    expect(labels(VEHICLE_BRANDS)).toEqual([
      'Toyota',
      'Honda',
      'Ford',
      'Mercedes-Benz',
      'BMW',
      'Volkswagen',
      'Audi',
      'Hyundai',
      'Kia',
      'Nissan',
      'Mazda',
      'Lexus',
      'Porsche',
      'Land Rover',
      'Tesla',
      'Other',
    ]);
  });

  it('has about 35 electronic brands including the 16 the spec names, sorted, then Other', () => {
    const named = ['Apple', 'Samsung', 'Itel', 'Tecno', 'Dell', 'Asus', 'HP', 'Google', 'Huawei'];
    named.push('Infinix', 'Lenovo', 'LG', 'Sony', 'Nokia', 'Oppo', 'Realme');
    const brands = ELECTRONIC_BRANDS.slice(0, -1);
    expect(labels(ELECTRONIC_BRANDS)).toEqual(expect.arrayContaining(named));
    expect(brands.length).toBeGreaterThanOrEqual(33);
    expect(brands.length).toBeLessThanOrEqual(37);
    expect(labels(brands)).toEqual(sortedLabels(brands));
    expect(ELECTRONIC_BRANDS.at(-1)).toEqual({ value: 'other', label: 'Other' });
  });

  it('has model years from the current year plus one down to 2005, then 2004 or older', () => {
    const options = modelYearOptions(new Date('2026-11-23T12:00:00Z'));
    const years = Array.from({ length: 23 }, (_, i) => String(2027 - i));
    expect(values(options)).toEqual([...years, 'other']);
    expect(options.at(-1)).toEqual({ value: 'other', label: '2004 or older' });
    expect(values(modelYearOptions(new Date('2030-06-01T00:00:00Z')))[0]).toBe('2031');
  });

  it('turns the year over in Zimbabwe time', () => {
    // 22:30 UTC on 31 December is already 1 January in Harare.
    expect(values(modelYearOptions(new Date('2026-12-31T22:30:00Z')))[0]).toBe('2028');
    expect(values(modelYearOptions(new Date('2026-12-31T21:30:00Z')))[0]).toBe('2027');
  });

  it('accepts as a model year exactly what the list offers on that date', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    for (const option of modelYearOptions(now)) expect(isModelYear(option.value, now)).toBe(true);
    for (const bad of ['2028', '2004', '1999', 'abc', '', 2020, undefined]) {
      expect(isModelYear(bad, now)).toBe(false);
    }
  });

  it('has about 43 Harare suburbs sorted by label, including the named ones, then Other', () => {
    const suburbs = HARARE_NEIGHBORHOODS.slice(0, -1);
    expect(suburbs).toHaveLength(43);
    expect(labels(suburbs)).toEqual(sortedLabels(suburbs));
    expect(values(suburbs)).toEqual(
      expect.arrayContaining(['cbd', 'avondale', 'borrowdale', 'highfield', 'mbare']),
    );
    expect(HARARE_NEIGHBORHOODS.at(-1)).toEqual({ value: 'other', label: 'Other' });
  });

  it('has the 20 form cities in the spec order, then Other', () => {
    expect(labels(FORM_CITIES)).toEqual([
      'Harare',
      'Bulawayo',
      'Mutare',
      'Masvingo',
      'Chitungwiza',
      'Gweru',
      'Kwekwe',
      'Kadoma',
      'Chinhoyi',
      'Victoria Falls',
      'Bindura',
      'Marondera',
      'Rusape',
      'Chegutu',
      'Norton',
      'Kariba',
      'Hwange',
      'Beitbridge',
      'Zvishavane',
      'Karoi',
      'Other',
    ]);
  });

  it('has the 15 profile cities sorted alphabetically', () => {
    expect(labels(PROFILE_CITIES)).toEqual([
      'Bindura',
      'Bulawayo',
      'Chinhoyi',
      'Chitungwiza',
      'Gwanda',
      'Gweru',
      'Harare',
      'Kadoma',
      'Kariba',
      'Kwekwe',
      'Marondera',
      'Masvingo',
      'Mutare',
      'Victoria Falls',
      'Zvishavane',
    ]);
  });

  it.each<[string, readonly Option[]]>([
    ['types', LISTING_TYPES],
    ['vehicle brands', VEHICLE_BRANDS],
    ['electronic brands', ELECTRONIC_BRANDS],
    ['model years', modelYearOptions(new Date())],
    ['neighbourhoods', HARARE_NEIGHBORHOODS],
    ['form cities', FORM_CITIES],
    ['profile cities', PROFILE_CITIES],
    ...Object.entries(SUB_TYPES).map(([type, list]): [string, readonly Option[]] => [
      `${type} sub-types`,
      list,
    ]),
  ])('%s have unique values and labels', (_name, list) => {
    expect(new Set(values(list)).size).toBe(list.length);
    expect(new Set(labels(list)).size).toBe(list.length);
  });
});
