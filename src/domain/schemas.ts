/**
 * One zod schema per shape: it drives the server's validation, the app's parsing of answers and
 * the TypeScript types. Listing create and update reuse the editor's rules (listing-rules.ts),
 * so the API accepts exactly the listings the editor can produce.
 */
import { z } from 'zod';
import { LISTING_TYPE_VALUES, isListingType, type ListingType } from './catalogue/listing-types';
import type { Option } from './catalogue/option';
import {
  ACCOMMODATION_TYPE_VALUES,
  ELECTRONIC_BRANDS,
  MODEL_YEARS,
  PRICE_TYPE_VALUES,
  REAL_ESTATE_DEAL_TYPE_VALUES,
  VEHICLE_BRANDS,
} from './catalogue/options';
import { FORM_CITIES, HARARE_NEIGHBORHOODS, PROFILE_CITIES } from './catalogue/places';
import { subTypesOf } from './catalogue/sub-types';
import {
  IMAGE_LIMITS,
  LOGIN_CODE_LENGTH,
  PHONE_SUFFIX_LENGTH,
  REQUIRED_MESSAGE,
} from './constants';
import { getField, setField } from './field-path';
import {
  INVALID_AMOUNT_MESSAGE,
  INVALID_WEBSITE_MESSAGE,
  normalizeWebsite,
  validateListingForm,
  type ListingFormValues,
} from './listing-rules';
import { dropEmptyValues, dropHiddenFields } from './payload';
import { parseAmount } from './values';

/**
 * Text length caps. The spec shows no bounds; these are generous for a seller and stop abuse.
 */
export const TEXT_LIMITS = {
  title: 150,
  description: 5000,
  address: 300,
  website: 500,
  feature: 200,
  features: 30,
  serviceType: 100,
  priceDescription: 300,
  frequency: 30,
  displayName: 80,
  contactNumber: 30,
} as const;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Drops null values (at this level and in a nested price) so they read as absent. */
function withoutNulls(value: unknown): unknown {
  if (!isObj(value)) return value;
  const out: Obj = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null) continue;
    out[key] = key === 'price' ? withoutNulls(v) : v;
  }
  return out;
}

const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, `Must be at most ${max} characters`);

const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional();

const isoDate = z.string().min(1);

const websiteSchema = z
  .string()
  .max(TEXT_LIMITS.website, `Must be at most ${TEXT_LIMITS.website} characters`)
  .transform((value, ctx) => {
    const url = normalizeWebsite(value);
    if (url === undefined) {
      ctx.addIssue({ code: 'custom', message: INVALID_WEBSITE_MESSAGE });
      return z.NEVER;
    }
    return url;
  });

/** A string that must be one of the options' values. */
const oneOf = (options: readonly Option[], what: string) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .refine((v) => options.some((o) => o.value === v), { message: `Choose a valid ${what}` });

const amountSchema = z.preprocess(
  (v) => parseAmount(v) ?? v,
  z.number({ error: INVALID_AMOUNT_MESSAGE }).nonnegative(INVALID_AMOUNT_MESSAGE),
);

// ---------------------------------------------------------------------------------------------
// Price

/** A price as stored and returned. */
export const priceSchema = z.preprocess(
  withoutNulls,
  z.object({
    type: z.enum(PRICE_TYPE_VALUES),
    amount: z.number().optional(),
    minAmount: z.number().optional(),
    maxAmount: z.number().optional(),
    frequency: z.string().optional(),
    description: z.string().optional(),
    isNegotiable: z.boolean().optional(),
  }),
);
export type Price = z.infer<typeof priceSchema>;

const priceInputSchema = z.object(
  {
    type: z.enum(PRICE_TYPE_VALUES, { error: REQUIRED_MESSAGE }),
    amount: amountSchema.optional(),
    minAmount: amountSchema.optional(),
    maxAmount: amountSchema.optional(),
    frequency: optionalText(TEXT_LIMITS.frequency),
    description: optionalText(TEXT_LIMITS.priceDescription),
    isNegotiable: z.boolean().optional(),
  },
  { error: REQUIRED_MESSAGE },
);

// ---------------------------------------------------------------------------------------------
// Listing as the API returns it

const listingObject = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  type: z.string(),
  subType: z.string().optional(),
  city: z.string().optional(),
  neighborhood: z.string().optional(),
  address: z.string().optional(),
  website: z.string().optional(),
  features: z.array(z.string()).default([]),
  images: z.array(z.string()).default([]),
  views: z.number().default(0),
  createdAt: isoDate,
  updatedAt: isoDate.optional(),
  price: priceSchema.optional(),
  realEstateDealType: z.string().optional(),
  accommodationType: z.string().optional(),
  vehicleBrand: z.string().optional(),
  modelYear: z.string().optional(),
  electronicBrand: z.string().optional(),
  serviceType: z.string().optional(),
  seller: z.string(),
});

/** A listing as the API returns it (lenient on values, so an old row still parses). */
export const listingSchema = z.preprocess(withoutNulls, listingObject);
export type Listing = z.infer<typeof listingSchema>;

/** An admin's listing row: a listing plus who sells it. */
export const adminListingSchema = z.preprocess(
  withoutNulls,
  listingObject.extend({
    sellerPhone: z.string().optional(),
    sellerName: z.string().optional(),
  }),
);
export type AdminListing = z.infer<typeof adminListingSchema>;

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
      return MODEL_YEARS;
    case 'city':
      return FORM_CITIES;
    case 'neighborhood':
      return HARARE_NEIGHBORHOODS;
    default:
      return undefined;
  }
}

function toOptionValue(options: readonly Option[], raw: unknown): unknown {
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
  title: requiredText(TEXT_LIMITS.title),
  description: requiredText(TEXT_LIMITS.description),
  website: websiteSchema.optional(),
  subType: z.string().optional(),
  realEstateDealType: z.enum(REAL_ESTATE_DEAL_TYPE_VALUES).optional(),
  accommodationType: z.enum(ACCOMMODATION_TYPE_VALUES).optional(),
  vehicleBrand: oneOf(VEHICLE_BRANDS, 'vehicle brand').optional(),
  electronicBrand: oneOf(ELECTRONIC_BRANDS, 'brand').optional(),
  modelYear: oneOf(MODEL_YEARS, 'model year').optional(),
  price: priceInputSchema,
  city: oneOf(FORM_CITIES, 'city'),
  neighborhood: oneOf(HARARE_NEIGHBORHOODS, 'neighbourhood').optional(),
  address: optionalText(TEXT_LIMITS.address),
  features: z
    .array(z.string().trim().min(1).max(TEXT_LIMITS.feature))
    .max(TEXT_LIMITS.features, `At most ${TEXT_LIMITS.features} features`)
    .optional(),
  images: z
    .array(z.string().regex(ID_PATTERN, 'Invalid image id'))
    .max(IMAGE_LIMITS.maxFiles, 'Maximum 4 files allowed')
    .optional(),
  serviceType: optionalText(TEXT_LIMITS.serviceType),
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

// ---------------------------------------------------------------------------------------------
// Users, profile, sign-in

export const userSchema = z.preprocess(
  withoutNulls,
  z.object({
    _id: z.string(),
    phone: z.string(),
    displayName: z.string().optional(),
    contactNumber: z.string().optional(),
    city: z.string().optional(),
    address: z.string().optional(),
    website: z.string().optional(),
    createdAt: isoDate.optional(),
    isAdmin: z.boolean().default(false),
  }),
);
export type User = z.infer<typeof userSchema>;

export const INVALID_PHONE_MESSAGE = 'Enter a valid phone number';

/** A phone number as typed: digits with optional +, spaces, dashes, brackets; 7 to 15 digits. */
const phoneText = requiredText(TEXT_LIMITS.contactNumber).refine(
  (v) => /^\+?[\d\s()-]+$/.test(v) && /^(\D*\d){7,15}\D*$/.test(v),
  INVALID_PHONE_MESSAGE,
);

const optionalBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    schema.optional(),
  );

/**
 * The profile form (spec 5). Address and website are optional (blank means none); the website,
 * when given, must be an http(s) URL (a bare host gets https://). The city may be sent as its
 * value or its label.
 */
export const profileUpdateSchema = z.object({
  displayName: requiredText(TEXT_LIMITS.displayName),
  contactNumber: phoneText,
  city: z.preprocess(
    (v) => (typeof v === 'string' ? toOptionValue(PROFILE_CITIES, v) : v),
    oneOf(PROFILE_CITIES, 'city'),
  ),
  address: optionalBlank(optionalText(TEXT_LIMITS.address)),
  website: optionalBlank(websiteSchema),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

const digits = (length: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .regex(new RegExp(`^\\d{${length}}$`), `Enter exactly ${length} digits`);

/** POST /users/verify-code: the phone's last 3 digits and the 4-digit code. */
export const verifyCodeSchema = z.object({
  lastThreeDigits: digits(PHONE_SUFFIX_LENGTH),
  code: digits(LOGIN_CODE_LENGTH),
});
export type VerifyCode = z.infer<typeof verifyCodeSchema>;

export const verifyCodeResponseSchema = z.object({ user: userSchema, token: z.string().min(1) });
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponseSchema>;

/** GET /listings/user/stats. */
export const statsSummarySchema = z.object({
  totalListings: z.number(),
  totalViews: z.number(),
});
export type StatsSummary = z.infer<typeof statsSummarySchema>;

/** POST /files/upload answer. */
export const fileUploadResponseSchema = z.object({ _id: z.string() });
export type FileUploadResponse = z.infer<typeof fileUploadResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Admin

export const adminStatsSchema = z.object({
  totalContacts: z.number(),
  totalListings: z.number(),
  cumulativeViews: z.number(),
  /** Oldest first; the seventh entry (TODAY_VIEWS_INDEX) is today. */
  dailyViews: z.array(z.object({ views: z.number(), date: z.string().optional() })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminSellerSchema = z.preprocess(
  withoutNulls,
  z.object({
    _id: z.string(),
    phone: z.string(),
    displayName: z.string().optional(),
    city: z.string().optional(),
    createdAt: isoDate,
    listingCount: z.number().optional(),
  }),
);
export type AdminSeller = z.infer<typeof adminSellerSchema>;

export const adminContactSchema = z.preprocess(
  withoutNulls,
  z.object({
    phoneNumber: z.string(),
    messageCount: z.number(),
    /** When the last message was exchanged (ISO). */
    lastMessage: isoDate.optional(),
  }),
);
export type AdminContact = z.infer<typeof adminContactSchema>;

export const conversationMessageSchema = z.preprocess(
  withoutNulls,
  z.object({
    _id: z.string().optional(),
    direction: z.enum(['inbound', 'outbound']),
    content: z.preprocess(
      withoutNulls,
      z.object({ text: z.string().optional(), imageUrl: z.string().optional() }),
    ),
    createdAt: isoDate,
    status: z.string().optional(),
  }),
);
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const listingViewSchema = z.object({
  _id: z.string(),
  viewerPhone: z.string(),
  createdAt: isoDate,
});
export type ListingView = z.infer<typeof listingViewSchema>;

// ---------------------------------------------------------------------------------------------
// Errors

/** Field errors of a failed parse, keyed by dotted path (first message per field). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** One readable sentence for an API `{ message }`: 'title: This field is required'. */
export function describeZodError(error: z.ZodError): string {
  return Object.entries(fieldErrorsOf(error))
    .map(([field, message]) => (field === '_' ? message : `${field}: ${message}`))
    .join('; ');
}
