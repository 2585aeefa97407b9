import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import type { LocalListing } from '../../local/db';
import { useListing } from '../../local/queries';

export type DetailState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; listing: LocalListing; fromServer: boolean };

/**
 * The listing from the device's store; only when the store does not have it (not pulled yet,
 * or not this seller's) is it fetched from the server.
 */
export function useListingDetail(id: string, sellerId: string): DetailState {
  const local = useListing(id);
  const remote = useQuery({
    queryKey: ['listing', id],
    enabled: local === null,
    retry: false,
    queryFn: async () => {
      const listing = await apiRequest<LocalListing & { seller?: string }>(
        `/listings/${encodeURIComponent(id)}`,
      );
      return {
        ...listing,
        images: listing.images ?? [],
        sellerId: listing.seller ?? sellerId,
        syncState: 'synced',
      } as LocalListing;
    },
  });
  if (local) return { status: 'ready', listing: local, fromServer: false };
  if (local === undefined || remote.isPending) return { status: 'loading' };
  if (remote.isError) return { status: 'error', error: remote.error.message };
  return { status: 'ready', listing: remote.data, fromServer: true };
}
