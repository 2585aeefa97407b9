/**
 * The bot's side of a conversation: given one inbound message, decide what to answer.
 *
 * - request_welcome (the chat opened for the first time), 'help': what the bot does, with
 *   example requests. Greetings, thanks and goodbyes: a short human reply.
 * - 'Login' in any phrasing: sign-in link and code for the seller dashboard.
 * - A shared location: the buyer's town (the nearest listed one); the last search runs there.
 * - 'more', 'cheaper' (below the dearest shown, cheapest first), or only a filter ('in Bulawayo', 'under $300', 'for rent'): the last
 *   search, paged on or refined.
 * - A chosen result (list row id `listing:<id>`, or its number typed as text): the listing's
 *   details, photos and the seller's chat link (through /l/{id}/chat); a number beyond the
 *   list says which are valid.
 * - Anything else: a search.
 */
import { issueLoginChallenge, SIGN_IN_SENT } from '../auth';
import type { Db } from '../db/client';
import type { Env } from '../env';
import {
  GOODBYE_TEXT,
  GREETING_TEXT,
  LOGIN_NEEDS_PHONE,
  NOTHING_TO_PAGE,
  THANKS_TEXT,
  UNSUPPORTED_TEXT,
  helpText,
  loginText,
  noCheaperText,
  noMatchText,
  pickRangeText,
  townSetText,
} from './copy';
import { cheaperCeiling, describeFilters, filtersOnly, refine } from './follow-up';
import { isCheaper, isLogin, isMore, pickedNumber, smallTalk } from './intents';
import { showListing } from './listing-detail';
import { clip, type OutboundMessage } from './outbound';
import { LISTING_PREFIX, lastPageIds, loadRows, nextPage, showPage } from './results-page';
import { searchListings } from './search';
import { correctSpelling } from './spelling';
import { loadBuyerTown, loadSearchState, saveBuyerTown, type SearchState } from './store';
import { nearestTown } from './towns';
import type { QueryUnderstanding, SearchRequest } from './understanding/types';
import { isUserIdKey, type InboundEvent } from './webhook-payload';

export interface ConversationDeps {
  db: Db;
  env: Env;
  understanding: QueryUnderstanding;
  now?: () => Date;
}

const text = (body: string): OutboundMessage[] => [{ kind: 'text', text: body }];

export async function respond(
  deps: ConversationDeps,
  event: InboundEvent,
): Promise<OutboundMessage[]> {
  const phone = event.from;
  if (event.replyId) {
    if (event.replyId.startsWith(LISTING_PREFIX)) {
      return showListing(deps, phone, event.replyId.slice(LISTING_PREFIX.length));
    }
    if (event.replyId === 'more') return nextPage(deps.db, phone);
  }
  if (event.welcome) return text(helpText());
  if (event.location) {
    const city = nearestTown(event.location.latitude, event.location.longitude);
    await saveBuyerTown(deps.db, phone, city);
    const last = await loadSearchState(deps.db, phone);
    if (!last) return text(townSetText(city, false));
    return runSearch(
      deps,
      phone,
      last.query,
      refine(last.request, { city }),
      describeFilters({ city }),
      true,
    );
  }
  const words = event.text ?? event.replyTitle;
  if (words === undefined || words.trim() === '') return text(UNSUPPORTED_TEXT);
  if (isLogin(words)) return login(deps, phone);
  if (/^\s*(help|menu|info|\?+)\s*[.!?]*\s*$/i.test(words)) return text(helpText());
  const talk = smallTalk(words);
  if (talk === 'greeting') return text(GREETING_TEXT);
  if (talk === 'thanks') return text(THANKS_TEXT);
  if (talk === 'goodbye') return text(GOODBYE_TEXT);
  if (isMore(words)) return nextPage(deps.db, phone);
  if (isCheaper(words)) return cheaper(deps, phone);
  const number = pickedNumber(words);
  if (number !== null) return pickByNumber(deps, phone, number);
  return search(deps, phone, words);
}

async function login(deps: ConversationDeps, phone: string): Promise<OutboundMessage[]> {
  if (isUserIdKey(phone)) return text(LOGIN_NEEDS_PHONE);
  const now = deps.now?.() ?? new Date();
  const challenge = await issueLoginChallenge(deps.db, phone, now);
  const url = `${deps.env.PUBLIC_URL}/login?token=${encodeURIComponent(challenge.linkToken)}`;
  const minutes = (at: Date) => Math.max(1, Math.round((at.getTime() - now.getTime()) / 60_000));
  return [
    {
      kind: 'text',
      redactedAs: SIGN_IN_SENT,
      text: loginText({
        url,
        code: challenge.code,
        lastThree: challenge.user.phone.slice(-3),
        linkMinutes: minutes(challenge.expiresAt),
        codeMinutes: minutes(challenge.codeExpiresAt),
      }),
    },
  ];
}

/** A new search, or, when the words only set filters, the last search refined by them. */
async function search(
  deps: ConversationDeps,
  phone: string,
  words: string,
): Promise<OutboundMessage[]> {
  // Cut between graphemes: half an emoji cannot be stored.
  const query = clip(words, 300);
  // Typos are mended before understanding; the answer quotes the buyer's own words.
  const request = await deps.understanding.understand(await correctSpelling(deps.db, query));
  const filters = filtersOnly(request);
  if (filters) {
    const last = await loadSearchState(deps.db, phone);
    if (last) {
      const refined = refine(last.request, filters);
      return runSearch(deps, phone, last.query, refined, describeFilters(filters));
    }
  }
  if (!request.city) {
    // A town the buyer shared as a location is where they look first.
    const town = await loadBuyerTown(deps.db, phone);
    if (town) request.city = town;
  }
  return runSearch(deps, phone, query, request);
}

async function runSearch(
  deps: ConversationDeps,
  phone: string,
  query: string,
  request: SearchRequest,
  refinement?: string,
  fromLocation = false,
): Promise<OutboundMessage[]> {
  const outcome = await searchListings(deps.db, request);
  if (!outcome.results.length) return text(noMatchText(query));
  const state: SearchState = {
    query,
    request,
    resultIds: outcome.results.map((r) => r.id),
    shown: 0,
  };
  const page = await showPage(deps.db, phone, state, outcome.results, outcome.relaxed, refinement);
  if (fromLocation && request.city) return [...text(townSetText(request.city, true)), ...page];
  return page;
}

/** 'cheaper': the last search again, below the middle price of the page shown. */
async function cheaper(deps: ConversationDeps, phone: string): Promise<OutboundMessage[]> {
  const last = await loadSearchState(deps.db, phone);
  if (!last) return text(NOTHING_TO_PAGE);
  const shown = await loadRows(deps.db, lastPageIds(last));
  const prices = shown.map((row) => Number(row.price?.amount ?? row.price?.minAmount ?? NaN));
  const ceiling = cheaperCeiling(prices);
  if (ceiling === null || ceiling <= 0) return text(noCheaperText(last.query));
  const request = { ...last.request, maxPrice: ceiling };
  const outcome = await searchListings(deps.db, request);
  if (!outcome.results.length || outcome.relaxed.includes('price')) {
    return text(noCheaperText(last.query));
  }
  // Cheapest first: that is what the buyer asked for.
  const amount = (r: (typeof outcome.results)[number]) =>
    Number(r.price?.amount ?? r.price?.minAmount ?? Number.POSITIVE_INFINITY);
  const results = [...outcome.results].sort((a, b) => amount(a) - amount(b));
  const state: SearchState = {
    query: last.query,
    request,
    resultIds: results.map((r) => r.id),
    shown: 0,
  };
  return showPage(deps.db, phone, state, results, outcome.relaxed, 'cheaper');
}

/** '3' after a results list means its third row (of the page shown last). */
async function pickByNumber(
  deps: ConversationDeps,
  phone: string,
  n: number,
): Promise<OutboundMessage[]> {
  const state = await loadSearchState(deps.db, phone);
  if (!state) return text(NOTHING_TO_PAGE);
  const ids = lastPageIds(state);
  const id = ids[n - 1];
  if (n < 1 || !id) return text(pickRangeText(ids.length));
  return showListing(deps, phone, id);
}
