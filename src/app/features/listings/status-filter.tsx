import { SegmentedControl } from '@mantine/core';
import { memo } from 'react';
import {
  LISTING_STATUSES,
  LISTING_STATUS_LABELS,
  type ListingStatus,
} from '@/domain/listing-status';

export type StatusCounts = Record<ListingStatus, number> & { all: number };

/**
 * All / Active / Paused / Sold, each with how many listings it holds. Memoised: the page renders
 * on every keystroke in the search box, and this control measures itself when it renders.
 */
export const StatusFilter = memo(function StatusFilter({
  value,
  counts,
  onChange,
}: {
  value: ListingStatus | undefined;
  /** Undefined while the store is still being read: the labels then carry no number yet. */
  counts: StatusCounts | undefined;
  onChange: (status: ListingStatus | undefined) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Show listings by status"
      radius="xl"
      size="xs"
      value={value ?? 'all'}
      onChange={(next) => onChange(next === 'all' ? undefined : (next as ListingStatus))}
      data={[
        { value: 'all', label: counts ? `All (${counts.all})` : 'All' },
        ...LISTING_STATUSES.map((status) => ({
          value: status,
          label: counts
            ? `${LISTING_STATUS_LABELS[status]} (${counts[status]})`
            : LISTING_STATUS_LABELS[status],
        })),
      ]}
    />
  );
});
