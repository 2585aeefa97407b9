/**
 * Drafts: the editor saves the form here as the seller types, so a reload, a crash, a sign-out or a
 * closed tab loses nothing. A seller may keep several drafts; My Listings lists them (`useDrafts`),
 * resumes one at `/editor?draft={id}` and discards one with `discardDraft`.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { currentDb, dbFor, type Draft } from './db';
import { newId } from './outbox-repo';

/** What the editor gives a draft; the store adds its id, seller and times. */
export type DraftInput = Omit<Draft, 'id' | 'sellerId' | 'createdAt' | 'updatedAt'>;

export async function createDraft(sellerId: string, input: DraftInput): Promise<string> {
  const now = new Date().toISOString();
  const id = newId('draft-');
  await dbFor(sellerId).drafts.add({ id, sellerId, ...input, createdAt: now, updatedAt: now });
  void askForPersistentStorage();
  return id;
}

/**
 * Saves a seller's draft as they type. Into that seller's own database, signed in or not: the
 * last keystrokes are saved when the editor closes, which a sign-out (or a 401) is what closes.
 */
export async function saveDraft(
  sellerId: string,
  id: string,
  input: Partial<DraftInput>,
): Promise<void> {
  await dbFor(sellerId).drafts.update(id, { ...input, updatedAt: new Date().toISOString() });
}

/** One of the signed-in seller's drafts. */
export async function getDraft(id: string): Promise<Draft | undefined> {
  return currentDb()?.drafts.get(id);
}

/** The seller's waiting edit of a listing, if any, so reopening the editor resumes it. */
export function findDraftForListing(
  sellerId: string,
  listingId: string,
): Promise<Draft | undefined> {
  return dbFor(sellerId)
    .drafts.where('listingId')
    .equals(listingId)
    .filter((draft) => draft.sellerId === sellerId)
    .first();
}

/** The seller's draft on this device that continues a draft kept on the server, if any. */
export function findDraftContinuing(
  sellerId: string,
  chatDraftId: string,
): Promise<Draft | undefined> {
  return dbFor(sellerId)
    .drafts.where('sellerId')
    .equals(sellerId)
    .filter((draft) => draft.chatDraftId === chatDraftId)
    .first();
}

export interface DraftSummary {
  id: string;
  title: string;
  type?: string;
  /** Set when the draft holds unsaved changes to an existing listing. */
  listingId?: string;
  photoCount: number;
  updatedAt: string;
}

/** The seller's drafts, newest first, live. */
export function useDrafts(sellerId: string | null | undefined): DraftSummary[] | undefined {
  return useLiveQuery(async () => {
    if (!sellerId) return [];
    const drafts = await dbFor(sellerId).drafts.where('sellerId').equals(sellerId).toArray();
    return drafts
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .map((draft) => ({
        id: draft.id,
        title: typeof draft.values.title === 'string' ? draft.values.title : '',
        type: typeof draft.values.type === 'string' ? draft.values.type : undefined,
        listingId: draft.listingId,
        photoCount: draft.photoIds.length,
        updatedAt: draft.updatedAt,
      }));
  }, [sellerId]);
}

let persistAsked = false;

/**
 * Asks the browser to keep this site's storage under pressure (drafts and photos live only here).
 * Asked once, when the first draft is saved, rather than at start, when it would mean nothing to
 * the seller.
 */
export async function askForPersistentStorage(): Promise<boolean> {
  if (persistAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  persistAsked = true;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
