import { Badge } from '@mantine/core';
import type { LocalListing } from '@/app/local/db';

const LABELS = {
  pending: { full: 'Waiting to sync', compact: 'Waiting', color: 'orange' },
  failed: { full: 'Sync failed', compact: 'Failed', color: 'red' },
} as const;

/**
 * Marks a listing whose changes have not reached the server yet, or were refused by it. `compact`
 * is for phone rows, where the short word is read whole and the full one is its accessible name.
 */
export function SyncBadge({
  state,
  compact = false,
}: {
  state: LocalListing['syncState'];
  compact?: boolean;
}) {
  if (state === 'synced') return null;
  const label = LABELS[state];
  return (
    <Badge
      color={label.color}
      variant="light"
      size="xs"
      radius="sm"
      style={{ flexShrink: 0 }}
      aria-label={compact ? label.full : undefined}
      title={compact ? label.full : undefined}
    >
      {compact ? label.compact : label.full}
    </Badge>
  );
}
