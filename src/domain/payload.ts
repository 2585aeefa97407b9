/**
 * Turning the editor's values into the listing payload the API receives (spec): hidden fields
 * removed, amounts parsed, only uploaded image ids kept, empty values dropped.
 */
import { getField, setField } from './field-path';
import { LISTING_FORM_FIELDS, isFieldVisible, type ListingFormValues } from './listing-rules';
import { parseAmount } from './values';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Removes empty values recursively: null, undefined, empty or blank strings, empty arrays and
 * empty objects (including ones that become empty). Returns undefined when nothing is left.
 */
export function dropEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(dropEmptyValues).filter((v) => v !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (isObj(value)) {
    const out: Obj = {};
    for (const [key, v] of Object.entries(value)) {
      const kept = dropEmptyValues(v);
      if (kept !== undefined) out[key] = kept;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/**
 * Removes every field the editor does not show for these values, so a value left behind by an
 * earlier choice never reaches the server. Non-form extras follow the same idea:
 * price.frequency only for fixed prices, serviceType only for services.
 */
export function dropHiddenFields<T extends object>(values: T): T {
  let out = values;
  const form = values as ListingFormValues;
  for (const field of LISTING_FORM_FIELDS) {
    if (!isFieldVisible(form, field) && getField(out, field) !== undefined) {
      out = setField(out, field, undefined);
    }
  }
  if (getField(out, 'price.type') !== 'fixed' && getField(out, 'price.frequency') !== undefined) {
    out = setField(out, 'price.frequency', undefined);
  }
  if (form.type !== 'services' && getField(out, 'serviceType') !== undefined) {
    out = setField(out, 'serviceType', undefined);
  }
  return out;
}

/** A gallery item as the uploader tracks it; only finished uploads (with an id) are sent. */
export interface UploadItemLike {
  id?: string | null;
  uploading?: boolean;
  error?: unknown;
}

/** Server ids of the successfully uploaded items, in gallery order. */
export function uploadedImageIds(items: readonly (string | UploadItemLike)[]): string[] {
  const ids: string[] = [];
  for (const item of items) {
    if (typeof item === 'string') {
      if (item.trim() !== '') ids.push(item);
    } else if (item.id && !item.uploading && !item.error) {
      ids.push(item.id);
    }
  }
  return ids;
}

const AMOUNT_FIELDS = ['price.amount', 'price.minAmount', 'price.maxAmount'] as const;

/**
 * The payload for POST/PATCH /listings from the editor's values. `images` (the gallery items)
 * replaces values.images when given. Strings are trimmed; amounts with '$' and ',' become
 * numbers (an unreadable amount is left as typed so validation names it).
 */
export function cleanListingPayload(
  values: ListingFormValues,
  images?: readonly (string | UploadItemLike)[],
): Record<string, unknown> {
  let out: Obj = dropHiddenFields({ ...(values as Obj) });
  for (const field of AMOUNT_FIELDS) {
    const raw = getField(out, field);
    if (raw !== undefined && raw !== null && raw !== '') {
      out = setField(out, field, parseAmount(raw) ?? raw);
    }
  }
  const gallery = images ?? (Array.isArray(out.images) ? (out.images as unknown[]) : undefined);
  if (gallery) {
    out.images = uploadedImageIds(
      gallery.filter((i): i is string | UploadItemLike => typeof i === 'string' || isObj(i)),
    );
  }
  const trimmed = trimStrings(out);
  return (dropEmptyValues(trimmed) as Obj | undefined) ?? {};
}

function trimStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (isObj(value)) {
    const out: Obj = {};
    for (const [key, v] of Object.entries(value)) out[key] = trimStrings(v);
    return out;
  }
  return value;
}
