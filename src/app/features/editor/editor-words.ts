/**
 * Message ids of the editor's words that the domain keeps in English (the wizard's steps, the
 * price types, the deal and accommodation types). The catalogue's listing types, sub-categories,
 * brands, cities and neighbourhoods are names and stay as the domain writes them.
 */
import type { AccommodationType, PriceType, RealEstateDealType, WizardStep } from '@/domain';

export const STEP_TITLES: Record<WizardStep['id'], string> = {
  basic: /*i18n*/ 'editor.step.basic',
  details: /*i18n*/ 'editor.step.details',
  pricing: /*i18n*/ 'editor.step.pricing',
  pictures: /*i18n*/ 'editor.step.pictures',
  location: /*i18n*/ 'editor.step.location',
};

export const STEP_DESCRIPTIONS: Record<WizardStep['id'], string> = {
  basic: /*i18n*/ 'editor.step.basic.text',
  details: /*i18n*/ 'editor.step.details.text',
  pricing: /*i18n*/ 'editor.step.pricing.text',
  pictures: /*i18n*/ 'editor.step.pictures.text',
  location: /*i18n*/ 'editor.step.location.text',
};

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
