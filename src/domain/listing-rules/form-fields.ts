/**
 * The listing editor's fields (spec) as data and pure functions: which fields
 * are shown for a form state and which shown fields are required.
 */
import { HARARE, OTHER_CITY } from '@/domain/catalogue/places';
import { subTypesOf } from '@/domain/catalogue/sub-types';
import { getField } from '@/domain/field-path';

/** The price's fields, in form order (the wizard's Pricing step). */
export const PRICE_FORM_FIELDS = [
  'price.type',
  'price.amount',
  'price.minAmount',
  'price.maxAmount',
  'price.description',
  'price.isNegotiable',
] as const;

/** Every field of the listing form, by its (dotted) form name, in form order. */
export const LISTING_FORM_FIELDS = [
  'type',
  'title',
  'description',
  'website',
  'subType',
  'realEstateDealType',
  'vehicleBrand',
  'electronicBrand',
  'modelYear',
  'accommodationType',
  ...PRICE_FORM_FIELDS,
  'features',
  'city',
  'town',
  'neighborhood',
  'address',
] as const;

export type ListingFormField = (typeof LISTING_FORM_FIELDS)[number];

type Nullable<T> = T | null | undefined;

/** The editor's values. Selects may hold null; amounts are typed text or numbers. */
export interface ListingFormValues {
  type?: Nullable<string>;
  title?: Nullable<string>;
  description?: Nullable<string>;
  website?: Nullable<string>;
  subType?: Nullable<string>;
  realEstateDealType?: Nullable<string>;
  vehicleBrand?: Nullable<string>;
  electronicBrand?: Nullable<string>;
  modelYear?: Nullable<string>;
  accommodationType?: Nullable<string>;
  price?: Nullable<{
    type?: Nullable<string>;
    amount?: Nullable<number | string>;
    minAmount?: Nullable<number | string>;
    maxAmount?: Nullable<number | string>;
    frequency?: Nullable<string>;
    description?: Nullable<string>;
    isNegotiable?: Nullable<boolean>;
  }>;
  city?: Nullable<string>;
  /** The town's name when the city is 'other'. */
  town?: Nullable<string>;
  neighborhood?: Nullable<string>;
  address?: Nullable<string>;
  features?: Nullable<string[]>;
  /** Not editor fields, but part of a listing; carried through untouched. */
  images?: Nullable<string[]>;
  serviceType?: Nullable<string>;
}

/** Fields that must hold a value whenever they are shown (spec). */
export const REQUIRED_WHEN_SHOWN: ReadonlySet<ListingFormField> = new Set<ListingFormField>([
  'type',
  'title',
  'description',
  'subType',
  'realEstateDealType',
  'vehicleBrand',
  'electronicBrand',
  'price.type',
  'price.amount',
  'price.minAmount',
  'price.maxAmount',
  'price.description',
  'city',
  'town',
]);

/** Shown-but-optional fields; the editor labels them '(Optional)'. */
export const OPTIONAL_FIELDS: ReadonlySet<ListingFormField> = new Set<ListingFormField>([
  'website',
  'features',
  'modelYear',
  'accommodationType',
  'neighborhood',
  'address',
  'price.isNegotiable',
]);

export const ACCOMMODATION_SUB_TYPES: readonly string[] = ['house', 'apartment', 'room'];
export const ELECTRONIC_BRAND_SUB_TYPES: readonly string[] = ['phone', 'laptop', 'accessories'];
export const ELECTRONIC_MODEL_YEAR_SUB_TYPES: readonly string[] = ['phone', 'laptop'];
export const SINGLE_AMOUNT_PRICE_TYPES: readonly string[] = ['fixed', 'monthly', 'per_night'];

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Whether one field is shown for the given values.
 * - subType: while no type is chosen (its picker shows 'Select listing type first'), and for
 *   every type that has sub-types; hidden for the four types without any.
 * - modelYear: for every vehicle sub-type, and for electronics phones and laptops.
 */
export function isFieldVisible(values: ListingFormValues, field: ListingFormField): boolean {
  const type = str(values.type);
  const subType = str(values.subType);
  const priceType = str(getField(values, 'price.type'));
  switch (field) {
    case 'subType':
      return !type || subTypesOf(type).length > 0;
    case 'realEstateDealType':
      return type === 'real_estate';
    case 'accommodationType':
      return (
        type === 'real_estate' &&
        values.realEstateDealType === 'rent' &&
        subType !== undefined &&
        ACCOMMODATION_SUB_TYPES.includes(subType)
      );
    case 'vehicleBrand':
      return type === 'vehicle' && subType === 'car';
    case 'electronicBrand':
      return (
        type === 'electronics' &&
        subType !== undefined &&
        ELECTRONIC_BRAND_SUB_TYPES.includes(subType)
      );
    case 'modelYear':
      return (
        type === 'vehicle' ||
        (type === 'electronics' &&
          subType !== undefined &&
          ELECTRONIC_MODEL_YEAR_SUB_TYPES.includes(subType))
      );
    case 'price.amount':
      return priceType !== undefined && SINGLE_AMOUNT_PRICE_TYPES.includes(priceType);
    case 'price.minAmount':
    case 'price.maxAmount':
      return priceType === 'range';
    case 'price.description':
      return priceType === 'description';
    case 'neighborhood':
      return values.city === HARARE;
    case 'town':
      return values.city === OTHER_CITY;
    default:
      return true;
  }
}

/** The fields shown for the given values, in form order. */
export function visibleFields(values: ListingFormValues): ListingFormField[] {
  return LISTING_FORM_FIELDS.filter((field) => isFieldVisible(values, field));
}

/** The shown fields that must not be empty. */
export function requiredFields(values: ListingFormValues): ListingFormField[] {
  return visibleFields(values).filter((field) => REQUIRED_WHEN_SHOWN.has(field));
}
