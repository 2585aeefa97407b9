import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminSellerSchema } from '@/domain';
import { getPage, type PageOf, type PageRequest } from './paged';
import { ADMIN_QUERY_DEFAULTS } from './query-defaults';
import type { AdminSeller } from './types';

/** Every sellers column sorts on the server under its own name. */
export const SELLER_SORT_KEYS: Record<string, string> = {
  displayName: 'displayName',
  phone: 'phone',
  city: 'city',
  listingCount: 'listingCount',
  createdAt: 'createdAt',
};

export function getAdminSellers(
  request: PageRequest,
  signal?: AbortSignal,
): Promise<PageOf<AdminSeller>> {
  return getPage('/admin/sellers', adminSellerSchema, request, SELLER_SORT_KEYS, signal);
}

export const adminSellersQuery = (request: PageRequest) =>
  queryOptions({
    queryKey: ['admin', 'sellers', 'page', request] as const,
    queryFn: ({ signal }) => getAdminSellers(request, signal),
    placeholderData: keepPreviousData,
    ...ADMIN_QUERY_DEFAULTS,
  });

/** One page of the sellers tab. */
export const useAdminSellers = (request: PageRequest) => useQuery(adminSellersQuery(request));
