/**
 * A buyer's message for a seller WhatsApp knows only by their business-scoped id (a username,
 * no number) and who has no confirmed contact number: the listing's chat button opens the
 * marketplace's own chat with this greeting, and the bot passes what the buyer sends on to the
 * seller. The listing's reference at the end tells the bot which listing (and so which seller).
 */
const REFERENCE = /\(ref ([A-Za-z0-9_-]{1,64})\)/;

/** The greeting the buyer's chat opens with; they may change it before sending. */
export function passOnGreeting(title: string, listingId: string, marketplace: string): string {
  return `Hi, I saw your listing “${title}” on ${marketplace}. Is it still available? (ref ${listingId})`;
}

/** The listing a buyer's message is for, and their words without the reference. */
export function readPassOn(text: string): { listingId: string; words: string } | null {
  const found = REFERENCE.exec(text);
  if (!found) return null;
  const words = text.replace(REFERENCE, '').replace(/\s+/g, ' ').trim();
  return { listingId: found[1]!, words };
}
