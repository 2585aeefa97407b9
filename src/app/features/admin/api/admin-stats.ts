import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { ADMIN_QUERY_DEFAULTS } from './query-defaults';
import type { AdminStats } from './types';

export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest<AdminStats>('/admin/stats', { signal });
}

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'stats'] as const,
    queryFn: ({ signal }) => getAdminStats(signal),
    ...ADMIN_QUERY_DEFAULTS,
  });

export const useAdminStats = () => useQuery(adminStatsQuery());
