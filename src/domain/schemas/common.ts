/**
 * Building blocks of the domain's zod schemas: text caps and the field schemas every shape reuses,
 * and the way a failed parse is turned into per-field messages.
 */
import { z } from 'zod';
import type { Option } from '@/domain/catalogue/option';
import { REQUIRED_MESSAGE } from '@/domain/constants';
import {
  AMOUNT_CENTS_MESSAGE,
  AMOUNT_MAX,
  AMOUNT_TOO_HIGH_MESSAGE,
  INVALID_AMOUNT_MESSAGE,
  isWholeCents,
  INVALID_WEBSITE_MESSAGE,
  normalizeWebsite,
} from '@/domain/listing-rules';
import { multiLine, singleLine } from '@/domain/seller-text';
import { parseAmount } from '@/domain/values';

/**
 * Text length caps. The spec shows no bounds; these are generous for a seller and stop abuse.
 */
export const TEXT_LIMITS = {
  title: 150,
  description: 5000,
  address: 300,
  town: 100,
  website: 500,
  feature: 200,
  features: 30,
  serviceType: 100,
  priceDescription: 300,
  frequency: 30,
  displayName: 80,
  contactNumber: 30,
} as const;

export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type Obj = Record<string, unknown>;
export const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Drops null values (at this level and in a nested price) so they read as absent. */
export function withoutNulls(value: unknown): unknown {
  if (!isObj(value)) return value;
  const out: Obj = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null) continue;
    out[key] = key === 'price' ? withoutNulls(v) : v;
  }
  return out;
}

/**
 * A seller's one-line text (see seller-text.ts): line breaks become spaces and invisible controls
 * go before the text is trimmed and measured, on the device and the server alike.
 */
export const requiredLine = (max: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .overwrite(singleLine)
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, `Must be at most ${max} characters`);

export const optionalLine = (max: number) =>
  z.string().overwrite(singleLine).trim().max(max, `Must be at most ${max} characters`).optional();

/** A seller's text of several lines (the description): its lines kept, invisible controls gone. */
export const requiredLines = (max: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .overwrite(multiLine)
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, `Must be at most ${max} characters`);

export const isoDate = z.string().min(1);

export const websiteSchema = z
  .string()
  .overwrite(singleLine)
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
export const oneOf = (options: readonly Option[], what: string) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .refine((v) => options.some((o) => o.value === v), { message: `Choose a valid ${what}` });

/** A price: at least 0, at most AMOUNT_MAX dollars, in whole cents. */
export const amountSchema = z.preprocess(
  (v) => parseAmount(v) ?? v,
  z
    .number({ error: INVALID_AMOUNT_MESSAGE })
    .nonnegative(INVALID_AMOUNT_MESSAGE)
    .max(AMOUNT_MAX, AMOUNT_TOO_HIGH_MESSAGE)
    .refine(isWholeCents, AMOUNT_CENTS_MESSAGE),
);

export const optionalBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    schema.optional(),
  );

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
