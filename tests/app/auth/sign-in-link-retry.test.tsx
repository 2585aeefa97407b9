/**
 * A sign-in link opened while the server cannot be reached is not spent: the token stays in the
 * address, and reloading once the connection is back signs the seller in with it.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_UNREACHABLE } from '@/domain/landing-copy';
import { getToken } from '@/app/local/session';
import { requestLogin } from '../../e2e/harness';
import { clearSession, connectRealServer, type LiveServer } from '../app-harness';
import { renderApp } from '../render-app';

let live: LiveServer;

beforeAll(async () => {
  live = await connectRealServer();
});

afterAll(async () => {
  await live.close();
});

afterEach(() => {
  cleanup();
  clearSession();
});

describe('a sign-in link opened without a connection', () => {
  it('keeps the token in the address so a reload signs in', async () => {
    const { link } = await requestLogin(live.handle.url, '263772000031');
    const token = new URL(link!).searchParams.get('token')!;
    const path = `/login?token=${encodeURIComponent(token)}`;

    live.offline = true;
    const first = await renderApp(path);
    await screen.findByText(SERVER_UNREACHABLE);
    expect(getToken()).toBeNull();
    expect(first.router.state.location.search).toMatchObject({ token });
    cleanup();

    live.offline = false;
    const reload = await renderApp(first.router.state.location.href);
    await waitFor(() => expect(reload.router.state.location.pathname).toBe('/'));
    expect(getToken()).toBeTruthy();
  });
});
