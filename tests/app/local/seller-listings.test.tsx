/**
 * My Listings reads the newest page of the store first, then the older listings in slices, in
 * the same order the table always showed (newest first); a listing only the phone has, refused by the server,
 * is not counted as Active.
 */
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dbFor, type LocalListing } from '@/app/local/db';
import {
  FIRST_PAGE_SIZE,
  readAllListings,
  readNewestListings,
  useSellerListings,
  type SellerListings,
} from '@/app/local/seller-listings';
import { signIn } from '@/app/local/session';
import { clearSession, layOutWindow } from '../app-harness';
import { renderApp } from '../render-app';

const SELLER = { _id: 'seller-1', phone: '263771234567', displayName: 'Tendai' };
const db = dbFor(SELLER._id);

function listing(id: string, fields: Partial<LocalListing> = {}): LocalListing {
  return {
    _id: id,
    sellerId: SELLER._id,
    title: `Listing ${id}`,
    type: 'furniture',
    features: [],
    images: [],
    views: 0,
    createdAt: '2025-01-05T10:00:00.000Z',
    syncState: 'synced',
    ...fields,
  };
}

/** 100 listings; every third pair shares a moment, so ties must keep their order too. */
const MANY = Array.from({ length: 100 }, (_, i) =>
  listing(`l${String(i).padStart(3, '0')}`, {
    createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 2) * 60_000).toISOString(),
  }),
);
/** Newest first; among listings of the same moment, the greater id first. */
const NEWEST_FIRST = [...MANY]
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id))
  .map((l) => l._id);

layOutWindow();

beforeEach(async () => {
  clearSession();
  await Promise.all(db.tables.map((table) => table.clear()));
  // Another seller's listings on the same phone are never read.
  await dbFor('seller-2').listings.put({ ...listing('other'), sellerId: 'seller-2' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reading the listings', () => {
  it('reads the newest page, then all, newest first with ties in a stable order', async () => {
    await db.listings.bulkPut(MANY);
    const first = await readNewestListings(SELLER._id, FIRST_PAGE_SIZE);
    expect(first.map((l) => l._id)).toEqual(NEWEST_FIRST.slice(0, FIRST_PAGE_SIZE));
    expect((await readAllListings(SELLER._id)).map((l) => l._id)).toEqual(NEWEST_FIRST);
  });

  it('gives the first page before the rest, then every listing, and follows changes', async () => {
    await db.listings.bulkPut(MANY);
    const seen: SellerListings[] = [];
    const { result } = renderHook(() => {
      const read = useSellerListings(SELLER._id);
      if (read && seen.at(-1) !== read) seen.push(read);
      return read;
    });
    await waitFor(() => expect(result.current?.complete).toBe(true));
    expect(result.current?.listings.map((l) => l._id)).toEqual(NEWEST_FIRST);
    const partial = seen.filter((read) => !read.complete);
    expect(partial.length).toBeGreaterThan(0);
    // The first answer is at most a page; every answer before the last is the newest listings.
    expect(partial[0]!.listings.length).toBeGreaterThan(0);
    expect(partial[0]!.listings.length).toBeLessThanOrEqual(FIRST_PAGE_SIZE);
    for (const read of partial) {
      const ids = read.listings.map((l) => l._id);
      expect(ids).toEqual(NEWEST_FIRST.slice(0, ids.length));
    }

    await act(() => db.listings.put(listing('newest', { createdAt: '2026-01-01T00:00:00.000Z' })));
    await waitFor(() => expect(result.current?.listings).toHaveLength(101));
    expect(result.current?.listings[0]?._id).toBe('newest');
    expect(result.current?.complete).toBe(true);
  });

  it('is complete at once when the first page holds every listing', async () => {
    await db.listings.bulkPut(MANY.slice(0, 3));
    const { result } = renderHook(() => useSellerListings(SELLER._id));
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current?.complete).toBe(true);
    expect(result.current?.listings).toHaveLength(3);
  });
});

describe('a listing the server refused that only this phone has', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    signIn(SELLER, 'session-token');
    await db.users.put(SELLER);
    await db.listings.bulkPut([
      listing('live', { title: 'Sofa set' }),
      listing('paused', { title: 'Dining table', status: 'paused' }),
      listing('waiting', { title: 'Bookshelf', syncState: 'pending', localOnly: true }),
      listing('refused', { title: 'Wardrobe', syncState: 'failed', localOnly: true }),
    ]);
  });

  const rowTitles = () =>
    screen
      .queryAllByRole('row')
      .map((row) => row.getAttribute('aria-label'))
      .filter(Boolean)
      .sort();

  it('is under All only, not Active, and not in the Active Listings card', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await waitFor(() => expect(rowTitles()).toHaveLength(4));
    expect(screen.getByText('All (4)')).toBeInTheDocument();
    // The listing still waiting to be sent will go live: it counts as active. The refused one not.
    expect(screen.getByText('Active (2)')).toBeInTheDocument();
    expect(screen.getByText('Paused (1)')).toBeInTheDocument();
    expect(screen.getByText('Sold (0)')).toBeInTheDocument();
    const card = screen.getByText('Active Listings').parentElement?.parentElement;
    expect(card).toHaveTextContent('2');
    expect(screen.getByRole('row', { name: 'Wardrobe' })).toHaveTextContent('Sync failed');

    await user.click(screen.getByText('Active (2)'));
    await waitFor(() => expect(rowTitles()).toEqual(['Bookshelf', 'Sofa set']));
    await user.click(screen.getByText('All (4)'));
    await waitFor(() =>
      expect(rowTitles()).toEqual(['Bookshelf', 'Dining table', 'Sofa set', 'Wardrobe']),
    );
  });
});
