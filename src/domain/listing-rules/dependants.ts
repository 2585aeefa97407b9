/** Which fields a change clears, following the chain of dependants. */
import { getField, setField } from '@/domain/field-path';
import { isEmptyValue } from '@/domain/values';
import { LISTING_FORM_FIELDS, type ListingFormField, type ListingFormValues } from './form-fields';

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
  city: ['neighborhood', 'town'],
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
