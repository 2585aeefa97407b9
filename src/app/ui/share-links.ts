import { currentLanguage } from './i18n';

/**
 * The listing's public page, on the server that serves this app. A seller who uses the app in
 * Shona or Ndebele shares it in that language (`?lang=`): the buyers they send it to read the
 * page in it, whatever their browser's language.
 */
export function publicListingUrl(id: string): string {
  const language = currentLanguage();
  const lang = language === 'en' ? '' : `?lang=${language}`;
  return `${window.location.origin}/l/${encodeURIComponent(id)}${lang}`;
}

/** WhatsApp's own share screen, with the title and the link as the message. */
export function whatsappShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}
