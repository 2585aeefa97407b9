import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { ApiError } from '@/app/api/client';
import { LinkAlreadyUsedHere, describeSignInError } from '@/app/features/auth/sign-in-errors';
import { messages as english } from '@/app/ui/i18n/locales/en.po';
import { messages as shona } from '@/app/ui/i18n/locales/sn.po';
import { messages as ndebele } from '@/app/ui/i18n/locales/nd.po';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

const http = (status: number, body: unknown = undefined, retryAfter: string | null = null) =>
  new ApiError('http', 'refused', status, body, retryAfter);

describe('sign-in messages', () => {
  it('names a link that expired or was used, as the server says, else the spec’s words', () => {
    expect(describeSignInError(http(401, { reason: 'expired' }), 'link')).toBe(
      'This login link has expired. Please request a new one.',
    );
    expect(describeSignInError(http(401, { reason: 'used' }), 'link')).toBe(
      'This login link has already been used. Please request a new one.',
    );
    expect(describeSignInError(http(401, { reason: 'unknown' }), 'link')).toBe(
      'Invalid or expired login link. Please request a new one.',
    );
  });

  it('names a code that was already used (409) apart from a wrong one (401)', () => {
    expect(describeSignInError(http(409, { reason: 'used' }), 'code')).toBe(
      'This code has already been used. Please request a new one.',
    );
    expect(describeSignInError(http(401), 'code')).toBe(
      'Invalid code combination. Please try again.',
    );
  });

  it('turns Retry-After into whole minutes, rounding up', () => {
    expect(describeSignInError(http(429, undefined, '61'), 'code')).toBe(
      'Too many tries. Please try again in 2 minutes.',
    );
    expect(describeSignInError(http(429, undefined, '30'), 'code')).toBe(
      'Too many tries. Please try again in 1 minute.',
    );
    expect(describeSignInError(http(429), 'code')).toBe('Too many tries. Please try again later.');
  });

  it('tells a server failure or time-out from a wrong code', () => {
    expect(describeSignInError(http(503), 'code')).toBe(
      'The server could not be reached. Please try again in a moment.',
    );
    expect(describeSignInError(new ApiError('timeout', 'timed out'), 'link')).toBe(
      'The server could not be reached. Please try again in a moment.',
    );
    expect(describeSignInError(http(401), 'code')).toBe(
      'Invalid code combination. Please try again.',
    );
  });

  it('speaks the language the sign-in link carried', () => {
    i18n.loadAndActivate({ locale: 'sn', messages: shona });
    expect(describeSignInError(http(401, { reason: 'expired' }), 'link')).toBe(
      'Link yekupinda iyi yapera nguva. Kumbira imwe itsva.',
    );
    expect(describeSignInError(new LinkAlreadyUsedHere(), 'link')).toBe(
      'Link yekupinda iyi yakatoshandiswa. Kumbira imwe itsva.',
    );
    expect(describeSignInError(http(429, undefined, '125'), 'code')).toBe(
      'Waedza kakawandisa. Edza zvakare mushure memaminitsi 3.',
    );
    i18n.loadAndActivate({ locale: 'nd', messages: ndebele });
    expect(describeSignInError(http(404), 'link')).toBe(
      'Ilinki yokungena le ayisebenzi kumbe isiphelelwe yisikhathi. Cela entsha.',
    );
    expect(describeSignInError(http(429, undefined, '30'), 'code')).toBe(
      'Uzame kanengi kakhulu. Zama futhi ngemva komzuzu o-1.',
    );
    expect(describeSignInError(http(503), 'code')).toBe(
      'I-server ayitholakalanga. Zama futhi masinyane.',
    );
  });
});
