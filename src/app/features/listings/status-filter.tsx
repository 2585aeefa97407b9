import { SegmentedControl } from '@mantine/core';
import { memo } from 'react';
import { LISTING_STATUSES, type ListingStatus } from '@/domain/listing-status';
import { i18n } from '@/app/ui/i18n';
import { STATUS_WORDS } from './status-words';

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
      aria-label={i18n._('listings.filter')}
      radius="xl"
      size="xs"
      value={value ?? 'all'}
      onChange={(next) => onChange(next === 'all' ? undefined : (next as ListingStatus))}
      data={[
        {
          value: 'all',
          label: counts
            ? i18n._('listings.filter.counted', {
                label: i18n._('listings.filter.all'),
                count: counts.all,
              })
            : i18n._('listings.filter.all'),
        },
        ...LISTING_STATUSES.map((status) => ({
          value: status,
          label: counts
            ? i18n._('listings.filter.counted', {
                label: i18n._(STATUS_WORDS[status]),
                count: counts[status],
              })
            : i18n._(STATUS_WORDS[status]),
        })),
      ]}
    />
  );
});
