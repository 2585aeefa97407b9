/**
 * The domain's form messages (English, shared with the server) reach the seller in the app's
 * language; in English they read exactly as the domain writes them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  AMOUNT_CENTS_MESSAGE,
  AMOUNT_TOO_HIGH_MESSAGE,
  INVALID_AMOUNT_MESSAGE,
  INVALID_WEBSITE_MESSAGE,
  INVISIBLE_TITLE_MESSAGE,
  MAX_FILES_MESSAGE,
  RANGE_ORDER_MESSAGE,
  REQUIRED_MESSAGE,
  TEXT_LIMITS,
  TYPE_CHANGE_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
  listingFormErrors,
} from '@/domain';
import { i18n } from '@/app/ui/i18n';
import { fieldErrorText } from '@/app/ui/i18n/field-errors';
import { messages as english } from '@/app/ui/i18n/locales/en.po';
import { messages as ndebele } from '@/app/ui/i18n/locales/nd.po';
import { messages as shona } from '@/app/ui/i18n/locales/sn.po';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

const FIXED = [
  REQUIRED_MESSAGE,
  INVALID_AMOUNT_MESSAGE,
  AMOUNT_TOO_HIGH_MESSAGE,
  AMOUNT_CENTS_MESSAGE,
  INVISIBLE_TITLE_MESSAGE,
  RANGE_ORDER_MESSAGE,
  INVALID_WEBSITE_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
  MAX_FILES_MESSAGE,
  TYPE_CHANGE_MESSAGE,
];

describe('a form message of the domain', () => {
  it('reads in English exactly as the domain writes it', () => {
    for (const message of FIXED) expect(fieldErrorText(message)).toBe(message);
    const tooLong = listingFormErrors({ title: 'x'.repeat(TEXT_LIMITS.title + 1) }, ['title']);
    expect(fieldErrorText(tooLong.title)).toBe(tooLong.title);
  });

  it('reads in Shona and Ndebele, the length cap with its number', () => {
    const tooLong = listingFormErrors({ title: 'x'.repeat(TEXT_LIMITS.title + 1) }, ['title']);
    i18n.loadAndActivate({ locale: 'sn', messages: shona });
    expect(fieldErrorText(REQUIRED_MESSAGE)).toBe('Izvi zvinodiwa');
    expect(fieldErrorText(tooLong.title)).toBe(`Hazvifanire kupfuura mavara ${TEXT_LIMITS.title}`);
    for (const message of FIXED) expect(fieldErrorText(message)).not.toBe(message);
    i18n.loadAndActivate({ locale: 'nd', messages: ndebele });
    expect(fieldErrorText(REQUIRED_MESSAGE)).toBe('Lokhu kuyadingeka');
    expect(fieldErrorText(tooLong.title)).toBe(
      `Akumele kudlule izinhlamvu ezingu-${TEXT_LIMITS.title}`,
    );
  });

  it('shows a message it does not know as written, and nothing for no message', () => {
    i18n.loadAndActivate({ locale: 'sn', messages: shona });
    expect(fieldErrorText('Invalid option: expected one of "rent"|"sale"')).toBe(
      'Invalid option: expected one of "rent"|"sale"',
    );
    expect(fieldErrorText(undefined)).toBeUndefined();
  });
});
