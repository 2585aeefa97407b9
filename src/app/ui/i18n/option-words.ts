/**
 * Message ids of the options the domain keeps in English: price types, deal and accommodation
 * types. The catalogue's listing types, sub-categories, brands, cities and neighbourhoods are
 * names and stay as the domain writes them, in every language.
 */
import type { AccommodationType, PriceType, RealEstateDealType } from '@/domain/catalogue/options';

export const PRICE_TYPE_WORDS: Record<PriceType, string> = {
  fixed: /*i18n*/ 'price.type.fixed',
  monthly: /*i18n*/ 'price.type.monthly',
  per_night: /*i18n*/ 'price.type.perNight',
  range: /*i18n*/ 'price.type.range',
  description: /*i18n*/ 'price.type.description',
};

export const DEAL_TYPE_WORDS: Record<RealEstateDealType, string> = {
  rent: /*i18n*/ 'editor.deal.rent',
  sale: /*i18n*/ 'editor.deal.sale',
};

export const ACCOMMODATION_WORDS: Record<AccommodationType, string> = {
  standard: /*i18n*/ 'editor.accommodation.standard',
  student: /*i18n*/ 'editor.accommodation.student',
};
