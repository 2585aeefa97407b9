/**
 * Text a seller writes is shown to buyers inside the bot's own messages, on the public page and
 * in the app. It must never be able to look like the bot's lines (a fake "💵 $1.00" line above the
 * real price, a fake "Chat with the seller:" link) or turn text around with a right-to-left
 * override. One rule, used by the schemas (device and server) and again on output for text
 * stored before it:
 *
 * - A single-line field (title, display name, address, town, each feature, contact number,
 *   website, service type, price frequency and price description) holds one line: a line break
 *   of any kind, with the spaces around it, becomes one space, and a tab a space.
 * - The description keeps its lines (every kind of line break becomes `\n`).
 * - Neither holds bidirectional controls (embeddings, overrides, isolates, direction marks),
 *   other invisible control characters or zero-width spaces: they are removed. A seller never
 *   means them, and a paste from WhatsApp or a web page often carries them around a phone number.
 *
 * Nothing is refused for these characters: the text is mended, as the seller would mend it.
 * NUL is left to the unstorable-text rule, which refuses it (422) with its own message.
 */

/** Every line break: CR LF, LF, CR, vertical tab, form feed, NEL, line and paragraph separators. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/**
 * Bidirectional formatting characters (ALM, LRM, RLM, LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI,
 * PDI), invisible controls (C0 but tab, line breaks and NUL; DEL; C1 but NEL) and zero-width
 * characters that have no place in a listing (zero-width space, word joiner, byte-order mark).
 * Zero-width joiners stay: emoji sequences need them.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u0001-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u200b\u2060\ufeff]/g;

/** A run of line breaks with the spaces and tabs around them (migration 0291 uses the same). */
const LINE_BREAKS_AROUND = new RegExp(`[ \\t]*(?:(?:${LINE_BREAK.source})[ \\t]*)+`, 'g');
const LINE_BREAKS = new RegExp(LINE_BREAK.source, 'g');

/** One line: invisible controls removed, line breaks and tabs turned into single spaces. */
export function singleLine(text: string): string {
  return text.replace(INVISIBLE, '').replace(LINE_BREAKS_AROUND, ' ').replace(/\t/g, ' ');
}

/** Several lines (the description): invisible controls removed, every line break `\n`. */
export function multiLine(text: string): string {
  return text.replace(INVISIBLE, '').replace(LINE_BREAKS, '\n');
}

/** Whether the text holds a character singleLine would change (a break, a tab, a control). */
export function isSingleLine(text: string): boolean {
  return singleLine(text) === text;
}
