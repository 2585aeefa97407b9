import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/app/api/client';
import { z } from 'zod';
import { adminListingSchema, listingViewSchema } from '@/domain';
import { ADMIN_QUERY_DEFAULTS, parseAnswer } from './query-defaults';
import type { AdminListing, ListingView } from './types';

const listingsSchema = z.array(adminListingSchema);
const viewsSchema = z.array(listingViewSchema);

export async function getAdminListings(signal?: AbortSignal): Promise<AdminListing[]> {
  return parseAnswer(listingsSchema, await apiRequest<unknown>('/admin/listings', { signal }));
}

export async function getTopViewedListings(signal?: AbortSignal): Promise<AdminListing[]> {
  const answer = await apiRequest<unknown>('/admin/listings/top-viewed', { signal });
  return parseAnswer(listingsSchema, answer);
}

export async function getListingViews(
  listingId: string,
  signal?: AbortSignal,
): Promise<ListingView[]> {
  const path = `/admin/listings/${encodeURIComponent(listingId)}/views`;
  return parseAnswer(viewsSchema, await apiRequest<unknown>(path, { signal }));
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
