/**
 * Held and hidden listings in My Listings' counts: buyers do not see them, whatever status the
 * seller gave them, so they are neither Active (filter and Active Listings card) nor Paused nor
 * Sold. They stay under All, each with its 'In review' or 'Hidden by the marketplace' badge.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dbFor } from '@/app/local/db';
import { layOutWindow, SELLER, signedInOffline, storedListing } from '../app-harness';
import { renderApp } from '../render-app';

const db = dbFor(SELLER._id);

layOutWindow();

signedInOffline(SELLER, { withUser: true });

beforeEach(async () => {
  await db.listings.bulkPut([
    storedListing('hidden-1', {
      title: 'iPhone 14 Pro',
      status: 'active',
      moderation: { state: 'hidden', reason: 'Reported as a scam', at: '2025-01-07T10:00:00Z' },
    }),
    storedListing('held-1', {
      title: 'Massage oil',
      status: 'paused',
      createdAt: '2025-01-04T10:00:00.000Z',
      moderation: { state: 'in_review', reason: 'Prohibited content' },
    }),
    storedListing('plain-1', { title: 'Samsung TV', status: 'active' }),
    storedListing('plain-2', { title: 'Bookshelf', status: 'paused' }),
  ]);
});

const rowTitles = () =>
  screen
    .queryAllByRole('row')
    .map((row) => row.getAttribute('aria-label'))
    .filter(Boolean)
    .sort();

describe('held and hidden listings in the counts of My Listings', () => {
  it('are under All only, with their badge, and not in the Active Listings card', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await waitFor(() => expect(rowTitles()).toHaveLength(4));
    expect(screen.getByText('All (4)')).toBeInTheDocument();
    expect(screen.getByText('Active (1)')).toBeInTheDocument();
    expect(screen.getByText('Paused (1)')).toBeInTheDocument();
    expect(screen.getByText('Sold (0)')).toBeInTheDocument();
    const card = screen.getByText('Active Listings').parentElement?.parentElement;
    expect(card).toHaveTextContent(/^Active Listings1$/);

    await user.click(screen.getByText('Active (1)'));
    await waitFor(() => expect(rowTitles()).toEqual(['Samsung TV']));
    await user.click(screen.getByText('Paused (1)'));
    await waitFor(() => expect(rowTitles()).toEqual(['Bookshelf']));
    await user.click(screen.getByText('All (4)'));
    await waitFor(() =>
      expect(rowTitles()).toEqual(['Bookshelf', 'Massage oil', 'Samsung TV', 'iPhone 14 Pro']),
    );
    const hidden = screen.getByRole('row', { name: 'iPhone 14 Pro' });
    expect(within(hidden).getByText('Hidden by the marketplace')).toBeInTheDocument();
    const held = screen.getByRole('row', { name: 'Massage oil' });
    expect(within(held).getByText('In review')).toBeInTheDocument();
  });
});
