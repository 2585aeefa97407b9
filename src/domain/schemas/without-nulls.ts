/** The one way an answer's nulls read as absent, shared by every schema that reads answers. */

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
