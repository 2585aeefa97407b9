/**
 * Searching in the conversation: a new search, a follow-up that refines or replaces the last
 * one ('what about 700', 'and in Bulawayo?', 'what about a horse'), 'cheaper', the next page
 * and a result picked by its number. Filler words ('ok', 'what about') are never searched for.
 * 'Near me' searches the buyer's town; with none known, a location request asks for it.
 */
import { copyFor } from '@/domain/bot-copy';
import type { Language } from '@/domain/language';
import { nearestFormTown } from '@/domain/geography';
import { clip, type OutboundMessage } from '@/server/bot/outbound';
import { searchListings } from '@/server/discovery/search';
import { correctSpelling } from '@/server/discovery/spelling';
import { HARARE } from '@/domain/catalogue/places';
import type { SearchRequest } from '@/server/discovery/understanding/types';
import { offerAlert } from './alert-turn';
import { loadBuyerTown, saveBuyerTown } from './buyer-town';
import { cheaperCeiling, filtersOnly, FOLLOW_UP_WORDS, refine } from './follow-up';
import { showListing } from './listing-detail';
import { nearMe } from './near-me';
import { BIGGER, bigger } from './bigger';
import { lastPageIds, loadRows, nextPage, showPage } from './results-page';
import { saveSearchState, type SearchState } from './search-session';
import type { Turn } from './turn';
import { placeLabel, understoodOf } from './understood';

const text = (body: string): OutboundMessage[] => [{ kind: 'text', text: body }];

/** Whether the request names anything to look for (a thing, a category, a brand). */
const hasThing = (request: SearchRequest) =>
  Boolean(
    request.thing || request.categories.length || request.brands.length || request.terms.length,
  );

/**
 * Words around a follow-up that carry no search ('ok what about', 'and', 'how about', 'do you
 * have', 'any'), and a greeting before the request ('ndeipi, any cheap TVs?'), in the three
 * languages, taken off the front of the message.
 */
const LEADING_FILLER =
  /^(?:\s*(?:hi+|hello+|hey+|hie|heita|howzit|ndeipi|wadii|mhoro(?:i)?|makadii|makadini|sawubona|salibonani|lotjhani|good\s+(?:morning|afternoon|evening|day)|mangwanani|masikati|manheru|ok(?:ay)?|okay|k|alright|so|and\s+for|and|but|also|then|hmm+|eh|ehe|saka|zvino|ko|manje|ngakho|kanti|inenge|kunge|what(?:'?s|s)?\s+about|how\s+about|what\s+of|and\s+what\s+about|do\s+you\s+have|have\s+you\s+got|is\s+there|are\s+there|any|anything|show\s+me|what\s+about\s+for|what(?:'?s|\s+is)\s+there(?:\s+for)?|anything\s+for|ko\s+(?:ne|na)|ko\s+kana|kuthiwani(?:\s+(?:nge|nga|ngo))?|kuthi|njalo|(?:guys|folks|everyone|boss|bro|shamwari|madoda)(?=\s*[,!.?]))\b[\s,.?!]*)+/i;

/** Words after a follow-up that ask nothing more ('ko Toyota iripo here?', 'eHarare yona?'). */
const TRAILING_FILLER =
  /(?:[\s,]+(?:please|pls|plz|then|too|instead|yona|lona|here|yini|iripo|ikhona|zviripo|khona|futhi|zvakare|now|manje|kuthiwani|ko)\b)+[\s?.!]*$/i;

/**
 * "what about 700", "ok 700", "700?", "for 700", "ko pa700?", "nge-700": a bare amount (with a
 * preposition in any of the three languages) while a search with prices is in play.
 */
const BARE_AMOUNT =
  /^\s*(?:(?:for|at|of|pa|pa-|nge|nga|ngo|ku|ka)\s*-?\s*)?(?:us)?\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:usd|us\$|dollars?|bucks|madhora|amadola)?\s*[?.!]*\s*$/i;

export function withoutFiller(words: string): string {
  const rest = words.replace(LEADING_FILLER, '').replace(TRAILING_FILLER, '').trim();
  return rest || words.trim();
}

/** A new search, or, when the words only set filters, the last search refined by them. */
/** Asking to see what there is, not for a thing ('everything in Harare', 'whats for sale in Kariba'). */
const BROWSE =
  /\b(?:everything|all listings|zvese|zvose|konke)\b|\bwh?at(?:s|\s+is|\s+are)?\s+(?:for\s+sale|on\s+sale|available|there)\b|\bwhat\s+do\s+you\s+(?:have|sell)\b|\banything\s+(?:for\s+sale|available)\b|\b(?:zvii?|chii)\s+(?:zviri|chiri|chinotengeswa|zvinotengeswa)\b|\bkuthengiswa\s+(?:ini|yini)\b|\bkuthengiswani\b/i;

export async function search(turn: Turn, words: string): Promise<OutboundMessage[]> {
  const { db, phone } = turn;
  const language = turn.language;
  const last = turn.search;
  // Cut between graphemes: half an emoji cannot be stored.
  const query = clip(words, 300);
  const near = nearMe(query);
  if (near) return nearSearch(turn, near.rest);
  const core = withoutFiller(query);
  const amount = BARE_AMOUNT.exec(core);
  if (amount && last && !/^\d{1,2}$/.test(core.trim())) {
    // 'ok what about 700': the same search at that price.
    const value = Number(amount[1]!.replace(/,/g, '')) * (amount[2] ? 1000 : 1);
    // 'about 700' is a little either side; '250' is the budget.
    const about = /\b(?:about|around|roughly|inenge|kunge)\b/i.test(query);
    const refined = refine(
      last.request,
      about ? { maxPrice: value, aboutPrice: value } : { maxPrice: value },
    );
    delete refined.minPrice;
    refined.language = language;
    return runSearch(turn, last.query, refined);
  }
  if (last && BIGGER.test(core)) return bigger(turn, last);
  // Typos are mended before understanding; the answer quotes the buyer's own words.
  const request = await turn.understanding.understand(await correctSpelling(db, core));
  if (last && onlyBrands(request)) {
    // 'car for sale' then 'toyota': the same search, of that make.
    const refined: SearchRequest = {
      ...last.request,
      brands: request.brands,
      terms: [
        ...new Set([
          ...last.request.terms,
          ...request.terms.filter((t) => !FOLLOW_UP_WORDS.has(t)),
        ]),
      ],
      language,
    };
    return runSearch(turn, last.query, refined);
  }
  const filters = filtersOnly(request);
  // 'everything in Harare', 'what is for sale in Kariba': all listings within the filters.
  const browse = BROWSE.test(words);
  if (filters && last && !browse) {
    // 'kuBulawayo', 'pasi pe $200': the last search, refined, answered in this message's language.
    const refined = refine(last.request, filters);
    refined.language = language;
    return runSearch(turn, last.query, refined);
  }
  // Nothing to look for ('Harare', 'ok sure', 'pasi pe $200' before any search): ask.
  if (!browse && (filters || !hasThing(request))) return text(copyFor(language).askWhat);
  request.language = language;
  if (browse) {
    request.terms = request.terms.filter(
      (t) =>
        !/^(everything|all|listings?|zvese|zvose|konke|what|whats|wat|items?|things?|stuff|anything|sale|available|have|zvii?|chii|chiri|zviri|yini|ini)$/.test(
          t,
        ),
    );
    delete request.thing;
    // 'what is for sale' asks what there is, rentals and services too.
    if (request.dealType === 'sale') delete request.dealType;
  }
  if (!request.city && !request.town) {
    // A town the buyer shared as a location is where they look first.
    const town = await loadBuyerTown(db, phone);
    if (town) request.city = town;
  }
  return runSearch(turn, core === query ? query : clip(core, 300), request);
}

/**
 * 'Phone near me', 'pedyo neni', 'eduze lami': a town the buyer named wins; else the buyer's own
 * town (a location they shared); else a location request, the search kept as the last one (in
 * the database, so whichever process gets the shared location, or a typed town, answers it).
 * 'Near me' alone is the last search near them.
 */
async function nearSearch(turn: Turn, rest: string): Promise<OutboundMessage[]> {
  const language = turn.language;
  const last = turn.search;
  const core = withoutFiller(rest);
  const understood = core
    ? await turn.understanding.understand(await correctSpelling(turn.db, core))
    : null;
  const named = Boolean(understood?.city || understood?.town);
  let query = core;
  let request: SearchRequest | null = null;
  if (understood && hasThing(understood)) {
    request = understood;
  } else if (last) {
    // 'near me' alone, 'cheaper ones near me', 'under $200 near me': the last search, refined.
    query = last.query;
    request = refine(last.request, (understood && filtersOnly(understood)) ?? {});
  }
  const town = named ? null : await loadBuyerTown(turn.db, turn.phone);
  // Nothing to look for yet: where they are first (unless known), then what they want.
  if (!request) {
    if (named || town) return text(copyFor(language).askWhat);
    return [{ kind: 'location_request', body: copyFor(language).nearMeAsk(null) }];
  }
  request = { ...request, language };
  // A town they named ('a plumber near me in Gweru') is where they are.
  if (named) return runSearch(turn, query, request);
  delete request.city;
  delete request.town;
  delete request.neighborhood;
  if (town) return runSearch(turn, query, { ...request, city: town });
  await saveSearchState(turn.db, turn.phone, { query, request, resultIds: [], shown: 0 });
  const asked = copyFor(language).nearMeAsk(understoodOf(request, language));
  return [{ kind: 'location_request', body: asked }];
}

/** Only a make ('toyota', 'samsung'), nothing else to look for: a follow-up of the last search. */
const onlyBrands = (request: SearchRequest) =>
  request.brands.length > 0 &&
  !request.thing?.words.length &&
  request.categories.every((c) => c.weight <= 0.6) &&
  // 'toyota', 'toyota only', 'what about nissan'
  request.terms.every(
    (t) => FOLLOW_UP_WORDS.has(t) || request.brands.some((b) => b.split('_').includes(t)),
  );

export async function runSearch(
  turn: Turn,
  query: string,
  request: SearchRequest,
): Promise<OutboundMessage[]> {
  const language = request.language ?? turn.language;
  const outcome = await searchListings(turn.db, request);
  // 'fridge in Nkayi': a town only sellers typed; the answer's header names it.
  if (outcome.typedTown && !request.town && !request.city) request.town = outcome.typedTown;
  // Every search ends with the offer to hear of new matches ("Alert me").
  const search = { query, request, language };
  if (!outcome.results.length) {
    const none = copyFor(language).nothingFound(understoodOf(request, language));
    return [await offerAlert(turn, turn.phone, search, none)];
  }
  // A suburb none of the results is in: said, and the town's results follow as nearby.
  const suburb = request.neighborhood;
  if (suburb && !outcome.results.some((r) => r.neighborhood?.toLowerCase() === suburb)) {
    const town = request.city ?? HARARE;
    if (!outcome.relaxed.some((r) => r.kind === 'place')) {
      outcome.relaxed = [...outcome.relaxed, { kind: 'place', towns: [town] }];
    }
  }
  const state: SearchState = {
    query,
    request,
    resultIds: outcome.results.map((r) => r.id),
    shown: 0,
  };
  const page = await showPage(turn, turn.phone, state, outcome.results, outcome.relaxed, language);
  return [...page, await offerAlert(turn, turn.phone, search)];
}

/** A shared location: the buyer's town (the nearest listed one); the last search runs there. */
export async function located(
  turn: Turn,
  location: { latitude: number; longitude: number },
): Promise<OutboundMessage[]> {
  const city = nearestFormTown(location.latitude, location.longitude);
  await saveBuyerTown(turn.db, turn.phone, city);
  const last = turn.search;
  const copy = copyFor(turn.language);
  const place = placeLabel(city) ?? city;
  if (!last) return text(copy.townSet(place, false));
  const found = await runSearch(turn, last.query, {
    ...refine(last.request, { city }),
    language: turn.language,
  });
  return [...text(copy.townSet(place, true)), ...found];
}

export function more(turn: Turn, language: Language | null): Promise<OutboundMessage[]> {
  return nextPage(turn, turn.phone, language);
}

/** 'cheaper': the last search again, below the dearest price of the page shown, cheapest first. */
export async function cheaper(turn: Turn): Promise<OutboundMessage[]> {
  const last = turn.search;
  const language = turn.language;
  const copy = copyFor(language);
  if (!last) return text(copy.nothingToPage);
  const shown = await loadRows(turn.db, lastPageIds(last));
  const prices = shown.map((row) => Number(row.price?.amount ?? row.price?.minAmount ?? NaN));
  const ceiling = cheaperCeiling(prices);
  const request: SearchRequest = { ...last.request, language };
  if (ceiling === null || ceiling <= 0)
    return text(copy.noCheaper(understoodOf(request, language)));
  request.maxPrice = ceiling;
  delete request.minPrice;
  const outcome = await searchListings(turn.db, request);
  // Cheaper means cheaper: a wider price, or another kind of thing, is not an answer.
  const loosened = outcome.relaxed.some((r) => r.kind !== 'place');
  if (!outcome.results.length || loosened) {
    return text(copy.noCheaper(understoodOf(last.request, language)));
  }
  const amount = (r: (typeof outcome.results)[number]) =>
    Number(r.price?.amount ?? r.price?.minAmount ?? Number.POSITIVE_INFINITY);
  const results = [...outcome.results].sort((a, b) => amount(a) - amount(b));
  const state: SearchState = {
    query: last.query,
    request,
    resultIds: results.map((r) => r.id),
    shown: 0,
  };
  return showPage(turn, turn.phone, state, results, outcome.relaxed, language);
}

/** '3' after a results list means its third row (of the page shown last). */
export async function pickByNumber(turn: Turn, n: number): Promise<OutboundMessage[]> {
  const state = turn.search;
  const copy = copyFor(turn.language);
  if (!state) return text(copy.nothingToPage);
  const ids = lastPageIds(state);
  // A search asked near the buyer and still waiting for their location showed nothing yet.
  if (!ids.length) return text(copy.nothingToPage);
  const id = ids[n - 1];
  if (n < 1 || !id) return text(copy.pickRange(ids.length));
  return showListing(turn, turn.phone, id, turn.language);
}
