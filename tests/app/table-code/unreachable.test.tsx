/**
 * My Listings' table comes in its own chunk (table-code.ts). When that chunk cannot be fetched
 * (offline on a device the app was never stored on), the seller still sees every listing: as the
 * cards a phone shows, never a page stuck on skeletons.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { dbFor, type LocalListing } from '@/app/local/db';
import { signIn } from '@/app/local/session';
import { clearSession } from '../app-harness';
import { renderApp } from '../render-app';

vi.mock('@/app/features/listings/listings-table', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const SELLER = { _id: 'seller-1', phone: '263771234567', displayName: 'Tendai' };
const db = dbFor(SELLER._id);

// jsdom lays nothing out; the virtualised cards need a window with a height to fill.
const originalRect = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  HTMLElement.prototype.getBoundingClientRect = () =>
    ({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      bottom: 800,
      right: 1200,
      width: 1200,
      height: 800,
    }) as DOMRect;
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = originalRect;
});

beforeEach(async () => {
  clearSession();
  await Promise.all(db.tables.map((table) => table.clear()));
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  signIn(SELLER, 'session-token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
