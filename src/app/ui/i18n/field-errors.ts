/**
 * The domain's form messages in the seller's language. The domain (shared with the server) writes
 * its validation messages in English; the app turns each one it knows into a message id here, at
 * its edge, and shows a message it does not know as the domain wrote it.
 */
import { i18n } from '@lingui/core';
import { INVALID_WEBSITE_MESSAGE } from '@/domain/listing-rules/validation';
import { REQUIRED_MESSAGE } from '@/domain/constants';
import { UNSTORABLE_TEXT_MESSAGE } from '@/domain/schemas/unstorable-text';
import { LISTING_FIELD_MESSAGES, MAX_FEATURES_ID } from './listing-field-errors';

/** Message ids of the domain's fixed messages that the profile can show too, by their words. */
const FIXED: Record<string, string> = {
  [REQUIRED_MESSAGE]: /*i18n*/ 'field.required',
  [INVALID_WEBSITE_MESSAGE]: /*i18n*/ 'field.website',
  [UNSTORABLE_TEXT_MESSAGE]: /*i18n*/ 'field.unstorable',
  ...LISTING_FIELD_MESSAGES,
};

/**
 * A form message of the domain in the active language (undefined stays undefined). A message of
 * the catalogue's later part shown before that part has loaded (a refused listing's reason in
 * Settings) stays as the domain wrote it rather than show a message id.
 */
export function fieldErrorText(message: unknown): string | undefined {
  if (typeof message !== 'string') return undefined;
  const loaded = (id: string) => i18n.messages[id] !== undefined;
  const id = FIXED[message];
  if (id) return loaded(id) ? i18n._(id) : message;
  const chars = /^Must be at most (\d+) characters$/.exec(message);
  if (chars) return i18n._('field.maxChars', { max: Number(chars[1]) });
  const features = /^At most (\d+) features$/.exec(message);
  if (features && loaded(MAX_FEATURES_ID))
    return i18n._(MAX_FEATURES_ID, { max: Number(features[1]) });
  return message;
}
