import { useState } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { formatDate, formatPhone, labelFor } from '@/domain';
import { useAdminSellers } from '@/app/features/admin/api/admin-sellers';
import type { AdminSeller } from '@/app/features/admin/api/types';
import { AdminTable } from './admin-table';
import { SellerModal } from './seller-modal';
import { useServerTable } from './use-server-table';
import { dateValue, formatCount } from './format';

const columns: MRT_ColumnDef<AdminSeller>[] = [
  {
    id: 'displayName',
    header: 'Name',
    accessorFn: (row) => (row.displayName ?? '').toLowerCase(),
    Cell: ({ row, table }) => (
      <Stack gap={0}>
        <Group gap={6} wrap="nowrap">
          {row.original.displayName ? (
            <Text size="sm">{row.original.displayName}</Text>
          ) : (
            <Text size="sm" c="dimmed" fs="italic">
              No name yet
            </Text>
          )}
          {row.original.suspendedAt ? (
            <Badge
              size="xs"
              color="red"
              variant="filled"
              radius="sm"
              title={row.original.suspensionReason}
            >
              Suspended
            </Badge>
          ) : null}
        </Group>
        {/* On a phone the phone and city columns are hidden; they go under the name. */}
        {table.getState().columnVisibility.phone === false ? (
          <Text size="xs" c="dimmed">
            {[formatPhone(row.original.phone), labelFor('city', row.original.city)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    id: 'phone',
    header: 'Phone',
    accessorFn: (row) => row.phone ?? '',
    Cell: ({ row }) => formatPhone(row.original.phone),
  },
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

/** Every seller who signed in through the bot at least once; a row opens the seller. */
export function SellersTable({ search }: { search: string }) {
  const server = useServerTable(search, [{ id: 'createdAt', desc: true }]);
  const query = useAdminSellers(server.request);
  const term = server.request.q;
  const [open, setOpen] = useState<AdminSeller | null>(null);
  return (
    <>
      <AdminTable
        label="Sellers"
        columns={columns}
        server={server}
        query={query}
        hiddenWhenNarrow={['phone', 'city']}
        emptyText={term ? `No sellers match "${term}".` : 'No sellers yet.'}
        onRowClick={setOpen}
        rowActionLabel={(row) => `Open seller ${row.displayName ?? formatPhone(row.phone)}`}
      />
      <SellerModal seller={open} onClose={() => setOpen(null)} />
    </>
  );
}
