/** The listing's public page, on the server that serves this app. */
export function publicListingUrl(id: string): string {
  return `${window.location.origin}/l/${encodeURIComponent(id)}`;
}

/** WhatsApp's own share screen, with the title and the link as the message. */
export function whatsappShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}
