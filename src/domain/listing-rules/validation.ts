/** The editor's own checks: required shown fields, amounts, ranges and the website format. */
import { REQUIRED_MESSAGE } from '@/domain/constants';
import { getField } from '@/domain/field-path';
import { isEmptyValue, parseAmount } from '@/domain/values';
import {
  REQUIRED_WHEN_SHOWN,
  visibleFields,
  type ListingFormField,
  type ListingFormValues,
} from './form-fields';

export type ListingFormErrors = Partial<Record<ListingFormField, string>>;

export const INVALID_AMOUNT_MESSAGE = 'Enter a valid amount';
/** The highest price a listing may ask, in US dollars: above any house or truck sold here. */
export const AMOUNT_MAX = 1_000_000_000;
export const AMOUNT_TOO_HIGH_MESSAGE = 'Enter an amount of at most $1,000,000,000';
export const AMOUNT_CENTS_MESSAGE = 'Enter the amount in dollars and cents (at most 2 decimals)';
export const INVISIBLE_TITLE_MESSAGE = 'Write the title in letters or numbers';

/** What is wrong with an amount (a number), or undefined: negative, too high, finer than cents. */
export function amountProblem(amount: number): string | undefined {
  if (!Number.isFinite(amount) || amount < 0) return INVALID_AMOUNT_MESSAGE;
  if (amount > AMOUNT_MAX) return AMOUNT_TOO_HIGH_MESSAGE;
  if (!isWholeCents(amount)) return AMOUNT_CENTS_MESSAGE;
  return undefined;
}

/** Is the amount a whole number of cents (19.99 yes, 0.001 no)? */
export function isWholeCents(amount: number): boolean {
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) <= 1e-6;
}

/**
 * Does the text show a letter or a digit? Not when it is only invisible characters (U+3164
 * Hangul filler, zero-width joiners), blank symbols (U+2800) or combining marks.
 */
export function showsLetters(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text.replace(/\p{Default_Ignorable_Code_Point}/gu, ''));
}
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
      const problem = amount === undefined ? INVALID_AMOUNT_MESSAGE : amountProblem(amount);
      if (problem) errors[field] = problem;
    }
    if (field === 'title' && typeof value === 'string' && !showsLetters(value)) {
      errors[field] = INVISIBLE_TITLE_MESSAGE;
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
