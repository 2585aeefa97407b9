/**
 * The listing editor's rules (spec sections 2, 4 and 5) as data and pure functions: which fields
 * are shown for a form state, which shown fields are required, which fields a change clears,
 * the wizard steps, and the required-field check. The server's create schema reuses these, so
 * the editor and the API accept exactly the same listings.
 */
import { HARARE } from './catalogue/places';
import { subTypesOf } from './catalogue/sub-types';
import { REQUIRED_MESSAGE } from './constants';
import { getField, setField } from './field-path';
import { isEmptyValue, parseAmount } from './values';

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
  'price.type',
  'price.amount',
  'price.minAmount',
  'price.maxAmount',
  'price.description',
  'price.isNegotiable',
  'city',
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
  neighborhood?: Nullable<string>;
  address?: Nullable<string>;
  /** Not editor fields, but part of a listing; carried through untouched. */
  features?: Nullable<string[]>;
  images?: Nullable<string[]>;
  serviceType?: Nullable<string>;
}

/** Fields that must hold a value whenever they are shown (spec 5). */
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
]);

/** Shown-but-optional fields; the editor labels them '(Optional)'. */
export const OPTIONAL_FIELDS: ReadonlySet<ListingFormField> = new Set<ListingFormField>([
  'website',
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

/**
 * Which fields a change of each field clears (direct dependants; clearing is transitive).
 * A field depends on another when its visibility or its option list is decided by it.
 */
export const FIELD_DEPENDANTS: Readonly<
  Partial<Record<ListingFormField, readonly ListingFormField[]>>
> = {
  type: ['subType', 'realEstateDealType', 'modelYear'],
  subType: ['accommodationType', 'vehicleBrand', 'electronicBrand', 'modelYear'],
  realEstateDealType: ['accommodationType'],
  'price.type': ['price.amount', 'price.minAmount', 'price.maxAmount', 'price.description'],
  city: ['neighborhood'],
};

/** Every field cleared, directly or through others, when `field` changes. */
export function dependantsOf(field: ListingFormField): ListingFormField[] {
  const found = new Set<ListingFormField>();
  const queue: ListingFormField[] = [...(FIELD_DEPENDANTS[field] ?? [])];
  while (queue.length > 0) {
    const next = queue.shift() as ListingFormField;
    if (found.has(next)) continue;
    found.add(next);
    queue.push(...(FIELD_DEPENDANTS[next] ?? []));
  }
  return LISTING_FORM_FIELDS.filter((f) => found.has(f));
}

/**
 * Sets a field and, when its value really changed, clears every field that depended on it
 * (e.g. a new type clears subType, the deal type, brands, model year and accommodation type).
 * Re-selecting the same value clears nothing. Returns new values; the input is not mutated.
 */
export function applyFieldChange<T extends ListingFormValues>(
  values: T,
  field: ListingFormField,
  value: unknown,
): T {
  const previous = getField(values, field);
  let next = setField(values, field, value);
  if (Object.is(previous, value) || (isEmptyValue(previous) && isEmptyValue(value))) return next;
  for (const dependant of dependantsOf(field)) next = setField(next, dependant, undefined);
  return next;
}

export type ListingFormErrors = Partial<Record<ListingFormField, string>>;

export const INVALID_AMOUNT_MESSAGE = 'Enter a valid amount';
export const RANGE_ORDER_MESSAGE = 'Maximum must not be less than the minimum';
export const INVALID_WEBSITE_MESSAGE = 'Enter a valid web address, like https://example.co.zw';

/**
 * Errors of the shown fields, keyed by field name: 'This field is required' for an empty
 * required field, plus amount and website format errors. Limit to `fields` (e.g. one wizard
 * step's fields) when given. An empty object means valid.
 */
export function validateListingForm(
  values: ListingFormValues,
  fields?: readonly ListingFormField[],
): ListingFormErrors {
  const errors: ListingFormErrors = {};
  const shown = visibleFields(values).filter((f) => !fields || fields.includes(f));
  for (const field of shown) {
    const value = getField(values, field);
    if (isEmptyValue(value)) {
      if (REQUIRED_WHEN_SHOWN.has(field)) errors[field] = REQUIRED_MESSAGE;
      continue;
    }
    if (field === 'price.amount' || field === 'price.minAmount' || field === 'price.maxAmount') {
      const amount = parseAmount(value);
      if (amount === undefined || amount < 0) errors[field] = INVALID_AMOUNT_MESSAGE;
    }
    if (field === 'website' && normalizeWebsite(value) === undefined) {
      errors[field] = INVALID_WEBSITE_MESSAGE;
    }
  }
  if (
    shown.includes('price.maxAmount') &&
    !errors['price.minAmount'] &&
    !errors['price.maxAmount']
  ) {
    const min = parseAmount(getField(values, 'price.minAmount'));
    const max = parseAmount(getField(values, 'price.maxAmount'));
    if (min !== undefined && max !== undefined && max < min) {
      errors['price.maxAmount'] = RANGE_ORDER_MESSAGE;
    }
  }
  return errors;
}

/**
 * A website as a full http(s) URL, or undefined when it is not one. A bare host such as
 * 'mybiz.co.zw' gets 'https://' in front, since sellers rarely type the scheme.
 */
export function normalizeWebsite(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return undefined;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  const candidate = hasScheme ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // A host needs a dot (example.co.zw) unless it is localhost; 'abc' is not a website.
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return undefined;
  return hasScheme ? text : candidate;
}

/** One wizard step: its title and description as the step header shows them, and its fields. */
export interface WizardStep {
  readonly id: 'basic' | 'details' | 'pricing' | 'pictures' | 'location';
  readonly title: string;
  readonly description: string;
  readonly fields: readonly ListingFormField[];
}

/**
 * The five create-mode steps. Pictures has no form fields: the uploader owns the gallery, and
 * at least one uploaded image is needed to leave it.
 */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    id: 'basic',
    title: 'Basic Information',
    description: 'Start with the basic details of your listing',
    fields: ['type', 'title', 'description'],
  },
  {
    id: 'details',
    title: 'Listing Details',
    description: 'Provide specific details about your listing',
    fields: [
      'subType',
      'realEstateDealType',
      'accommodationType',
      'vehicleBrand',
      'electronicBrand',
      'modelYear',
      'website',
    ],
  },
  {
    id: 'pricing',
    title: 'Pricing',
    description: 'Set your pricing details',
    fields: [
      'price.type',
      'price.amount',
      'price.minAmount',
      'price.maxAmount',
      'price.description',
      'price.isNegotiable',
    ],
  },
  {
    id: 'pictures',
    title: 'Pictures',
    description: 'Add images to your listing',
    fields: [],
  },
  {
    id: 'location',
    title: 'Location',
    description: 'Where is your listing located?',
    fields: ['city', 'neighborhood', 'address'],
  },
];

/** The errors of one wizard step's shown fields (Next validates only these). */
export function validateStep(values: ListingFormValues, stepIndex: number): ListingFormErrors {
  const step = WIZARD_STEPS[stepIndex];
  return step ? validateListingForm(values, step.fields) : {};
}
