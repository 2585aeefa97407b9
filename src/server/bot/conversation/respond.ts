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
 * - Listing by chat (sell/): a known seller's photos and offers become a chat draft, answered
 *   question by question up to Publish; 'SOLD', 'app'; an unknown phone's offer: Login first.
 * - Anything else: a search.
 */
import { copyFor, type BotCopy } from '@/domain/bot-copy';
import { detectLanguage, type Language } from '@/domain/language';
import { issueLoginChallenge, SIGN_IN_SENT } from '@/server/auth';
import type { Db } from '@/server/db/client';
import type { Env } from '@/server/env';
import type { JobQueue } from '@/server/jobs/queue';
import { checkinTurn } from '@/server/bot/checkins/turn';
import { LOGIN_NEEDS_PHONE, loginText } from './copy';
import { cheaperCeiling, filtersOnly, refine } from './follow-up';
import { isCheaper, isLogin, isMore, notASearch, pickedNumber, smallTalk } from './intents';
import { showListing } from './listing-detail';
import { moderationTurn } from './moderation-turn';
import { alertReply, alertWords, awayMatches, offerAlert } from './alert-turn';
import { handleReportReply, REPORT_PREFIX } from './report';
import { clip, type OutboundMessage } from '@/server/bot/outbound';
import {
  LISTING_PREFIX,
  lastPageIds,
  loadRows,
  nextPage,
  showPage,
  stateLanguage,
} from './results-page';
import { searchListings } from '@/server/discovery/search';
import { correctSpelling } from '@/server/discovery/spelling';
import { loadBuyerTown, saveBuyerTown } from './buyer-town';
import { loadSearchState, type SearchState } from './search-session';
import { nearestFormTown } from '@/domain/geography';
import { placeLabel, understoodOf } from './understood';
import type { QueryUnderstanding, SearchRequest } from '@/server/discovery/understanding/types';
import { isUserIdKey, type InboundEvent } from '@/server/bot/whatsapp/webhook-payload';
import type { BotLogger } from '@/server/logger';
import { SELL_PREFIX, sellDepsOf, sellMedia, sellReply, sellText, type SellDeps } from './sell';

export interface ConversationDeps {
  db: Db;
  env: Env;
  understanding: QueryUnderstanding;
  now?: () => Date;
  /** Listing by chat's photos (downloads and storage); without it photos cannot be taken. */
  sell?: SellDeps;
  logger?: BotLogger;
  jobs?: JobQueue;
}

const text = (body: string): OutboundMessage[] => [{ kind: 'text', text: body }];

/** The language of the chat so far: that of the last search (English before any). */
async function chatLanguage(db: Db, phone: string): Promise<Language | null> {
  const last = await loadSearchState(db, phone);
  return last ? stateLanguage(last) : null;
}

/**
 * The answer to one message; alerts kept for the buyer's next message (no template outside the
 * window) come first: "While you were away: N new matches", then the answer.
 */
export async function respond(
  deps: ConversationDeps,
  event: InboundEvent,
): Promise<OutboundMessage[]> {
  const answer = await answerTo(deps, event);
  const away = await awayMatches(deps, event.from);
  return [...away, ...answer];
}

async function answerTo(deps: ConversationDeps, event: InboundEvent): Promise<OutboundMessage[]> {
  const phone = event.from;
  const selling = () => sellDepsOf(deps, () => chatLanguage(deps.db, phone));
  if (event.replyId?.startsWith(SELL_PREFIX)) {
    return sellReply(selling(), phone, event.replyId);
  }
  const checkin = await checkinTurn(deps, event);
  if (checkin) return checkin;
  if (event.media) {
    // A seller's photo for a listing, or what to send instead of a video, sticker, document.
    const photo = await sellMedia(selling(), event);
    if (photo) return photo;
  }
  if (event.replyId) {
    if (event.replyId.startsWith('alert')) {
      const answer = await alertReply(
        deps,
        phone,
        event.replyId,
        await chatLanguage(deps.db, phone),
      );
      if (answer) return answer;
    }
    if (event.replyId.startsWith(LISTING_PREFIX)) {
      // A tap on a results row: the details and the Report button in the chat's language.
      const language = await chatLanguage(deps.db, phone);
      return showListing(deps, phone, event.replyId.slice(LISTING_PREFIX.length), language);
    }
    if (event.replyId === 'more') return nextPage(deps.db, phone);
    if (event.replyId.startsWith(REPORT_PREFIX)) {
      const copy = copyFor(await chatLanguage(deps.db, phone));
      return handleReportReply(deps.db, phone, event.replyId, copy, deps.now?.() ?? new Date());
    }
  }
  if (event.welcome) return text(copyFor('en').help);
  if (event.location) {
    const city = nearestFormTown(event.location.latitude, event.location.longitude);
    await saveBuyerTown(deps.db, phone, city);
    const last = await loadSearchState(deps.db, phone);
    const copy = copyFor(last ? stateLanguage(last) : 'en');
    const place = placeLabel(city) ?? city;
    if (!last) return text(copy.townSet(place, false));
    const found = await runSearch(deps, phone, last.query, refine(last.request, { city }));
    return [...text(copy.townSet(place, true)), ...found];
  }
  const words = event.text ?? event.replyTitle;
  if (words === undefined || words.trim() === '') {
    // A voice note, a sticker, a photo without a caption: answered in the chat's language.
    return text(copyFor(await chatLanguage(deps.db, phone)).unsupported);
  }
  const said = detectLanguage(words);
  const copy = async () => copyFor(said ?? (await chatLanguage(deps.db, phone)));
  const moderated = await moderationTurn(deps, phone, words, copy);
  if (moderated) return moderated;
  if (isLogin(words)) return login(deps, phone);
  const alerts = await alertWords(deps, phone, words, async () => said ?? (await copy()).language);
  if (alerts) return alerts;
  if (/^\s*(help|menu|info|rubatsiro|usizo|\?+)\s*[.!?]*\s*$/i.test(words)) {
    return text((await copy()).help);
  }
  const talk = smallTalk(words);
  if (talk === 'greeting') return text((await copy()).greeting);
  if (talk === 'thanks') return text((await copy()).thanks);
  if (talk === 'goodbye') return text((await copy()).goodbye);
  const notSearch = notASearch(words);
  if (notSearch === 'call_me') return text((await copy()).callMe);
  if (notSearch === 'unsupported') return text((await copy()).unsupported);
  // A seller's offer, an answer about their chat draft, 'SOLD', 'app'; a search is never one.
  const offer = await sellText(selling(), phone, words);
  if (offer) return offer;
  if (isMore(words)) return nextPage(deps.db, phone, said);
  if (isCheaper(words)) return cheaper(deps, phone, said);
  const number = pickedNumber(words);
  if (number !== null) return pickByNumber(deps, phone, number, await copy());
  return search(deps, phone, words, said);
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

/** Whether the request names anything to look for (a thing, a category, a brand). */
const hasThing = (request: SearchRequest) =>
  Boolean(
    request.thing || request.categories.length || request.brands.length || request.terms.length,
  );

/** A new search, or, when the words only set filters, the last search refined by them. */
async function search(
  deps: ConversationDeps,
  phone: string,
  words: string,
  said: Language | null,
): Promise<OutboundMessage[]> {
  // Cut between graphemes: half an emoji cannot be stored.
  const query = clip(words, 300);
  // Typos are mended before understanding; the answer quotes the buyer's own words.
  const request = await deps.understanding.understand(await correctSpelling(deps.db, query));
  const filters = filtersOnly(request);
  const last = await loadSearchState(deps.db, phone);
  const language = said ?? request.language ?? (last ? stateLanguage(last) : 'en');
  // 'everything in Harare': all listings within the filters, on purpose.
  const browse = /\b(everything|all listings|zvese|zvose|konke)\b/i.test(words);
  if (filters && last && !browse) {
    // 'kuBulawayo', 'pasi pe $200': the last search, refined, answered in this message's language.
    const refined = refine(last.request, filters);
    refined.language = language;
    return runSearch(deps, phone, last.query, refined);
  }
  // Nothing to look for ('Harare', 'ok sure', 'pasi pe $200' before any search): ask.
  if (!browse && (filters || !hasThing(request))) return text(copyFor(language).askWhat);
  request.language = language;
  if (browse) {
    request.terms = request.terms.filter(
      (t) => !/^(everything|all|listings?|zvese|zvose|konke)$/.test(t),
    );
    delete request.thing;
  }
  if (!request.city && !request.town) {
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
): Promise<OutboundMessage[]> {
  const language = request.language ?? 'en';
  const outcome = await searchListings(deps.db, request);
  // Every search ends with the offer to hear of new matches ("Alert me").
  const search = { query, request, language };
  if (!outcome.results.length) {
    const none = copyFor(language).nothingFound(understoodOf(request, language));
    return [await offerAlert(deps, phone, search, none)];
  }
  const state: SearchState = {
    query,
    request,
    resultIds: outcome.results.map((r) => r.id),
    shown: 0,
  };
  const page = await showPage(deps.db, phone, state, outcome.results, outcome.relaxed, language);
  return [...page, await offerAlert(deps, phone, search)];
}

/** 'cheaper': the last search again, below the dearest price of the page shown, cheapest first. */
async function cheaper(
  deps: ConversationDeps,
  phone: string,
  said: Language | null,
): Promise<OutboundMessage[]> {
  const last = await loadSearchState(deps.db, phone);
  if (!last) return text(copyFor(said).nothingToPage);
  const language = said ?? stateLanguage(last);
  const copy = copyFor(language);
  const shown = await loadRows(deps.db, lastPageIds(last));
  const prices = shown.map((row) => Number(row.price?.amount ?? row.price?.minAmount ?? NaN));
  const ceiling = cheaperCeiling(prices);
  const request: SearchRequest = { ...last.request, language };
  if (ceiling === null || ceiling <= 0)
    return text(copy.noCheaper(understoodOf(request, language)));
  request.maxPrice = ceiling;
  delete request.minPrice;
  const outcome = await searchListings(deps.db, request);
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
  return showPage(deps.db, phone, state, results, outcome.relaxed, language);
}

/** '3' after a results list means its third row (of the page shown last). */
async function pickByNumber(
  deps: ConversationDeps,
  phone: string,
  n: number,
  copy: BotCopy,
): Promise<OutboundMessage[]> {
  const state = await loadSearchState(deps.db, phone);
  if (!state) return text(copy.nothingToPage);
  const ids = lastPageIds(state);
  const id = ids[n - 1];
  if (n < 1 || !id) return text(copyFor(stateLanguage(state)).pickRange(ids.length));
  return showListing(deps, phone, id, copy.language);
}
