/** wa.me links: to a listing's seller, and to the marketplace bot. */

/** A seller's contact number as wa.me wants it: international digits, 0771... -> 263771... */
export function waMeNumber(contact: string | null, loginPhone: string): string {
  const digits = (contact ?? '').replace(/\D/g, '');
  if (/^0\d{9}$/.test(digits)) return `263${digits.slice(1)}`;
  if (digits.length >= 9) return digits;
  return loginPhone.replace(/\D/g, '');
}

/** The seller's chat, opened with a greeting naming the listing and where the buyer found it. */
export function sellerChatUrl(
  title: string,
  contact: string | null,
  loginPhone: string,
  marketplaceName: string,
): string {
  const greeting = `Hi, I saw your listing “${title}” on ${marketplaceName}.`;
  return `https://wa.me/${waMeNumber(contact, loginPhone)}?text=${encodeURIComponent(greeting)}`;
}

/** The marketplace bot's chat, opened with a greeting ('Hi': the buyer gets its menu). */
export function marketplaceChatUrl(number: string, greeting = 'Hi'): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`;
}
