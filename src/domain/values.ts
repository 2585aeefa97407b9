/** Value helpers shared by the editor rules, payload cleaning and the server's schemas. */

/**
 * Empty for the 'This field is required' rule: undefined, null, an empty or blank string, or
 * an empty array. (false and 0 are values.)
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * An amount as typed ('$1,500.50', '1 500', 45) as a number, or undefined when it is not one.
 * Dollar signs, thousands commas and spaces are stripped.
 */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/[$,\s]/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : undefined;
}
