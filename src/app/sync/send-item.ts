/**
 * One try of one outbox item: its sender runs with a context bound to the item, and what came of
 * it is stored on the item (failed, or waiting until its next try) and reported to the screens
 * waiting for it (`outcomes.ts`). The engine turns the result into its status and its schedule.
 */
import type { OutboxItem, SellerDb } from '@/app/local/db';
import type { Failure } from '@/app/local/failure';
import { nextAttemptTime, type BackoffOptions } from './backoff';
import { classify } from './failure';
import { markFailed, markWaiting } from './item-state';
import type { Outcomes } from './outcomes';
import { sendContext, type TransportOptions } from './send-context';
import type { SendContext, StepResult, SyncSession } from '@/app/sync/mutators/context';

export type SendResult =
  /** The item is done, or refused (it waits for the seller): the next item may go. */
  | { kind: 'next' }
  /** A 401: the item waits for a new sign-in. */
  | { kind: 'paused' }
  /** The link, a busy server or a limit: the item is tried again at `nextAttemptAt`. */
  | { kind: 'waiting'; failure: Failure; nextAttemptAt: number };

export interface SendItemDeps {
  send: (item: OutboxItem, ctx: SendContext) => Promise<StepResult>;
  transport: TransportOptions;
  /** Aborted by the engine when the link has been down too long: the try counts as cut. */
  signal: AbortSignal;
  now: () => number;
  backoff: BackoffOptions;
  outcomes: Outcomes;
  /** The server answered, so the link works: called before the item's outcome is told. */
  linkWorks: () => void;
}

export async function sendItem(
  db: SellerDb,
  item: OutboxItem,
  session: SyncSession,
  deps: SendItemDeps,
): Promise<SendResult> {
  const { outcomes } = deps;
  const handle = sendContext(db, item, session, deps.transport, deps.signal);
  try {
    const step = await deps.send(item, handle.ctx);
    if (step.kind === 'done') {
      deps.linkWorks();
      outcomes.settle(item.id, { state: 'done', result: step.result });
      return { kind: 'next' };
    }
    await markFailed(db, item, step.failure);
    outcomes.settle(item.id, { state: 'failed', failure: step.failure });
    return { kind: 'next' };
  } catch (error) {
    const cut = deps.signal.aborted;
    const verdict = classify(error, handle.keyed(), deps.now(), cut);
    if (verdict.action === 'pause') {
      await markWaiting(db, item, undefined, item.nextAttemptAt);
      return { kind: 'paused' };
    }
    if (verdict.action === 'fail') {
      deps.linkWorks();
      await markFailed(db, item, verdict.failure);
      outcomes.settle(item.id, { state: 'failed', failure: verdict.failure });
      return { kind: 'next' };
    }
    const { failure } = verdict;
    // Cut off by the link going down: tried again the moment it returns (the `online` event).
    const nextAttemptAt = nextAttemptTime(
      deps.now(),
      item.attempts + 1,
      failure.retryAt,
      deps.backoff,
    );
    await markWaiting(db, item, failure, nextAttemptAt);
    outcomes.settle(item.id, { state: 'waiting', failure, nextAttemptAt });
    return { kind: 'waiting', failure, nextAttemptAt };
  }
}
