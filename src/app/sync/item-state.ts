/**
 * How the engine records the fate of a try in the seller's database.
 */
import type { OutboxItem, SellerDb } from '@/app/local/db';
import { listingIdOf } from '@/app/local/outbox-repo';
import type { Failure } from '@/app/local/failure';

/**
 * With the drain lock held nobody else is sending, so an item still `running` was left by a page
 * that died mid-request (a reload, a crash): it goes back to `pending` and is sent again under the
 * same key, so nothing is doubled.
 */
export async function resumeInterrupted(db: SellerDb): Promise<void> {
  await db.outbox.where('status').equals('running').modify({ status: 'pending' });
  await db.photos.where('status').equals('uploading').modify({ status: 'queued' });
}

/** The try did not get through: the item waits until `nextAttemptAt` (or a reset of the backoff). */
export async function markWaiting(
  db: SellerDb,
  item: OutboxItem,
  failure: Failure | undefined,
  nextAttemptAt: number,
): Promise<void> {
  await db.transaction('rw', db.outbox, db.photos, async () => {
    if (item.seq === undefined) return;
    await db.outbox.update(item.seq, {
      status: 'pending',
      attempts: failure ? item.attempts + 1 : item.attempts,
      nextAttemptAt,
      failure,
    });
    if (item.kind === 'photo.upload')
      await db.photos.update(item.payload.photoId, { status: 'queued' });
  });
}

/** The server refused: the item stays, failed and visible, until the seller fixes or discards it. */
export async function markFailed(db: SellerDb, item: OutboxItem, failure: Failure): Promise<void> {
  await db.transaction('rw', db.outbox, db.listings, db.photos, async () => {
    if (item.seq === undefined) return;
    await db.outbox.update(item.seq, { status: 'failed', attempts: item.attempts + 1, failure });
    const listingId = listingIdOf(item);
    if (listingId !== undefined) await db.listings.update(listingId, { syncState: 'failed' });
    if (item.kind === 'photo.upload')
      await db.photos.update(item.payload.photoId, {
        status: 'failed',
        error: failure.reason ?? failure.code,
      });
  });
}

/**
 * Ends the waits the link caused: items that failed on the network or a busy server are due now,
 * and their backoff starts over. A 429's Retry-After is the server's word and stays. A photo the
 * server had no space for waits its long wait unless the seller asked (`bySeller`: Sync now).
 * Returns whether anything was waiting.
 */
export async function resetBackoff(db: SellerDb, now: number, bySeller = false): Promise<boolean> {
  const codes = new Set(['offline', 'server-busy', ...(bySeller ? ['server-full'] : [])]);
  const changed = await db.outbox
    .where('status')
    .equals('pending')
    .filter((item) => item.nextAttemptAt > now && codes.has(item.failure?.code ?? ''))
    .modify((item) => {
      item.nextAttemptAt = 0;
      item.attempts = 0;
    });
  return changed > 0;
}
