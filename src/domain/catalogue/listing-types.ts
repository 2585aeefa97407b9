import type { Option } from './option';

/** The 24 listing type values of the spec, in the spec's order. */
export const LISTING_TYPE_VALUES = [
  'real_estate',
  'home_services',
  'accommodation',
  'repair_services',
  'beauty_personal_care',
  'retail',
  'vehicle',
  'vehicle_parts',
  'car_rental',
  'construction',
  'electronics',
  'recreation',
  'furniture',
  'fashion',
  'restaurant',
  'services',
  'home_garden',
  'energy_services',
  'sports',
  'hardware',
  'grocery_farm',
  'education',
  'catering',
  'bridal',
] as const;

export type ListingType = (typeof LISTING_TYPE_VALUES)[number];

export interface ListingTypeOption extends Option<ListingType> {
  /** One line telling a seller what belongs here, in words used locally. */
  readonly description: string;
}

/** Each type with its label and a one-line description for the 'Choose Listing Type' picker. */
export const LISTING_TYPES: readonly ListingTypeOption[] = [
  {
    value: 'real_estate',
    label: 'Real Estate',
    description: 'Houses, flats, rooms, stands, shops and offices to rent or buy',
  },
  {
    value: 'home_services',
    label: 'Home Services',
    description: 'Plumbers, electricians, painters, cleaners and gardeners who come to your home',
  },
  {
    value: 'accommodation',
    label: 'Accommodation',
    description: 'Lodges, guest houses, hotels, Airbnbs and holiday cottages',
  },
  {
    value: 'repair_services',
    label: 'Repair Services',
    description: 'Fixing phones, TVs, fridges, stoves, cars and other broken items',
  },
  {
    value: 'beauty_personal_care',
    label: 'Beauty & Personal Care',
    description: 'Salons, barbers, braids, nails, make-up, skin and hair products',
  },
  {
    value: 'retail',
    label: 'Retail & Shops',
    description: 'Shops, tuck shops and general goods for sale',
  },
  {
    value: 'vehicle',
    label: 'Vehicles',
    description: 'Cars, kombis, trucks, motorbikes and boats for sale',
  },
  {
    value: 'vehicle_parts',
    label: 'Vehicle Parts',
    description: 'Spares, tyres, batteries, oils and car accessories',
  },
  {
    value: 'car_rental',
    label: 'Car Rental',
    description: 'Cars, vans and trucks for hire by the day or longer',
  },
  {
    value: 'construction',
    label: 'Construction',
    description: 'Builders, bricks, cement, roofing, plumbing and electrical work',
  },
  {
    value: 'electronics',
    label: 'Electronics',
    description: 'Phones, laptops, TVs, fridges, stoves and accessories',
  },
  {
    value: 'recreation',
    label: 'Recreation',
    description: 'Fun places and activities: game parks, camping, picnics, swimming and more',
  },
  {
    value: 'furniture',
    label: 'Furniture',
    description: 'Sofas, beds, wardrobes, kitchen units, tables and office furniture',
  },
  {
    value: 'fashion',
    label: 'Fashion',
    description: 'Clothes, shoes, bags, jewellery and watches for men, women and kids',
  },
  {
    value: 'restaurant',
    label: 'Restaurants & Food',
    description: 'Restaurants, cafés, takeaways, bakeries and food-business equipment',
  },
  {
    value: 'services',
    label: 'Professional Services',
    description: 'Legal, accounting, IT, design, events, printing, security and other services',
  },
  {
    value: 'home_garden',
    label: 'Home & Garden',
    description: 'Plants, seeds, garden tools, irrigation and home decor',
  },
  {
    value: 'energy_services',
    label: 'Energy & Solar',
    description: 'Solar panels, inverters, batteries, gas and their installation',
  },
  {
    value: 'sports',
    label: 'Sports & Fitness',
    description: 'Sports equipment, gym gear, fitness training and outdoor activities',
  },
  {
    value: 'hardware',
    label: 'Hardware',
    description: 'Tools, paint, plumbing and electrical supplies, safety gear and machinery',
  },
  {
    value: 'grocery_farm',
    label: 'Groceries & Farm',
    description: 'Groceries, fresh produce, meat, livestock, stock feed and farm equipment',
  },
  {
    value: 'education',
    label: 'Education & Tutoring',
    description: 'Extra lessons, courses, language, music and skills training',
  },
  {
    value: 'catering',
    label: 'Catering',
    description: 'Food for weddings, parties, funerals, offices and other events',
  },
  {
    value: 'bridal',
    label: 'Bridal & Weddings',
    description: 'Wedding dresses, suits, decor, planning, jewellery and photography',
  },
];

export function isListingType(value: unknown): value is ListingType {
  return typeof value === 'string' && (LISTING_TYPE_VALUES as readonly string[]).includes(value);
}
