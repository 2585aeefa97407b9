/**
 * Where the offered thing is, as the listing form stores it: a form city, a Harare suburb (with
 * city Harare), or city 'other' with the town's name. The discovery rules read the form's cities,
 * their aliases and Harare's suburbs; the places the form does not list come from the domain's
 * geography: a place inside a city (Mkoba, Sakubva, Nkulumane) is that city, a town of its own
 * (Ruwa, Nyanga, Gwanda) is 'other' with its name.
 */
import { FORM_CITIES, HARARE, HARARE_NEIGHBORHOODS, OTHER_CITY } from '@/domain/catalogue';
import { PLACES, distanceKm, placeOf, type Place } from '@/domain/geography';
import type { SearchRequest } from '@/server/discovery/understanding';

/** A satellite this close to its city's centre is part of the city, not a town of its own. */
const PART_OF_CITY_KM = 10;

export interface OfferPlace {
  city?: string;
  town?: string;
  neighborhood?: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Places outside the form's cities and Harare's suburbs, longest names first. */
const OUTSIDE_PLACES: readonly Place[] = PLACES.filter(
  (p) => p.kind === 'satellite' || p.kind === 'town',
).sort((a, b) => b.label.length - a.label.length);

function asFormPlace(place: Place): OfferPlace {
  if (FORM_CITIES.some((c) => c.value === place.value)) return { city: place.value };
  const city = place.partOf ? placeOf(place.partOf) : undefined;
  if (place.kind === 'satellite' && city) {
    const km = distanceKm([place.latitude, place.longitude], [city.latitude, city.longitude]);
    if (km <= PART_OF_CITY_KM) return { city: city.value };
  }
  return { city: OTHER_CITY, town: place.label };
}

/** A place the form does not list, named with or without a locative prefix ('kuRuwa'). */
export function findOutsidePlace(text: string): OfferPlace | undefined {
  const lower = text.toLowerCase();
  for (const place of OUTSIDE_PLACES) {
    const pattern = new RegExp(`\\b(?:ku|e|mu|ko)?${escape(place.label.toLowerCase())}\\b`);
    if (pattern.test(lower)) return asFormPlace(place);
  }
  return undefined;
}

/** Harare's suburbs with a Shona or Ndebele locative ('kuBudiriro', 'eGlen View'). */
const SUBURB_NAMES = HARARE_NEIGHBORHOODS.filter((n) => n.value !== 'other')
  .flatMap((n) =>
    [n.label, placeOf(n.value)?.label ?? n.label].map((name) => ({ value: n.value, name })),
  )
  .sort((a, b) => b.name.length - a.name.length);

export function findSuburb(text: string): string | undefined {
  const lower = text.toLowerCase();
  const hit = SUBURB_NAMES.find(({ name }) =>
    new RegExp(`\\b(?:ku|e|mu|ko|kwa)${escape(name.toLowerCase())}\\b`).test(lower),
  );
  return hit?.value;
}

/** Where a form city's name first appears in the text, or -1. */
function positionOf(lower: string, city: string): number {
  const label = FORM_CITIES.find((c) => c.value === city)?.label.toLowerCase();
  if (!label) return -1;
  const m = new RegExp(`\\b(?:ku|e|mu|ko|kwa)?${escape(label)}\\b`).exec(lower);
  return m ? m.index : -1;
}

/** A seller names where the thing is first ('trucks, Harare to Bulawayo'): the first city named. */
function firstCity(text: string, city: string): string {
  const lower = text.toLowerCase();
  const at = positionOf(lower, city);
  if (at < 0) return city;
  let first = { city, at };
  for (const other of FORM_CITIES) {
    const position = positionOf(lower, other.value);
    if (position >= 0 && position < first.at) first = { city: other.value, at: position };
  }
  return first.city;
}

/** The form place from what the discovery rules read, completed by the domain's geography. */
export function offerPlace(request: SearchRequest, text: string): OfferPlace {
  const outside = findOutsidePlace(text);
  if (request.city && request.city !== OTHER_CITY) {
    const place: OfferPlace = { city: firstCity(text, request.city) };
    const suburb = place.city === HARARE && (request.neighborhood ?? findSuburb(text));
    if (suburb) place.neighborhood = suburb;
    return place;
  }
  const suburb = request.neighborhood ?? findSuburb(text);
  if (suburb) return { city: HARARE, neighborhood: suburb };
  return outside ?? {};
}
