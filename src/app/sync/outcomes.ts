/**
 * The server's verdict on single items, for screens that wait for it (Submit, Save Changes): the
 * engine reports each item it settled, and `waitFor` answers with it, or with 'waiting' when the
 * item is still in the outbox after the time given.
 */
import type { SellerDb } from '@/app/local/db';
import type { Failure } from '@/app/local/failure';

export type ItemOutcome =
  | { state: 'done'; result?: unknown }
  | { state: 'failed'; failure: Failure }
  /** Still in the outbox; `failure` says why the last try did not get through, if one was made. */
  | { state: 'waiting'; failure?: Failure; nextAttemptAt?: number };

type Listener = (id: string, outcome: ItemOutcome) => void;

export class Outcomes {
  private readonly known = new Map<string, ItemOutcome>();
  private readonly listeners = new Set<Listener>();

  settle(id: string, outcome: ItemOutcome): void {
    if (outcome.state !== 'waiting') this.known.set(id, outcome);
    this.listeners.forEach((listener) => listener(id, outcome));
  }

  /**
   * Resolves with the item's outcome once the server confirmed or refused it, or after
   * `timeoutMs` with 'waiting' (and the reason of the last try, when there was one).
   */
  waitFor(db: SellerDb, itemId: string, timeoutMs: number): Promise<ItemOutcome> {
    return new Promise((resolve) => {
      let settled = false;
      let lastWaiting: ItemOutcome = { state: 'waiting' };
      const finish = (outcome: ItemOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(outcome);
      };
      const listener: Listener = (id, outcome) => {
        if (id !== itemId) return;
        if (outcome.state !== 'waiting') return finish(outcome);
        // No link, over a limit whose end the server named, or no space on the server: no point
        // waiting longer to say so.
        const code = outcome.failure?.code;
        if (code === 'offline' || code === 'rate-limited' || code === 'server-full')
          finish(outcome);
        else lastWaiting = outcome;
      };
      this.listeners.add(listener);
      const timer = setTimeout(() => finish(lastWaiting), timeoutMs);
      const known = this.known.get(itemId);
      if (known) return finish(known);
      void db.outbox
        .where('id')
        .equals(itemId)
        .first()
        .then((item) => {
          if (!item) finish(this.known.get(itemId) ?? { state: 'done' });
          else if (item.status === 'failed' && item.failure)
            finish({ state: 'failed', failure: item.failure });
          else if (item.failure)
            lastWaiting = {
              state: 'waiting',
              failure: item.failure,
              nextAttemptAt: item.nextAttemptAt,
            };
        });
    });
  }
}
