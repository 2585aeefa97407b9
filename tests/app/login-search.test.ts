import { describe, expect, it } from 'vitest';
import { parseLoginSearch, sameOriginPath } from '@/app/features/auth/login-search';

describe('the sign-in address', () => {
  it('keeps a next path inside the app, with its query', () => {
    expect(parseLoginSearch({ token: 'abc', next: '/listings/new?draft=d-1' })).toEqual({
      token: 'abc',
      next: '/listings/new?draft=d-1',
    });
    expect(parseLoginSearch({ step: 'code', next: '/listings' })).toEqual({
      step: 'code',
      next: '/listings',
    });
  });

  it('refuses a next that leaves the app or loops to sign-in', () => {
    for (const next of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'listings',
      '/login?token=x',
      '/ space',
      `/${'a'.repeat(400)}`,
      42,
    ]) {
      expect(sameOriginPath(next)).toBeNull();
      expect(parseLoginSearch({ token: 't', next })).toEqual({ token: 't' });
    }
  });
});
