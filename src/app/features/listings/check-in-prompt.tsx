import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { statusOf } from '@/domain/listing-status';
import type { LocalListing } from '@/app/local/db';
import { mutate } from '@/app/sync/mutate';
import { listingConfirm } from '@/app/sync/mutators/listing-confirm';
import { failureReason } from '@/app/sync/ui/error-words';
import { i18n } from '@/app/ui/i18n';
import { WriteNoticeAlert, failedNotice, waitForWrite, type WriteNotice } from './write-notice';

/**
 * "Still available? Confirm": shown while the marketplace's check-in (asked on WhatsApp) waits
 * for an answer. Confirming here answers it, queued through the outbox like every write.
 */
export function CheckInPrompt({ listing, sellerId }: { listing: LocalListing; sellerId: string }) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<WriteNotice>(null);
  const pending = Boolean(listing.checkIn) && statusOf(listing.status) === 'active';

  const confirm = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const itemId = await mutate(listingConfirm, sellerId, { listingId: listing._id });
      const outcome = await waitForWrite(itemId);
      if (outcome.state === 'done') {
        setNotice({ tone: 'done', text: i18n._('checkIn.done') });
      } else if (outcome.state === 'failed') {
        setNotice({
          tone: 'failed',
          text: i18n._('checkIn.refused', { reason: failureReason(outcome.failure) }),
        });
      } else {
        setNotice({
          tone: 'waiting',
          text: i18n._('checkIn.waiting'),
        });
      }
    } catch (error) {
      setNotice(failedNotice(error));
    } finally {
      setBusy(false);
    }
  };

  if (!pending && !notice) return null;
  return (
    <>
      {pending ? (
        <Alert color="blue" variant="light" title={i18n._('checkIn.title')}>
          <Text size="sm" mb="xs">
            {i18n._('checkIn.text')}
          </Text>
          <Group>
            <Button
              mih={44}
              leftSection={<IconCircleCheck size={16} />}
              loading={busy}
              onClick={() => void confirm()}
            >
              {i18n._('checkIn.confirm')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <WriteNoticeAlert notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
