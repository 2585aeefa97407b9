import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { formatDate, labelFor } from '@/domain';
import { useAdminSellers } from './api/admin-sellers';
import type { AdminSeller } from './api/types';
import { AdminTable } from './admin-table';
import { dateValue, formatCount, searchable } from './format';

export function matchesSeller(seller: AdminSeller, term: string): boolean {
  return searchable(
    seller.displayName,
    seller.phone,
    seller.city,
    labelFor('city', seller.city),
  ).includes(term);
}

const columns: MRT_ColumnDef<AdminSeller>[] = [
  {
    id: 'displayName',
    header: 'Name',
    accessorFn: (row) => (row.displayName ?? '').toLowerCase(),
    Cell: ({ row, table }) => (
      <Stack gap={0}>
        {row.original.displayName ? (
          <Text size="sm">{row.original.displayName}</Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            No name yet
          </Text>
        )}
        {/* On a phone the phone and city columns are hidden; they go under the name. */}
        {table.getState().columnVisibility.phone === false ? (
          <Text size="xs" c="dimmed">
            {[row.original.phone, labelFor('city', row.original.city)].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { id: 'phone', header: 'Phone', accessorFn: (row) => row.phone ?? '' },
  { id: 'city', header: 'City', accessorFn: (row) => labelFor('city', row.city) },
  {
    id: 'listingCount',
    header: 'Listings',
    accessorFn: (row) => row.listingCount ?? 0,
    Cell: ({ row }) => formatCount(row.original.listingCount),
    size: 100,
  },
  {
    id: 'createdAt',
    header: 'Joined',
    accessorFn: (row) => dateValue(row.createdAt),
    Cell: ({ row }) => formatDate(row.original.createdAt),
    sortDescFirst: true,
  },
];

/** Every seller who signed in through the bot at least once. */
export function SellersTable({ search }: { search: string }) {
  const query = useAdminSellers(true);
  const term = search.trim().toLowerCase();
  const data = useMemo(
    () => (query.data ?? []).filter((seller) => !term || matchesSeller(seller, term)),
    [query.data, term],
  );
  return (
    <AdminTable
      label="Sellers"
      columns={columns}
      data={data}
      getRowId={(row) => row._id}
      initialSorting={[{ id: 'createdAt', desc: true }]}
      loading={query.isPending}
      fetching={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      hiddenWhenNarrow={['phone', 'city']}
      emptyText={term ? `No sellers match "${search.trim()}".` : 'No sellers yet.'}
    />
  );
}
