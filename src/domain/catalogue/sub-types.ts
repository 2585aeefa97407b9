import type { ListingType } from './listing-types';
import { humanize, type Option } from './option';

/**
 * Sub-type labels are the humanized values (as the listing detail shows them), except where
 * plain title case would mislead a reader: acronyms and possessives.
 */
const SUB_TYPE_LABELS: Record<string, string> = {
  ac_repair: 'AC Repair',
  bbq: 'BBQ',
  rv: 'RV',
  it: 'IT',
  mens: "Men's",
  womens: "Women's",
};

// Generic so each list keeps its literal values: SubTypeOf<T> is then checked by the compiler.
const sub = <const V extends string>(values: readonly V[]): readonly Option<V>[] =>
  values.map((value) => ({ value, label: SUB_TYPE_LABELS[value] ?? humanize(value) }));

/**
 * Sub-types per listing type, exactly as the spec lists them (farm_equip, listed twice there,
 * appears once). The four types without sub-types have an empty list: the editor hides the
 * sub-category for them.
 */
export const SUB_TYPES = {
  real_estate: sub([
    'house',
    'apartment',
    'room',
    'land',
    'shop',
    'office',
    'industrial',
    'storage',
  ]),
  recreation: sub([
    'picnic',
    'dirt_bike',
    'bbq',
    'game_park',
    'playground',
    'paintball',
    'camping',
    'sports_center',
    'swimming',
    'adventure',
  ]),
  vehicle: sub(['car', 'bike', 'truck', 'commercial', 'boat', 'rv', 'heavy']),
  vehicle_parts: sub([
    'car_parts',
    'bike_parts',
    'truck_parts',
    'tires',
    'electronics',
    'accessories',
    'tools',
    'oils',
  ]),
  construction: sub([
    'building_materials',
    'roofing',
    'building',
    'renovation',
    'concrete',
    'lumber',
    'plumbing',
    'electrical',
  ]),
  home_services: sub([
    'plumber',
    'electrician',
    'painter',
    'cleaner',
    'gardener',
    'pest_control',
    'locksmith',
    'ac_repair',
    'carpenter',
  ]),
  electronics: sub([
    'phone',
    'laptop',
    'tv',
    'appliances',
    'gaming',
    'cameras',
    'audio',
    'accessories',
  ]),
  furniture: sub([
    'living',
    'bedroom',
    'kitchen',
    'office',
    'outdoor',
    'storage',
    'kids',
    'dining',
  ]),
  fashion: sub(['mens', 'womens', 'kids', 'shoes', 'bags', 'jewelry', 'accessories', 'watches']),
  restaurant: sub([
    'restaurant',
    'cafe',
    'fast_food',
    'food_truck',
    'bakery',
    'equipment',
    'franchise',
  ]),
  car_rental: sub(['daily', 'long_term', 'luxury', 'commercial', 'moving', 'special']),
  services: sub([
    'consulting',
    'legal',
    'financial',
    'marketing',
    'it',
    'software',
    'design',
    'events',
    'photography',
    'writing',
    'recruitment',
    'logistics',
    'beauty',
    'cleaning',
    'security',
    'printing',
  ]),
  accommodation: sub([
    'hotel',
    'resort',
    'guest_house',
    'airbnb',
    'homestay',
    'farmhouse',
    'villa',
    'hostel',
    'cottage',
    'camp',
  ]),
  home_garden: sub([
    'plants',
    'seeds',
    'tools',
    'outdoor',
    'soil',
    'irrigation',
    'pest_control',
    'decor',
  ]),
  sports: sub(['equipment', 'gear', 'fitness', 'training', 'outdoor', 'water', 'martial_arts']),
  hardware: sub([
    'tools',
    'electrical',
    'plumbing',
    'safety',
    'paint',
    'storage',
    'machinery',
    'general',
  ]),
  grocery_farm: sub(['farm_equip', 'grocery', 'meat', 'feed', 'produce', 'livestock', 'dairy']),
  education: sub(['tutoring', 'courses', 'language', 'vocational', 'music', 'art', 'sports']),
  catering: sub(['corporate', 'wedding', 'party', 'picnic', 'delivery', 'tiffin']),
  bridal: sub(['dresses', 'suits', 'accessories', 'planning', 'decor', 'jewelry', 'photography']),
  repair_services: sub<never>([]),
  beauty_personal_care: sub<never>([]),
  retail: sub<never>([]),
  energy_services: sub<never>([]),
} as const satisfies Readonly<Record<ListingType, readonly Option[]>>;

/** The sub-type values a listing of type T may carry (never for a type without sub-types). */
export type SubTypeOf<T extends ListingType> = (typeof SUB_TYPES)[T][number]['value'];

/**
 * The spec also lists sub-types for 'healthcare', which is not one of the 24 listing types.
 * Kept as data (so a later 'healthcare' type can adopt it unchanged) but not selectable:
 * no listing can carry it, and the server rejects type 'healthcare'.
 */
export const UNLISTED_SUB_TYPES = {
  healthcare: sub(['equipment', 'supplies', 'mobility', 'dental', 'vision', 'wellness']),
} as const;

/** The sub-type options of a type; empty for an unknown type or one without sub-types. */
export function subTypesOf(type: unknown): readonly Option[] {
  if (typeof type !== 'string' || !Object.hasOwn(SUB_TYPES, type)) return [];
  return SUB_TYPES[type as ListingType] as readonly Option[];
}
