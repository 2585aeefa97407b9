/**
 * Steps the listing kinds share: one change of a listing's state replacing the waiting one of its
 * kind, and the send of a change to a listing the server holds.
 */
import type { LocalListing } from '@/app/local/db';
import {
  isLocalListingId,
  listingIdOf,
  listingOnDevice,
  type OutboxChange,
} from '@/app/local/outbox-repo';
import {
  done,
  type MutationTx,
  type RequestCall,
  type SendContext,
  type StepResult,
} from './context';

/**
 * One change of a listing's state (its status, a confirmation): the waiting item of the same
 * kind is dropped, the local copy takes `change`, and the new item is queued. Returns its id.
 */
export async function replaceListingChange(
  tx: MutationTx,
  listingId: string,
  kind: 'listing.status' | 'listing.confirm',
  change: Partial<LocalListing>,
  item: (listingId: string) => OutboxChange,
): Promise<string> {
  const { db } = tx;
  const id = (await listingOnDevice(db, tx.sellerId, listingId))._id;
  const waiting = await db.outbox
    .filter((item) => item.kind === kind && listingIdOf(item) === id && item.status !== 'running')
    .primaryKeys();
  await db.outbox.bulkDelete(waiting);
  await db.listings.update(id, { ...change, syncState: 'pending' });
  return (await tx.enqueue(item(id))).id;
}

/**
 * Sends a change of a listing and keeps the server's answer (the listing) as the local copy. A
 * change of a listing whose create was discarded just goes: there is nothing on the server to
 * change. The storing steps (`store-listing.ts`) load with the first send, out of the first load.
 */
export async function sendListingChange(
  ctx: SendContext,
  listingId: string,
  path: string,
  call: () => Promise<RequestCall>,
): Promise<StepResult> {
  if (isLocalListingId(listingId)) {
    await ctx.removeItem();
    return done();
  }
  const answer = await ctx.request(
    'listing',
    `/listings/${encodeURIComponent(listingId)}${path}`,
    await call(),
  );
  const { storeListing } = await import('./store-listing');
  await storeListing(ctx, answer, listingId);
  return done(answer);
}
