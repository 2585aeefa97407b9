import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
beforeEach(() => clearSession());
afterEach(() => cleanup());

describe('a code that was already used', () => {
  it('is told apart from a wrong one on the sign-in screen', async () => {
    const { code } = await requestLogin(live.handle.url, '263772000014');
    // The same code already signed in once (a second tab, a double tap).
    const first = await fetch(`${live.handle.url}/api/users/verify-code`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lastThreeDigits: '014', code }),
    });
    expect(first.status).toBe(200);

    const user = userEvent.setup();
    await renderApp('/login');
    await user.click(screen.getAllByRole('button', { name: 'Sign in' })[0]!);
    await user.click(
      screen.getByRole('button', { name: 'Already received a code? Enter it here' }),
    );
    await user.type(screen.getByLabelText('Last 3 digits of your number'), '014');
    await user.type(screen.getByLabelText('4-digit code'), code);

    expect(
      await screen.findByText('This code has already been used. Please request a new one.'),
    ).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});
