import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dbFor } from '@/app/local/db';
import { SELLER, signedInOffline } from '../app-harness';
import { renderApp } from '../render-app';

const db = dbFor(SELLER._id);
const REASON = 'images: Image file-9 was not found among your uploads.';

// The refusal is already on the device; these tests look at the screens.
signedInOffline(SELLER, { withUser: true });

beforeEach(async () => {
  const listing = {
    type: 'electronics' as const,
    subType: 'tv',
    title: 'Refused TV',
    description: 'Smart TV',
    price: { type: 'fixed' as const, amount: 100 },
    city: 'harare',
    images: ['file-9'],
  };
  await db.listings.put({
    ...listing,
    _id: 'local-1',
    sellerId: SELLER._id,
    features: [],
    views: 0,
    createdAt: '2025-01-05T10:00:00.000Z',
    syncState: 'failed',
    localOnly: true,
  });
  await db.outbox.add({
    id: 'item-1',
    sellerId: SELLER._id,
    kind: 'listing.create',
    payload: { listingId: 'local-1', listing },
    status: 'failed',
    attempts: 1,
    nextAttemptAt: 0,
    failure: { code: 'invalid', status: 422, reason: REASON, fields: ['images'] },
    createdAt: '2025-01-05T10:00:00.000Z',
  });
});

describe('refusals where the seller looks', () => {
  it("shows a refused listing on My Listings with the server's reason, and Fix opens its step", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/');
    expect(
      await screen.findByText('New listing "Refused TV" was not accepted'),
    ).toBeInTheDocument();
    expect(screen.getByText(REASON)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fix' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editor'));
    // The server named the images: the editor opens on the pictures step.
    expect(router.state.location.search).toEqual({ id: 'local-1', step: 3 });
    expect(await screen.findByText('Step 4 of 5')).toBeInTheDocument();
  });

  it('shows the refusal on the listing itself', async () => {
    await renderApp('/listing/local-1');
    expect(
      await screen.findByText('New listing "Refused TV" was not accepted'),
    ).toBeInTheDocument();
    expect(screen.getByText(REASON)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fix' })).toBeInTheDocument();
  });
});
