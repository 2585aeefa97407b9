/**
 * Admin lists are paged, sorted and searched on the server: `limit`, `offset`, `sort`, `order`
 * and `q` go out, a page of rows and the total (X-Total-Count) come back.
 */
import type { MRT_PaginationState, MRT_SortingState } from 'mantine-react-table';
import { z, type ZodType } from 'zod';
import { apiRequest } from '@/app/api/client';
import { parseAnswer } from './query-defaults';

export interface PageRequest {
  pagination: MRT_PaginationState;
  sorting: MRT_SortingState;
  /** The search text, trimmed. */
  q: string;
}

export interface PageOf<T> {
  rows: T[];
  total: number;
}

/** Fetches one page; `sortKeys` maps a table column to the server's sort name. */
export async function getPage<T>(
  path: string,
  schema: ZodType<T>,
  request: PageRequest,
  sortKeys: Record<string, string>,
  signal?: AbortSignal,
): Promise<PageOf<T>> {
  const { pageIndex, pageSize } = request.pagination;
  const params = new URLSearchParams({
    limit: String(pageSize),
    offset: String(pageIndex * pageSize),
  });
  if (request.q) params.set('q', request.q);
  const sort = request.sorting[0];
  const sortKey = sort ? sortKeys[sort.id] : undefined;
  if (sort && sortKey) {
    params.set('sort', sortKey);
    params.set('order', sort.desc ? 'desc' : 'asc');
  }
  let total: number | null = null;
  const answer = await apiRequest<unknown>(`${path}?${params.toString()}`, {
    signal,
    // The total travels in a header; the client hands back only the body.
    fetchImpl: async (input, init) => {
      const response = await fetch(input, init);
      const header = response.headers.get('X-Total-Count');
      total = header !== null && /^\d+$/.test(header) ? Number(header) : null;
      return response;
    },
  });
  const rows = parseAnswer(z.array(schema), answer);
  return { rows, total: total ?? request.pagination.pageIndex * pageSize + rows.length };
}
