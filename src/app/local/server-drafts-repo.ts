/**
 * Drafts kept on the server (begun in the WhatsApp chat): pulled into the store like listings,
 * so the last pulled ones show offline too. My Listings lists them as "Draft from WhatsApp"; the
 * editor opens one at `/editor?draft={id}`. Deleting one (`draft.delete`), or publishing it,
 * takes it off the device at once and leaves the server's part to the outbox.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ListingDraft } from '@/domain/schemas/listing-draft';
import { dbFor, type SellerDb, type ServerDraft } from './db';

/** The seller's server drafts, the latest change first, live. */
export function useServerDrafts(sellerId: string | null | undefined): ServerDraft[] | undefined {
  return useLiveQuery(async () => {
    if (!sellerId) return [];
    const drafts = await dbFor(sellerId).serverDrafts.where('sellerId').equals(sellerId).toArray();
    return drafts.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }, [sellerId]);
}

export async function getServerDraft(
  sellerId: string,
  id: string,
): Promise<ServerDraft | undefined> {
  const draft = await dbFor(sellerId).serverDrafts.get(id);
  return draft?.sellerId === sellerId ? draft : undefined;
}

/** Server drafts a waiting change of this device removes (deleted, or being published). */
export async function draftsOnTheirWay(db: SellerDb): Promise<Set<string>> {
  const ids = new Set<string>();
  await db.outbox.each((item) => {
    if (item.kind === 'draft.delete') ids.add(item.payload.draftId);
    if (item.kind === 'listing.create' && item.payload.draftId) ids.add(item.payload.draftId);
  });
  return ids;
}

/**
 * Writes one pull's drafts to the store: the server's list replaces the device's, except drafts a
 * waiting change of this device removes (they stay gone).
 */
export async function storePulledDrafts(
  db: SellerDb,
  sellerId: string,
  drafts: readonly ListingDraft[],
): Promise<void> {
  const leaving = await draftsOnTheirWay(db);
  const kept = drafts.filter((draft) => !leaving.has(draft.id));
  const ids = new Set(kept.map((draft) => draft.id));
  const gone = await db.serverDrafts.filter((draft) => !ids.has(draft.id)).primaryKeys();
  await db.serverDrafts.bulkDelete(gone);
  await db.serverDrafts.bulkPut(kept.map((draft) => ({ ...draft, sellerId })));
}
