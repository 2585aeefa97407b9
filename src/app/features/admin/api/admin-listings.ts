import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/app/api/client';
import { z } from 'zod';
import { adminListingSchema, listingViewSchema } from '@/domain';
import { getPage, type PageOf, type PageRequest } from './paged';
import { ADMIN_QUERY_DEFAULTS, parseAnswer } from './query-defaults';
import type { AdminListing, ListingView } from './types';

const listingsSchema = z.array(adminListingSchema);

/** Table column -> the server's sort name (price is not sortable on the server). */
export const LISTING_SORT_KEYS: Record<string, string> = {
  title: 'title',
  seller: 'sellerPhone',
  city: 'city',
  views: 'views',
  createdAt: 'createdAt',
};

export function getAdminListings(
  request: PageRequest,
  signal?: AbortSignal,
): Promise<PageOf<AdminListing>> {
  return getPage('/admin/listings', adminListingSchema, request, LISTING_SORT_KEYS, signal);
}

export async function getTopViewedListings(signal?: AbortSignal): Promise<AdminListing[]> {
  const answer = await apiRequest<unknown>('/admin/listings/top-viewed', { signal });
  return parseAnswer(listingsSchema, answer);
}

/** The newest views of a listing (at most `limit`), and how many there are in all. */
export function getListingViews(
  listingId: string,
  limit: number,
  signal?: AbortSignal,
): Promise<PageOf<ListingView>> {
  const path = `/admin/listings/${encodeURIComponent(listingId)}/views`;
  const request: PageRequest = {
    pagination: { pageIndex: 0, pageSize: limit },
    sorting: [{ id: 'createdAt', desc: true }],
    q: '',
  };
  return getPage(path, listingViewSchema, request, { createdAt: 'createdAt' }, signal);
}

export const adminListingsQuery = (request: PageRequest) =>
  queryOptions({
    queryKey: ['admin', 'listings', 'page', request] as const,
    queryFn: ({ signal }) => getAdminListings(request, signal),
    // The previous page stays on screen, under the progress bar, until the next one arrives.
    placeholderData: keepPreviousData,
    ...ADMIN_QUERY_DEFAULTS,
  });

export const topViewedQuery = () =>
  queryOptions({
    queryKey: ['admin', 'listings', 'top-viewed'] as const,
    queryFn: ({ signal }) => getTopViewedListings(signal),
    ...ADMIN_QUERY_DEFAULTS,
  });

/** A popular listing may have thousands of views; the newest are what an admin looks at. */
export const VIEWS_SHOWN = 200;

export const listingViewsQuery = (listingId: string) =>
  queryOptions({
    queryKey: ['admin', 'listings', listingId, 'views'] as const,
    queryFn: ({ signal }) => getListingViews(listingId, VIEWS_SHOWN, signal),
    ...ADMIN_QUERY_DEFAULTS,
  });

/** One page of the listings tab. */
export const useAdminListings = (request: PageRequest) => useQuery(adminListingsQuery(request));

export const useTopViewedListings = () => useQuery(topViewedQuery());

export const useListingViews = (listingId: string | null) =>
  useQuery({ ...listingViewsQuery(listingId ?? ''), enabled: listingId !== null });
