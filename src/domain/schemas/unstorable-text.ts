/**
 * Text the database cannot store: NUL characters and lone UTF-16 surrogates (half of a pair, as a
 * paste from a broken source or a cut emoji leaves). Both are valid JSON, so the server refuses
 * them before any schema runs (422); the device finds the same characters, field by field, so a
 * form that would be refused for them never passes its check.
 */

/** The same pattern the server's body check uses (src/server/http/validate.ts). */
export const UNSTORABLE_TEXT =
  // eslint-disable-next-line no-control-regex
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'Remove the hidden or broken character from this text (it cannot be saved).';

/**
 * The paths ('title', 'features.2', 'price.description') of every string in `value`, or of every
 * key, that holds unstorable text; '' for the value itself.
 */
export function unstorableTextPaths(
  value: unknown,
  path: readonly PropertyKey[] = [],
): PropertyKey[][] {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value) ? [[...path]] : [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => unstorableTextPaths(item, [...path, index]));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      UNSTORABLE_TEXT.test(key) ? [[...path]] : unstorableTextPaths(item, [...path, key]),
    );
  }
  return [];
}
