import type { LocalListing } from '@/app/local/db';
import { ModerationBadge } from './moderation-notice';
import { StatusBadge } from './status-badge';
import { SyncBadge } from './sync-badge';

/**
 * A listing's state as badges: its status (not 'Active' while moderation says more), its
 * moderation, and whether the device's change has reached the server.
 */
export function ListingBadges({
  listing,
}: {
  listing: Pick<LocalListing, 'status' | 'pausedReason' | 'moderation' | 'syncState'>;
}) {
  return (
    <>
      <StatusBadge
        status={listing.status}
        reason={listing.pausedReason}
        hideActive={Boolean(listing.moderation)}
      />
      <ModerationBadge moderation={listing.moderation} />
      <SyncBadge state={listing.syncState} />
    </>
  );
}
