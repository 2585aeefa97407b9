/** Display helpers: option labels, prices and dates exactly as the screens show them. */
import { LISTING_TYPES } from './catalogue/listing-types';
import { humanize, type Option } from './catalogue/option';
import {
  ACCOMMODATION_TYPES,
  ELECTRONIC_BRANDS,
  PRICE_TYPES,
  REAL_ESTATE_DEAL_TYPES,
  VEHICLE_BRANDS,
} from './catalogue/options';
import { MODEL_YEAR_OTHER } from './catalogue/options';
import { FORM_CITIES, HARARE_NEIGHBORHOODS, OTHER_CITY, PROFILE_CITIES } from './catalogue/places';
import { SUB_TYPES } from './catalogue/sub-types';
import { CURRENCY, LOCALE, TODAY_VIEWS_INDEX } from './constants';
import { parseAmount } from './values';

export { humanize };

/** Fields whose values have a display label. */
export type LabelledField =
  | 'type'
  | 'subType'
  | 'realEstateDealType'
  | 'accommodationType'
  | 'vehicleBrand'
  | 'electronicBrand'
  | 'modelYear'
  | 'price.type'
  | 'city'
  | 'neighborhood'
  | 'serviceType';

const uniqueByValue = (lists: readonly (readonly Option[])[]): readonly Option[] => {
  const seen = new Map<string, Option>();
  for (const list of lists) for (const o of list) if (!seen.has(o.value)) seen.set(o.value, o);
  return [...seen.values()];
};

const OPTIONS_BY_FIELD: Record<LabelledField, readonly Option[]> = {
  type: LISTING_TYPES,
  subType: uniqueByValue(Object.values(SUB_TYPES)),
  realEstateDealType: REAL_ESTATE_DEAL_TYPES,
  accommodationType: ACCOMMODATION_TYPES,
  vehicleBrand: VEHICLE_BRANDS,
  electronicBrand: ELECTRONIC_BRANDS,
  // Years label themselves; only 'other' reads differently.
  modelYear: [MODEL_YEAR_OTHER],
  'price.type': PRICE_TYPES,
  // Listing and profile cities share values; the union labels both.
  city: uniqueByValue([FORM_CITIES, PROFILE_CITIES]),
  neighborhood: HARARE_NEIGHBORHOODS,
  serviceType: [],
};

/**
 * The label of a field's value ('victoria_falls' -> 'Victoria Falls'); a value not in the list
 * (an old or free-text value) is humanized; empty gives ''.
 */
export function labelFor(field: LabelledField, value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = String(value);
  if (text.trim() === '') return '';
  const hit = OPTIONS_BY_FIELD[field].find((o) => o.value === text);
  return hit ? hit.label : humanize(text);
}

/**
 * Where a listing is, as screens show it: the city's label, or the town the seller named when
 * the city is 'Other' ('Gwanda' rather than 'Other').
 */
export function placeLabel(listing: { city?: unknown; town?: unknown }): string {
  const town = typeof listing.town === 'string' ? listing.town.trim() : '';
  if (listing.city === OTHER_CITY && town) return town;
  return labelFor('city', listing.city);
}

/**
 * Where a listing is, as a buyer reads it in one line: the suburb, then the town ('Avondale,
 * Harare'; 'Ruwa' for a town named under city 'Other'). A bare 'Other' says nothing and is left
 * out, so a listing under 'Other' without its town gives ''.
 */
export function placeLine(listing: {
  city?: unknown;
  town?: unknown;
  neighborhood?: unknown;
}): string {
  const suburb =
    typeof listing.neighborhood === 'string' && listing.neighborhood !== 'other'
      ? labelFor('neighborhood', listing.neighborhood)
      : '';
  const town = placeLabel(listing);
  return [suburb, town === labelFor('city', OTHER_CITY) ? '' : town].filter(Boolean).join(', ');
}

const money = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1500 -> '$1,500.00'. */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

export const PRICE_ON_REQUEST = 'Price on request';

/** A price as loosely as it may arrive (from the API, a draft, or the form). */
export interface PriceLike {
  type?: string | null;
  amount?: number | string | null;
  minAmount?: number | string | null;
  maxAmount?: number | string | null;
  frequency?: string | null;
  description?: string | null;
  isNegotiable?: boolean | null;
}

/**
 * Price display (spec): fixed '$1,500.00' ('$10.00 per week' with a frequency), monthly
 * '... per month', per_night '... per night', range '$100.00 - $200.00'; otherwise the
 * description, or 'Price on request' (no price, or one missing its amounts).
 */
export function formatPrice(price: PriceLike | null | undefined): string {
  if (!price) return PRICE_ON_REQUEST;
  const amount = parseAmount(price.amount);
  const description = price.description?.trim();
  switch (price.type) {
    case 'fixed':
      if (amount !== undefined) {
        const frequency = price.frequency?.trim();
        return frequency ? `${formatMoney(amount)} per ${frequency}` : formatMoney(amount);
      }
      break;
    case 'monthly':
      if (amount !== undefined) return `${formatMoney(amount)} per month`;
      break;
    case 'per_night':
      if (amount !== undefined) return `${formatMoney(amount)} per night`;
      break;
    case 'range': {
      const min = parseAmount(price.minAmount);
      const max = parseAmount(price.maxAmount);
      if (min !== undefined && max !== undefined)
        return `${formatMoney(min)} - ${formatMoney(max)}`;
      break;
    }
  }
  return description ? description : PRICE_ON_REQUEST;
}

/**
 * Dates as 'Jan 5, 2025'. Read in Zimbabwe's time zone (CAT, UTC+2 all year), so the day is
 * the seller's day and the same on every device and server; an invalid date gives ''.
 */
const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Africa/Harare',
});

export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Harare',
});

/** The time of day on Zimbabwe's clock, like '2:05 PM'; '' for a missing or invalid date. */
export function formatTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

/**
 * Day and time, like 'Jan 5, 2025, 2:05 PM', in Zimbabwe's time like `formatDate`; '' for a
 * missing or invalid date.
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const day = formatDate(value);
  if (!day) return '';
  const date = value instanceof Date ? value : new Date(value!);
  return `${day}, ${formatTime(date)}`;
}

/**
 * A phone number as every screen shows it: Zimbabwe's numbers as '+263 77 200 0001' (from
 * '263772000001', '0772000001', '+263 772 000 001' or '772000001'); another country's number as
 * '+' and its digits; anything that is not a phone number (a WhatsApp user id such as
 * 'ZW.1502…', a short code) unchanged. '' for nothing.
 */
export function formatPhone(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  // Only digits, spaces, dashes, dots, brackets and a leading plus make a phone number.
  if (!/^\+?[\d\s().-]+$/.test(text)) return text;
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (/^0\d{9}$/.test(digits)) digits = `263${digits.slice(1)}`;
  else if (/^7\d{8}$/.test(digits)) digits = `263${digits}`;
  if (/^263\d{9}$/.test(digits))
    return `+263 ${digits.slice(3, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
  if (digits.length >= 8 && digits.length <= 15) return `+${digits}`;
  return text;
}

/**
 * A number or short phrase in running text kept on one line: its spaces become no-break spaces,
 * so '+263 77 123 4567' never breaks between its groups at the end of a line.
 */
export function keepOnOneLine(text: string): string {
  return text.replace(/ /g, '\u00A0');
}

/** Cuts text to `max` characters, marking the cut with an ellipsis (header display name). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

type SearchableListing = {
  title?: string | null;
  city?: string | null;
  town?: string | null;
  address?: string | null;
};

/**
 * What the seller table's search looks in (spec: title, city or address), lowercased, one field a
 * line. The town named for city 'Other' is the listing's city as far as the seller is concerned.
 * A search box never holds a line break, so a search matches these lines joined exactly when it
 * matches one of them.
 */
export function listingSearchText(listing: SearchableListing): string {
  return searchFields(listing).join('\n');
}

function searchFields(listing: SearchableListing): string[] {
  const fields = [
    listing.title,
    listing.city,
    labelFor('city', listing.city),
    listing.town,
    listing.address,
  ];
  return fields.filter((text) => typeof text === 'string').map((text) => text.toLowerCase());
}

/** The search as it is matched: trimmed and lowercased; '' matches everything. */
export const normalizeListingSearch = (query: string) => query.trim().toLowerCase();

/** Seller table search (spec): case-insensitive substring of title, city or address. */
export function matchesListingSearch(listing: SearchableListing, query: string): boolean {
  const q = normalizeListingSearch(query);
  if (q === '') return true;
  // Only a search holding a line break could match across two joined fields.
  if (q.includes('\n')) return searchFields(listing).some((text) => text.includes(q));
  return listingSearchText(listing).includes(q);
}

/** Today's views: the seventh entry of the daily views list, undefined when missing. */
export function todayViews(dailyViews: readonly { views: number }[] | null | undefined) {
  return dailyViews?.[TODAY_VIEWS_INDEX]?.views;
}
