import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { listingSchema } from '@/domain';
import { ApiError, apiParsed } from '@/app/api/client';
import type { LocalListing } from '@/app/local/db';
import { isLocalListingId, serverIdFor } from '@/app/local/outbox-repo';
import { getListing } from '@/app/local/queries';
import { currentLanguage, i18n } from '@/app/ui/i18n';

export type DetailState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  /** A listing made on this device that the server has confirmed: it now lives at `to`. */
  | { status: 'moved'; to: string }
  | { status: 'ready'; listing: LocalListing; fromServer: boolean };

/**
 * Why the server could not send a listing, in the seller's language: it does not have it, no
 * connection or no answer, or (in English) the server's own message.
 */
function loadErrorText(error: Error): string {
  if (!(error instanceof ApiError)) return error.message;
  if (error.status === 404) return i18n._('detail.error.notFound');
  if (error.kind === 'fetch' || error.kind === 'timeout')
    return navigator.onLine === false
      ? i18n._('detail.error.offline')
      : i18n._('detail.error.unreachable');
  return currentLanguage() === 'en' ? error.message : i18n._('detail.loadFailed');
}

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
  // Made on this device, and neither here nor confirmed by the server.
  if (isLocalListingId(id)) return { status: 'error', error: i18n._('detail.error.localGone') };
  if (remote.isPending) return { status: 'loading' };
  if (remote.isError) return { status: 'error', error: loadErrorText(remote.error) };
  return { status: 'ready', listing: remote.data, fromServer: true };
}
