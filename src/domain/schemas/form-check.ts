/**
 * The device's check of the seller's forms. It runs the very schemas the server validates with,
 * on what the form would send, so a form that passes here is never refused by the server for its
 * shape, and a form the server would refuse never passes here.
 */
import { REQUIRED_MESSAGE } from '@/domain/constants';
import { WIZARD_STEPS, validateListingForm, type ListingFormValues } from '@/domain/listing-rules';
import { cleanListingPayload } from '@/domain/payload';
import { isEmptyValue } from '@/domain/values';
import { listingCreateSchema } from './listing-input';
import { profileUpdateSchema } from './user';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from './unstorable-text';

/** Errors keyed by form path ('title', 'price.amount', 'features.2'); empty means valid. */
export type FormErrors = Record<string, string>;

/** Where a schema issue shows in the form: a missing price is the price type's problem. */
function formPathOf(path: readonly PropertyKey[], featureRows: readonly number[] = []): string {
  // Blank feature rows are not sent, so the schema counts features without them.
  if (path[0] === 'features' && typeof path[1] === 'number') {
    return ['features', featureRows[path[1]] ?? path[1], ...path.slice(2)].map(String).join('.');
  }
  const key = path.map(String).join('.');
  if (key === 'price') return 'price.type';
  return key === '' ? '_' : key;
}

/** The form indexes of the rows that hold text, in order. */
function nonBlankRows(rows: unknown): number[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row, index) => (isEmptyValue(row) ? [] : [index]));
}

/** Whether `key` is `field` or lies inside it ('features.2' inside 'features'). */
function isWithin(key: string, field: string): boolean {
  return key === field || key.startsWith(`${field}.`);
}

/**
 * The listing form's errors: the editor's own messages first ('This field is required', amounts,
 * ranges, the website), then every other refusal of the server's create schema (length caps,
 * option values, features...). Limit to `fields` (one wizard step) when given.
 */
export function listingFormErrors(
  values: ListingFormValues,
  fields?: readonly string[],
): FormErrors {
  const errors: FormErrors = { ...validateListingForm(values) };
  const payload = cleanListingPayload(values);
  const featureRows = nonBlankRows(values.features);
  // The server refuses these before any other check, so they come first on their field.
  for (const path of unstorableTextPaths(payload)) {
    errors[formPathOf(path, featureRows)] = UNSTORABLE_TEXT_MESSAGE;
  }
  const parsed = listingCreateSchema.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = formPathOf(issue.path, featureRows);
      if (Object.keys(errors).some((field) => isWithin(key, field))) continue;
      errors[key] = issue.message;
    }
  }
  if (!fields) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => fields.some((field) => isWithin(key, field))),
  );
}

/**
 * The wizard step that shows an error's field, so a refusal can send the seller to it; -1 for a
 * problem no step shows (the form then names it in its alert).
 */
export function stepOfField(key: string): number {
  const index = WIZARD_STEPS.findIndex((step) => step.fields.some((field) => isWithin(key, field)));
  if (index >= 0) return index;
  if (isWithin(key, 'price')) return WIZARD_STEPS.findIndex((step) => step.id === 'pricing');
  if (isWithin(key, 'images')) return WIZARD_STEPS.findIndex((step) => step.id === 'pictures');
  return -1;
}

/** The profile form's values as the form holds them (a cleared select is null). */
export interface ProfileFormValues {
  displayName?: string | null;
  contactNumber?: string | null;
  city?: string | null;
  address?: string | null;
  website?: string | null;
}

const PROFILE_REQUIRED = ['displayName', 'contactNumber', 'city'] as const;

/**
 * The profile form's errors, from the schema the server validates the profile with: an empty
 * required field reads 'This field is required', otherwise the schema's own message (a contact
 * number of 7 to 15 digits, a display name of at most 80 characters, an http(s) website...).
 */
export function profileFormErrors(values: ProfileFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const path of unstorableTextPaths(values))
    errors[formPathOf(path)] = UNSTORABLE_TEXT_MESSAGE;
  for (const field of PROFILE_REQUIRED) {
    if (isEmptyValue(values[field])) errors[field] ??= REQUIRED_MESSAGE;
  }
  const parsed = profileUpdateSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = formPathOf(issue.path);
      errors[key] ??= issue.message;
    }
  }
  return errors;
}
