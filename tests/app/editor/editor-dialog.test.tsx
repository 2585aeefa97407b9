/**
 * The editor's dialog after Submit says what the server said of the save, read as its answer is
 * stored: a repeated ad's note (dismissible), or a hold for review with its reason.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_START } from '@/app/features/editor/editor-source';
import { syncEngine } from '@/app/sync/engine-instance';
import {
  FILLED,
  SELLER,
  db,
  fakeGallery,
  nextUntil,
  renderEditor,
  resetSeller,
} from './editor-harness';

/** The listing as the server's answer stores it on the device. */
const STORED = {
  _id: 'server-1',
  sellerId: SELLER,
  title: 'Samsung TV',
  type: 'electronics',
  features: [],
  images: [],
  views: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  syncState: 'synced' as const,
};

beforeEach(resetSeller);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the editor's dialog", () => {
  it('shows in the dialog what the server said of the save: a repeated ad, dismissible', async () => {
    // The server's answer, as the send stores it, arriving while the dialog is open.
    vi.spyOn(syncEngine, 'waitFor').mockImplementation(async () => {
      await db.listings.put({
        ...STORED,
        warnings: [{ code: 'repeated_ad', message: 'You already have this ad on offer.' }],
      });
      return { state: 'done', result: { _id: STORED._id } };
    });
    const user = userEvent.setup();
    renderEditor({ ...EMPTY_START, step: 3, values: FILLED }, { gallery: fakeGallery('done') });
    await user.click(screen.getByRole('button', { name: 'Add fake photo' }));
    await nextUntil(user, 'Step 5 of 5');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Listing created!')).toBeInTheDocument();
    const note = await within(dialog).findByRole('alert', { name: 'Already on offer' });
    expect(note).toHaveTextContent('Buyers are shown the same ad once, the newest copy');
    await user.click(within(note).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect((await db.listings.get(STORED._id))?.warnings).toBeUndefined();
  });

  it('says a created listing held for review is in review, with why, and offers no share', async () => {
    const reason =
      'Waiting for review: this is the 6th copy of the same ad you posted today, and your ' +
      'account is new.';
    vi.spyOn(syncEngine, 'waitFor').mockImplementation(async () => {
      await db.listings.put({ ...STORED, moderation: { state: 'in_review', reason } });
      return { state: 'done', result: { _id: STORED._id } };
    });
    const user = userEvent.setup();
    renderEditor({ ...EMPTY_START, step: 3, values: FILLED }, { gallery: fakeGallery('done') });
    await user.click(screen.getByRole('button', { name: 'Add fake photo' }));
    await nextUntil(user, 'Step 5 of 5');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    // The spec's words for the server's acceptance; what follows says it waits for review.
    expect(await within(dialog).findByText('Listing created!')).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        `${reason} An admin will review it shortly; it is not shown to buyers until then.`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/published: buyers can find it/i)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Share on WhatsApp/ })).toBeNull();
  });

  it("says the hold's reason from its code, in the app's words rather than the server's", async () => {
    vi.spyOn(syncEngine, 'waitFor').mockImplementation(async () => {
      await db.listings.put({
        ...STORED,
        moderation: {
          state: 'in_review',
          reason:
            'Waiting for review: this is the 6th listing with the same photo you posted today.',
          code: 'repeated_ad_photo',
          params: { count: 6 },
        },
      });
      return { state: 'done', result: { _id: STORED._id } };
    });
    const user = userEvent.setup();
    renderEditor({ ...EMPTY_START, step: 3, values: FILLED }, { gallery: fakeGallery('done') });
    await user.click(screen.getByRole('button', { name: 'Add fake photo' }));
    await nextUntil(user, 'Step 5 of 5');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'You posted 6 listings with the same photo today, and your account is new. Buyers are ' +
          'shown the same ad once: post each item once, with photos of its own. An admin will ' +
          'review it shortly; it is not shown to buyers until then.',
      ),
    ).toBeInTheDocument();
  });
});
