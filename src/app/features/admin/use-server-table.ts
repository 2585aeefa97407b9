import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { MRT_PaginationState, MRT_SortingState, MRT_Updater } from 'mantine-react-table';
import type { PageRequest } from '@/app/features/admin/api/paged';

/** Rows per page of an admin table (the server sends this many at a time). */
export const PAGE_SIZE = 20;
/** Typing pauses this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 300;

const apply = <T>(updater: MRT_Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

/**
 * The page, sort and search of a server-paged admin table. A new sort or search goes back to the
 * first page.
 */
export function useServerTable(search: string, initialSorting: MRT_SortingState) {
  const [pagination, setPagination] = useState<MRT_PaginationState>({
    pageIndex: 0,
    pageSize: PAGE_SIZE,
  });
  const [sorting, setSorting] = useState<MRT_SortingState>(initialSorting);
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    // Adjusting state while rendering: the new search starts on page one in the same render.
    setLastQ(q);
    setPagination((old) => ({ ...old, pageIndex: 0 }));
  }
  const request: PageRequest = { pagination, sorting, q };
  return {
    request,
    onPaginationChange: (updater: MRT_Updater<MRT_PaginationState>) =>
      setPagination((old) => apply(updater, old)),
    onSortingChange: (updater: MRT_Updater<MRT_SortingState>) => {
      setSorting((old) => apply(updater, old));
      setPagination((old) => ({ ...old, pageIndex: 0 }));
    },
  };
}

export type ServerTable = ReturnType<typeof useServerTable>;
