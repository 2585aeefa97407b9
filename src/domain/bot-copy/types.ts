/**
 * Everything the buyers' bot says in fixed words, one table per language (en.ts, sn.ts, nd.ts),
 * so a native speaker can review a language in one place. English is the fallback: a Shona or
 * Ndebele table may leave a sentence out and the English one is used.
 */
import type { Language } from '@/domain/language';

/** What the bot understood, for headers and 'nothing found' lines. */
export interface Understood {
  /** The thing as the buyer named it, in the reply's words ('houses', 'mbudzi'); may be empty. */
  thing: string;
  deal?: 'rent' | 'sale' | 'hire';
  /** The place's label ('Harare', 'Ruwa'). */
  place?: string;
  minPrice?: number;
  maxPrice?: number;
}

export interface BotCopy {
  language: Language;
  /** First contact and 'help'. */
  help: string;
  greeting: string;
  thanks: string;
  goodbye: string;
  /** Voice notes, stickers, photos without a caption. */
  unsupported: string;
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
  listButton: string;
  listFooter: string;
  sectionTitle(from: number, to: number): string;
  /** Prompts for saved-search alerts and listing reports. */
  alertPrompt: string;
  reportPrompt: string;
  listingGone: string;
  listingSold: string;
  deal: Record<'rent' | 'sale' | 'hire', string>;
  /** 'in Harare' as the language writes it. */
  inPlace(place: string): string;
  /** 'under $200', 'over $50', '$50–$200'. */
  priceLimit(min?: number, max?: number): string;
}
