/**
 * Everything the buyers' bot says in fixed words, one table per language (en.ts, sn.ts, nd.ts),
 * so a native speaker can review a language in one place. English is the fallback: a Shona or
 * Ndebele table may leave a sentence out and the English one is used.
 */
import type { FeedbackReason } from '@/domain/feedback';
import type { Language } from '@/domain/language';
import type { ReportReason } from '@/domain/schemas/moderation';
import type { SafetyKind } from '@/domain/safety';

/** What the bot understood, for headers and 'nothing found' lines. */
export interface Understood {
  /** The thing as the buyer named it, in the reply's words ('houses', 'mbudzi'); may be empty. */
  thing: string;
  deal?: 'rent' | 'sale' | 'hire';
  /** The place's label ('Harare', 'Ruwa'). */
  place?: string;
  minPrice?: number;
  maxPrice?: number;
  /** The figure the buyer said 'about' ('around $4,500'), named instead of the ceiling. */
  aboutPrice?: number;
}

export interface ReportCopy {
  /** The text above the Report button, under a listing's details. */
  offer: string;
  /** The reply button under a listing: at most 20 characters (Cloud API). */
  button: string;
  /** The reason list's text. */
  ask: string;
  /** The list's button: at most 20 characters. */
  listButton: string;
  /** The list's rows, in REPORT_REASONS order: at most 24 characters each. */
  reasons: Record<ReportReason, string>;
  /** The report was taken: thanks, and what happens next. */
  thanks: string;
  /** The same buyer reported the same listing before: counted once. */
  already: string;
  /** 'report' with no listing open. */
  noListing: string;
}

export interface SignalsCopy {
  /** 'On the marketplace since March 2025' (month 0–11). */
  since: (month: number, year: number) => string;
  /** Listings the seller marked sold on the marketplace (at least 1). */
  sold: (count: number) => string;
  /** The number buyers are sent to has written to the marketplace from WhatsApp. */
  confirmed: string;
  /** Buyers' feedback counts, after the '👍 12 · 👎 1' the line starts with. */
  feedback: string;
}

/** Asking a buyer, once, how it went with a seller whose link the bot handed them. */
export interface FeedbackCopy {
  /** 'Did you deal with {seller} about {listing}?' */
  ask: (seller: string, listing: string) => string;
  /** Who the question names when the seller has no display name. */
  aSeller: string;
  /** The three reply buttons: at most 20 UTF-16 units each. */
  good: string;
  notGood: string;
  report: string;
  /** Why it was not good: the list's text, its button (20 units) and rows (24 units). */
  why: string;
  whyButton: string;
  reasons: Record<FeedbackReason, string>;
  /** The feedback was kept. */
  thanks: string;
  /**
   * Under a seller's link, while the buyer has not said yes: may the marketplace (its name) ask
   * them on WhatsApp later, even when they have not written; how to stop. Recorded as consent.
   */
  consent: (marketplace: string) => string;
  /** The consent's reply button: at most 20 UTF-16 units. */
  consentButton: string;
  /** The consent was recorded. */
  consented: (marketplace: string) => string;
}

export interface BotCopy {
  language: Language;
  /** First contact and 'help'. */
  help: string;
  greeting: string;
  thanks: string;
  goodbye: string;
  /** A message we could not answer after retrying (our fault, not theirs): send it again later. */
  ourFault: string;
  /** Voice notes, stickers, photos without a caption. */
  unsupported: string;
  /** A request for a general assistant (a poem, a joke, a translation): what the bot is for. */
  offTopic: string;
  /** A buyer's message passed on to a seller reached through the bot: sent now, or kept. */
  passedOnNow: string;
  passedOnLater: string;
  /** The buyer's number is hidden too: the seller's answer comes through the bot. */
  passedOnNoNumber: string;
  /** A short message after a question it answers none of: before the question again. */
  notUnderstoodTap: string;
  /** 'call me', 'please call': the bot cannot call; it asks what to look for. */
  callMe: string;
  /** A message with no thing to look for. */
  askWhat: string;
  /** The list header: what was understood ('Houses to rent in Harare under $500'). */
  understood(u: Understood): string;
  /** Nothing at all, even after relaxing. */
  nothingFound(u: Understood): string;
  /** One-line relaxations, said before the results they explain. */
  relaxedPrice(u: Understood): string;
  relaxedPriceAll(u: Understood): string;
  relaxedPlace(place: string, nearby: string[]): string;
  /** Nothing in the town or near it: the towns further away that have it. */
  relaxedPlaceFar(place: string, towns: string[]): string;
  relaxedThing(thing: string, wider: string): string;
  showing(from: number, to: number, total: number): string;
  /** The follow-ups the buyer can send after a list. */
  followUpHint(hasMore: boolean): string;
  noMore(u: Understood): string;
  noCheaper(u: Understood): string;
  nothingToPage: string;
  pickRange(count: number): string;
  townSet(place: string, searched: boolean): string;
  /**
   * Above WhatsApp's own "Send location" button, for a search near the buyer when no town of
   * theirs is known (null: no search yet, only 'near me').
   */
  nearMeAsk(u: Understood | null): string;
  /** The button under each result card (at most 20 units): it opens the listing. */
  cardButton: string;
  listButton: string;
  listFooter: string;
  sectionTitle(from: number, to: number): string;
  /** Prompts for saved-search alerts and listing reports. */
  alertPrompt: string;
  reportPrompt: string;
  listingGone: string;
  listingSold: string;
  /** Reporting a listing: the 'Report' button, or 'report' typed while a listing is open. */
  report: ReportCopy;
  /** Under a listing's details, where the seller's link is: advice for that kind of listing. */
  safety: Record<SafetyKind, string>;
  /** Under every listing's details: payment confirmations and codes. */
  safetyAlways: string;
  /** Facts about the seller under a listing's details (src/domain/safety.ts). */
  signals: SignalsCopy;
  /** Buyers' feedback on a seller, asked once a while after the link was handed. */
  feedback: FeedbackCopy;
  /** 'Login' from a suspended seller: why, and how to appeal (no link, no code). */
  suspendedLogin(reason: string): string;
  /** A suspended seller wrote: the words went to the team as an appeal. */
  appealReceived: string;
  deal: Record<'rent' | 'sale' | 'hire', string>;
  /** 'in Harare' as the language writes it. */
  inPlace(place: string): string;
  /** 'under $200', 'over $50', '$50–$200'. */
  /** 'under $300', '$100–$200', or with the figure said 'about' (`about`) 'around $4,500'. */
  priceLimit(min?: number, max?: number, about?: number): string;
}
