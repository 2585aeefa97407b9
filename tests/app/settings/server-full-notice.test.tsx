/**
 * A photo the server had no space for (507) is said once in Settings, with when it will be sent
 * again, and Retry sends it at once.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_FULL_MESSAGE } from '@/domain';
import { dbFor } from '@/app/local/db';
import { formatRetryTime } from '@/app/sync/ui/outbox-copy';
import { signedInOffline } from '../app-harness';
import { renderApp } from '../render-app';

const SELLER = { _id: 'seller-full', phone: '263771234599', displayName: 'Rudo' };
const db = dbFor(SELLER._id);
const RETRY_AT = Date.now() + 30 * 60_000;

// The refusal is already on the device; the link is down, so nothing is sent meanwhile.
signedInOffline(SELLER, { withUser: true });

beforeEach(async () => {
  await db.outbox.add({
    id: 'photo-item-1',
    sellerId: SELLER._id,
    kind: 'photo.upload',
    payload: { photoId: 'photo-1' },
    status: 'pending',
    attempts: 1,
    nextAttemptAt: RETRY_AT,
    failure: { code: 'server-full', status: 507, reason: STORAGE_FULL_MESSAGE, retryAt: RETRY_AT },
    createdAt: '2025-01-05T10:00:00.000Z',
  });
});

describe('a photo the server had no space for', () => {
  it('is said once in Settings with when it goes again; Retry sends it now', async () => {
    const user = userEvent.setup();
    await renderApp('/settings');
    const notice = await screen.findByText(
      `${STORAGE_FULL_MESSAGE} It will be sent again by itself at ${formatRetryTime(RETRY_AT)}.`,
    );
    expect(notice).toBeInTheDocument();
    expect(screen.getAllByText(/out of space for photos/)).toHaveLength(1);
    expect(screen.getByText('Photo upload')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // Due at once: the wait and its notice are gone (the photo itself still waits to be sent).
    await waitFor(() => expect(screen.queryByText(/out of space for photos/)).toBeNull());
    const item = await db.outbox.get({ id: 'photo-item-1' });
    expect(item?.failure?.code).not.toBe('server-full');
    expect(item?.nextAttemptAt).toBeLessThan(RETRY_AT);
  });
});
