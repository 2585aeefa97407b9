import { useMemo } from 'react';
import { Group, Image, Stack, Text } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { formatDate, formatPrice, labelFor } from '../../../domain';
import { API_BASE } from '../../api/client';
import { useAdminListings } from './api/admin-listings';
import type { AdminListing } from './api/types';
import { AdminTable } from './admin-table';
import { dateValue, formatCount, searchable, sellerOf } from './format';

/** A price's amount for sorting: fixed amounts, then range minimums; none sorts first. */
function priceValue(listing: AdminListing): number {
  return listing.price?.amount ?? listing.price?.minAmount ?? -1;
}

// Accessors also run on the placeholder rows MRT draws while loading, whose fields are all null.

export function matchesListing(listing: AdminListing, term: string): boolean {
  const seller = sellerOf(listing);
  return searchable(
    listing.title,
    listing.city,
    listing.type,
    labelFor('type', listing.type),
    seller.name,
    seller.phone,
  ).includes(term);
}

const columns: MRT_ColumnDef<AdminListing>[] = [
  {
    id: 'title',
    header: 'Listing',
    accessorFn: (row) => (row.title ?? '').toLowerCase(),
    size: 280,
    Cell: ({ row }) => {
      const listing = row.original;
      const thumb = listing.images?.[0];
      return (
        <Group gap="sm" wrap="nowrap">
          {thumb ? (
            <Image
              src={`${API_BASE}/files/${thumb}?thumbnail=1`}
              alt=""
              w={44}
              h={44}
              radius="sm"
              fit="cover"
              loading="lazy"
            />
          ) : null}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} lineClamp={2}>
              {listing.title}
            </Text>
            <Text size="xs" c="dimmed">
              {labelFor('type', listing.type)}
            </Text>
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
  { id: 'city', header: 'City', accessorFn: (row) => row.city ?? '' },
  {
    id: 'price',
    header: 'Price',
    accessorFn: priceValue,
    Cell: ({ row }) => formatPrice(row.original.price ?? undefined),
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
  const query = useAdminListings(true);
  const term = search.trim().toLowerCase();
  const data = useMemo(
    () => (query.data ?? []).filter((listing) => !term || matchesListing(listing, term)),
    [query.data, term],
  );
  return (
    <AdminTable
      label="Listings"
      columns={columns}
      data={data}
      getRowId={(row) => row._id}
      initialSorting={[{ id: 'createdAt', desc: true }]}
      loading={query.isPending}
      fetching={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyText={term ? `No listings match "${search.trim()}".` : 'No listings yet.'}
      onRowClick={onOpen}
      rowActionLabel={(row) => `Show views of ${row.title}`}
    />
  );
}
