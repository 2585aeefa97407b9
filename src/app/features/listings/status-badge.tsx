import { Badge } from '@mantine/core';
import { LISTING_STATUS_LABELS, statusOf, type ListingStatus } from '@/domain/listing-status';

const COLORS: Record<ListingStatus, string> = { active: 'green', paused: 'yellow', sold: 'grape' };

/**
 * A listing's status. In the table (`hideActive`) only paused and sold listings carry one: active
 * is what almost every row is, and a badge on each would crowd a phone's row.
 */
export function StatusBadge({
  status,
  hideActive = false,
}: {
  status: ListingStatus | undefined;
  hideActive?: boolean;
}) {
  const value = statusOf(status);
  if (hideActive && value === 'active') return null;
  return (
    <Badge
      color={COLORS[value]}
      variant={value === 'active' ? 'light' : 'filled'}
      size="xs"
      radius="sm"
      style={{ flexShrink: 0 }}
    >
      {LISTING_STATUS_LABELS[value]}
    </Badge>
  );
}
