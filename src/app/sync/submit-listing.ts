/**
 * What Submit and Save Changes do: record the listing (checked with the domain's schema), then
 * wait a little for the server's verdict, so the editor tells the seller what actually happened:
 * published, refused (with the server's reason), or saved on this phone and waiting.
 */
import {
  createListing,
  InvalidListingError,
  updateListing,
  type ListingWrite,
} from './listing-writes';
import { syncEngine } from './engine-instance';
import type { Failure } from '@/app/local/failure';

/** How long Submit waits for the server before saying the listing waits on this phone. */
export const SUBMIT_WAIT_MS = 15_000;

export type SubmitResult =
  /** The server has it; `listingId` is the server's id. */
  | { state: 'published'; listingId: string }
  /** Recorded on this phone; sent when the link returns, or at `nextAttemptAt` after a limit. */
  | { state: 'waiting'; listingId: string; failure?: Failure; nextAttemptAt?: number }
  /** The server refused it; the listing stays on this phone, marked, for the seller to fix. */
  | { state: 'refused'; listingId: string; failure: Failure }
  /** It does not fit the rules; nothing was recorded. */
  | { state: 'invalid'; fields: Record<string, string> };

function serverIdOf(result: unknown, fallback: string): string {
  return typeof result === 'object' &&
    result !== null &&
    '_id' in result &&
    typeof result._id === 'string'
    ? result._id
    : fallback;
}

export async function submitListing(
  sellerId: string,
  listingId: string | undefined,
  write: ListingWrite,
  offline: boolean,
): Promise<SubmitResult> {
  let recorded;
  try {
    recorded = listingId
      ? await updateListing(sellerId, listingId, write)
      : await createListing(sellerId, write);
  } catch (error) {
    if (error instanceof InvalidListingError) return { state: 'invalid', fields: error.fields };
    throw error;
  }
  const outcome = await syncEngine.waitFor(recorded.itemId, offline ? 0 : SUBMIT_WAIT_MS);
  switch (outcome.state) {
    case 'done':
      return { state: 'published', listingId: serverIdOf(outcome.result, recorded.listingId) };
    case 'failed':
      return { state: 'refused', listingId: recorded.listingId, failure: outcome.failure };
    case 'waiting':
      return {
        state: 'waiting',
        listingId: recorded.listingId,
        ...(outcome.failure ? { failure: outcome.failure } : {}),
        ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
      };
  }
}
