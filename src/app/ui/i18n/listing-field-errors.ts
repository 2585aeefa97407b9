/**
 * Message ids of the domain's form messages only the listing editor shows, by their English
 * words: the catalogue's later part (catalogue-parts.ts), loaded when the editor opens.
 */
import {
  AMOUNT_CENTS_MESSAGE,
  AMOUNT_TOO_HIGH_MESSAGE,
  INVALID_AMOUNT_MESSAGE,
  INVISIBLE_TITLE_MESSAGE,
  RANGE_ORDER_MESSAGE,
} from '@/domain/listing-rules/validation';
import { MAX_FILES_MESSAGE } from '@/domain/constants';

export const LISTING_FIELD_MESSAGES: Record<string, string> = {
  [INVALID_AMOUNT_MESSAGE]: /*i18n*/ 'field.listing.amount',
  [AMOUNT_TOO_HIGH_MESSAGE]: /*i18n*/ 'field.listing.amount.tooHigh',
  [AMOUNT_CENTS_MESSAGE]: /*i18n*/ 'field.listing.amount.cents',
  [INVISIBLE_TITLE_MESSAGE]: /*i18n*/ 'field.listing.title',
  [RANGE_ORDER_MESSAGE]: /*i18n*/ 'field.listing.range',
  [MAX_FILES_MESSAGE]: /*i18n*/ 'field.listing.maxFiles',
  'The listing type cannot be changed': /*i18n*/ 'field.listing.typeChange',
  'Choose a valid listing type': /*i18n*/ 'field.listing.choose',
  'Choose a valid sub-category': /*i18n*/ 'field.listing.choose',
  'Choose a valid model year': /*i18n*/ 'field.listing.choose',
  'Choose a valid vehicle brand': /*i18n*/ 'field.listing.choose',
  'Choose a valid brand': /*i18n*/ 'field.listing.choose',
  'Choose a valid city': /*i18n*/ 'field.listing.choose',
  'Choose a valid neighbourhood': /*i18n*/ 'field.listing.choose',
};

/** 'At most 30 features', with its number. */
export const MAX_FEATURES_ID = /*i18n*/ 'field.listing.maxFeatures';
