import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCurrentUser, setCurrentUser, signIn } from '@/app/local/session';
import { offlineOnEmptyStore, SELLER } from '../app-harness';
import { renderApp } from '../render-app';

/** The signed-in seller's own database (one per seller). */

// No server in these tests: every request fails as a dropped connection would.
offlineOnEmptyStore(SELLER._id);

/** Opens the phone's drawer and returns it. */
async function openDrawer(): Promise<HTMLElement> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
  return screen.findByRole('dialog');
}

describe("the shell's Admin item", () => {
  it('is not shown to a seller, in the header or the drawer', async () => {
    signIn({ ...SELLER, isAdmin: false }, 'session-token');
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'My listings' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Help/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /Admin/ })).not.toBeInTheDocument();

    const drawer = await openDrawer();
    expect(within(drawer).getByRole('link', { name: /Help/ })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: /Admin/ })).not.toBeInTheDocument();
  });

  it('links an admin to /admin from the header and the drawer', async () => {
    signIn({ ...SELLER, isAdmin: true }, 'session-token');
    await renderApp('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: /Admin/ })).toHaveAttribute(
      'href',
      '/admin',
    );

    const drawer = await openDrawer();
    expect(within(drawer).getByRole('link', { name: /Admin/ })).toHaveAttribute('href', '/admin');
  });

  it('appears once the session learns the user is an admin', async () => {
    signIn(SELLER, 'session-token');
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'My listings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Admin/ })).not.toBeInTheDocument();

    // What a pull does when the server says this phone is an admin's.
    act(() => setCurrentUser({ ...getCurrentUser()!, isAdmin: true }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Admin/ })).toHaveAttribute('href', '/admin'),
    );
  });
});
