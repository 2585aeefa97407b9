import { Alert, Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_RowData,
} from 'mantine-react-table';
import type { PageOf } from '@/app/features/admin/api/paged';
import { errorMessage } from '@/app/features/admin/api/query-defaults';
import type { ServerTable } from './use-server-table';

interface AdminTableProps<T extends MRT_RowData> {
  /** Names the table for assistive technology, e.g. 'Listings'. */
  label: string;
  columns: MRT_ColumnDef<T>[];
  /** Page, sort and search, kept by useServerTable and sent to the server. */
  server: ServerTable;
  /** The server's answer for `server.request`: the page's rows and how many match in all. */
  query: UseQueryResult<PageOf<T>, unknown>;
  /** A row's key; its `_id` unless given. */
  getRowId?: (row: T) => string;
  /** What the table says when it has no rows (no data at all, or none matching the search). */
  emptyText: string;
  onRowClick?: (row: T) => void;
  /** How a clickable row is announced, e.g. 'Show views of Red Toyota'. */
  rowActionLabel?: (row: T) => string;
  /** Columns left out on a phone-sized screen; their cells show the gist under the first one. */
  hiddenWhenNarrow?: string[];
}

/** Below this width (the spec's `sm` breakpoint) tables drop their secondary columns. */
export const NARROW_QUERY = '(max-width: 599px)';

const byId = (row: MRT_RowData) => String(row._id);

/**
 * Every admin table: columns sorted, rows paged and searched on the server (mantine-react-table in
 * manual mode: the browser never holds more than a page), skeleton rows while loading, a progress
 * bar while a page is fetched, an empty message, and an error with a retry button.
 */
export function AdminTable<T extends MRT_RowData>(props: AdminTableProps<T>) {
  const { onRowClick, rowActionLabel, query } = props;
  const narrow = useMediaQuery(NARROW_QUERY) ?? false;
  const columnVisibility = Object.fromEntries(
    (props.hiddenWhenNarrow ?? []).map((id) => [id, !narrow]),
  );
  const table = useMantineReactTable<T>({
    columns: props.columns,
    data: query.data?.rows ?? [],
    getRowId: props.getRowId ?? byId,
    enableTopToolbar: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    // The search box above the tabs is the global filter; the server applies it.
    enableGlobalFilter: true,
    manualFiltering: true,
    manualPagination: true,
    manualSorting: true,
    rowCount: query.data?.total ?? 0,
    onPaginationChange: props.server.onPaginationChange,
    onSortingChange: props.server.onSortingChange,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableSorting: true,
    enableMultiSort: false,
    enablePagination: true,
    paginationDisplayMode: 'pages',
    initialState: { density: 'md' },
    state: {
      pagination: props.server.request.pagination,
      sorting: props.server.request.sorting,
      globalFilter: props.server.request.q,
      isLoading: query.isPending,
      showProgressBars: query.isFetching && !query.isPending,
      columnVisibility,
    },
    mantinePaperProps: { withBorder: true, radius: 'md', shadow: 'none' },
    mantineTableProps: { 'aria-label': props.label, highlightOnHover: Boolean(onRowClick) },
    mantinePaginationProps: {
      showRowsPerPage: false,
      // The arrow buttons show only an icon: they are named for a screen reader.
      getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
        'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
      }),
    },
    mantineTableBodyRowProps: ({ row }) =>
      onRowClick
        ? {
            onClick: () => onRowClick(row.original),
            onKeyDown: (event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onRowClick(row.original);
              }
            },
            tabIndex: 0,
            'aria-label': rowActionLabel?.(row.original),
            style: { cursor: 'pointer' },
          }
        : {},
    renderEmptyRowsFallback: () => (
      <Text c="dimmed" ta="center" py="xl" px="md">
        {props.emptyText}
      </Text>
    ),
  });

  if (query.error) {
    return (
      <Alert color="red" title={`Could not load ${props.label.toLowerCase()}`} role="alert">
        <Group justify="space-between" align="center">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  }
  return <MantineReactTable table={table} />;
}
