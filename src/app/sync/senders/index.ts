/**
 * The senders, one per outbox kind, in the shape of Replicache's mutators: the engine looks the
 * item's kind up here and hands it the item's payload, typed by that kind.
 */
import type { OutboxItem } from '@/app/local/db';
import type { SendContext, Sender, StepResult } from './context';
import { deleteSenders } from './delete';
import { listingSenders } from './listing';
import type { OutboxKind, OutboxPayloads } from '@/app/local/outbox-kinds';
import { photoSenders } from './photo';
import { profileSenders } from './profile';
import { statusSenders } from './status';

export const senders: { [K in OutboxKind]: Sender<OutboxPayloads[K]> } = {
  ...listingSenders,
  ...photoSenders,
  ...deleteSenders,
  ...profileSenders,
  ...statusSenders,
};

/** Sends one item with the sender of its kind. */
export function send(item: OutboxItem, ctx: SendContext): Promise<StepResult> {
  return sendAs(item.kind, item.payload, ctx);
}

// Correlates the kind with its payload for the compiler (the item's union is checked at the call).
function sendAs<K extends OutboxKind>(
  kind: K,
  payload: OutboxPayloads[K],
  ctx: SendContext,
): Promise<StepResult> {
  const sender: Sender<OutboxPayloads[K]> = senders[kind];
  return sender(payload, ctx);
}
