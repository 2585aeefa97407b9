import { Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { BREAKPOINTS } from '@/domain/constants';
import { LISTING_STATUS_LABELS, type ListingStatus } from '@/domain/listing-status';
import type { LocalListing } from '@/app/local/db';
import { ListingCards } from './listing-cards';
import { ListingsTable } from './listings-table';
import { withStatus } from './row-status';
import { buildSearchIndex } from './search-index';
import { StatusFilter, type StatusCounts } from './status-filter';

/** Rows drawn while the rest of the store is still being read and a search or filter waits. */
export function TableSkeleton() {
  return (
    <Stack gap="xs" aria-label="Loading listings">
      <Skeleton height={40} radius="xl" />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={64} radius="md" />
      ))}
    </Stack>
  );
}

/** Under this width (the spec's `sm` breakpoint) listings are cards, not a table. */
export const CARDS_BELOW = BREAKPOINTS.sm;

/**
 * The search box, the status filter and the table (cards on a phone). The search lives here, so a keystroke renders
 * this box only; the table follows through a deferred value, in a render React may interrupt
 * with the next keystroke, so typing never waits for rows.
 */
export const ListingsBrowser = memo(function ListingsBrowser({
  listings,
  complete,
  counts,
  status,
  onStatus,
  fetching,
}: {
  /** Every listing read so far, newest first. */
  listings: LocalListing[];
  /** False while only the newest page is read. */
  complete: boolean;
  counts: StatusCounts | undefined;
  status: ListingStatus | undefined;
  onStatus: (status: ListingStatus | undefined) => void;
  fetching: boolean;
}) {
  const [query, setQuery] = useState('');
  // Read at once (not after a first paint), so a phone never mounts the table only to drop it.
  const phone = useMediaQuery(`(max-width: ${CARDS_BELOW - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  const deferredQuery = useDeferredValue(query);
  // One pass, and only when the listings or the filter change: the table keeps its rows otherwise.
  const shown = useMemo(() => withStatus(listings, status), [listings, status]);
  const searchIndex = useMemo(() => buildSearchIndex(listings), [listings]);
  // A search or a filter over the first page alone would miss listings: wait for the rest.
  const waiting = !complete && (status !== undefined || deferredQuery.trim() !== '');

  return (
    <Stack gap="sm">
      <Group gap="sm" align="center" wrap="wrap">
        <TextInput
          placeholder="Search listings ..."
          aria-label="Search listings"
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          radius="xl"
          maw={480}
          style={{ flex: '1 1 240px' }}
        />
        <StatusFilter value={status} counts={counts} onChange={onStatus} />
      </Group>
      {waiting ? (
        <TableSkeleton />
      ) : status && shown.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          No {LISTING_STATUS_LABELS[status].toLowerCase()} listings.
        </Text>
      ) : phone ? (
        <ListingCards
          listings={shown}
          query={deferredQuery}
          searchIndex={searchIndex}
          fetching={fetching}
        />
      ) : (
        <ListingsTable
          listings={shown}
          query={deferredQuery}
          searchIndex={searchIndex}
          fetching={fetching}
        />
      )}
    </Stack>
  );
});
