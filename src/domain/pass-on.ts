/**
 * A buyer's message for a seller WhatsApp knows only by their business-scoped id (a username,
 * no number) and who has no confirmed contact number: the listing's chat button opens the
 * marketplace's own chat with this greeting, and the bot passes what the buyer sends on to the
 * seller. The listing's reference at the end tells the bot which listing (and so which seller).
 * Either of them then answers in that conversation by replying to a passed-on message or by
 * starting with the conversation's own reference ('#A1 yes, come on Saturday').
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

/**
 * A conversation's short reference ('A1', 'B1'... 'Z1', 'A2'...): a letter (none of I, L, O,
 * which read as digits) and a number, the `index`th of a person's conversations.
 */
const REFERENCE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ';

export function threadReference(index: number): string {
  const letter = REFERENCE_LETTERS[index % REFERENCE_LETTERS.length]!;
  return `${letter}${Math.floor(index / REFERENCE_LETTERS.length) + 1}`;
}

/** '#A1 yes, come on Saturday' (also '# a1: yes'): the reference typed first, and the words. */
const TYPED_REFERENCE = /^\s*#\s*([A-Za-z])\s?(\d{1,4})(?![\p{L}\p{N}])[\s:,.;!-]*/u;

/** The reference a message starts with and its words after it, or null: it names none. */
export function readThreadReference(text: string): { reference: string; words: string } | null {
  const found = TYPED_REFERENCE.exec(text);
  if (!found) return null;
  const reference = `${found[1]!.toUpperCase()}${Number(found[2])}`;
  return { reference, words: text.slice(found[0].length).trim() };
}
