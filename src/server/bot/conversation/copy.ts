/**
 * What the bot says outside the language tables (src/domain/bot-copy): the sign-in message, and
 * English names for the sentences tests refer to. Every sentence a buyer reads in Shona or
 * Ndebele lives in the tables.
 */
import { formatPrice, labelFor, placeLine, type PriceLike } from '@/domain';
import { en } from '@/domain/bot-copy';

export const PAGE_SIZE = 10;

export function helpText(): string {
  return en.help;
}

export function loginText(input: {
  url: string;
  code: string;
  lastThree: string;
  /** The person has no number WhatsApp shares: the first box takes the digits given here. */
  noNumber?: boolean;
  linkMinutes: number;
  codeMinutes: number;
}): string {
  const code = input.noNumber
    ? `Or enter the code *${input.code}*, and type *${input.lastThree}* in the first box, where the form asks for the last 3 digits of your number (WhatsApp does not share your number with us).`
    : `Or enter the code *${input.code}* together with the last 3 digits of your number (*${input.lastThree}*).`;
  return [
    'Here is your sign-in link to the seller dashboard:',
    input.url,
    '',
    code,
    '',
    `The link works for ${input.linkMinutes} minutes and the code for ${input.codeMinutes} minutes, once each. Never share them: we will never ask you for them.`,
  ].join('\n');
}

export const NOTHING_TO_PAGE = en.nothingToPage;

export const THANKS_TEXT = en.thanks;

export const GREETING_TEXT = en.greeting;

export const GOODBYE_TEXT = en.goodbye;

export const UNSUPPORTED_TEXT = en.unsupported;

export const LISTING_GONE = en.listingGone;

export const LISTING_SOLD = en.listingSold;

export function cityLabel(city: string | null | undefined): string {
  return city ? labelFor('city', city) : '';
}

/**
 * A price as the bot shows it: as the dashboard shows it, but without cents from $1,000 up
 * ('$285,000', not '$285,000.00').
 */
export function botPrice(price: PriceLike | null): string {
  return formatPrice(price).replace(/(\$\d{1,3}(?:,\d{3})+)\.\d{2}\b/g, '$1');
}

/** Where a listing is, as a result row or an alert reads it. */
export interface ListingPlace {
  city: string | null;
  /** The town the seller named under city 'Other' ('Ruwa'). */
  town?: string | null;
  neighborhood?: string | null;
}

/** A result row's second line: the price, then the suburb and the town. */
export function rowDescription(price: PriceLike | null, listing: ListingPlace): string {
  const place = placeLine(listing);
  return place ? `${botPrice(price)} · ${place}` : botPrice(price);
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
