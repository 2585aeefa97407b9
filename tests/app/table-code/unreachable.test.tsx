/**
 * My Listings' table comes in its own chunk (table-code.ts). When that chunk cannot be fetched
 * (offline on a device the app was never stored on), the seller still sees every listing: as the
 * cards a phone shows, never a page stuck on skeletons.
 */
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { dbFor, type LocalListing } from '@/app/local/db';
import { layOutWindow, signedInOffline } from '../app-harness';
import { renderApp } from '../render-app';

vi.mock('@/app/features/listings/listings-table', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const SELLER = { _id: 'seller-1', phone: '263771234567', displayName: 'Tendai' };
const db = dbFor(SELLER._id);

layOutWindow();

signedInOffline(SELLER);
const listing = (id: string, title: string): LocalListing => ({
  _id: id,
  sellerId: SELLER._id,
  title,
  type: 'vehicle',
  city: 'harare',
  features: [],
  images: [],
  views: 0,
  createdAt: '2025-01-05T10:00:00.000Z',
  syncState: 'synced',
});

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
