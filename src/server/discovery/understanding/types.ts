/**
 * What the bot understood of a buyer's request. The search turns it into SQL filters and a
 * ranking; any implementation (rules, a language model) produces the same shape.
 */
export interface CategoryGuess {
  type: string;
  subType?: string;
  /** How sure the word was: 1 for an exact name ('plumber'), less for a loose hint ('fix'). */
  weight: number;
}

export interface SearchRequest {
  /** The buyer's words that are neither a filter nor filler, fed to full-text search. */
  terms: string[];
  /**
   * What a part fits ('honda', 'fit' of 'tyres for a Honda Fit'): words that rank a listing
   * naming them first, never ones it must hold, nor the buyer's words a listing of another kind
   * is shown for.
   */
  fits?: string[];
  categories: CategoryGuess[];
  /** A value of the form's city list. */
  city?: string;
  /** A town the form does not list ('ruwa', 'gwanda'), found by name in the listing's text. */
  town?: string;
  /** A Harare suburb value, when one was named. */
  neighborhood?: string;
  minPrice?: number;
  maxPrice?: number;
  /**
   * The figure the buyer said 'about' ('around $4,500'), also `maxPrice`: the answer names it,
   * and the search looks a little over it (`withAboutMargin`) while it is the ceiling
   * (`priceAsSaid`).
   */
  aboutPrice?: number;
  dealType?: 'rent' | 'sale';
  accommodationType?: 'student' | 'standard';
  /** Vehicle or electronics brand values named in the request. */
  brands: string[];
  /** Makes the buyer said not to want ('i dont want a toyota'): never shown, even as the nearest. */
  notBrands?: string[];
  /** 'hire' rather than 'rent' was said (a car, a kombi, a tent): how the answer reads. */
  hire?: boolean;
  /**
   * What the buyer is looking for. `words` must appear in a listing's text for it to be that
   * thing ('goat' under livestock, 'kombi' under commercial vehicles); empty when the category
   * names it ('house', 'plumber'). `label` is the buyer's own word for it ('mbudzi', 'houses').
   */
  thing?: { label: string; words: string[] };
  /** The language the request was written in ('en', 'sn', 'nd'), for the answer. */
  language?: 'en' | 'sn' | 'nd';
}

export interface QueryUnderstanding {
  readonly name: string;
  understand(text: string): Promise<SearchRequest>;
}
