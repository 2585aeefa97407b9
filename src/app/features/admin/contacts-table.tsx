import { useMemo } from 'react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useAdminContacts } from './api/admin-contacts';
import type { AdminContact } from './api/types';
import { AdminTable } from './admin-table';
import { dateValue, formatCount, formatDateTime, searchable } from './format';

export function matchesContact(contact: AdminContact, term: string): boolean {
  return searchable(contact.phoneNumber).includes(term);
}

const columns: MRT_ColumnDef<AdminContact>[] = [
  { id: 'phoneNumber', header: 'Phone number', accessorFn: (row) => row.phoneNumber ?? '' },
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
  const query = useAdminContacts(true);
  const term = search.trim().toLowerCase();
  const data = useMemo(
    () => (query.data ?? []).filter((contact) => !term || matchesContact(contact, term)),
    [query.data, term],
  );
  return (
    <AdminTable
      label="Contacts"
      columns={columns}
      data={data}
      getRowId={(row) => row.phoneNumber}
      initialSorting={[{ id: 'lastMessage', desc: true }]}
      loading={query.isPending}
      fetching={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyText={term ? `No contacts match "${search.trim()}".` : 'No contacts yet.'}
      onRowClick={onOpen}
      rowActionLabel={(row) => `Show conversation with ${row.phoneNumber}`}
    />
  );
}
