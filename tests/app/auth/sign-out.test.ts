import { afterEach, describe, expect, it } from 'vitest';
import { flushSignOuts, pendingSignOuts, signOutEverywhere } from '@/app/features/auth/sign-out';
import { getToken, signIn } from '@/app/local/session';

interface Call {
  url: string;
  authorization: string | null;
}

/** The network as the app meets it: down (fetch rejects), or up with the server's answers. */
function network(answer: number | 'offline') {
  const calls: Call[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({
      url: String(input),
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(null, { status: answer });
  };
  return { calls, fetchImpl };
}

afterEach(() => localStorage.clear());

describe('signing out', () => {
  it('forgets the credential at once and ends the session on the server', async () => {
    signIn({ _id: 'seller-1', phone: '263771000001' }, 'token-online');
    const up = network(204);
    await signOutEverywhere(up.fetchImpl);
    expect(getToken()).toBeNull();
    expect(up.calls).toEqual([{ url: '/api/users/logout', authorization: 'Bearer token-online' }]);
    expect(pendingSignOuts()).toEqual([]);
  });

  it('keeps the revocation while offline and sends it when the connection returns', async () => {
    signIn({ _id: 'seller-2', phone: '263771000002' }, 'token-offline');
    await signOutEverywhere(network('offline').fetchImpl);
    expect(getToken()).toBeNull();
    expect(pendingSignOuts()).toEqual(['token-offline']);

    // A server error is not an answer either: still queued.
    await flushSignOuts(network(503).fetchImpl);
    expect(pendingSignOuts()).toEqual(['token-offline']);

    const back = network(204);
    await flushSignOuts(back.fetchImpl);
    expect(back.calls.map((call) => call.authorization)).toEqual(['Bearer token-offline']);
    expect(pendingSignOuts()).toEqual([]);
  });

  it('counts a session the server had already ended (401) as done', async () => {
    signIn({ _id: 'seller-3', phone: '263771000003' }, 'token-old');
    await signOutEverywhere(network(401).fetchImpl);
    expect(pendingSignOuts()).toEqual([]);
  });
});
