import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { formatDate, formatPrice, labelFor, placeLabel } from '@/domain';
import { AdminThumbnail } from './admin-thumbnail';
import { useAdminListings } from '@/app/features/admin/api/admin-listings';
import type { AdminListing } from '@/app/features/admin/api/types';
import { AdminTable } from './admin-table';
import { useServerTable } from './use-server-table';
import { dateValue, formatCount, sellerOf } from './format';

/** A price's amount for sorting: fixed amounts, then range minimums; none sorts first. */
function priceValue(listing: AdminListing): number {
  return listing.price?.amount ?? listing.price?.minAmount ?? -1;
}

// Accessors also run on the placeholder rows MRT draws while loading, whose fields are all null.

const columns: MRT_ColumnDef<AdminListing>[] = [
  {
    id: 'title',
    header: 'Listing',
    accessorFn: (row) => (row.title ?? '').toLowerCase(),
    size: 280,
    Cell: ({ row, table }) => {
      const listing = row.original;
      const thumb = listing.images?.[0];
      // On a phone only this column is shown; the others' gist goes under the title.
      const compact = table.getState().columnVisibility.price === false;
      return (
        <Group gap="sm" wrap="nowrap">
          {thumb ? (
            <AdminThumbnail fileId={thumb} alt="" size={44} />
          ) : (
            <ThemeIcon
              size={44}
              radius="sm"
              variant="light"
              color="gray"
              style={{ flex: '0 0 44px', background: 'var(--mantine-color-default-hover)' }}
            >
              <IconPhotoOff size={20} aria-hidden />
            </ThemeIcon>
          )}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} lineClamp={2}>
              {listing.title}
            </Text>
            <Text size="xs" c="dimmed">
              {labelFor('type', listing.type)}
            </Text>
            {compact ? (
              <>
                <Text size="xs" c="dimmed">
                  {formatPrice(listing.price)} · {formatCount(listing.views)}{' '}
                  {listing.views === 1 ? 'view' : 'views'}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {[sellerOf(listing).name || sellerOf(listing).phone, placeLabel(listing)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </>
            ) : null}
          </Stack>
        </Group>
      );
    },
  },
  {
    id: 'seller',
    header: 'Seller',
    accessorFn: (row) => {
      const seller = sellerOf(row);
      return (seller.name || seller.phone).toLowerCase();
    },
    Cell: ({ row }) => {
      const seller = sellerOf(row.original);
      return (
        <Stack gap={0}>
          <Text size="sm">{seller.name || 'No name yet'}</Text>
          <Text size="xs" c="dimmed">
            {seller.phone}
          </Text>
        </Stack>
      );
    },
  },
  // The town a seller named under 'Other' is the city ('Ruwa', not 'Other').
  { id: 'city', header: 'City', accessorFn: (row) => placeLabel(row) },
  {
    id: 'price',
    header: 'Price',
    accessorFn: priceValue,
    // Prices are stored in several currencies and shapes: the server does not sort by them.
    enableSorting: false,
    Cell: ({ row }) => formatPrice(row.original.price),
  },
  {
    id: 'views',
    header: 'Views',
    accessorFn: (row) => row.views ?? 0,
    Cell: ({ row }) => formatCount(row.original.views),
    size: 90,
  },
  {
    id: 'createdAt',
    header: 'Created',
    accessorFn: (row) => dateValue(row.createdAt),
    Cell: ({ row }) => formatDate(row.original.createdAt),
    sortDescFirst: true,
  },
];

interface ListingsTableProps {
  search: string;
  onOpen: (listing: AdminListing) => void;
}

/** Every listing on the marketplace with its seller; a row opens the listing's views. */
export function ListingsTable({ search, onOpen }: ListingsTableProps) {
  const server = useServerTable(search, [{ id: 'createdAt', desc: true }]);
  const query = useAdminListings(server.request);
  const term = server.request.q;
  return (
    <AdminTable
      label="Listings"
      columns={columns}
      server={server}
      query={query}
      emptyText={term ? `No listings match "${term}".` : 'No listings yet.'}
      onRowClick={onOpen}
      rowActionLabel={(row) => `Show views of ${row.title}`}
      hiddenWhenNarrow={['seller', 'city', 'price', 'views', 'createdAt']}
    />
  );
}
