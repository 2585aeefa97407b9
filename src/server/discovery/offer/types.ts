/**
 * What a seller's chat message says about the listing they offer, in the listing domain's own
 * shape (the fields of src/domain/schemas/listing-input.ts), so a completed set is a listing input.
 */
import type { AccommodationType, ListingType, RealEstateDealType } from '@/domain/catalogue';

/** A price as the listing domain stores it; chat only ever reads single-amount prices. */
export interface OfferPrice {
  type: 'fixed' | 'monthly' | 'per_night';
  amount: number;
  /** Only on a fixed price: 'day', 'hour', 'week', 'trip', 'lesson'... ('$40 per day'). */
  frequency?: string;
  isNegotiable?: boolean;
}

export interface OfferFields {
  type?: ListingType;
  subType?: string;
  realEstateDealType?: RealEstateDealType;
  accommodationType?: AccommodationType;
  vehicleBrand?: string;
  electronicBrand?: string;
  /** A model year value of the domain ('2012', or 'other' for 2004 or older). */
  modelYear?: string;
  price?: OfferPrice;
  /** A FORM_CITIES value; 'other' with `town` for a town the form does not list. */
  city?: string;
  town?: string;
  /** A Harare suburb value (HARARE_NEIGHBORHOODS), only with city 'harare'. */
  neighborhood?: string;
  title?: string;
  description?: string;
  /** How many photos the draft holds (the wizard needs at least one). */
  photos?: number;
}

/**
 * Why a price in the message was not taken, so the bot asks for it rather than guess:
 * - two_amounts: two different amounts could each be the price ('$520 or $480').
 * - no_unit: a number without a currency or a price word ('Honda Fit 6.5', 'laptop 450').
 * - year_like: the only number looks like a model year ('Corolla 2012 2012').
 * - from_price: a starting price ('from $200'), not the listing's price.
 * - rent_or_sale: property with an amount but no word saying rent or sale.
 * - none: no amount at all.
 */
export type PriceDoubt =
  'two_amounts' | 'no_unit' | 'year_like' | 'from_price' | 'rent_or_sale' | 'none';

export interface UnderstoodOffer {
  fields: OfferFields;
  /** Set when the price was left unset: why. */
  priceDoubt?: PriceDoubt;
}
