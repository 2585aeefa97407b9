import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dbFor } from '@/app/local/db';
import { signIn, signOut } from '@/app/local/session';
import { offlineOnEmptyStore, SELLER } from '../app-harness';
import { renderApp } from '../render-app';

/** The signed-in seller's own database (one per seller). */
const db = dbFor('seller-1');

// No server in these tests: every request fails as a dropped connection would.
offlineOnEmptyStore(SELLER._id);

describe('route guards', () => {
  it('sends a signed-out visitor of a seller page to the landing page', async () => {
    const { router } = await renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Start Listing' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of /admin to the landing page', async () => {
    const { router } = await renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a signed-in seller their listings inside the shell', async () => {
    signIn(SELLER, 'session-token');
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'My listings' })).toBeInTheDocument();
    expect(screen.getAllByText('Seller Profile').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /My Listings/ }).length).toBeGreaterThan(0);
  });

  it('sends a signed-in seller away from the landing page to their listings', async () => {
    signIn(SELLER, 'session-token');
    const { router } = await renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('returns to the landing page when the session ends, keeping local data', async () => {
    signIn(SELLER, 'session-token');
    await db.listings.put({
      _id: 'l1',
      sellerId: SELLER._id,
      title: 'Kept',
      type: 'vehicle',
      features: [],
      images: [],
      views: 0,
      createdAt: '2025-01-05T10:00:00.000Z',
      syncState: 'pending',
    });
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { name: 'My listings' });
    signOut();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await db.listings.get('l1')).toBeTruthy();
  });

  it('shows the 404 page for an unknown path', async () => {
    await renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The page you are looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/');
  });

  it('asks a seller without a display name to complete their profile', async () => {
    signIn({ _id: 'seller-2', phone: '263771234568' }, 'session-token');
    await renderApp('/');
    expect(await screen.findByText('Complete Your Profile')).toBeInTheDocument();
    // The login phone, written as every screen writes phones.
    expect(screen.getByLabelText(/Contact Number/)).toHaveValue('+263 77 123 4568');
    expect(screen.queryByRole('button', { name: /close|cancel/i })).not.toBeInTheDocument();
  });
});
