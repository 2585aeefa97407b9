import { Alert } from '@mantine/core';
import { syncEngine } from '@/app/sync/engine-instance';

/** How long the page waits for the server before saying the change waits on the phone. */
const CONFIRM_WAIT_MS = 8_000;

/** What became of a seller's change to a listing, said under the buttons that made it. */
export type WriteNotice = { tone: 'done' | 'waiting' | 'failed'; text: string } | null;

/** The outcome of the change's outbox item: at once when offline, else within CONFIRM_WAIT_MS. */
export function waitForWrite(itemId: string) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return syncEngine.waitFor(itemId, offline ? 0 : CONFIRM_WAIT_MS);
}

/** A change that could not even be queued: the error's own words. */
export const failedNotice = (error: unknown): WriteNotice => ({
  tone: 'failed',
  text: error instanceof Error ? error.message : String(error),
});

/** The notice, until the seller closes it: green when done, orange while waiting, red refused. */
export function WriteNoticeAlert({
  notice,
  onClose,
}: {
  notice: WriteNotice;
  onClose: () => void;
}) {
  if (!notice) return null;
  return (
    <Alert
      color={notice.tone === 'done' ? 'green' : notice.tone === 'waiting' ? 'orange' : 'red'}
      variant="light"
      role={notice.tone === 'failed' ? 'alert' : 'status'}
      withCloseButton
      onClose={onClose}
    >
      {notice.text}
    </Alert>
  );
}
