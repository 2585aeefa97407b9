/**
 * The asking price in a seller's message: '$4,500', 'US$450', '450 usd', '6500 dollars', '4.5k',
 * 'neg', 'per month' / 'pm' / 'p/m', 'per night', '$40 per day'. It never guesses: when two
 * amounts could be the price, a number has no currency ('Honda Fit 6.5'), the only candidate looks
 * like a model year, or the amount is a starting price ('from $200'), it takes no price and says
 * why, so the bot asks.
 */
import type { OfferPrice, PriceDoubt } from './types';

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;

/** Amounts with a currency ('$4,500', 'US$450', 'usd 450', '450 usd', '6500 dollars'). */
const CURRENCY = new RegExp(
  String.raw`(?:\bus\s?\$|\busd\s?\$?|\$)\s?(${NUM})(?:\s?(k)\b)?|(?<![\w.,])(${NUM})\s?(k)?\s?(?:usd|us\$|dollars?|bucks)\b(?!\s?\$?\s?\d)`,
  'gi',
);
/** Thousands without a currency ('4.5k', '22k'): money, unless a currency amount is also there. */
const THOUSANDS = new RegExp(String.raw`(?<![\w.,$])(${NUM})\s?k\b`, 'gi');
/** Any other number standing alone: a price only with a price word after it ('4500 neg'). */
const BARE = new RegExp(String.raw`(?<![\w.,/$])(${NUM})(?![\w/%"'″]|[.,]\d)`, 'gi');
/** What follows a number that is not a price: sizes, capacities, counts. */
const UNIT_AFTER =
  /^\s?(?:gb|tb|mb|cc|kgs?|g|l|ltrs?|litres?|liters?|sqm|square|m2|m²|m|mm|cm|km|inch(?:es)?|in|w|watts?|v|volts?|kva|kw|ah|mah|hp|seaters?|beds?|bedrooms?|bedroomed|plates?|doors?|tonnes?|tons?|t|acres?|hectares?|ha|mp|hz|pcs|pieces|chairs|years?|yrs|months?|rooms?|cows|goats|head|x)\b/i;
/** A size before a number ('size 8', 'saizi 42', 'usayizi 7'): a shoe or clothes size. */
const SIZE_BEFORE = /\b(?:size|sizes|sz|saizi|sayizi|usayizi|isayizi)\s?(?:no\.?\s?)?$/i;
/** A word after a bare number that makes it a price. */
const PRICE_WORD_AFTER =
  /^\s?(?:neg\b|negotiable|nego\b|ono\b|pm\b|p\/m|per\s|a month|a night|each|only|cash|firm)/i;
/** A starting price: 'from $200', 'starting at $5', '$5 upwards'. */
const FROM_BEFORE = /\b(?:from|starting(?:\s(?:at|from))?|kubva|kusukela)\s*$/i;
const FROM_AFTER = /^\s?(?:upwards|and above|\+)/i;

const MONTHLY =
  /^[\s,]*(?:per\s?month|a\s?month|\/\s?month|\/\s?mo\b|p\.?\s?m\.?(?![a-z])|p\/m|monthly|pa\s?mwedzi|pamwedzi|ngenyanga|ngonyanga|nge\s?nyanga)/i;
const NIGHTLY =
  /^[\s,]*(?:per\s?night|a\s?night|\/\s?night|p\/n|pn\b|pa\s?usiku|ngobusuku|nightly)/i;
const FREQUENCIES: [RegExp, string][] = [
  [/^[\s,]*(?:per\s?day|a\s?day|\/\s?day|daily|pa\s?zuva|pazuva|ngelanga|ngosuku)/i, 'day'],
  [/^[\s,]*(?:per\s?hour|an\s?hour|\/\s?hr\b|\/\s?hour|p\/h|per\s?hr\b|hourly)/i, 'hour'],
  [/^[\s,]*(?:per\s?week|a\s?week|\/\s?week|weekly)/i, 'week'],
  [/^[\s,]*(?:per\s?trip|a\s?trip)/i, 'trip'],
  [/^[\s,]*(?:per\s?lesson|a\s?lesson)/i, 'lesson'],
  [/^[\s,]*(?:per\s?session|a\s?session)/i, 'session'],
  [/^[\s,]*(?:per\s?head|per\s?person|a\s?head)/i, 'head'],
  [/^[\s,]*(?:per\s?(?:square\s?met(?:re|er)|sqm|m2|m²))/i, 'square metre'],
];
const NEGOTIABLE =
  /\b(?:neg|nego|negotiable|negotiate|ono|or (?:near|best) offer|price negotiable)\b/i;
/** 4-digit numbers that read as a model or build year rather than an amount. */
const YEAR = /^(?:19[5-9]\d|20[0-4]\d)$/;

export interface PriceReading {
  price?: OfferPrice;
  doubt?: PriceDoubt;
  /** The amount when one was clear but its kind was not (property with no rent or sale). */
  amount?: number;
  /** The message with the price, its frequency and 'neg' blanked, for the title. */
  rest: string;
}

interface Candidate {
  amount: number;
  start: number;
  end: number;
  from: boolean;
}

function toAmount(digits: string, thousands: string | undefined): number {
  const value = Number(digits.replace(/,/g, ''));
  return thousands ? Math.round(value * 1000) : value;
}

function collect(text: string, pattern: RegExp, read: (m: RegExpExecArray) => number | undefined) {
  const found: Candidate[] = [];
  for (const m of text.matchAll(pattern)) {
    const amount = read(m);
    if (amount === undefined || !(amount > 0)) continue;
    const start = m.index;
    const end = start + m[0].length;
    const from = FROM_BEFORE.test(text.slice(0, start)) || FROM_AFTER.test(text.slice(end));
    found.push({ amount, start, end, from });
  }
  return found;
}

const distinct = (list: Candidate[]) => [...new Set(list.map((c) => c.amount))];

/** Reads the asking price; see the module comment for when it declines. */
export function readPrice(text: string): PriceReading {
  const money = collect(text, CURRENCY, (m) =>
    m[1] !== undefined
      ? toAmount(m[1], m[2])
      : m[3] !== undefined
        ? toAmount(m[3], m[4])
        : undefined,
  );
  const thousands = collect(text, THOUSANDS, (m) => toAmount(m[1]!, 'k'));
  const bare = collect(text, BARE, (m) => {
    const after = text.slice(m.index + m[0].length);
    if (UNIT_AFTER.test(after) || SIZE_BEFORE.test(text.slice(0, m.index))) return undefined;
    return toAmount(m[1]!, undefined);
  }).filter((c) => !money.some((x) => c.start >= x.start && c.end <= x.end));
  const priced = bare.filter((c) => PRICE_WORD_AFTER.test(text.slice(c.end)));
  const years = bare.filter((c) => YEAR.test(String(c.amount)));

  const chosen: Candidate[] = money.length ? money : thousands.length ? thousands : priced;
  let doubt: PriceDoubt | undefined;
  if (!chosen.length) {
    const others = bare.filter((c) => !YEAR.test(String(c.amount)));
    if (others.length) doubt = 'no_unit';
    else if (years.length > 1) doubt = 'year_like';
    else doubt = 'none';
  } else if (chosen === priced) {
    // A bare amount with a price word, beside another plain number that could be the price.
    const rivals = bare.filter((c) => !priced.includes(c) && !YEAR.test(String(c.amount)));
    if (rivals.length || distinct(priced).length > 1) doubt = 'two_amounts';
  } else if (distinct(chosen).length > 1) doubt = 'two_amounts';
  if (!doubt && chosen.some((c) => c.from)) doubt = 'from_price';
  let rest = text;
  const blank = (start: number, end: number) => {
    rest = rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end);
  };
  if (doubt) {
    // No price taken, but amounts with a currency are still no words for the title.
    for (const c of [...money, ...thousands]) {
      const from = FROM_BEFORE.exec(text.slice(0, c.start));
      blank(from ? from.index : c.start, c.end);
    }
    return { doubt, rest };
  }

  const found = chosen[0];
  if (!found) return { doubt: 'none', rest };
  const after = text.slice(found.end);
  let price: OfferPrice = { type: 'fixed', amount: found.amount };
  const monthly = MONTHLY.exec(after);
  const nightly = NIGHTLY.exec(after);
  const frequency = FREQUENCIES.find(([pattern]) => pattern.test(after));
  let tail = 0;
  if (monthly) {
    price = { type: 'monthly', amount: found.amount };
    tail = monthly[0].length;
  } else if (nightly) {
    price = { type: 'per_night', amount: found.amount };
    tail = nightly[0].length;
  } else if (frequency) {
    price = { type: 'fixed', amount: found.amount, frequency: frequency[1] };
    tail = frequency[0].exec(after)![0].length;
  } else if (/^\s?(?:each|imwe(?:\s?neimwe)?|only)\b/i.test(after)) {
    tail = /^\s?(?:each|imwe(?:\s?neimwe)?|only)\b/i.exec(after)![0].length;
  }
  for (const c of chosen) blank(c.start, c.end);
  blank(found.end, found.end + tail);
  if (NEGOTIABLE.test(text)) {
    price.isNegotiable = true;
    rest = rest.replace(new RegExp(NEGOTIABLE.source, 'gi'), (m) => ' '.repeat(m.length));
  }
  return { price, amount: found.amount, rest };
}
