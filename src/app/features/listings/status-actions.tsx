import { Button, Group } from '@mantine/core';
import { IconCircleCheck, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { statusOf, type ListingStatus } from '@/domain/listing-status';
import type { LocalListing } from '@/app/local/db';
import { mutate } from '@/app/sync/mutate';
import { listingStatus } from '@/app/sync/mutators/listing-status';
import { waitingText } from '@/app/sync/ui/outbox-copy';
import { failureReason } from '@/app/sync/ui/error-words';
import { i18n } from '@/app/ui/i18n';
import { WriteNoticeAlert, failedNotice, waitForWrite, type WriteNotice } from './write-notice';

/** Message ids of what a status change did. */
const DONE: Record<ListingStatus, string> = {
  sold: /*i18n*/ 'statusAction.sold.done',
  paused: /*i18n*/ 'statusAction.paused.done',
  active: /*i18n*/ 'statusAction.active.done',
};

/** Mark as sold, Pause and Reactivate, as the listing's status allows. */
export function StatusActions({ listing, sellerId }: { listing: LocalListing; sellerId: string }) {
  const status = statusOf(listing.status);
  const [busy, setBusy] = useState<ListingStatus | null>(null);
  const [notice, setNotice] = useState<WriteNotice>(null);

  const change = async (next: ListingStatus) => {
    setBusy(next);
    setNotice(null);
    try {
      const itemId = await mutate(listingStatus, sellerId, {
        listingId: listing._id,
        status: next,
      });
      const outcome = await waitForWrite(itemId);
      if (outcome.state === 'done') setNotice({ tone: 'done', text: i18n._(DONE[next]) });
      else if (outcome.state === 'failed')
        setNotice({
          tone: 'failed',
          text: i18n._('statusAction.refused', { reason: failureReason(outcome.failure) }),
        });
      else
        setNotice({
          tone: 'waiting',
          // Held back by the server's limit, not the link: say when it goes.
          text:
            outcome.failure?.code === 'rate-limited'
              ? i18n._('statusAction.waitingUntil', {
                  when: waitingText(outcome.failure, outcome.nextAttemptAt),
                })
              : i18n._('statusAction.waiting'),
        });
    } catch (error) {
      setNotice(failedNotice(error));
    } finally {
      setBusy(null);
    }
  };

  const button = (next: ListingStatus, label: string, icon: React.ReactNode, color?: string) => (
    <Button
      key={next}
      variant="light"
      color={color}
      leftSection={icon}
      loading={busy === next}
      disabled={busy !== null && busy !== next}
      onClick={() => void change(next)}
    >
      {label}
    </Button>
  );

  return (
    <>
      <Group gap="xs">
        {status !== 'sold'
          ? button('sold', i18n._('statusAction.sold'), <IconCircleCheck size={16} />, 'grape')
          : null}
        {status === 'active'
          ? button('paused', i18n._('statusAction.pause'), <IconPlayerPause size={16} />, 'yellow')
          : null}
        {status !== 'active'
          ? button(
              'active',
              i18n._('statusAction.reactivate'),
              <IconPlayerPlay size={16} />,
              'green',
            )
          : null}
      </Group>
      <WriteNoticeAlert notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
