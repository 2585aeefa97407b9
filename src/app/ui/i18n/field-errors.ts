/**
 * The domain's form messages in the seller's language. The domain (shared with the server) writes
 * its validation messages in English; the app turns each one it knows into a message id here, at
 * its edge, and shows a message it does not know as the domain wrote it.
 */
import { i18n } from '@lingui/core';
import {
  AMOUNT_CENTS_MESSAGE,
  AMOUNT_TOO_HIGH_MESSAGE,
  INVALID_AMOUNT_MESSAGE,
  INVALID_WEBSITE_MESSAGE,
  INVISIBLE_TITLE_MESSAGE,
  RANGE_ORDER_MESSAGE,
} from '@/domain/listing-rules/validation';
import { MAX_FILES_MESSAGE, REQUIRED_MESSAGE } from '@/domain/constants';
import { UNSTORABLE_TEXT_MESSAGE } from '@/domain/schemas/unstorable-text';

/** Message ids of the domain's fixed messages, by their English words. */
const FIXED: Record<string, string> = {
  [REQUIRED_MESSAGE]: /*i18n*/ 'field.required',
  [INVALID_AMOUNT_MESSAGE]: /*i18n*/ 'field.amount',
  [AMOUNT_TOO_HIGH_MESSAGE]: /*i18n*/ 'field.amount.tooHigh',
  [AMOUNT_CENTS_MESSAGE]: /*i18n*/ 'field.amount.cents',
  [INVISIBLE_TITLE_MESSAGE]: /*i18n*/ 'field.title.letters',
  [RANGE_ORDER_MESSAGE]: /*i18n*/ 'field.range',
  [INVALID_WEBSITE_MESSAGE]: /*i18n*/ 'field.website',
  [UNSTORABLE_TEXT_MESSAGE]: /*i18n*/ 'field.unstorable',
  [MAX_FILES_MESSAGE]: /*i18n*/ 'field.maxFiles',
  'The listing type cannot be changed': /*i18n*/ 'field.typeChange',
  'Choose a valid listing type': /*i18n*/ 'field.choose',
  'Choose a valid sub-category': /*i18n*/ 'field.choose',
  'Choose a valid model year': /*i18n*/ 'field.choose',
  'Choose a valid vehicle brand': /*i18n*/ 'field.choose',
  'Choose a valid brand': /*i18n*/ 'field.choose',
  'Choose a valid city': /*i18n*/ 'field.choose',
  'Choose a valid neighbourhood': /*i18n*/ 'field.choose',
};

/** A form message of the domain in the active language (undefined stays undefined). */
export function fieldErrorText(message: unknown): string | undefined {
  if (typeof message !== 'string') return undefined;
  const id = FIXED[message];
  if (id) return i18n._(id);
  const chars = /^Must be at most (\d+) characters$/.exec(message);
  if (chars) return i18n._('field.maxChars', { max: Number(chars[1]) });
  const features = /^At most (\d+) features$/.exec(message);
  if (features) return i18n._('field.maxFeatures', { max: Number(features[1]) });
  return message;
}
