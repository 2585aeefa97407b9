/**
 * Finds listings for an understood request. PostgreSQL does the text matching and weighting
 * (the listings' search vector weighs title A, description B, features C; ts_rank scores it);
 * the candidates are then scored here with what full-text search cannot know: how well the
 * listing's type and sub-type fit the buyer's words, the suburb, the brand, student housing.
 *
 * Hard filters: the place, price limits, and the deal (rent or hire against buy, for every type
 * that has one). When they leave nothing, they are loosened in the buyer's order, each said in
 * one line: the price a little, then the nearest towns, then the wider category, then any price.
 * The thing ('goats', 'kombi') and the deal are never dropped silently.
 */
import type { Db } from '@/server/db/client';
import { nearbyTowns, placesKm } from '@/domain/geography';
import type { SearchRequest } from '@/server/discovery/understanding/types';
import { withAboutMargin } from '@/server/discovery/understanding/price';
import { onePerAd } from '@/server/moderation/same-ad';
import { candidates, NEARBY_KM, typedTown, type PriceScope, type Scope } from './search-query';
import {
  byScore,
  isTheThing,
  isWider,
  keep,
  standsIn,
  toFound,
  widerLabel,
  type FoundListing,
} from './search-ranking';

export type { FoundListing } from './search-ranking';

/** At most this many results are kept per search ('more' pages through them). */
export const MAX_RESULTS = 50;

/** A filter loosened to find anything, said to the buyer in one line before the results. */
export type Relaxation =
  | { kind: 'price' }
  | { kind: 'price_all' }
  | { kind: 'place'; towns: string[]; far?: boolean }
  | { kind: 'thing'; wider: string };

export interface SearchOutcome {
  results: FoundListing[];
  /** What was loosened, in the order it was: price a little, then nearby towns, then category. */
  relaxed: Relaxation[];
  /** A town a seller typed under 'Other' that the request named and the search kept to. */
  typedTown?: string;
  /** Listings shown once for older copies of the same ad among the results (same-ad.ts). */
  repeats?: string[];
}

interface Attempt {
  level: 'thing' | 'wider';
  scope: Scope;
  price: PriceScope;
  relaxed: Relaxation[];
}

const townOf = (row: FoundListing) => row.place;

/**
 * Results from the nearest towns that have any, nearest first: nothing in Chitungwiza shows
 * Harare's, not Bulawayo's 440 km away.
 */
function nearestFirst(
  results: FoundListing[],
  place: string,
  order: string[],
  withinKm: number,
): FoundListing[] {
  const rank = (row: FoundListing) => {
    const i = order.indexOf(townOf(row));
    return i < 0 ? order.length : i;
  };
  const km = (row: FoundListing) => placesKm(place, townOf(row));
  const closest = Math.min(...results.map(km));
  const kept = results.filter(
    (row) =>
      (rank(row) === 0 || (km(row) <= closest + 80 && km(row) <= withinKm)) && km(row) < Infinity,
  );
  return kept.sort((a, b) => rank(a) - rank(b) || byScore(a, b));
}

/**
 * A request naming no known place may name a town a seller typed under city 'Other' ('phone in
 * Nkayi'): the listings there answer it; when none is the thing, it is searched as before.
 */
export async function searchListings(db: Db, asked: SearchRequest): Promise<SearchOutcome> {
  // 'About $4,500' looks a little over it.
  const request = withAboutMargin(asked);
  if (!request.city && !request.town) {
    const town = await typedTown(db, request.terms);
    if (town) {
      const there = await searchIn(db, { ...request, town });
      const fits = there.results.length && !there.relaxed.some((r) => r.kind === 'thing');
      if (fits) return { ...there, typedTown: town };
    }
  }
  return searchIn(db, request);
}

async function searchIn(db: Db, request: SearchRequest): Promise<SearchOutcome> {
  const hasPrice = request.minPrice !== undefined || request.maxPrice !== undefined;
  const place = request.town ?? request.city;
  // Nearby: a satellite's town and towns within a short drive; far: the rest, after the wider
  // category nearby (a room in Harare before a house in Bulawayo, 440 km from Chitungwiza).
  const nearby = place ? nearbyTowns(place, NEARBY_KM) : [];
  const far = place ? nearbyTowns(place, 2000).filter((t) => !nearby.includes(t)) : [];
  const wider = widerLabel(request);
  const here: Scope = { kind: 'here' };
  const near: Scope = { kind: 'towns', towns: nearby };
  const attempts: Attempt[] = [{ level: 'thing', scope: here, price: 'strict', relaxed: [] }];
  if (hasPrice) {
    attempts.push({ level: 'thing', scope: here, price: 'little', relaxed: [{ kind: 'price' }] });
  }
  if (nearby.length) {
    attempts.push({ level: 'thing', scope: near, price: 'strict', relaxed: [] });
    if (hasPrice) {
      attempts.push({ level: 'thing', scope: near, price: 'little', relaxed: [{ kind: 'price' }] });
    }
  }
  // The wider category comes before towns far away only when it can stand in for the thing
  // (a flat for a house, chickens for goats); another trade cannot (a phone repairer for a
  // fridge), so the thing in a far town comes first.
  const farAway: Scope = { kind: 'towns', towns: far };
  const widerHere: Attempt[] = [];
  if (wider) {
    const thing: Relaxation = { kind: 'thing', wider };
    widerHere.push({ level: 'wider', scope: here, price: 'strict', relaxed: [thing] });
    if (nearby.length) {
      widerHere.push({ level: 'wider', scope: near, price: 'strict', relaxed: [thing] });
    }
  }
  const thingFar: Attempt[] = far.length
    ? [{ level: 'thing', scope: farAway, price: 'strict', relaxed: [] }]
    : [];
  if (standsIn(request)) attempts.push(...widerHere, ...thingFar);
  else attempts.push(...thingFar, ...widerHere);
  if (wider && far.length) {
    const thing: Relaxation = { kind: 'thing', wider };
    attempts.push({ level: 'wider', scope: farAway, price: 'strict', relaxed: [thing] });
  }
  if (hasPrice) {
    const all: Relaxation = { kind: 'price_all' };
    attempts.push({ level: 'thing', scope: here, price: 'none', relaxed: [all] });
    if (nearby.length)
      attempts.push({ level: 'thing', scope: near, price: 'none', relaxed: [all] });
  }
  for (const attempt of attempts) {
    const found = await candidates(db, request, attempt.scope, attempt.price);
    const fitting = found.filter((row) =>
      attempt.level === 'thing' ? isTheThing(row, request) : isWider(row, request),
    );
    if (!fitting.length) continue;
    const scored = fitting.map((row) => toFound(row, request)).sort(byScore);
    // Loose neighbours of strong matches are noise ('a phone' under 'laptop in Bulawayo'), but
    // a listing in the named category stays ('inverters' under 'solar').
    const best = Math.max(...scored.map((r) => r.relevance));
    // Everything in the wider category answers it alike: the nearest first, none left out.
    let results = attempt.level === 'wider' ? scored : scored.filter((r) => keep(r, best, request));
    if (!results.length) continue;
    const relaxed = [...attempt.relaxed];
    if (attempt.price === 'none') {
      // The closest prices first.
      const price = (r: FoundListing) =>
        Number(r.price?.amount ?? r.price?.minAmount ?? Number.POSITIVE_INFINITY);
      const target = request.maxPrice ?? request.minPrice ?? 0;
      results.sort((a, b) => Math.abs(price(a) - target) - Math.abs(price(b) - target));
    }
    if (attempt.scope.kind === 'towns' && place) {
      const near = attempt.scope.towns === nearby ? NEARBY_KM : Infinity;
      results = nearestFirst(results, place, attempt.scope.towns, near);
      if (!results.length) continue;
      const towns = [...new Set(results.map(townOf))].slice(0, 3);
      relaxed.push(
        attempt.scope.towns === nearby
          ? { kind: 'place', towns }
          : { kind: 'place', towns, far: true },
      );
    }
    // The same ad in several towns or several times is one listing: the newest.
    const once = onePerAd(results);
    return {
      results: once.kept.slice(0, MAX_RESULTS),
      relaxed,
      ...(once.repeats.length ? { repeats: once.repeats } : {}),
    };
  }
  return { results: [], relaxed: [] };
}
