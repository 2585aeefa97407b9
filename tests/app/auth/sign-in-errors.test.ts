import { describe, expect, it } from 'vitest';
import { ApiError } from '@/app/api/client';
import { describeSignInError } from '@/app/features/auth/sign-in-errors';

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
});
