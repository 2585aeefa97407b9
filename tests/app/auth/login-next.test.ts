/** Where sign-in leads next: a path of this site only, never another site or back to /login. */
import { describe, expect, it } from 'vitest';
import { parseLoginSearch, safeNextPath } from '@/app/features/auth/login-search';

describe('the next path after sign-in', () => {
  it("keeps a path of this site, with its query (the chat's link to a draft)", () => {
    expect(safeNextPath('/listings/new?draft=3f2a')).toBe('/listings/new?draft=3f2a');
    expect(safeNextPath('/listing/abc#photos')).toBe('/listing/abc#photos');
    expect(safeNextPath('/')).toBe('/');
  });

  it('drops anything that could lead to another site', () => {
    for (const value of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/ /evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'listings/new',
      '',
      `/${'a'.repeat(1001)}`,
      42,
      undefined,
    ]) {
      expect(safeNextPath(value), String(value)).toBeUndefined();
    }
  });

  it('drops a path back to the sign-in page', () => {
    expect(safeNextPath('/login')).toBeUndefined();
    expect(safeNextPath('/login?next=/login')).toBeUndefined();
    expect(safeNextPath('/./login')).toBeUndefined();
  });

  it('travels with the sign-in steps and the link token', () => {
    expect(parseLoginSearch({ next: '/listings/new?draft=1' })).toEqual({
      next: '/listings/new?draft=1',
    });
    expect(parseLoginSearch({ step: 'code', next: '/listings/new?draft=1' })).toEqual({
      step: 'code',
      next: '/listings/new?draft=1',
    });
    expect(parseLoginSearch({ token: 't', next: '//evil.example' })).toEqual({ token: 't' });
  });
});
