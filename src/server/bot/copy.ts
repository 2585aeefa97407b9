/** What the bot says. Kept together so the tone stays one voice and tests can refer to it. */
import { EXAMPLE_CATEGORIES, formatPrice, labelFor, type PriceLike } from '@/domain';

export const PAGE_SIZE = 10;

export function helpText(): string {
  return [
    'Hi! 👋 I help you find products and services from sellers across Zimbabwe.',
    '',
    'Just tell me what you are looking for, for example:',
    '• Looking for a house in Harare',
    '• Looking for a plumber',
    '• Laptop under $300 in Bulawayo',
    '',
    'Pick a result to see its photos, price and the seller’s WhatsApp number. Reply *more* for more results.',
    '',
    'Selling something? Listing is 100% free: send *Login* to get your link to the seller dashboard.',
  ].join('\n');
}

export function loginText(input: {
  url: string;
  code: string;
  lastThree: string;
  linkMinutes: number;
  codeMinutes: number;
}): string {
  return [
    'Here is your sign-in link to the seller dashboard:',
    input.url,
    '',
    `Or enter the code *${input.code}* together with the last 3 digits of your number (*${input.lastThree}*).`,
    '',
    `The link works for ${input.linkMinutes} minutes and the code for ${input.codeMinutes} minutes, once each. Never share them: we will never ask you for them.`,
  ].join('\n');
}

export function noMatchText(query: string): string {
  return [
    `Sorry, I couldn’t find anything for “${query.trim()}” yet.`,
    '',
    'Try one of these:',
    ...EXAMPLE_CATEGORIES.map((c) => `• ${c}`),
    '',
    'You can add a city too, like “house in Bulawayo”, or a budget, like “phone under $150”.',
  ].join('\n');
}

export const NOTHING_TO_PAGE =
  'Tell me what you are looking for first, for example “Looking for a plumber in Harare”.';

export function noMoreText(query: string): string {
  return `That’s everything I have for “${query}”. Send me another search any time.`;
}

export const THANKS_TEXT =
  'You’re welcome! Send me another search any time, or *help* to see what I can do.';

export const GREETING_TEXT = [
  'Hi! 👋 What are you looking for today? For example “Looking for a house in Harare” or “Laptop under $300 in Bulawayo”.',
  '',
  'Selling something? Listing is 100% free: send *Login*.',
].join('\n');

export const GOODBYE_TEXT = 'Goodbye! 👋 Come back any time you are looking for something.';

export const UNSUPPORTED_TEXT =
  'I can only read text messages (and photo captions) for now. Tell me what you are looking for, for example “Looking for a house in Harare”.';

/** Whom the Cloud API lets us answer but who cannot sign in: no phone number was shared. */
export const LOGIN_NEEDS_PHONE =
  'To sign in to the seller dashboard I need your WhatsApp number, and WhatsApp did not share it with me. Send *Login* from a chat that shows your number.';

export function townSetText(city: string, searched: boolean): string {
  return searched
    ? `Thanks! Here is your last search in ${cityLabel(city)}.`
    : `Thanks! I’ll look in ${cityLabel(city)} first. What are you looking for?`;
}

export function pickRangeText(count: number): string {
  return count === 1
    ? 'Send *1* to open the result I showed, or tell me what you are looking for.'
    : `Send a number from 1 to ${count} to open one of the results I showed, or tell me what you are looking for.`;
}

export function noCheaperText(query: string): string {
  return `I have nothing cheaper for “${query}” yet. Try another search, or a nearby town.`;
}

export const LISTING_GONE = 'Sorry, that listing is no longer available. Send me a new search.';

export const LISTING_SOLD =
  'Sorry, that item has been sold. Send me a new search and I will find you something similar.';

export function cityLabel(city: string | null | undefined): string {
  return city ? labelFor('city', city) : '';
}

/** A result row's second line: the price as the dashboard shows it, and the city. */
export function rowDescription(price: PriceLike | null, city: string | null): string {
  const place = cityLabel(city);
  return place ? `${formatPrice(price)} · ${place}` : formatPrice(price);
}

export function resultsBody(input: {
  query: string;
  from: number;
  to: number;
  total: number;
  relaxed: ('city' | 'price')[];
  city?: string;
  /** A follow-up that refined the last search: how it reads ('cheaper', 'in Bulawayo'). */
  refinement?: string;
}): string {
  const lines = [
    input.refinement
      ? `Here is what I found for “${input.query.trim()}”, ${input.refinement}.`
      : `Here is what I found for “${input.query.trim()}”.`,
  ];
  if (input.relaxed.includes('city') && input.city) {
    lines.push(`Nothing in ${cityLabel(input.city)} yet, so these are from other cities.`);
  }
  if (input.relaxed.includes('price'))
    lines.push('Nothing within your budget yet; these are the closest matches.');
  lines.push(`Showing ${input.from}–${input.to} of ${input.total}.`);
  if (input.to < input.total) lines.push('Reply *more* to see more.');
  return lines.join('\n');
}

/**
 * The one answer to a sender over their limit (runtime.ts); the rest of their messages in the
 * window go unanswered.
 */
export function slowDownText(windowSeconds: number): string {
  const minutes = Math.max(1, Math.round(windowSeconds / 60));
  const wait = minutes === 1 ? 'a minute' : `${minutes} minutes`;
  return `Slow down a little, please: that is a lot of messages at once. I’ll answer again in ${wait}.`;
}
