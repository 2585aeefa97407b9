import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/app/api/client';
import { adminSellerSchema } from '@/domain';
import { getAdminListings } from './admin-listings';
import { getPage, type PageOf, type PageRequest } from './paged';
import { ADMIN_QUERY_DEFAULTS, parseAnswer } from './query-defaults';
import type { AdminListing, AdminSeller } from './types';

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

/** Suspends (POST) or restores (DELETE) a seller with the admin's reason; the server's answer. */
export function requestSuspension(
  sellerId: string,
  action: 'suspend' | 'restore',
  reason: string,
): Promise<unknown> {
  const path = `/admin/sellers/${encodeURIComponent(sellerId)}/suspension`;
  return apiRequest<unknown>(path, {
    method: action === 'suspend' ? 'POST' : 'DELETE',
    body: { reason },
  });
}

/** The same, answering the seller as they are now. */
export async function changeSuspension(
  sellerId: string,
  action: 'suspend' | 'restore',
  reason: string,
): Promise<AdminSeller> {
  return parseAnswer(adminSellerSchema, await requestSuspension(sellerId, action, reason));
}

/** Listings shown with a seller: the newest. */
export const SELLER_LISTINGS_SHOWN = 10;

/** A seller's newest listings (the listings search takes a phone for the seller's). */
export const sellerListingsQuery = (phone: string) =>
  queryOptions({
    queryKey: ['admin', 'listings', 'seller', phone] as const,
    queryFn: ({ signal }): Promise<PageOf<AdminListing>> =>
      getAdminListings(
        {
          pagination: { pageIndex: 0, pageSize: SELLER_LISTINGS_SHOWN },
          sorting: [{ id: 'createdAt', desc: true }],
          q: phone,
        },
        signal,
      ),
    ...ADMIN_QUERY_DEFAULTS,
  });

export const useSellerListings = (phone: string | null) =>
  useQuery({ ...sellerListingsQuery(phone ?? ''), enabled: phone !== null });
