/**
 * The sync engine: sends each seller's outbox to the server, in order, until it is empty. No React.
 *
 * - An item leaves the outbox only after the server confirmed it. Each try carries the item's id
 *   as Idempotency-Key, so a retry after a lost answer returns the first answer instead of
 *   creating a second listing or file.
 * - Photos go before the listing that shows them; a listing made on this device is created before
 *   its edits or its delete (`ordering.ts`). Each kind is sent by its mutator's send
 *   (`mutators/`).
 * - A try that did not get through is classified by one table (`failure.ts`): the link, a busy
 *   server or a 429 wait and retry (backoff, or the server's Retry-After); a refusal marks the item
 *   failed, visible until the seller fixes or discards it; 401 pauses until a new sign-in.
 * - Backoff never leaves a working link idle: it is forgotten when the browser comes back online
 *   and whenever any request gets an answer, and a try cut off by the link going down is tried
 *   again as soon as it returns. A drop of a second or two cuts nothing: the try in flight
 *   carries on when the link returns (LINK_DROP_GRACE_MS).
 * - Only the signed-in seller's database is drained, always under that seller's credential.
 */
import { onReachable } from '@/app/api/client';
import { dbFor, type OutboxItem, type SellerDb } from '@/app/local/db';
import { onOutboxChange } from '@/app/local/outbox-repo';
import { LINK_DROP_GRACE_MS, type BackoffOptions } from './backoff';
import { requestBackgroundSync } from './background-sync';
import { nextDue } from './ordering';
import { Outcomes, type ItemOutcome } from './outcomes';
import { resetBackoff, resumeInterrupted } from './item-state';
import { sendItem } from './send-item';
import type { SyncEngineOptions, SyncState, SyncStatus } from './engine-options';
import type { SyncSession } from '@/app/sync/mutators/context';
import { createDrainLock } from './drain-lock';

export type { ItemOutcome, SyncEngineOptions, SyncSession, SyncState, SyncStatus };

export class SyncEngine {
  private readonly options: SyncEngineOptions;
  private status: SyncStatus = { state: 'idle', reachable: true };
  private readonly statusListeners = new Set<(status: SyncStatus) => void>();
  private readonly outcomes = new Outcomes();
  private readonly lock = createDrainLock();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The credential that got a 401: nothing is sent until the session carries another. */
  private pausedToken: string | null = null;
  private stopped = true;
  private unsubscribe: Array<() => void> = [];
  /** Aborts the try in flight when the browser says the link went down. */
  private inFlight: AbortController | null = null;
  /** Set while the browser says the link is down: when it fires, the try in flight is cut. */
  private dropTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: SyncEngineOptions) {
    this.options = options;
  }

  /** Starts draining, and keeps draining whenever the outbox changes. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = [
      onOutboxChange(() => this.nudge()),
      // Any answer from the server means the link works: nothing should sit out a backoff.
      onReachable(() => void this.linkUp()),
    ];
    await this.drain();
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe.forEach((off) => off());
    this.unsubscribe = [];
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.linkBack();
  }

  /** Something changed (a write, a sign-in): drain soon. */
  nudge(): void {
    if (!this.stopped) void this.drain();
  }

  /**
   * 'Sync now', back online, Background Sync: forget the backoff and try now (a 429's Retry-After
   * still holds: asking earlier would only be refused again). `bySeller` (the seller tapped Sync
   * now) also sends now the photos the server had no space for.
   */
  async syncNow(bySeller = false): Promise<void> {
    this.linkBack();
    const db = this.currentDb();
    if (db) await resetBackoff(db, this.now(), bySeller);
    await this.drain();
  }

  /**
   * The browser lost its connection. A short drop leaves the try in flight alone (it carries on
   * when the link returns); one that lasts LINK_DROP_GRACE_MS cuts it rather than let it hang.
   */
  linkDown(): void {
    if (this.dropTimer) return;
    this.dropTimer = setTimeout(() => {
      this.dropTimer = null;
      this.inFlight?.abort(new DOMException('The connection dropped', 'NetworkError'));
    }, this.options.linkDropGraceMs ?? LINK_DROP_GRACE_MS);
  }

  /** The browser says the link is back: a drop that ended in time cuts nothing. */
  private linkBack(): void {
    if (this.dropTimer) clearTimeout(this.dropTimer);
    this.dropTimer = null;
  }

  /**
   * A request got through: the link is up, so waits caused by the link end now, and the status
   * says so at once (a pull on reconnecting gets through before any change is sent, and with
   * nothing waiting nothing else would say it).
   */
  private async linkUp(): Promise<void> {
    if (this.stopped) return;
    const wasDown = !this.status.reachable || this.status.state === 'offline';
    if (!this.status.reachable) this.setStatus({ ...this.status, reachable: true });
    const db = this.currentDb();
    if (!db) return;
    // A pass works the state out again (idle, or sending what waits).
    if ((await resetBackoff(db, this.now())) || wasDown) this.nudge();
  }

  getStatus(): SyncStatus {
    return this.status;
  }

  onStatus(listener: (status: SyncStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /**
   * Waits until the server confirmed or refused an item, or `timeoutMs` passed ('waiting': the
   * item stays in the outbox and goes later). Screens use it to show the server's verdict.
   */
  waitFor(itemId: string, timeoutMs: number): Promise<ItemOutcome> {
    const db = this.currentDb();
    if (!db) return Promise.resolve({ state: 'waiting' });
    return this.outcomes.waitFor(db, itemId, timeoutMs);
  }

  private currentDb(): SellerDb | null {
    const session = this.options.getSession();
    return session ? (this.options.openDb ?? dbFor)(session.sellerId) : null;
  }

  private setStatus(update: Omit<SyncStatus, 'reachable'> & { reachable?: boolean }): void {
    this.status = { ...update, reachable: update.reachable ?? this.status.reachable };
    const status = this.status;
    this.statusListeners.forEach((listener) => listener(status));
  }

  /** Drains until nothing is due. Concurrent calls share one pass (and ask for another after it). */
  drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.lock(
      () => this.lockedPass(),
      (retryAt) => this.schedule(retryAt),
      this.now(),
    )
      .catch((error: unknown) => {
        this.setStatus({
          state: 'retrying',
          failure: { code: 'server-busy', reason: String(error) },
        });
      })
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.drain();
        }
      });
    return this.running;
  }

  private async lockedPass(): Promise<void> {
    const db = this.currentDb();
    if (db) await resumeInterrupted(db);
    await this.pass();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private backoffOptions(): BackoffOptions {
    const { retryBaseMs, retryMaxMs, random } = this.options;
    return {
      ...(retryBaseMs !== undefined ? { baseMs: retryBaseMs } : {}),
      ...(retryMaxMs !== undefined ? { maxMs: retryMaxMs } : {}),
      ...(random ? { random } : {}),
    };
  }

  private schedule(at: number): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.drain();
      },
      Math.max(0, at - this.now()),
    );
  }

  private async pass(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const session = this.options.getSession();
      if (!session) return this.setStatus({ state: 'signed-out' });
      if (this.pausedToken !== null) {
        if (this.pausedToken === session.token) return this.setStatus({ state: 'paused' });
        this.pausedToken = null;
      }
      const db = (this.options.openDb ?? dbFor)(session.sellerId);
      const { item, soonest } = await nextDue(db, this.now());
      if (!item) {
        if (soonest === Infinity) return this.setStatus({ state: 'idle' });
        this.schedule(soonest);
        const waitingState = this.status.state === 'offline' ? 'offline' : 'retrying';
        return this.setStatus({ ...this.status, state: waitingState, nextAttemptAt: soonest });
      }
      this.setStatus({ state: 'syncing' });
      if ((await this.sendOne(db, item, session)) === 'stop') return;
    }
  }

  private async sendOne(
    db: SellerDb,
    item: OutboxItem,
    session: SyncSession,
  ): Promise<'next' | 'stop'> {
    if (item.seq === undefined) return 'next';
    // The mutators' sends load with the first item to send where no screen loaded them yet (the
    // worker precaches them), and the domain schemas they check answers with load with the first
    // request (send-context.ts).
    const { send } = await import('@/app/sync/mutators');
    await db.outbox.update(item.seq, { status: 'running' });
    const abort = new AbortController();
    this.inFlight = abort;
    try {
      const result = await sendItem(db, item, session, {
        send,
        transport: this.options,
        signal: abort.signal,
        now: () => this.now(),
        backoff: this.backoffOptions(),
        outcomes: this.outcomes,
        linkWorks: () => this.setStatus({ ...this.status, reachable: true }),
      });
      if (result.kind === 'next') return 'next';
      if (result.kind === 'paused') {
        this.pausedToken = session.token;
        this.setStatus({ state: 'paused' });
        return 'stop';
      }
      const { failure, nextAttemptAt } = result;
      this.setStatus({
        state: failure.code === 'offline' ? 'offline' : 'retrying',
        reachable: false,
        nextAttemptAt,
        failure,
      });
      requestBackgroundSync();
      // The link is down or the server asks for a pause: later items would fare no better now.
      this.schedule(nextAttemptAt);
      return 'stop';
    } finally {
      this.inFlight = null;
    }
  }
}
