import { Alert, Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_RowData,
} from 'mantine-react-table';
import { errorMessage } from '@/app/features/admin/api/query-defaults';
import type { ServerTable } from './use-server-table';

interface AdminTableProps<T extends MRT_RowData> {
  /** Names the table for assistive technology, e.g. 'Listings'. */
  label: string;
  columns: MRT_ColumnDef<T>[];
  /** The rows of the current page, as the server sent them. */
  data: T[];
  /** How many rows match on the server (all pages). */
  rowCount: number;
  getRowId: (row: T) => string;
  /** Page, sort and search, kept by useServerTable and sent to the server. */
  server: ServerTable;
  loading: boolean;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
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

/**
 * One look for the three admin tables: columns sorted, rows paged and searched on the server
 * (mantine-react-table in manual mode: the browser never holds more than a page), skeleton rows
 * while loading, a progress bar while a page is fetched, an empty message, and an error with a
 * retry button.
 */
export function AdminTable<T extends MRT_RowData>(props: AdminTableProps<T>) {
  const { onRowClick, rowActionLabel } = props;
  const narrow = useMediaQuery(NARROW_QUERY) ?? false;
  const columnVisibility = Object.fromEntries(
    (props.hiddenWhenNarrow ?? []).map((id) => [id, !narrow]),
  );
  const table = useMantineReactTable<T>({
    columns: props.columns,
    data: props.data,
    getRowId: props.getRowId,
    enableTopToolbar: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    // The search box above the tabs is the global filter; the server applies it.
    enableGlobalFilter: true,
    manualFiltering: true,
    manualPagination: true,
    manualSorting: true,
    rowCount: props.rowCount,
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
      isLoading: props.loading,
      showProgressBars: props.fetching && !props.loading,
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

  if (props.error) {
    return (
      <Alert color="red" title={`Could not load ${props.label.toLowerCase()}`} role="alert">
        <Group justify="space-between" align="center">
          <Text size="sm">{errorMessage(props.error)}</Text>
          <Button size="xs" variant="white" color="red" onClick={props.onRetry}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  }
  return <MantineReactTable table={table} />;
}
