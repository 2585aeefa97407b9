/** One choice of a select or picker: the stored value and what the seller reads. */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/**
 * Underscores to spaces, each word capitalised: 'pest_control' -> 'Pest Control'.
 * The spec uses this for sub-types and any value without a curated label.
 */
export function humanize(value: string): string {
  return value
    .split('_')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Builds options whose labels are the humanized values, with a few curated exceptions. */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels: Partial<Record<V, string>> = {},
): readonly Option<V>[] {
  return values.map((value) => ({ value, label: labels[value] ?? humanize(value) }));
}

/** Sorts options by label as a person reads them (case-insensitive, English collation). */
export function sortByLabel<V extends string>(options: readonly Option<V>[]): Option<V>[] {
  return [...options].sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
}
