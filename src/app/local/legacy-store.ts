/**
 * Before each seller had a database of their own, every seller on a phone shared one
 * ('seller-dashboard'). A seller's rows there (drafts, photos, waiting changes...) move to their
 * own database the first time they are signed in, so nothing typed before the change is lost; the
 * shared database is deleted once no seller's rows remain in it.
 */
import Dexie from 'dexie';
import { SellerDb, dbFor } from './db';
import { notifyOutboxChanged } from './outbox-repo';

export const LEGACY_DB_NAME = 'seller-dashboard';

const adopted = new Map<string, Promise<void>>();

async function moveRows(sellerId: string): Promise<void> {
  if (typeof indexedDB === 'undefined' || !(await Dexie.exists(LEGACY_DB_NAME))) return;
  const legacy = new SellerDb(LEGACY_DB_NAME);
  const own = dbFor(sellerId);
  try {
    const mine = <T extends { sellerId: string }>(row: T) => row.sellerId === sellerId;
    const [users, stats, listings, drafts, photos, outbox, meta] = await Promise.all([
      legacy.users.where('_id').equals(sellerId).toArray(),
      legacy.stats.where('sellerId').equals(sellerId).toArray(),
      legacy.listings.filter(mine).toArray(),
      legacy.drafts.filter(mine).toArray(),
      legacy.photos.filter(mine).toArray(),
      legacy.outbox.filter(mine).sortBy('seq'),
      legacy.meta.toArray(),
    ]);
    await own.transaction('rw', own.tables, async () => {
      await own.users.bulkPut(users);
      await own.stats.bulkPut(stats);
      await own.listings.bulkPut(listings);
      await own.drafts.bulkPut(drafts);
      await own.photos.bulkPut(photos);
      // Re-numbered in their old order after anything already waiting here.
      await own.outbox.bulkAdd(outbox.map(({ seq: _seq, ...item }) => item));
      await own.meta.bulkPut(meta);
    });
    await legacy.transaction('rw', legacy.tables, async () => {
      await legacy.users.bulkDelete(users.map((row) => row._id));
      await legacy.stats.bulkDelete(stats.map((row) => row.sellerId));
      await legacy.listings.bulkDelete(listings.map((row) => row._id));
      await legacy.drafts.bulkDelete(drafts.map((row) => row.id));
      await legacy.photos.bulkDelete(photos.map((row) => row.id));
      await legacy.outbox.bulkDelete(
        outbox.flatMap((row) => (row.seq === undefined ? [] : [row.seq])),
      );
    });
    const left = await Promise.all([
      legacy.drafts.count(),
      legacy.photos.count(),
      legacy.outbox.count(),
    ]);
    legacy.close();
    if (left.every((n) => n === 0)) await Dexie.delete(LEGACY_DB_NAME);
    if (outbox.length) notifyOutboxChanged();
  } finally {
    legacy.close();
  }
}

/** Moves the seller's rows out of the shared database of earlier versions (once per page). */
export function adoptLegacyStore(sellerId: string): Promise<void> {
  let running = adopted.get(sellerId);
  if (!running) {
    running = moveRows(sellerId).catch(() => undefined);
    adopted.set(sellerId, running);
  }
  return running;
}
