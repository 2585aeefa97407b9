import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { ADMIN_QUERY_DEFAULTS } from './query-defaults';
import type { AdminSeller } from './types';

export function getAdminSellers(signal?: AbortSignal): Promise<AdminSeller[]> {
  return apiRequest<AdminSeller[]>('/admin/sellers', { signal });
}

export const adminSellersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'sellers'] as const,
    queryFn: ({ signal }) => getAdminSellers(signal),
    ...ADMIN_QUERY_DEFAULTS,
  });

/** The sellers tab's list; fetched only once the tab is selected. */
export const useAdminSellers = (enabled: boolean) => useQuery({ ...adminSellersQuery(), enabled });
