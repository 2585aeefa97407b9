/**
 * The mutators, one per outbox kind, in the shape of Replicache's: each applies its change on the
 * device through `mutate` (sync/mutate.ts), and the engine looks the item's kind up here to send
 * it, handed the item's payload typed by that kind. The engine loads this map with the first item
 * to send.
 */
import type { OutboxItem } from '@/app/local/db';
import type { OutboxKind, OutboxPayloads } from '@/app/local/outbox-kinds';
import type { Mutator, SendContext, Sender, StepResult } from './context';
import { draftDelete } from './draft-delete';
import { listingConfirm } from './listing-confirm';
import { listingCreate } from './listing-create';
import { listingDelete } from './listing-delete';
import { listingStatus } from './listing-status';
import { listingUpdate } from './listing-update';
import { photoDelete } from './photo-delete';
import { photoUpload } from './photo-upload';
import { profileUpdate } from './profile-update';

/** Every kind's mutator (its apply's arguments and answer are its own: `mutate` types them). */
export const mutators: { [K in OutboxKind]: Mutator<K, never, unknown> } = {
  'listing.create': listingCreate,
  'listing.update': listingUpdate,
  'listing.status': listingStatus,
  'listing.confirm': listingConfirm,
  'listing.delete': listingDelete,
  'photo.upload': photoUpload,
  'photo.delete': photoDelete,
  'draft.delete': draftDelete,
  'profile.update': profileUpdate,
};

/** Sends one item with the mutator of its kind. */
export function send(item: OutboxItem, ctx: SendContext): Promise<StepResult> {
  return sendAs(item.kind, item.payload, ctx);
}

// Correlates the kind with its payload for the compiler (the item's union is checked at the call).
function sendAs<K extends OutboxKind>(
  kind: K,
  payload: OutboxPayloads[K],
  ctx: SendContext,
): Promise<StepResult> {
  const sender: Sender<OutboxPayloads[K]> = mutators[kind].send;
  return sender(payload, ctx);
}
