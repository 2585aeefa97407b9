/**
 * The address a listing's website may be opened at, or null. Only http and https are ever
 * linked (a `javascript:` or `data:` address must never become a link); a bare host such as
 * 'shop.co.zw' is taken as https.
 */
export function safeWebsiteUrl(website: string | undefined | null): string | null {
  const text = website?.trim();
  if (!text) return null;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
