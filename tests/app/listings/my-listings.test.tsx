import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dbFor, type LocalListing } from '@/app/local/db';
import { layOutWindow, SELLER, signedInOffline, storedListing } from '../app-harness';
import { renderApp } from '../render-app';

/** The signed-in seller's own database (one per seller). */
const db = dbFor('seller-1');

layOutWindow();

/** A stored listing, a house unless `fields` says otherwise. */
const listing = (id: string, fields: Partial<LocalListing>) =>
  storedListing(id, { type: 'real_estate', ...fields });

const LISTINGS = [
  listing('a', {
    title: 'Garden flat in Avondale',
    city: 'harare',
    price: { type: 'monthly', amount: 400 },
    views: 12,
  }),
  listing('b', {
    title: 'Toyota Hilux',
    type: 'vehicle',
    city: 'bulawayo',
    address: 'Famona',
    price: { type: 'fixed', amount: 15000, isNegotiable: true },
  }),
  listing('c', {
    title: 'Plumbing repairs',
    type: 'home_services',
    city: 'mutare',
    address: 'Dangamvura shops',
    syncState: 'pending',
  }),
];

signedInOffline(SELLER);

const rowTitles = () =>
  screen
    .queryAllByRole('row')
    .map((row) => row.getAttribute('aria-label'))
    .filter(Boolean);

describe('My listings', () => {
  it('shows the summary cards, with 0 and Pending before any stats arrived', async () => {
    await db.users.put(SELLER);
    await renderApp('/');
    expect(await screen.findByText('Active Listings')).toBeInTheDocument();
    // Total Views and Buyer chats both wait for the server.
    await waitFor(() => expect(screen.getAllByText('Pending')).toHaveLength(2));
    expect(screen.getByText('Total Views')).toBeInTheDocument();
    expect(screen.getByText('Buyer chats')).toBeInTheDocument();
    expect(screen.getByText('Create Your First Listing').closest('a')).toHaveAttribute(
      'href',
      '/editor',
    );
    // Nothing was ever pulled and the network is down: the page says so, not just "no listings".
    expect(await screen.findByText(/Could not reach the server yet/)).toBeInTheDocument();
  });

  it('lists the stored listings with type (the catalogue label), city, date, price and a waiting mark', async () => {
    await db.users.put(SELLER);
    await db.stats.put({ sellerId: SELLER._id, totalListings: 3, totalViews: 12, pulledAt: '' });
    await db.listings.bulkPut(LISTINGS);
    await renderApp('/');

    await waitFor(() => expect(rowTitles()).toHaveLength(3));
    const hilux = screen.getByRole('row', { name: 'Toyota Hilux' });
    // The type reads as the type picker names it.
    expect(within(hilux).getByText('Vehicles')).toBeInTheDocument();
    expect(within(hilux).getByText('Bulawayo')).toBeInTheDocument();
    expect(within(hilux).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(hilux).getByText('$15,000.00')).toBeInTheDocument();
    expect(within(hilux).getByText('Negotiable')).toBeInTheDocument();
    const plumbing = screen.getByRole('row', { name: 'Plumbing repairs' });
    expect(within(plumbing).getByText('Home Services')).toBeInTheDocument();
    expect(within(plumbing).getByText('Waiting to sync')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('searches title, city and address regardless of case', async () => {
    await db.users.put(SELLER);
    await db.listings.bulkPut(LISTINGS);
    const user = userEvent.setup();
    await renderApp('/');
    const search = await screen.findByPlaceholderText('Search listings ...');

    await user.type(search, 'HILUX');
    await waitFor(() => expect(rowTitles()).toEqual(['Toyota Hilux']));
    await user.clear(search);
    await user.type(search, 'mutare');
    await waitFor(() => expect(rowTitles()).toEqual(['Plumbing repairs']));
    await user.clear(search);
    await user.type(search, 'famona');
    await waitFor(() => expect(rowTitles()).toEqual(['Toyota Hilux']));
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(await screen.findByText(/No listings match/)).toBeInTheDocument();
  });

  it('opens a listing when its row is clicked', async () => {
    await db.users.put(SELLER);
    await db.listings.bulkPut(LISTINGS);
    const user = userEvent.setup();
    const { router } = await renderApp('/');
    await user.click(await screen.findByRole('row', { name: 'Garden flat in Avondale' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/a'));
    expect(
      await screen.findByRole('heading', { name: 'Garden flat in Avondale' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$400.00 per month')).toBeInTheDocument();
  });

  it('shows drafts kept on the device, each with a way back into the editor', async () => {
    await db.users.put(SELLER);
    await db.drafts.put({
      id: 'draft-1',
      sellerId: SELLER._id,
      values: { title: 'Half-written sofa ad', type: 'furniture' },
      step: 2,
      photoIds: [],
      createdAt: '2025-01-05T10:00:00.000Z',
      updatedAt: '2025-01-05T10:00:00.000Z',
    });
    await renderApp('/');
    expect(await screen.findByText('Drafts on this device (1)')).toBeInTheDocument();
    expect(screen.getByText('Half-written sofa ad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume' })).toHaveAttribute(
      'href',
      '/editor?draft=draft-1',
    );
  });
});
