/**
 * Drafts are real changes only, and remember the server version they began from: opening the
 * editor and leaving makes no draft; a draft of a listing changed on the server since asks the
 * seller which copy to keep. The whole app runs, from the device's store, with no server.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dbFor, type LocalListing } from '@/app/local/db';
import { createDraft } from '@/app/local/drafts-repo';
import { DRAFT_SAVE_DELAY_MS } from '@/app/features/editor/editor-form';
import { layOutWindow, SELLER, signedInOffline } from '../app-harness';
import { renderApp } from '../render-app';

const FRIDGE: LocalListing = {
  _id: 'fridge-1',
  sellerId: SELLER._id,
  title: 'Hisense fridge',
  description: 'Double door, 2 years old.',
  type: 'electronics',
  subType: 'appliances',
  city: 'other',
  town: 'Gwanda',
  features: ['Frost free'],
  images: ['file-1'],
  views: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  price: { type: 'fixed', amount: 480 },
  syncState: 'synced',
};

const db = dbFor(SELLER._id);

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

signedInOffline(SELLER, { withUser: true });

beforeEach(async () => {
  await db.listings.put(FRIDGE);
});

describe('drafts are real changes only', () => {
  it('makes no draft when Edit is opened and left with Back', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/listing/fridge-1');
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Update Listing' })).toBeInTheDocument();
    // Looking around is not a change.
    await user.click(screen.getByRole('tab', { name: 'Location' }));
    await wait(DRAFT_SAVE_DELAY_MS * 2);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/fridge-1'));
    await wait(DRAFT_SAVE_DELAY_MS * 2);
    expect(await db.drafts.count()).toBe(0);

    await act(() => router.navigate({ to: '/' }));
    expect(await screen.findByRole('heading', { name: 'My listings' })).toBeInTheDocument();
    await wait(200);
    expect(screen.queryByText(/unsaved changes/)).not.toBeInTheDocument();
  });

  it('makes no draft when a new listing is opened and left untouched', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/editor');
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '  ');
    await wait(DRAFT_SAVE_DELAY_MS * 2);
    await act(() => router.navigate({ to: '/' }));
    await wait(DRAFT_SAVE_DELAY_MS);
    expect(await db.drafts.count()).toBe(0);
  });

  it('makes a draft on the first real change, remembering the server version', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/editor?id=fridge-1');
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await user.type(title, ', frost free');
    await waitFor(async () => expect(await db.drafts.count()).toBe(1), { timeout: 3000 });
    const [draft] = await db.drafts.toArray();
    expect(draft).toMatchObject({
      listingId: 'fridge-1',
      baseVersion: FRIDGE.updatedAt,
    });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ draft: draft!.id }));
    // The address now names the draft, and the form on screen carries on.
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue(
      'Hisense fridge, frost free',
    );
  });
});

describe('a draft of a listing changed on the server since', () => {
  async function staleDraft() {
    const id = await createDraft(SELLER._id, {
      listingId: FRIDGE._id,
      values: { ...FRIDGE, title: 'Hisense fridge, my words' },
      step: 0,
      photoIds: ['file-1'],
      baseVersion: '2026-11-10T10:00:00.000Z',
    });
    return id;
  }

  it('lets the seller keep their changes', async () => {
    const id = await staleDraft();
    const user = userEvent.setup();
    await renderApp('/editor?id=fridge-1');
    expect(
      await screen.findByText('This listing changed since you started editing it'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Title/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my changes' }));
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue(
      'Hisense fridge, my words',
    );
    // Settled: the draft now counts from the latest copy and is not asked about again.
    expect((await db.drafts.get(id))?.baseVersion).toBe(FRIDGE.updatedAt);
  });

  it('lets the seller take the latest copy instead', async () => {
    await staleDraft();
    const user = userEvent.setup();
    const { router } = await renderApp('/editor?id=fridge-1');
    await user.click(await screen.findByRole('button', { name: 'Use the latest' }));
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('Hisense fridge');
    expect(await db.drafts.count()).toBe(0);
    expect(router.state.location.search).toEqual({ id: 'fridge-1' });
  });

  it('asks nothing when the server copy is the one the draft began from', async () => {
    await createDraft(SELLER._id, {
      listingId: FRIDGE._id,
      values: { ...FRIDGE, title: 'Hisense fridge, my words' },
      step: 0,
      photoIds: ['file-1'],
      baseVersion: FRIDGE.updatedAt,
    });
    await renderApp('/editor?id=fridge-1');
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue(
      'Hisense fridge, my words',
    );
    expect(screen.queryByText(/changed since you started/)).not.toBeInTheDocument();
  });
});

describe('the town of a listing in an unlisted town', () => {
  it('shows on the detail page instead of Other', async () => {
    await renderApp('/listing/fridge-1');
    expect((await screen.findAllByText(/Gwanda/)).length).toBeGreaterThan(0);
    expect(screen.queryByText('Other')).not.toBeInTheDocument();
  });

  describe('in the My Listings table', () => {
    layOutWindow();

    it('shows the town', async () => {
      await db.stats.put({ sellerId: SELLER._id, totalListings: 1, totalViews: 2, pulledAt: '' });
      await renderApp('/');
      const row = await screen.findByRole('row', { name: 'Hisense fridge' });
      expect(within(row).getByText('Gwanda')).toBeInTheDocument();
      expect(within(row).queryByText('Other')).not.toBeInTheDocument();
    });
  });
});
