/**
 * Where the editor's starting values come from: a saved draft (`?draft=`), a listing to edit
 * (`?id=`, resuming its unsaved draft if there is one), or nothing (a new listing).
 */
import { LISTING_FORM_FIELDS, getField, setField, type ListingFormValues } from '@/domain';
import type { LocalListing } from '../../local/db';
import { findDraftForListing, getDraft } from '../../local/drafts-repo';
import { isLocalListingId, serverIdFor } from '../../local/outbox-repo';
import { getListing } from '../../local/queries';

export interface EditorStart {
  values: ListingFormValues;
  step: number;
  photoIds: string[];
  draftId?: string;
  /** Set in edit mode (and after the server refused a new listing, to fix it). */
  listingId?: string;
}

export const EMPTY_START: EditorStart = { values: {}, step: 0, photoIds: [] };

/** The form values of a stored listing: its editable fields only. */
export function listingToValues(listing: LocalListing): ListingFormValues {
  let values: ListingFormValues = {};
  for (const field of LISTING_FORM_FIELDS) {
    const value = getField(listing, field);
    if (value !== undefined && value !== null) values = setField(values, field, value);
  }
  const frequency = listing.price?.frequency;
  if (frequency) values = setField(values, 'price.frequency', frequency);
  if (listing.features?.length) values = { ...values, features: listing.features };
  if (listing.serviceType) values = { ...values, serviceType: listing.serviceType };
  return values;
}

export type EditorLoad =
  { state: 'ready'; start: EditorStart } | { state: 'missing'; message: string };

export async function loadEditorStart(
  sellerId: string,
  search: { id?: string; draft?: string },
): Promise<EditorLoad> {
  if (search.draft) {
    const draft = await getDraft(search.draft);
    if (draft && draft.sellerId === sellerId) {
      return {
        state: 'ready',
        start: {
          values: draft.values as ListingFormValues,
          step: draft.step,
          photoIds: draft.photoIds,
          draftId: draft.id,
          listingId: draft.listingId,
        },
      };
    }
    if (!search.id) return { state: 'missing', message: 'This draft is no longer on this device.' };
  }
  if (search.id && isLocalListingId(search.id)) {
    // Made on this device and since confirmed: follow it to the server's id.
    const serverId = await serverIdFor(sellerId, search.id);
    if (serverId) return loadEditorStart(sellerId, { ...search, id: serverId });
  }
  if (search.id) {
    const draft = await findDraftForListing(sellerId, search.id);
    if (draft) {
      return {
        state: 'ready',
        start: {
          values: draft.values as ListingFormValues,
          step: draft.step,
          photoIds: draft.photoIds,
          draftId: draft.id,
          listingId: search.id,
        },
      };
    }
    const listing = await getListing(sellerId, search.id);
    if (!listing) {
      return { state: 'missing', message: 'This listing is not on this device.' };
    }
    return {
      state: 'ready',
      start: {
        values: listingToValues(listing),
        step: 0,
        photoIds: [...listing.images],
        listingId: listing._id,
      },
    };
  }
  return { state: 'ready', start: EMPTY_START };
}
