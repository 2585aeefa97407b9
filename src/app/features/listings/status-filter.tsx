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
  counts: StatusCounts;
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
        { value: 'all', label: `All (${counts.all})` },
        ...LISTING_STATUSES.map((status) => ({
          value: status,
          label: `${LISTING_STATUS_LABELS[status]} (${counts[status]})`,
        })),
      ]}
    />
  );
});
