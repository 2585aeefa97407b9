import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { ADMIN_QUERY_DEFAULTS } from './query-defaults';
import type { AdminListing, ListingView } from './types';

export function getAdminListings(signal?: AbortSignal): Promise<AdminListing[]> {
  return apiRequest<AdminListing[]>('/admin/listings', { signal });
}

export function getTopViewedListings(signal?: AbortSignal): Promise<AdminListing[]> {
  return apiRequest<AdminListing[]>('/admin/listings/top-viewed', { signal });
}

export function getListingViews(listingId: string, signal?: AbortSignal): Promise<ListingView[]> {
  return apiRequest<ListingView[]>(`/admin/listings/${encodeURIComponent(listingId)}/views`, {
    signal,
  });
}

export const adminListingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'listings'] as const,
    queryFn: ({ signal }) => getAdminListings(signal),
    ...ADMIN_QUERY_DEFAULTS,
  });

export const topViewedQuery = () =>
  queryOptions({
    queryKey: ['admin', 'listings', 'top-viewed'] as const,
    queryFn: ({ signal }) => getTopViewedListings(signal),
    ...ADMIN_QUERY_DEFAULTS,
  });

export const listingViewsQuery = (listingId: string) =>
  queryOptions({
    queryKey: ['admin', 'listings', listingId, 'views'] as const,
    queryFn: ({ signal }) => getListingViews(listingId, signal),
    ...ADMIN_QUERY_DEFAULTS,
  });

/** The listings tab's list; fetched only once the tab is selected. */
export const useAdminListings = (enabled: boolean) =>
  useQuery({ ...adminListingsQuery(), enabled });

export const useTopViewedListings = () => useQuery(topViewedQuery());

export const useListingViews = (listingId: string | null) =>
  useQuery({ ...listingViewsQuery(listingId ?? ''), enabled: listingId !== null });
