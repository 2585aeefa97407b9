/**
 * Storing the server's copy of a listing after a create, an update or a change of state, in one
 * transaction with the removal of the item that sent it, with what the server said of the save
 * (`warnings`, kept until the seller dismisses them, a later answer's replacing those of its
 * kind: local/listing-warnings.ts). Each step is its own function: follow a local id to the
 * server's, keep the newer local copy while more changes wait, free photos the server now holds.
 */
import type { Listing, ListingWarning } from '@/domain';
import { LISTING_ID_KEY, listingIdOf } from '@/app/local/outbox-repo';
import { isLocalPhotoId } from '@/app/local/photos-repo';
import type { LocalListing, SellerDb } from '@/app/local/db';
import type { SendContext } from './context';

/** Points everything that used the local id (waiting items, drafts, open pages) at the server's. */
async function followToServerId(db: SellerDb, localId: string, serverId: string): Promise<void> {
  await db.listings.delete(localId);
  await db.meta.put({ key: LISTING_ID_KEY + localId, value: serverId });
  await db.outbox
    .filter((other) => listingIdOf(other) === localId)
    .modify((other) => {
      if ('listingId' in other.payload) other.payload.listingId = serverId;
    });
  await db.drafts.where('listingId').equals(localId).modify({ listingId: serverId });
}

/** The server has these photos now: the device's copies are no longer needed (unless a draft shows them). */
async function dropUploadedPhotos(db: SellerDb, refs: readonly string[]): Promise<void> {
  for (const ref of refs) {
    if (!isLocalPhotoId(ref)) continue;
    const photo = await db.photos.get(ref);
    const inDraft = await db.drafts.filter((d) => d.photoIds.includes(ref)).count();
    if (photo?.serverId && inDraft === 0) await db.photos.delete(ref);
  }
}

function fromServer(server: Listing, sellerId: string, syncState: LocalListing['syncState']) {
  const { seller: _seller, ...fields } = server;
  return { ...fields, sellerId, syncState } satisfies LocalListing;
}

/**
 * The warnings kept with a listing (local/listing-warnings.ts) after an answer: those still shown,
 * each replaced by the answer's of the same kind, then the answer's new kinds.
 */
function keptWarnings(
  shown: readonly ListingWarning[] | undefined,
  answer: readonly ListingWarning[] | undefined,
): ListingWarning[] {
  const fresh = answer ?? [];
  const codes = new Set(fresh.map((warning) => warning.code));
  return [...(shown ?? []).filter((warning) => !codes.has(warning.code)), ...fresh];
}

/** Stores the server's copy; the local copy stays (marked pending) while more of its changes wait. */
export async function storeListing(
  ctx: SendContext,
  server: Listing,
  replacesId: string,
): Promise<void> {
  const { db, session } = ctx;
  await db.transaction('rw', [db.listings, db.outbox, db.drafts, db.photos, db.meta], async () => {
    await ctx.removeItem();
    const before = await db.listings.get(replacesId);
    if (replacesId !== server._id) await followToServerId(db, replacesId, server._id);
    const waiting = await db.outbox.filter((other) => listingIdOf(other) === server._id).count();
    // What the server said of this save joins what it said before and was not dismissed.
    const warnings = keptWarnings(before?.warnings, server.warnings);
    const said = warnings.length ? { warnings } : {};
    if (waiting === 0 || !before) {
      const { warnings: _answer, ...stored } = fromServer(
        server,
        session.sellerId,
        waiting ? 'pending' : 'synced',
      );
      await db.listings.put({ ...stored, ...said });
    } else {
      const { warnings: _earlier, ...kept } = before;
      await db.listings.put({ ...kept, ...said, _id: server._id, localOnly: false });
    }
    await dropUploadedPhotos(db, before?.images ?? []);
  });
}
