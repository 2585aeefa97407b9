/**
 * The editor's field names may be dotted ('price.amount') for nested values, as in the form
 * library. These helpers read and write such names on plain objects without mutating them.
 */

type Obj = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a dotted path, or undefined when any step is missing. */
export function getField(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (!isPlainObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * A copy of `values` with the dotted path set to `value`; intermediate objects are created or
 * copied. Setting undefined removes the key, so cleared fields do not linger as `undefined`.
 */
export function setField<T extends object>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return values;
  const copy: Obj = { ...(values as Obj) };
  if (rest.length === 0) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
    return copy as T;
  }
  const child = copy[head];
  if (value === undefined && !isPlainObject(child)) return values;
  copy[head] = setField(isPlainObject(child) ? child : {}, rest.join('.'), value);
  return copy as T;
}
