import { Badge } from '@mantine/core';
import type { LocalListing } from '../../local/db';

/** Marks a listing whose changes have not reached the server yet, or were refused by it. */
export function SyncBadge({ state }: { state: LocalListing['syncState'] }) {
  if (state === 'pending') {
    return (
      <Badge color="orange" variant="light" size="xs" radius="sm">
        Waiting to sync
      </Badge>
    );
  }
  if (state === 'failed') {
    return (
      <Badge color="red" variant="light" size="xs" radius="sm">
        Sync failed
      </Badge>
    );
  }
  return null;
}
