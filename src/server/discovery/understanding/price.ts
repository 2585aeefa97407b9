/** Price limits in a request: 'under $300', 'between 100 and 200', '$5k'. */
import type { SearchRequest } from './types';

const AMOUNT = String.raw`\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b`;
const MAX_PATTERN = new RegExp(
  String.raw`\b(?:under|below|less than|cheaper than|not more than|no more than|up to|upto|max(?:imum)?|at most|within|budget(?: of)?|pasi pe|pasi pa|pasi|zvisingapfuuri|kusvika|e?ngaphansi kwe|e?ngaphansi kwa|e?ngaphansi ka|e?ngaphansi)\s*(?:of\s*)?` +
    AMOUNT,
);
const MIN_PATTERN = new RegExp(
  String.raw`\b(?:over|above|more than|at least|min(?:imum)?|from|pamusoro pe|pamusoro pa|kupfuura|ngaphezu kwe|ngaphezu kwa|ngaphezulu kwe)\s*` +
    AMOUNT,
);
const BETWEEN_PATTERN = new RegExp(
  String.raw`(?:\bbetween\s*)?\$\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:and|to|-)\s*\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b|\bbetween\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:and|to|-)\s*\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b`,
);
const BARE_DOLLAR = /\$\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b/;
/**
 * 'about 500 usd', 'around $500', 'roughly 500', 'inenge $500', 'engaba ngu $500': a little
 * either side. The request keeps the figure said as its ceiling and as `aboutPrice`; the search
 * widens it (`withAboutMargin`).
 */
const ABOUT_PATTERN = new RegExp(
  String.raw`\b(?:about|around|roughly|approx(?:imately)?|close to|nearly|plus minus|kunge|inga|(?:i|a|u|dzi|zvi|ri|chi)nenge|(?:e|oku)ngaba(?:\s+ngu)?|cishe|phose)\s*(?:us)?` +
    AMOUNT +
    String.raw`\s*(?:usd|us\$|dollars?|bucks|madhora|amadola)?`,
);
/** '500 usd', 'USD 500', '500 dollars': an amount named as money, read as the budget. */
const CURRENCY_AMOUNT =
  /\b(?:usd|us\$)\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b|\b(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:usd|us\$|dollars?|bucks|madhora|amadola)\b/;
/** How far above 'about N' a price may be and still be about N. */
export const ABOUT_MARGIN = 1.2;

function amount(digits: string | undefined, thousands: string | undefined): number | undefined {
  if (!digits) return undefined;
  const value = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(value)) return undefined;
  return thousands ? value * 1000 : value;
}

interface PriceLimits {
  min?: number;
  max?: number;
  /** The figure said 'about' ('around $4,500'): `max` is that figure, for the search to widen. */
  about?: number;
  rest: string;
}

/** Reads 'under $300', 'below 300', 'between 100 and 200', '$100-$200', 'from 50', '$5k'. */
export function extractPrice(text: string): PriceLimits {
  let rest = text;
  const out: PriceLimits = { rest };
  const between = BETWEEN_PATTERN.exec(rest);
  if (between) {
    const low = amount(between[1] ?? between[5], between[2] ?? between[6]);
    const high = amount(between[3] ?? between[7], between[4] ?? between[8]);
    if (low !== undefined && high !== undefined) {
      out.min = Math.min(low, high);
      out.max = Math.max(low, high);
      rest = rest.replace(between[0], ' ');
    }
  }
  if (out.max === undefined) {
    const max = MAX_PATTERN.exec(rest);
    const value = max ? amount(max[1], max[2]) : undefined;
    if (max && value !== undefined) {
      out.max = value;
      rest = rest.replace(max[0], ' ');
    }
  }
  if (out.min === undefined) {
    const min = MIN_PATTERN.exec(rest);
    const value = min ? amount(min[1], min[2]) : undefined;
    if (min && value !== undefined) {
      out.min = value;
      rest = rest.replace(min[0], ' ');
    }
  }
  if (out.max === undefined && out.min === undefined) {
    const about = ABOUT_PATTERN.exec(rest);
    const value = about ? amount(about[1], about[2]) : undefined;
    if (about && value !== undefined) {
      out.max = value;
      out.about = value;
      rest = rest.replace(about[0], ' ');
    }
  }
  if (out.max === undefined && out.min === undefined) {
    const named = CURRENCY_AMOUNT.exec(rest);
    const value = named ? amount(named[1] ?? named[3], named[2] ?? named[4]) : undefined;
    if (named && value !== undefined) {
      out.max = value;
      rest = rest.replace(named[0], ' ');
    }
  }
  if (out.max === undefined && out.min === undefined) {
    // 'a laptop for $250': a budget, read as the most the buyer wants to pay.
    const bare = BARE_DOLLAR.exec(rest);
    const value = bare ? amount(bare[1], bare[2]) : undefined;
    if (bare && value !== undefined) {
      out.max = value;
      rest = rest.replace(bare[0], ' ');
    }
  }
  out.rest = rest;
  return out;
}

/**
 * The figure the buyer said 'about', while it is still the ceiling: a later limit ('under
 * $2,000', 'cheaper') replaces the ceiling, and the figure no longer holds.
 */
export function priceAsSaid(
  request: Pick<SearchRequest, 'minPrice' | 'maxPrice' | 'aboutPrice'>,
): number | undefined {
  const about = request.aboutPrice;
  if (about === undefined || request.minPrice !== undefined) return undefined;
  return request.maxPrice === about ? about : undefined;
}

/** The request as searched: a price said 'about' allows a little over it (`ABOUT_MARGIN`). */
export function withAboutMargin(request: SearchRequest): SearchRequest {
  const about = priceAsSaid(request);
  return about === undefined ? request : { ...request, maxPrice: Math.round(about * ABOUT_MARGIN) };
}
