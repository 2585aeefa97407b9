/**
 * A status change the server's limit holds back is saved on the phone, and the seller is told
 * when it will be sent, not that they are offline.
 */
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusActions } from '@/app/features/listings/status-actions';
import { dbFor, type LocalListing } from '@/app/local/db';
import { signIn } from '@/app/local/session';
import { syncEngine } from '@/app/sync/engine-instance';
import { formatRetryTime } from '@/app/sync/ui/outbox-copy';

const LISTING: LocalListing = {
  _id: 'status-1',
  sellerId: 'seller-status',
  title: 'Honda Fit',
  type: 'vehicle',
  features: [],
  images: [],
  views: 0,
  leads: 0,
  status: 'active',
  createdAt: '2025-01-05T10:00:00.000Z',
  syncState: 'synced',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('status actions', () => {
  it('says when a change held back by the rate limit will be sent', async () => {
    signIn({ _id: 'seller-status', phone: '263771000011' }, 'token-status');
    await dbFor('seller-status').listings.put(LISTING);
    const retryAt = Date.UTC(2025, 0, 5, 12, 30);
    vi.spyOn(syncEngine, 'waitFor').mockResolvedValue({
      state: 'waiting',
      failure: { code: 'rate-limited', retryAt },
      nextAttemptAt: retryAt,
    });

    render(
      <MantineProvider>
        <StatusActions listing={LISTING} sellerId="seller-status" />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark as sold' }));

    const notice = await screen.findByText(/^Saved on this phone/);
    expect(notice).toHaveTextContent(
      `Saved on this phone. Too many changes for now. It will be sent automatically at ${formatRetryTime(retryAt)}.`,
    );
    expect(notice).not.toHaveTextContent('back online');
  });
});
