/**
 * WhatsApp's business-scoped user ids (BSUIDs): a two-letter country code, a dot and up to 128
 * letters and digits ('ZW.1502576394655843'; a parent id has 'ENT.' after the country). A person
 * whose number WhatsApp withholds (a username user) is known by it alone, and it is then their
 * key everywhere a phone's digits would be.
 */
export const BSUID_PATTERN = /^[A-Za-z]{2}\.[A-Za-z0-9.]{1,160}$/;

/** Whether a person's key is a business-scoped user id rather than a phone's digits. */
export const isBusinessScopedId = (key: string): boolean => BSUID_PATTERN.test(key);

/**
 * What a person types in the sign-in code form's first box: the last three digits of their phone,
 * or for a person known by a business-scoped id alone, three digits drawn from that id (its last
 * three digits, else a number made from its characters), which the bot's sign-in message tells
 * them.
 */
export function signInDigits(key: string): string {
  const digits = key.replace(/\D/g, '');
  if (!isBusinessScopedId(key) || digits.length >= 3) return digits.slice(-3);
  let n = 0;
  for (const ch of key) n = (n * 31 + ch.charCodeAt(0)) % 1000;
  return String(n).padStart(3, '0');
}
