/**
 * A listing from the editor, checked with the domain's schema (the server's own) before it is
 * recorded, so nothing the server would refuse for its shape enters the outbox; then recorded
 * through `mutate` (`listing.create`, or `listing.update` of the listing this device holds).
 */
import {
  cleanListingPayload,
  fieldErrorsOf,
  listingCreateSchema,
  parseListingUpdate,
  type ListingCreate,
  type ListingFormValues,
  type ParseResult,
} from '@/domain';
import type { CheckinConsentShown } from '@/domain/checkin-consent';
import { dbFor } from '@/app/local/db';
import { listingOnDevice } from '@/app/local/outbox-repo';
import { mutate } from './mutate';
import { listingCreate } from './mutators/listing-create';
import { listingUpdate } from './mutators/listing-update';
import type { WriteResult } from './mutators/listing-create';

export type { WriteResult };

export interface ListingWrite {
  /** The editor's values (cleaned and checked here). */
  listing: ListingFormValues;
  /** Image references in display order: local photo ids or server file ids. The first is the thumbnail. */
  images: string[];
  /** The draft this came from; it is removed in the same transaction. */
  draftId?: string;
  /** The server's draft (begun in the chat) a new listing publishes: the server removes it. */
  chatDraftId?: string;
  /** A new listing: the consent words to check-ins the editor showed above Publish. */
  checkinConsent?: CheckinConsentShown;
}

/** The listing does not fit the domain's rules; nothing was recorded. */
export class InvalidListingError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(
      Object.entries(fields)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; '),
    );
    this.name = 'InvalidListingError';
  }
}

function checked(result: ParseResult<ListingCreate>): ListingCreate {
  if (!result.success) throw new InvalidListingError(fieldErrorsOf(result.error));
  return result.data;
}

/** Records a new listing under a local id (`local-...`), replaced by the server's id once sent. */
export async function createListing(sellerId: string, write: ListingWrite): Promise<WriteResult> {
  const listing = checked(
    listingCreateSchema.safeParse({ ...cleanListingPayload(write.listing), images: write.images }),
  );
  return mutate(listingCreate, sellerId, {
    listing,
    ...(write.draftId ? { draftId: write.draftId } : {}),
    ...(write.chatDraftId ? { chatDraftId: write.chatDraftId } : {}),
    ...(write.checkinConsent ? { checkinConsent: write.checkinConsent } : {}),
  });
}

/** Records changes to a listing (checked against the rules of its type). */
export async function updateListing(
  sellerId: string,
  listingId: string,
  write: ListingWrite,
): Promise<WriteResult> {
  // An editor opened on a listing made on this device may save after the server confirmed it.
  const current = await listingOnDevice(dbFor(sellerId), sellerId, listingId);
  const listing = checked(
    parseListingUpdate(current.type, {
      ...cleanListingPayload(write.listing),
      images: write.images,
    }),
  );
  return mutate(listingUpdate, sellerId, {
    listingId: current._id,
    listing,
    ...(write.draftId ? { draftId: write.draftId } : {}),
  });
}
