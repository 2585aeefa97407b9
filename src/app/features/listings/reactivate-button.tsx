import { Button } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { statusOf } from '@/domain/listing-status';
import type { LocalListing } from '@/app/local/db';
import { mutate } from '@/app/sync/mutate';
import { listingStatus } from '@/app/sync/mutators/listing-status';
import { i18n } from '@/app/ui/i18n';

/**
 * Reactivate, on My Listings, for a listing the marketplace paused ("Paused: not confirmed"):
 * the normal status change to active (queued through the outbox), which confirms it and clears
 * the reason. The row's sync badge shows it waiting until the server has it.
 */
export function ReactivateButton({ listing }: { listing: LocalListing }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (statusOf(listing.status) !== 'paused' || !listing.pausedReason) return null;
  return (
    <Button
      variant="light"
      color="green"
      mih={44}
      style={{ alignSelf: 'flex-start' }}
      leftSection={<IconPlayerPlay size={14} aria-hidden />}
      loading={busy}
      aria-label={i18n._('statusAction.reactivate.named', { title: listing.title })}
      title={error ?? undefined}
      onClick={(event) => {
        // Inside a row that opens the listing: this button only reactivates.
        event.stopPropagation();
        setBusy(true);
        setError(null);
        mutate(listingStatus, listing.sellerId, { listingId: listing._id, status: 'active' })
          .catch((reason: unknown) =>
            setError(reason instanceof Error ? reason.message : i18n._('sync.badge.failed.short')),
          )
          .finally(() => setBusy(false));
      }}
    >
      {i18n._('statusAction.reactivate')}
    </Button>
  );
}
