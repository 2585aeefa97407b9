/**
 * What the bot understood of a request, as the answer restates it ('Houses to rent in Harare
 * under $500'), and the one-line relaxations said before results that loosened it.
 */
import { LOCAL_TERMS } from '@/server/discovery/understanding/local-words';
import { priceAsSaid } from '@/server/discovery/understanding/price';
import { copyFor, type BotCopy, type Understood } from '@/domain/bot-copy';
import { HARARE_NEIGHBORHOODS } from '@/domain/catalogue/places';
import { ELECTRONIC_BRANDS, VEHICLE_BRANDS } from '@/domain/catalogue';
import { placeOf } from '@/domain/geography';
import type { Language } from '@/domain/language';
import { cityLabel } from './copy';
import type { Relaxation } from '@/server/discovery/search';
import type { SearchRequest } from '@/server/discovery/understanding/types';

/** Words with no plural in a list header ('cattle', 'maize', 'furniture'). */
const UNCOUNTED = new Set(
  'fashion property electronics furniture hardware real estate cattle sheep maize furniture equipment clothing clothes shoes hardware cement food feed fish solar gas catering software accommodation transport livestock produce stockfeed bread meat milk sugar rice fruit'.split(
    ' ',
  ),
);

/** 'house' -> 'houses', 'fridge repair' -> 'fridge repairs'; numbers and known plurals stay. */
export function plural(phrase: string): string {
  const words = phrase.split(' ');
  const last = words[words.length - 1] ?? '';
  if (!/^[a-z]+$/.test(last) || last.endsWith('s') || UNCOUNTED.has(last)) return phrase;
  let many: string;
  if (/[^aeiou]y$/.test(last)) many = last.slice(0, -1) + 'ies';
  else if (/(x|ch|sh)$/.test(last)) many = last + 'es';
  else many = last + 's';
  return [...words.slice(0, -1), many].join(' ');
}

/** A place value as the answer names it: 'Harare', 'Ruwa', 'Victoria Falls'. */
export function placeLabel(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return placeOf(value)?.label ?? (cityLabel(value) || value);
}

/** A Harare suburb's label ('Glen View'), or undefined. */
export function suburbLabel(value: string | undefined): string | undefined {
  return value ? HARARE_NEIGHBORHOODS.find((o) => o.value === value)?.label : undefined;
}

/** Limits like 1499.99 (just below a price shown) read as 1,500. */
const shown = (amount: number | undefined) =>
  amount !== undefined && Math.abs(amount - Math.round(amount)) <= 0.011
    ? Math.round(amount)
    : amount;

/** 'cars' asked of Nissan reads 'Nissan cars' ('ifoni Tecno'): the make the buyer named. */
function withBrands(label: string, brands: string[], language: Language): string {
  const missing = brands
    .map((value) => [...VEHICLE_BRANDS, ...ELECTRONIC_BRANDS].find((b) => b.value === value))
    .filter((b) => b && !label.toLowerCase().includes(b.label.toLowerCase()))
    .map((b) => b!.label);
  if (!missing.length) return label;
  if (!label) return missing.join(' ');
  return language === 'en' ? `${missing.join(' ')} ${label}` : `${label} ${missing.join(' ')}`;
}

export function understoodOf(request: SearchRequest, language: Language): Understood {
  const own = request.thing?.label ?? '';
  // An English answer names the thing in English ('foni' from a mended typo reads 'phone').
  const label = language === 'en' ? (LOCAL_TERMS[own.toLowerCase()] ?? own) : own;
  // A make and model reads as its name ('Toyota Corolla'), not as a plural.
  const named = request.brands?.length
    ? withBrands(label, request.brands, language).replace(/\b\p{L}/gu, (c) => c.toUpperCase())
    : language === 'en'
      ? plural(label)
      : label;
  const u: Understood = { thing: named };
  if (request.dealType) u.deal = request.hire ? 'hire' : request.dealType;
  // A Harare suburb asked for names the place ('Flats to rent in Borrowdale').
  const place = suburbLabel(request.neighborhood) ?? placeLabel(request.town ?? request.city);
  if (place) u.place = place;
  const min = shown(request.minPrice);
  const max = shown(request.maxPrice);
  if (min !== undefined) u.minPrice = min;
  if (max !== undefined) u.maxPrice = max;
  // 'around $4,500': the figure said, while it is still the ceiling (searched a little over).
  const about = priceAsSaid(request);
  if (about !== undefined) u.aboutPrice = about;
  return u;
}

/** The lines that say what was loosened, in the language of the answer. */
export function relaxationLines(
  relaxed: Relaxation[],
  request: SearchRequest,
  copy: BotCopy,
): string[] {
  const u = understoodOf(request, copy.language);
  const lines: string[] = [];
  for (const step of relaxed) {
    if (step.kind === 'thing') {
      // 'No houses under $100 yet': the limits the thing was looked for within.
      const within = [
        u.thing || label(copy),
        copy.priceLimit(u.minPrice, u.maxPrice, u.aboutPrice),
      ];
      lines.push(copy.relaxedThing(within.filter(Boolean).join(' '), step.wider));
    }
  }
  for (const step of relaxed) {
    if (step.kind === 'place' && u.place) {
      const towns = step.towns.map((t) => placeLabel(t) ?? t);
      lines.push(
        step.far ? copy.relaxedPlaceFar(u.place, towns) : copy.relaxedPlace(u.place, towns),
      );
    }
  }
  for (const step of relaxed) {
    if (step.kind === 'price') lines.push(copy.relaxedPrice(u));
    if (step.kind === 'price_all') lines.push(copy.relaxedPriceAll(u));
  }
  return lines;
}

const label = (copy: BotCopy) => copyFor(copy.language).understood({ thing: '' });
