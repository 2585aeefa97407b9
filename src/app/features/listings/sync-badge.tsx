import { Badge } from '@mantine/core';
import type { LocalListing } from '@/app/local/db';
import { i18n } from '@/app/ui/i18n';

const LABELS = {
  pending: {
    full: /*i18n*/ 'sync.badge.pending',
    compact: /*i18n*/ 'sync.badge.pending.short',
    color: 'orange',
  },
  failed: {
    full: /*i18n*/ 'sync.badge.failed',
    compact: /*i18n*/ 'sync.badge.failed.short',
    color: 'red',
  },
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
      aria-label={compact ? i18n._(label.full) : undefined}
      title={compact ? i18n._(label.full) : undefined}
    >
      {i18n._(compact ? label.compact : label.full)}
    </Badge>
  );
}
