import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { listingSchema } from '@/domain';
import { apiParsed } from '@/app/api/client';
import type { LocalListing } from '@/app/local/db';
import { isLocalListingId, serverIdFor } from '@/app/local/outbox-repo';
import { getListing } from '@/app/local/queries';

export type DetailState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  /** A listing made on this device that the server has confirmed: it now lives at `to`. */
  | { status: 'moved'; to: string }
  | { status: 'ready'; listing: LocalListing; fromServer: boolean };

/** Shown for a listing made on this device that is neither here nor confirmed by the server. */
export const LOCAL_LISTING_GONE = 'This listing is no longer on this device.';

type LocalLookup =
  { kind: 'found'; listing: LocalListing } | { kind: 'moved'; to: string } | { kind: 'absent' };

/**
 * The listing from the device's store; only when the store does not have it (not pulled yet,
 * or not this seller's) is it fetched from the server. A listing made on this device (`local-...`)
 * is replaced by the server's copy once confirmed; the lookup then says where it went. The
 * replacement and the id's mapping are written in one transaction, so the live query never sees
 * the listing missing in between.
 */
export function useListingDetail(id: string, sellerId: string): DetailState {
  const local = useLiveQuery(async (): Promise<LocalLookup> => {
    const listing = await getListing(sellerId, id);
    if (listing) return { kind: 'found', listing };
    if (isLocalListingId(id)) {
      const to = await serverIdFor(sellerId, id);
      if (to) return { kind: 'moved', to };
    }
    return { kind: 'absent' };
  }, [id, sellerId]);
  const remote = useQuery({
    // Per seller: an answer fetched for one seller is never shown to the next on this phone.
    queryKey: ['listing', sellerId, id],
    // The server has never heard of a local id.
    enabled: local?.kind === 'absent' && !isLocalListingId(id),
    retry: false,
    queryFn: async (): Promise<LocalListing> => {
      const { seller, ...listing } = await apiParsed(
        listingSchema,
        `/listings/${encodeURIComponent(id)}`,
      );
      return { ...listing, sellerId: seller, syncState: 'synced' };
    },
  });
  if (local === undefined) return { status: 'loading' };
  if (local.kind === 'found') return { status: 'ready', listing: local.listing, fromServer: false };
  if (local.kind === 'moved') return { status: 'moved', to: local.to };
  if (isLocalListingId(id)) return { status: 'error', error: LOCAL_LISTING_GONE };
  if (remote.isPending) return { status: 'loading' };
  if (remote.isError) return { status: 'error', error: remote.error.message };
  return { status: 'ready', listing: remote.data, fromServer: true };
}
