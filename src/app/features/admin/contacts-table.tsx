import type { MRT_ColumnDef } from 'mantine-react-table';
import { formatPhone } from '@/domain';
import { useAdminContacts } from '@/app/features/admin/api/admin-contacts';
import type { AdminContact } from '@/app/features/admin/api/types';
import { AdminTable } from './admin-table';
import { useServerTable } from './use-server-table';
import { dateValue, formatCount, formatDateTime } from './format';

const columns: MRT_ColumnDef<AdminContact>[] = [
  {
    id: 'phoneNumber',
    header: 'Phone number',
    accessorFn: (row) => row.phoneNumber ?? '',
    Cell: ({ row }) => formatPhone(row.original.phoneNumber),
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

/** Everyone who wrote to the bot; a row opens the conversation. */
export function ContactsTable({ search, onOpen }: ContactsTableProps) {
  const server = useServerTable(search, [{ id: 'lastMessage', desc: true }]);
  const query = useAdminContacts(server.request);
  const term = server.request.q;
  return (
    <AdminTable
      label="Contacts"
      columns={columns}
      data={query.data?.rows ?? []}
      rowCount={query.data?.total ?? 0}
      server={server}
      getRowId={(row) => row.phoneNumber}
      loading={query.isPending}
      fetching={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyText={term ? `No contacts match "${term}".` : 'No contacts yet.'}
      onRowClick={onOpen}
      rowActionLabel={(row) => `Show conversation with ${formatPhone(row.phoneNumber)}`}
    />
  );
}
