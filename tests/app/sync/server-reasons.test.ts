/**
 * Why the server did not take a change, in the seller's language: a refusal the server names by
 * a stable code (a seller's limits, a full photo store) is worded by the code; a refused value's
 * field messages by the domain's messages; anything else keeps the server's English in English
 * and says the failure's cause in Shona and Ndebele. The outbox's own words follow the language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { messages as english } from '@/app/ui/i18n/locales/en.po';
import { messages as shona } from '@/app/ui/i18n/locales/sn.po';
import { messages as ndebele } from '@/app/ui/i18n/locales/nd.po';
import { ApiError } from '@/app/api/client';
import { classify } from '@/app/sync/failure';
import { failureReason } from '@/app/sync/ui/error-words';
import { waitingText } from '@/app/sync/ui/outbox-copy';
import { REQUIRED_MESSAGE } from '@/domain/constants';

const speak = (locale: 'en' | 'sn' | 'nd') =>
  i18n.loadAndActivate({ locale, messages: { en: english, sn: shona, nd: ndebele }[locale] });
afterEach(() => speak('en'));

/** The failure the engine records for a refusal with this status, body and message. */
function refusal(status: number, body: Record<string, unknown>, retryAfter: string | null = null) {
  const error = new ApiError('http', String(body.message), status, body, retryAfter);
  const verdict = classify(error, true, 0);
  if (verdict.action === 'pause') throw new Error('a refusal does not pause the outbox');
  return verdict.failure;
}

const hourly = () =>
  refusal(
    429,
    {
      message:
        'You have added 3 listings in the last hour, the most allowed. Please try again in 60 minutes.',
      code: 'listings_per_hour',
      limit: 3,
    },
    '3600',
  );

describe('the server’s reasons, by code', () => {
  it('keeps the code and the limit the server sent beside its message', () => {
    expect(hourly()).toMatchObject({
      code: 'rate-limited',
      serverCode: 'listings_per_hour',
      limit: 3,
    });
    expect(refusal(422, { message: 'title: This field is required' })).not.toHaveProperty(
      'serverCode',
    );
  });

  it('words a seller’s limits in the active language, with the limit', () => {
    expect(failureReason(hourly())).toBe(
      'You have added 3 listings in the last hour, the most allowed.',
    );
    const cap = refusal(429, { message: 'You have 5 listings…', code: 'listings_cap', limit: 5 });
    const photos = refusal(429, {
      message: 'You have uploaded…',
      code: 'photos_per_hour',
      limit: 20,
    });
    speak('sn');
    expect(failureReason(hourly())).toBe(
      'Waisa zviziviso 3 muawa rapfuura, ndizvo zvakanyanya zvinobvumidzwa.',
    );
    expect(failureReason(cap)).toBe(
      'Une zviziviso 5, ndizvo zvakanyanya zvinogona kuva nemutengesi mumwe. Bvisa chiziviso kuti uise chimwe.',
    );
    speak('nd');
    expect(failureReason(photos)).toBe(
      'Usulayishe izithombe ezingu-20 ehoreni edlulileyo, okunengi okuvunyelweyo.',
    );
  });

  it('says when a limited change goes, in the language', () => {
    speak('nd');
    expect(waitingText(hourly())).toMatch(
      /^Usufake izikhangiso ezingu-3 ehoreni edlulileyo, okunengi okuvunyelweyo\. Kuzathunyelwa ngokwakho ngo-\d{1,2}:\d{2}/,
    );
  });

  it('words a full photo store by its code', () => {
    const full = refusal(507, { message: 'The server is out of space…', code: 'storage_full' });
    speak('sn');
    expect(failureReason(full)).toBe(
      'Server yapera nzvimbo yemifananidzo. Mufananidzo wako wachengetwa pafoni ino; edza zvakare gare gare.',
    );
  });

  it('ignores a code it does not know', () => {
    const odd = refusal(400, { message: 'Something new.', code: 'brand_new_rule', limit: 2 });
    expect(failureReason(odd)).toBe('Something new.');
    speak('sn');
    expect(failureReason(odd)).toBe('Server yazviramba');
  });
});

describe('a refused value’s reasons', () => {
  it('words each field’s message the app knows, and keeps one it does not', () => {
    const invalid = refusal(422, {
      message: `title: ${REQUIRED_MESSAGE}; city: A rule the app has never seen`,
    });
    expect(failureReason(invalid)).toBe(
      `title: ${REQUIRED_MESSAGE}; city: A rule the app has never seen`,
    );
    speak('sn');
    expect(failureReason(invalid)).toBe(
      `title: ${shonaOf('field.required')}; city: A rule the app has never seen`,
    );
  });
});

describe('other refusals', () => {
  it('keep the server’s message in English and say the cause in Shona and Ndebele', () => {
    const gone = refusal(404, { message: 'Listing not found.' });
    const notYours = refusal(403, { message: 'You are not allowed to do this.' });
    expect(failureReason(gone)).toBe('Listing not found.');
    speak('sn');
    expect(failureReason(gone)).toBe('Hachisisipo pa server');
    speak('nd');
    expect(failureReason(notYours)).toBe('Akusikho kwakho ukuthi ukuguqule');
    expect(failureReason({ code: 'too-large' })).toBe(
      'Isithombe sikhulu kakhulu ku-server (okungedluli ku-10 MB)',
    );
  });
});

/** A message of the Shona catalogue, as the app shows it. */
function shonaOf(id: string): string {
  speak('sn');
  return i18n._(id);
}
