/**
 * Every change a seller makes goes through `mutate`: the kind's local apply changes the device's
 * copy (so the screens show it at once, marked as waiting) and records the outbox item in ONE
 * Dexie transaction, then the sync engine is nudged. Nothing here talks to the network; the
 * kind's send runs when the engine reaches the item (`mutators/index.ts`).
 *
 * It takes the kind's mutator itself (`mutate(listingStatus, ...)`), not its name: a screen then
 * loads only the kinds it writes, and the others' code (the editor's, the photo uploads') stays
 * out of the first load.
 */
import { dbFor } from '@/app/local/db';
import type { OutboxKind } from '@/app/local/outbox-kinds';
import { enqueue, notifyOutboxChanged } from '@/app/local/outbox-repo';
import type { Mutator, MutationTx } from './mutators/context';

export async function mutate<K extends OutboxKind, A, R>(
  mutator: Mutator<K, A, R>,
  sellerId: string,
  args: A,
): Promise<R> {
  const db = dbFor(sellerId);
  const tx: MutationTx = { db, sellerId, enqueue: (change) => enqueue(db, sellerId, change) };
  const result = await db.transaction('rw', [db.outbox, ...mutator.tables(db)], () =>
    mutator.apply(tx, args),
  );
  notifyOutboxChanged();
  return result;
}
