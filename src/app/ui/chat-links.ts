import { formatPhone, keepOnOneLine } from '@/domain/format';

/** The marketplace's WhatsApp number, set at build time (VITE_WHATSAPP_NUMBER). */
export const WHATSAPP_NUMBER: string =
  (import.meta.env?.VITE_WHATSAPP_NUMBER as string | undefined)?.replace(/\D/g, '') ||
  '263771234567';

/** A link that opens the chat with the number, with `text` typed in when given. */
export function chatLink(text?: string, number = WHATSAPP_NUMBER): string {
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/**
 * '263771234567' -> '+263 77 123 4567', as every phone number is shown, its groups joined by
 * no-break spaces: in running text the number stays on one line.
 */
export function displayNumber(number = WHATSAPP_NUMBER): string {
  return keepOnOneLine(formatPhone(number));
}

export { SAMPLE_PROMPTS } from '@/domain/landing-copy';
