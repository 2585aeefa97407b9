/**
 * A session made by the landing's plain form (the `token` cookie alone): the app does not take it
 * for the seller it last stored, fetches the cookie's seller and keeps them as a sign-in does; a
 * session the server no longer knows signs out.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized, setTokenGetter } from '@/app/api/client';
import { adoptCookieSession } from '@/app/features/auth/adopt-session';
import {
  getCookieToken,
  getCurrentUser,
  getCurrentUserId,
  getToken,
  signIn,
  signOut,
} from '@/app/local/session';

const setCookie = (token: string) => {
  document.cookie = `token=${token}; Path=/`;
};

setTokenGetter(getToken);
onUnauthorized(() => signOut());

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'token=; Max-Age=0; Path=/';
  localStorage.clear();
});

function answering(status: number, body: unknown) {
  const calls: { url: string; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

describe('a session from the cookie alone', () => {
  it("is not the seller stored before, until the cookie's seller is fetched", async () => {
    signIn({ _id: 'seller-a', phone: '263771000001' }, 'token-a');
    expect(getCurrentUserId()).toBe('seller-a');
    // The form signed another seller in on this phone.
    setCookie('token-b');
    expect(getCurrentUserId()).toBeNull();

    const calls = answering(200, {
      user: { _id: 'seller-b', phone: '263771000002', displayName: 'B' },
      stats: {},
    });
    expect(await adoptCookieSession()).toBe(true);
    expect(calls).toEqual([{ url: '/api/users/dashboard', authorization: 'Bearer token-b' }]);
    expect(getCurrentUserId()).toBe('seller-b');
    expect(getCurrentUser()).toMatchObject({ _id: 'seller-b', token: 'token-b' });
  });

  it('signs out when the server no longer knows the session', async () => {
    setCookie('token-gone');
    answering(401, { message: 'Not signed in.' });
    expect(await adoptCookieSession()).toBe(false);
    expect(getCookieToken()).toBeNull();
    expect(getCurrentUserId()).toBeNull();
  });

  it('asks nothing when the stored seller is the cookie one', async () => {
    signIn({ _id: 'seller-c', phone: '263771000003' }, 'token-c');
    const calls = answering(500, {});
    expect(await adoptCookieSession()).toBe(false);
    expect(calls).toEqual([]);
    expect(getCurrentUserId()).toBe('seller-c');
  });
});
