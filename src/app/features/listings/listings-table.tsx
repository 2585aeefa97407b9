import 'mantine-react-table/styles.css';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_SortingFn,
} from 'mantine-react-table';
import { memo, useMemo } from 'react';
import { TABLE_ROW_HEIGHT } from '@/domain/constants';
import { labelFor, placeLabel } from '@/domain/format';
import { formatDate, i18n } from '@/app/ui/i18n';
import { priceText } from '@/app/ui/i18n/price-text';
import type { LocalListing } from '@/app/local/db';
import { ListingThumbnail } from './listing-photo';
import { ModerationBadge } from './moderation-notice';
import { ReactivateButton } from './reactivate-button';
import { StatusBadge } from './status-badge';
import { SyncBadge } from './sync-badge';

/** Words in the order a reader expects ("Room 2" before "Room 12"), whatever their case. */
const inWordOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byWords: MRT_SortingFn<LocalListing> = (a, b, id) =>
  inWordOrder.compare(String(a.getValue(id) ?? ''), String(b.getValue(id) ?? ''));

// The cells are memoised on their listing: as the seller types, most rows in view stay the same
// listings and keep their rendered cells.
const PriceText = memo(function PriceText({ listing }: { listing: LocalListing }) {
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" fw={600}>
        {priceText(listing.price)}
      </Text>
      {listing.price?.isNegotiable ? (
        <Badge size="xs" variant="light" color="gray">
          {i18n._('detail.negotiable')}
        </Badge>
      ) : null}
    </Stack>
  );
});

const DateText = memo(function DateText({ createdAt }: { createdAt: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(createdAt)}
    </Text>
  );
});

const ListingCell = memo(function ListingCell({
  listing,
  narrow,
}: {
  listing: LocalListing;
  narrow: boolean;
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <ListingThumbnail imageRef={listing.images[0]} size={narrow ? 44 : 52} radius={10} />
      <Stack gap={narrow ? 0 : 2} miw={0}>
        <Anchor
          renderRoot={(props) => <Link {...props} to="/listing/$id" params={{ id: listing._id }} />}
          fw={600}
          size="sm"
          c="var(--mantine-color-text)"
          lineClamp={2}
          lh={1.3}
          onClick={(event) => event.stopPropagation()}
        >
          {listing.title || i18n._('table.untitled')}
        </Anchor>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {labelFor('type', listing.type)}
            {narrow ? ` · ${i18n._('detail.views', { count: listing.views })}` : ''}
          </Text>
          {narrow ? null : (
            <StatusBadge status={listing.status} reason={listing.pausedReason} hideActive />
          )}
          {narrow ? null : <ModerationBadge moderation={listing.moderation} />}
          {narrow ? null : <SyncBadge state={listing.syncState} />}
        </Group>
        {narrow ? (
          // On phones the badge sits beside the short price, where it has room to be read whole.
          <Group gap={6} wrap="wrap" style={{ rowGap: 0 }}>
            <Text size="xs" fw={600}>
              {priceText(listing.price)}
              {listing.price?.isNegotiable ? ` · ${i18n._('detail.negotiable')}` : ''}
            </Text>
            <StatusBadge status={listing.status} reason={listing.pausedReason} hideActive />
            <ModerationBadge moderation={listing.moderation} />
            <SyncBadge state={listing.syncState} compact />
          </Group>
        ) : null}
        <ReactivateButton listing={listing} />
      </Stack>
    </Group>
  );
});

/**
 * The seller's listings as a table, with mantine-react-table's own row virtualisation (only the
 * rows in view are in the page) and sorting. Under 768 px rows are taller and price and views
 * move under the title. It shows the rows the page searched and filtered; memoised, it renders
 * again only when they or the fetching mark change.
 */
export const ListingsTable = memo(function ListingsTable({
  listings,
  empty,
  fetching,
}: {
  /** The rows to show, newest first (the page searched and filtered them). */
  listings: LocalListing[];
  /** What to say when there are no rows (nothing while more rows are still being read). */
  empty: string | null;
  fetching: boolean;
}) {
  const navigate = useNavigate();
  const narrow = useMediaQuery(`(max-width: ${TABLE_ROW_HEIGHT.narrowBelow - 0.02}px)`) ?? false;
  const rowHeight = narrow ? TABLE_ROW_HEIGHT.narrow : TABLE_ROW_HEIGHT.wide;

  const columns = useMemo<MRT_ColumnDef<LocalListing>[]>(
    () => [
      {
        id: 'listing',
        header: i18n._('table.listing'),
        accessorKey: 'title',
        sortingFn: byWords,
        size: narrow ? 180 : 380,
        Cell: ({ row }) => <ListingCell listing={row.original} narrow={narrow} />,
      },
      {
        id: 'location',
        header: i18n._('table.location'),
        accessorFn: (listing) => placeLabel(listing),
        sortingFn: byWords,
        size: narrow ? 86 : 150,
      },
      {
        id: 'date',
        header: i18n._('table.date'),
        accessorKey: 'createdAt',
        // ISO times: their text order is their time order.
        sortingFn: 'basic',
        size: narrow ? 100 : 130,
        Cell: ({ row }) => <DateText createdAt={row.original.createdAt} />,
      },
      {
        id: 'price',
        header: i18n._('table.price'),
        enableSorting: false,
        size: 170,
        Cell: ({ row }) => <PriceText listing={row.original} />,
      },
      {
        id: 'views',
        header: i18n._('table.views'),
        accessorKey: 'views',
        sortingFn: 'basic',
        size: 90,
      },
    ],
    [narrow],
  );

  const table = useMantineReactTable({
    columns,
    data: listings,
    getRowId: (listing) => listing._id,
    enableRowVirtualization: true,
    // Every row has the same fixed height: reading it back from the page would force a layout
    // for each row drawn, on every keystroke.
    rowVirtualizerOptions: {
      overscan: 3,
      estimateSize: () => rowHeight,
      measureElement: () => rowHeight,
    },
    enablePagination: false,
    enableTopToolbar: false,
    enableBottomToolbar: false,
    enableColumnActions: false,
    // The search box and the status filter above the table choose its rows.
    enableFilters: false,
    enableTableFooter: false,
    enableFilterMatchHighlighting: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableStickyHeader: true,
    enableSortingRemoval: true,
    // Sort controls crowd a phone's narrow header; the newest-first order stays.
    enableSorting: !narrow,
    state: {
      showProgressBars: fetching,
      columnVisibility: { price: !narrow, views: !narrow },
    },
    renderEmptyRowsFallback: () =>
      empty ? (
        <Text c="dimmed" py="lg" ta="center">
          {empty}
        </Text>
      ) : null,
    mantinePaperProps: { withBorder: true, radius: 'lg', shadow: 'none' },
    mantineTableContainerProps: {
      style: { maxHeight: 'max(420px, calc(100dvh - 330px))' },
    },
    mantineTableProps: { highlightOnHover: true, striped: false, withTableBorder: false },
    mantineTableBodyRowProps: ({ row }) => ({
      onClick: () => void navigate({ to: '/listing/$id', params: { id: row.original._id } }),
      style: { cursor: 'pointer', height: rowHeight },
      'aria-label': row.original.title,
    }),
    mantineTableBodyCellProps: {
      style: { height: rowHeight, paddingBlock: 8, paddingInline: narrow ? 8 : undefined },
    },
    mantineTableHeadCellProps: { style: { paddingInline: narrow ? 8 : undefined } },
  });

  return <MantineReactTable table={table} />;
});
