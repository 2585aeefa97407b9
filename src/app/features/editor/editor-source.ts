/**
 * Where the editor's starting values come from: a saved draft (`?draft=`: one of this device's,
 * or one kept on the server, begun in the WhatsApp chat), a listing to edit (`?id=`, resuming its
 * unsaved draft if there is one), or nothing (a new listing). A draft of a listing the server has
 * changed since the draft began is a conflict the seller settles.
 */
import { LISTING_FORM_FIELDS, getField, setField, type ListingFormValues } from '@/domain';
import type { Draft, LocalListing, ServerDraft } from '@/app/local/db';
import {
  findDraftContinuing,
  findDraftForListing,
  getDraft,
  saveDraft,
} from '@/app/local/drafts-repo';
import { isLocalListingId, serverIdFor } from '@/app/local/outbox-repo';
import { getListing } from '@/app/local/queries';
import { getServerDraft } from '@/app/local/server-drafts-repo';
import { discardDraft } from '@/app/sync/discard-draft';
import { pull } from '@/app/sync/pull/pull';

export interface EditorStart {
  values: ListingFormValues;
  step: number;
  photoIds: string[];
  draftId?: string;
  /** Set in edit mode (and after the server refused a new listing, to fix it). */
  listingId?: string;
  /** The server's version (updatedAt) of the listing the edit starts from. */
  baseVersion?: string;
  /** The server's draft (begun in the chat) this new listing publishes. */
  chatDraftId?: string;
}

export const EMPTY_START: EditorStart = { values: {}, step: 0, photoIds: [] };

/** The form values of a stored listing (or a draft's fields): its editable fields only. */
export function listingToValues(
  listing: Pick<LocalListing, 'price' | 'serviceType'> | Record<string, unknown>,
): ListingFormValues {
  let values: ListingFormValues = {};
  for (const field of LISTING_FORM_FIELDS) {
    const value = getField(listing, field);
    if (value !== undefined && value !== null) values = setField(values, field, value);
  }
  const frequency = getField(listing, 'price.frequency');
  if (typeof frequency === 'string' && frequency)
    values = setField(values, 'price.frequency', frequency);
  const serviceType = getField(listing, 'serviceType');
  if (typeof serviceType === 'string' && serviceType) values = { ...values, serviceType };
  return values;
}

/** A draft begun in the chat: its fields and photos, published as a new listing. */
function chatDraftStart(draft: ServerDraft): EditorStart {
  return {
    values: listingToValues(draft.fields),
    step: 0,
    photoIds: [...draft.images],
    chatDraftId: draft.id,
  };
}

/** A draft kept on the server; the first pull after a sign-in may still be on its way. */
async function findChatDraft(sellerId: string, id: string): Promise<ServerDraft | undefined> {
  const stored = await getServerDraft(sellerId, id);
  if (stored || (typeof navigator !== 'undefined' && !navigator.onLine)) return stored;
  await pull();
  return getServerDraft(sellerId, id);
}

/** The version a new edit of this listing starts from; none while the device's own change waits. */
const versionOf = (listing: LocalListing) =>
  listing.syncState === 'synced' ? listing.updatedAt : undefined;

function listingStart(listing: LocalListing): EditorStart {
  return {
    values: listingToValues(listing),
    step: 0,
    photoIds: [...listing.images],
    listingId: listing._id,
    ...(versionOf(listing) ? { baseVersion: versionOf(listing) } : {}),
  };
}

function draftStart(draft: Draft, listingId = draft.listingId): EditorStart {
  return {
    values: draft.values as ListingFormValues,
    step: draft.step,
    photoIds: draft.photoIds,
    draftId: draft.id,
    listingId,
    ...(draft.baseVersion ? { baseVersion: draft.baseVersion } : {}),
    ...(draft.chatDraftId ? { chatDraftId: draft.chatDraftId } : {}),
  };
}

export type EditorLoad =
  | { state: 'ready'; start: EditorStart }
  /** The seller's draft began from an older server copy than the one on the device now. */
  | { state: 'conflict'; mine: EditorStart; latest: EditorStart }
  /** `message`: the id of the words saying what is missing. */
  | { state: 'missing'; message: string };

/** A resumed draft, or the conflict between it and a newer server copy of its listing. */
async function resume(
  sellerId: string,
  draft: Draft,
  listingId: string | undefined,
): Promise<EditorLoad> {
  const mine = draftStart(draft, listingId);
  const listing = listingId ? await getListing(sellerId, listingId) : undefined;
  const latest = listing && versionOf(listing);
  if (listing && latest && draft.baseVersion && latest !== draft.baseVersion) {
    return { state: 'conflict', mine, latest: listingStart(listing) };
  }
  return { state: 'ready', start: mine };
}

export async function loadEditorStart(
  sellerId: string,
  search: { id?: string; draft?: string },
): Promise<EditorLoad> {
  if (search.draft) {
    const draft = await getDraft(search.draft);
    if (draft && draft.sellerId === sellerId) return resume(sellerId, draft, draft.listingId);
    if (!search.id) {
      // Begun in the chat and already worked on here: the seller's own changes open.
      const continued = await findDraftContinuing(sellerId, search.draft);
      if (continued) return resume(sellerId, continued, undefined);
      const chatDraft = await findChatDraft(sellerId, search.draft);
      if (chatDraft) return { state: 'ready', start: chatDraftStart(chatDraft) };
      return {
        state: 'missing',
        message: /*i18n*/ 'editor.missing.draft',
      };
    }
  }
  if (search.id && isLocalListingId(search.id)) {
    // Made on this device and since confirmed: follow it to the server's id.
    const serverId = await serverIdFor(sellerId, search.id);
    if (serverId) return loadEditorStart(sellerId, { ...search, id: serverId });
  }
  if (search.id) {
    const draft = await findDraftForListing(sellerId, search.id);
    if (draft) return resume(sellerId, draft, search.id);
    const listing = await getListing(sellerId, search.id);
    if (!listing) {
      return { state: 'missing', message: /*i18n*/ 'editor.missing.listing' };
    }
    return { state: 'ready', start: listingStart(listing) };
  }
  return { state: 'ready', start: EMPTY_START };
}

/** Keep my changes: the draft now counts as made on the latest copy, so it is not asked again. */
export async function keepDraft(
  sellerId: string,
  mine: EditorStart,
  latest: EditorStart,
): Promise<EditorStart> {
  if (mine.draftId) await saveDraft(sellerId, mine.draftId, { baseVersion: latest.baseVersion });
  return { ...mine, baseVersion: latest.baseVersion };
}

/** Use the latest: the draft (and the photos added in it) goes; the server's copy opens. */
export async function dropDraft(sellerId: string, mine: EditorStart): Promise<void> {
  if (mine.draftId) await discardDraft(sellerId, mine.draftId);
}
