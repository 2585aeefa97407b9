/**
 * Follow-ups that refine the last search instead of starting a new one: 'in Bulawayo',
 * 'under $300', 'for rent', 'for students', 'cheaper'. A message that names no category and no
 * search word, only filters, is read as a change to the last search.
 */
import { cityLabel } from './copy';
import type { SearchRequest } from '@/server/discovery/understanding/types';

/** Words a follow-up may carry around its filter ('what about', 'and in Byo?', 'any ...'). */
export const FOLLOW_UP_WORDS = new Set(
  'what how about also too instead only just then those these them ones one any anything ok okay and else other there here please show cheap cheaper cheapest'.split(
    ' ',
  ),
);

/** The filters a follow-up sets, or null when it is a search of its own. */
export function filtersOnly(request: SearchRequest): Partial<SearchRequest> | null {
  if (request.categories.length || request.brands.length) return null;
  if (request.terms.some((term) => !FOLLOW_UP_WORDS.has(term))) return null;
  const filters: Partial<SearchRequest> = {};
  if (request.city) filters.city = request.city;
  if (request.town) filters.town = request.town;
  if (request.neighborhood) filters.neighborhood = request.neighborhood;
  if (request.minPrice !== undefined) filters.minPrice = request.minPrice;
  if (request.maxPrice !== undefined) filters.maxPrice = request.maxPrice;
  if (request.dealType) filters.dealType = request.dealType;
  if (request.accommodationType) filters.accommodationType = request.accommodationType;
  return Object.keys(filters).length ? filters : null;
}

/** The last request with the follow-up's filters over it; a new town drops the old suburb. */
export function refine(last: SearchRequest, filters: Partial<SearchRequest>): SearchRequest {
  const merged: SearchRequest = { ...last, ...filters };
  if (filters.city && filters.city !== last.city && !filters.neighborhood) {
    delete merged.neighborhood;
  }
  // A new place replaces the old one, listed town or not.
  if (filters.city && !filters.town) delete merged.town;
  if (filters.town && !filters.city) delete merged.city;
  return merged;
}

/** How the refinement reads in the answer: 'in Bulawayo, under $300'. */
export function describeFilters(filters: Partial<SearchRequest>): string {
  const parts: string[] = [];
  if (filters.city) parts.push(`in ${cityLabel(filters.city)}`);
  if (filters.town) parts.push(`in ${filters.town.replace(/\b\w/g, (c) => c.toUpperCase())}`);
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined) {
    parts.push(`between $${filters.minPrice} and $${filters.maxPrice}`);
  } else if (filters.maxPrice !== undefined) parts.push(`under $${filters.maxPrice}`);
  else if (filters.minPrice !== undefined) parts.push(`over $${filters.minPrice}`);
  if (filters.dealType) parts.push(filters.dealType === 'rent' ? 'for rent' : 'for sale');
  if (filters.accommodationType === 'student') parts.push('for students');
  return parts.join(', ');
}

/** A price ceiling just below the dearest result shown: 'cheaper' than those. */
export function cheaperCeiling(prices: number[]): number | null {
  const known = prices.filter((p) => Number.isFinite(p) && p > 0);
  if (!known.length) return null;
  return Math.max(0, Math.round((Math.max(...known) - 0.01) * 100) / 100);
}
