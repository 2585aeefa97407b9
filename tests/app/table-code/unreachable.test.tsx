/**
 * My Listings' table comes in its own chunk (table-code.ts). When that chunk cannot be fetched
 * (offline on a device the app was never stored on), the seller still sees every listing: as the
 * cards a phone shows, never a page stuck on skeletons.
 */
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { layOutWindow, signedInOffline } from '../app-harness';
import { renderApp } from '../render-app';
import { SELLER, db, listing } from './seller';

vi.mock('@/app/features/listings/listings-table', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

layOutWindow();
signedInOffline(SELLER);

it('shows the listings as cards on a wide screen when the table cannot be fetched', async () => {
  await db.users.put(SELLER);
  await db.listings.bulkPut([listing('a', 'Toyota Hilux'), listing('b', 'Honda Fit')]);
  await renderApp('/');
  const cards = await screen.findByRole('list', { name: 'Listings' });
  expect(await within(cards).findByText('Toyota Hilux')).toBeInTheDocument();
  expect(within(cards).getByText('Honda Fit')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByLabelText('Loading listings')).toBeNull();
});
