import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/app/api/client';
import { z } from 'zod';
import { adminSellerSchema } from '@/domain';
import { ADMIN_QUERY_DEFAULTS, parseAnswer } from './query-defaults';
import type { AdminSeller } from './types';

const sellersSchema = z.array(adminSellerSchema);

export async function getAdminSellers(signal?: AbortSignal): Promise<AdminSeller[]> {
  return parseAnswer(sellersSchema, await apiRequest<unknown>('/admin/sellers', { signal }));
}

export const adminSellersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'sellers'] as const,
    queryFn: ({ signal }) => getAdminSellers(signal),
    ...ADMIN_QUERY_DEFAULTS,
  });

/** The sellers tab's list; fetched only once the tab is selected. */
export const useAdminSellers = (enabled: boolean) => useQuery({ ...adminSellersQuery(), enabled });
