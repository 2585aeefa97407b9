import { Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { memo, useDeferredValue, useEffect, useState } from 'react';
import { normalizeListingSearch } from '@/domain/format';
import type { ListingStatus } from '@/domain/listing-status';
import type { LocalListing } from '@/app/local/db';
import { ListingCards } from './listing-cards';
import { CARDS_BELOW, loadedTable, loadTable, rememberTableDrawn, type Table } from './table-code';
import { useListingSearch } from './use-listing-search';
import { StatusFilter, type StatusCounts } from './status-filter';
import { formatNumber, i18n } from '@/app/ui/i18n';
import { NO_LISTINGS_WITH_STATUS } from './status-words';

export { CARDS_BELOW };

/**
 * The table component once its code is here: null while it loads, 'failed' when it could not be
 * fetched (offline before the app was ever stored on the device), and the cards are drawn then.
 */
function useTable(wanted: boolean): Table | null | 'failed' {
  const [table, setTable] = useState<Table | null | 'failed'>(loadedTable);
  useEffect(() => {
    if (!wanted || table) return;
    rememberTableDrawn();
    let live = true;
    loadTable().then(
      (loaded) => live && setTable(() => loaded),
      () => live && setTable('failed'),
    );
    return () => {
      live = false;
    };
  }, [wanted, table]);
  return table;
}

function RowSkeletons() {
  return [0, 1, 2, 3].map((row) => <Skeleton key={row} height={64} radius="md" />);
}

/** Rows drawn while nothing of the store is read yet. */
export function TableSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-label={i18n._('listings.loading')}>
      <Skeleton height={40} radius="xl" />
      <RowSkeletons />
    </Stack>
  );
}

/** What the rows being read so far say while the rest of the store is still being read. */
function ReadingNote({ read, total }: { read: number; total: number | undefined }) {
  return (
    <Text size="sm" c="dimmed" role="status">
      {total === undefined
        ? i18n._('listings.reading', { read: formatNumber(read) })
        : i18n._('listings.readingOf', { read: formatNumber(read), total: formatNumber(total) })}
    </Text>
  );
}

/**
 * The search box, the status filter and the table (cards on a phone). The search lives here, so a
 * keystroke renders this box and what it shows only. The table answers in the keystroke's own
 * frame (a search that leaves the same rows draws nothing, search-index.ts); on a phone the cards
 * follow through a deferred value, in a render React may interrupt with the next keystroke, so
 * typing never waits for them. While the store is still
 * being read, the search and the filter run over the rows read so far and take in each slice as
 * it arrives; once every row is read they show exactly what a search of all of them shows.
 */
export const ListingsBrowser = memo(function ListingsBrowser({
  listings,
  complete,
  total,
  counts,
  status,
  onStatus,
  fetching,
}: {
  /** Every listing read so far, newest first. */
  listings: LocalListing[];
  /** False while the older listings are still being read. */
  complete: boolean;
  /** How many listings the store holds, once known. */
  total: number | undefined;
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
  const Table = useTable(!phone);
  // On a phone the cards follow the typing in a render React may interrupt (a cheap phone takes
  // several times as long to draw them); the table answers in the keystroke's own frame, which a
  // deferred render always misses by one.
  const deferredQuery = useDeferredValue(query);
  const rowsQuery = phone ? deferredQuery : query;
  const search = normalizeListingSearch(rowsQuery);
  // The rows read so far that the filter and the search let through, newest first.
  const shown = useListingSearch(listings, status, rowsQuery);
  const narrowing = status !== undefined || search !== '';
  const empty =
    shown.length === 0
      ? !complete
        ? null
        : status && !search
          ? i18n._(NO_LISTINGS_WITH_STATUS[status])
          : i18n._('listings.noMatch', { query: rowsQuery.trim() })
      : null;
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center" wrap="wrap">
        <TextInput
          placeholder={i18n._('listings.search.placeholder')}
          aria-label={i18n._('listings.search')}
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          radius="xl"
          maw={480}
          style={{ flex: '1 1 240px' }}
        />
        <StatusFilter value={status} counts={counts} onChange={onStatus} />
      </Group>
      {narrowing && !complete ? <ReadingNote read={listings.length} total={total} /> : null}
      {/* data-search: the search these rows answer (a page under test waits for it). */}
      <div data-search={search} aria-busy={!complete}>
        {status && shown.length === 0 && complete && !search ? (
          <Text c="dimmed" py="lg" ta="center">
            {empty}
          </Text>
        ) : phone || Table === 'failed' ? (
          <ListingCards listings={shown} empty={empty} fetching={fetching} />
        ) : Table ? (
          <Table listings={shown} empty={empty} fetching={fetching} />
        ) : (
          <Stack gap="xs" role="status" aria-label={i18n._('listings.loading')}>
            <RowSkeletons />
          </Stack>
        )}
      </div>
    </Stack>
  );
});
