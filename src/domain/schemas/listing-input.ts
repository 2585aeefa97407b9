/**
 * Listing create and update (POST /listings, PATCH /listings/{id}). They reuse the editor's rules
 * (listing-rules), so the API accepts exactly the listings the editor can produce.
 */
import { z } from 'zod';
import {
  LISTING_TYPE_VALUES,
  isListingType,
  type ListingType,
} from '@/domain/catalogue/listing-types';
import type { Option } from '@/domain/catalogue/option';
import {
  ACCOMMODATION_TYPE_VALUES,
  ELECTRONIC_BRANDS,
  PRICE_TYPE_VALUES,
  REAL_ESTATE_DEAL_TYPE_VALUES,
  VEHICLE_BRANDS,
  isModelYear,
  modelYearOptions,
} from '@/domain/catalogue/options';
import { FORM_CITIES, HARARE_NEIGHBORHOODS } from '@/domain/catalogue/places';
import { subTypesOf } from '@/domain/catalogue/sub-types';
import { IMAGE_LIMITS, REQUIRED_MESSAGE } from '@/domain/constants';
import { getField, setField } from '@/domain/field-path';
import { validateListingForm, type ListingFormValues } from '@/domain/listing-rules';
import { dropEmptyValues, dropHiddenFields } from '@/domain/payload';
import {
  ID_PATTERN,
  TEXT_LIMITS,
  amountSchema,
  isObj,
  oneOf,
  optionalLine,
  requiredLine,
  requiredLines,
  websiteSchema,
  type Obj,
} from './common';

const priceInputSchema = z.object(
  {
    type: z.enum(PRICE_TYPE_VALUES, { error: REQUIRED_MESSAGE }),
    amount: amountSchema.optional(),
    minAmount: amountSchema.optional(),
    maxAmount: amountSchema.optional(),
    frequency: optionalLine(TEXT_LIMITS.frequency),
    description: optionalLine(TEXT_LIMITS.priceDescription),
    isNegotiable: z.boolean().optional(),
  },
  { error: REQUIRED_MESSAGE },
);

// ---------------------------------------------------------------------------------------------
// Listing create / update

/** Option-valued fields: the value, or (leniently) its label in any case, is accepted. */
function optionsFor(field: string, values: Obj): readonly Option[] | undefined {
  switch (field) {
    case 'subType':
      return subTypesOf(values.type);
    case 'vehicleBrand':
      return VEHICLE_BRANDS;
    case 'electronicBrand':
      return ELECTRONIC_BRANDS;
    case 'modelYear':
      return modelYearOptions(new Date());
    case 'city':
      return FORM_CITIES;
    case 'neighborhood':
      return HARARE_NEIGHBORHOODS;
    default:
      return undefined;
  }
}

export function toOptionValue(options: readonly Option[], raw: unknown): unknown {
  if (typeof raw === 'number') raw = String(raw);
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  const key = text.toLowerCase();
  const hit = options.find((o) => o.value === text || o.label.toLowerCase() === key);
  return hit ? hit.value : text;
}

/**
 * Brings an incoming listing into the editor's shape: empty values dropped, labels turned into
 * values, and every field the editor would not show for this state removed (a stale
 * accommodationType after switching to 'sale', an amount under a 'range' price...).
 */
export function normalizeListingInput(input: unknown): unknown {
  const cleaned = dropEmptyValues(input);
  if (!isObj(cleaned)) return cleaned ?? {};
  let values: Obj = { ...cleaned };
  for (const field of OPTION_FIELDS) {
    const options = optionsFor(field, values);
    if (options && values[field] !== undefined)
      values[field] = toOptionValue(options, values[field]);
  }
  for (const key of ['type', 'realEstateDealType', 'accommodationType']) {
    const raw = values[key];
    if (typeof raw === 'string') values[key] = raw.trim().toLowerCase();
  }
  const priceType = getField(values, 'price.type');
  if (typeof priceType === 'string') {
    values = setField(values, 'price.type', priceType.trim().toLowerCase());
  }
  return dropHiddenFields(values);
}

const OPTION_FIELDS = [
  'subType',
  'vehicleBrand',
  'electronicBrand',
  'modelYear',
  'city',
  'neighborhood',
] as const;

const listingInputObject = z.object({
  type: z.enum(LISTING_TYPE_VALUES, { error: 'Choose a valid listing type' }),
  title: requiredLine(TEXT_LIMITS.title),
  description: requiredLines(TEXT_LIMITS.description),
  website: websiteSchema.optional(),
  subType: z.string().optional(),
  realEstateDealType: z.enum(REAL_ESTATE_DEAL_TYPE_VALUES).optional(),
  accommodationType: z.enum(ACCOMMODATION_TYPE_VALUES).optional(),
  vehicleBrand: oneOf(VEHICLE_BRANDS, 'vehicle brand').optional(),
  electronicBrand: oneOf(ELECTRONIC_BRANDS, 'brand').optional(),
  // Years follow the clock (current year plus one down to 2005, then 'other').
  modelYear: z
    .string()
    .refine((v) => isModelYear(v, new Date()), 'Choose a valid model year')
    .optional(),
  price: priceInputSchema,
  city: oneOf(FORM_CITIES, 'city'),
  neighborhood: oneOf(HARARE_NEIGHBORHOODS, 'neighbourhood').optional(),
  town: optionalLine(TEXT_LIMITS.town),
  address: optionalLine(TEXT_LIMITS.address),
  features: z
    .array(requiredLine(TEXT_LIMITS.feature))
    .max(TEXT_LIMITS.features, `At most ${TEXT_LIMITS.features} features`)
    .optional(),
  images: z
    .array(z.string().regex(ID_PATTERN, 'Invalid image id'))
    .max(IMAGE_LIMITS.maxFiles, 'Maximum 4 files allowed')
    .optional(),
  serviceType: optionalLine(TEXT_LIMITS.serviceType),
});

/**
 * The dependent rules the object shape cannot express: the editor's own validation, applied to
 * the parsed values. Runs even when a field already failed, so one answer names every problem;
 * a field that already has an issue gets no second one.
 */
function checkDependentRules(data: z.infer<typeof listingInputObject>, ctx: z.RefinementCtx) {
  const flagged = new Set(ctx.issues.map((issue) => (issue.path ?? []).map(String).join('.')));
  const add = (field: string, message: string) => {
    // One message per field: skip it when it, or the object holding it, already failed.
    const parts = field.split('.');
    if (parts.some((_, i) => flagged.has(parts.slice(0, i + 1).join('.')))) return;
    flagged.add(field);
    ctx.addIssue({ code: 'custom', path: field.split('.'), message });
  };
  const subType = data.subType;
  const knownType = isListingType(data.type);
  if (
    knownType &&
    subType !== undefined &&
    !subTypesOf(data.type).some((o) => o.value === subType)
  ) {
    add('subType', 'Choose a valid sub-category');
  }
  for (const [field, message] of Object.entries(validateListingForm(data as ListingFormValues))) {
    add(field, message);
  }
}

const listingRules = listingInputObject.superRefine(checkDependentRules, {
  when: (payload) => isObj(payload.value),
});

/**
 * A new listing (POST /listings). Accepts the editor's cleaned payload; fields hidden for the
 * listing's state are dropped before validation (not rejected), unknown keys are stripped.
 */
export const listingCreateSchema = z.preprocess(normalizeListingInput, listingRules);
export type ListingCreate = z.infer<typeof listingCreateSchema>;

/**
 * A listing edit (PATCH /listings/{id}): the whole editable listing, replacing the stored one's
 * editable fields (a field left out is cleared, as the editor drops empty fields). `type` may be
 * sent only unchanged; use parseListingUpdate, which knows the stored type.
 */
export const listingUpdateSchema = listingInputObject.extend({
  type: z.enum(LISTING_TYPE_VALUES).optional(),
});
export type ListingUpdate = z.infer<typeof listingUpdateSchema>;

export const TYPE_CHANGE_MESSAGE = 'The listing type cannot be changed';

export type ParseResult<T> = { success: true; data: T } | { success: false; error: z.ZodError };

/**
 * Validates an edit against the stored listing's type: a different `type` is refused with
 * TYPE_CHANGE_MESSAGE; the rest is validated with the create rules for the stored type.
 */
export function parseListingUpdate(
  storedType: ListingType | string,
  input: unknown,
): ParseResult<ListingCreate> {
  const body = isObj(input) ? input : {};
  const sent = typeof body.type === 'string' ? body.type.trim().toLowerCase() : body.type;
  if (sent !== undefined && sent !== null && sent !== '' && sent !== storedType) {
    return {
      success: false,
      error: new z.ZodError([
        { code: 'custom', path: ['type'], message: TYPE_CHANGE_MESSAGE, input: body.type },
      ]),
    };
  }
  return listingCreateSchema.safeParse({ ...body, type: storedType });
}
