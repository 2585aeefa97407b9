import { Badge, Group, Stack, Text } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useAdminContacts } from '@/app/features/admin/api/admin-contacts';
import type { AdminContact } from '@/app/features/admin/api/types';
import { AdminTable } from './admin-table';
import { contactLabel, ROLE_LABELS } from './conversation-modal';
import { useServerTable } from './use-server-table';
import { dateValue, formatCount, formatDateTime } from './format';

const columns: MRT_ColumnDef<AdminContact>[] = [
  {
    id: 'phoneNumber',
    header: 'Phone number',
    accessorFn: (row) => row.phoneNumber ?? '',
    Cell: ({ row, table }) => (
      <Stack gap={0}>
        <Text size="sm">{contactLabel(row.original)}</Text>
        {/* On a phone the Who column is hidden; who it is goes under the number. */}
        {table.getState().columnVisibility.role === false ? (
          <Text size="xs" c="dimmed">
            {[ROLE_LABELS[row.original.role], row.original.name].filter(Boolean).join(': ')}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    id: 'role',
    header: 'Who',
    enableSorting: false,
    accessorFn: (row) => row.role,
    Cell: ({ row }) => (
      <Group gap={6} wrap="nowrap">
        <Badge
          size="sm"
          radius="sm"
          variant="light"
          color={row.original.role === 'buyer' ? 'gray' : 'brand'}
        >
          {ROLE_LABELS[row.original.role]}
        </Badge>
        {row.original.name ? (
          <Text size="sm" lineClamp={1}>
            {row.original.name}
          </Text>
        ) : null}
      </Group>
    ),
  },
  {
    id: 'messageCount',
    header: 'Messages',
    accessorFn: (row) => row.messageCount ?? 0,
    Cell: ({ row }) => formatCount(row.original.messageCount),
    size: 110,
  },
  {
    id: 'lastMessage',
    header: 'Last message',
    accessorFn: (row) => dateValue(row.lastMessage),
    Cell: ({ row }) => formatDateTime(row.original.lastMessage),
    sortDescFirst: true,
  },
];

interface ContactsTableProps {
  search: string;
  onOpen: (contact: AdminContact) => void;
}

/** Everyone who wrote to the bot, buyers and sellers told apart; a row opens the conversation. */
export function ContactsTable({ search, onOpen }: ContactsTableProps) {
  const server = useServerTable(search, [{ id: 'lastMessage', desc: true }]);
  const query = useAdminContacts(server.request);
  const term = server.request.q;
  return (
    <AdminTable
      label="Contacts"
      columns={columns}
      server={server}
      query={query}
      getRowId={(row) => row.phoneNumber}
      emptyText={term ? `No contacts match "${term}".` : 'No contacts yet.'}
      hiddenWhenNarrow={['role']}
      onRowClick={onOpen}
      rowActionLabel={(row) => `Show conversation with ${contactLabel(row)}`}
    />
  );
}
