import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/app/api/client';
import { adminStatsSchema } from '@/domain';
import { ADMIN_QUERY_DEFAULTS, parseAnswer } from './query-defaults';
import type { AdminStats } from './types';

export async function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return parseAnswer(adminStatsSchema, await apiRequest<unknown>('/admin/stats', { signal }));
}

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'stats'] as const,
    queryFn: ({ signal }) => getAdminStats(signal),
    ...ADMIN_QUERY_DEFAULTS,
  });

export const useAdminStats = () => useQuery(adminStatsQuery());
