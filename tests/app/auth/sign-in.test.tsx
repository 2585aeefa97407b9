import { cleanup, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/app/api/client';
import { signInWithLink } from '@/app/features/auth/sign-in-api';
import { dbFor } from '@/app/local/db';
import { getCurrentUser, getToken, signIn } from '@/app/local/session';
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

beforeEach(async () => {
  clearSession();
  await Promise.all(db.tables.map((table) => table.clear()));
});

/** The database of the seller whose session expires below (one database per seller). */
const db = dbFor('someone');

afterEach(() => {
  cleanup();
});

async function openCodeEntry() {
  const user = userEvent.setup();
  const app = await renderApp('/login');
  await user.click(screen.getAllByRole('button', { name: 'Sign in' })[0]!);
  await user.click(screen.getByRole('button', { name: 'Already received a code? Enter it here' }));
  return { user, ...app };
}

describe('sign-in', () => {
  it('signs in with the link from the chat and replaces the address with My listings', async () => {
    const { link } = await requestLogin(live.handle.url, '263772000001');
    const token = new URL(link!).searchParams.get('token')!;
    const { router } = await renderApp(`/login?token=${encodeURIComponent(token)}`);

    expect(screen.getByText('Verifying link...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.history.canGoBack()).toBe(false);
    expect(getToken()).toBeTruthy();
    expect(getCurrentUser()).toMatchObject({ phone: '263772000001' });
    expect(document.cookie).toContain('token=');
  });

  it('keeps the session when a check of the spent link is refused after signing in', async () => {
    const { link } = await requestLogin(live.handle.url, '263772000004');
    const token = new URL(link!).searchParams.get('token')!;
    const { router } = await renderApp(`/login?token=${encodeURIComponent(token)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const session = getToken();

    // A late second check of the link (another tab, an old page) gets the server's 401.
    await expect(signInWithLink(token)).rejects.toMatchObject({ status: 401 });
    // And a 401 to a request made with some other, older credential.
    await expect(apiRequest('/users/dashboard', { token: 'an-old-session' })).rejects.toMatchObject(
      { status: 401 },
    );
    expect(getToken()).toBe(session);
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes home without sending a link this browser already signed in with', async () => {
    const { link } = await requestLogin(live.handle.url, '263772000005');
    const token = new URL(link!).searchParams.get('token')!;
    const path = `/login?token=${encodeURIComponent(token)}`;
    const first = await renderApp(path);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    cleanup();

    const sent = vi.spyOn(globalThis, 'fetch');
    try {
      const again = await renderApp(path);
      await waitFor(() => expect(again.router.state.location.pathname).toBe('/'));
      expect(sent.mock.calls.map(([input]) => String(input))).not.toContainEqual(
        expect.stringContaining('token-auth'),
      );
    } finally {
      sent.mockRestore();
    }
  });

  it('says a spent or unknown link is invalid, then clears the message after 5 seconds', async () => {
    await renderApp('/login?token=not-a-real-token');
    const message = await screen.findByText(
      'Invalid or expired login link. Please request a new one.',
    );
    expect(getToken()).toBeNull();
    await waitForElementToBeRemoved(message, { timeout: 7000 });
  });

  it('offers the chat with Login typed in', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await user.click(screen.getAllByRole('button', { name: 'Sign in' })[0]!);
    const link = screen.getByRole('link', { name: /Send Login on WhatsApp/ });
    expect(link).toHaveAttribute('href', 'https://wa.me/263771234567?text=Login');
  });

  it('takes digits only and moves to the code box once three are typed', async () => {
    const { user } = await openCodeEntry();
    const suffix = screen.getByLabelText('Last 3 digits of your number');
    await user.type(suffix, 'a1b2-3');
    expect(suffix).toHaveValue('123');
    expect(screen.getByLabelText('4-digit code')).toHaveFocus();
  });

  it('signs in by itself once the last digits and the code are complete', async () => {
    const { code } = await requestLogin(live.handle.url, '263772000002');
    const { user, router } = await openCodeEntry();
    await user.type(screen.getByLabelText('Last 3 digits of your number'), '002');
    await user.type(screen.getByLabelText('4-digit code'), code);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getCurrentUser()).toMatchObject({ phone: '263772000002' });
  });

  it('says a wrong code combination is wrong and lets the seller type the code again', async () => {
    const { code } = await requestLogin(live.handle.url, '263772000003');
    const wrong = code === '0000' ? '1111' : '0000';
    const { user } = await openCodeEntry();
    await user.type(screen.getByLabelText('Last 3 digits of your number'), '003');
    await user.type(screen.getByLabelText('4-digit code'), wrong);

    expect(
      await screen.findByText('Invalid code combination. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('4-digit code')).toHaveValue('');
    expect(getToken()).toBeNull();
  });

  it('signs the seller out on a 401 and keeps what they wrote on the device', async () => {
    signIn({ _id: 'someone', phone: '263772000009', displayName: 'Gone' }, 'expired-token');
    await db.drafts.put({
      id: 'draft-kept',
      sellerId: 'someone',
      values: { title: 'Unsent' },
      step: 1,
      photoIds: [],
      createdAt: '2025-01-05T10:00:00.000Z',
      updatedAt: '2025-01-05T10:00:00.000Z',
    });
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
    expect(await db.drafts.get('draft-kept')).toBeTruthy();
  });
});
