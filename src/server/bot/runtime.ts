/**
 * Runs conversations: stores each inbound message (once per WhatsApp id, counted against its
 * sender's limit), works out the answer, stores and sends each reply. The stored messages are the
 * queue: `wake()` sets up to `concurrency` workers taking them with `claimNext` (reply-claim.ts),
 * one phone's in arrival order, different phones side by side, on every process at once.
 */
import { randomUUID } from 'node:crypto';
import { answerMessage, type Claim } from './answer';
import {
  ACK_FIRST_MS,
  deliveriesStored,
  RECOVER_INTERVAL_MS,
  RECOVER_MIN_AGE_MS,
  REPLY_CONCURRENCY,
  REPLY_WINDOW_MS,
  SENDER_LIMIT,
  TICK_MS,
  type RuntimeDeps,
} from './runtime-settings';
import { forgetCode, storedEvent, storeEvent } from './inbound-event';
import { botMessagesIn } from '@/server/metrics/registry';
import { requestScope } from '@/server/logger';
import { resendUndelivered } from './resend';
import { noteFailedReceipt } from '@/server/bot/whatsapp/refusals';
import { sendReply, type Delivered } from './send-reply';
import type { OutboundMessage } from './outbound';
import { claimNext, REPLY_LEASE_SECONDS } from './reply-claim';
import {
  recordStatus,
  unansweredInboundById,
  type SenderLimit,
} from '@/server/bot/whatsapp/message-log';
import type { InboundEvent, StatusEvent } from '@/server/bot/whatsapp/webhook-payload';

export class BotRuntime {
  private lastRecovery = 0;
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly inFlight = new Set<Promise<unknown>>();
  constructor(private readonly deps: RuntimeDeps) {}
  /** Workers taking messages now; a wake during a worker's empty look makes it look again. */
  private workers = 0;
  private rewake = false;
  private stopped = false;
  private ticker: NodeJS.Timeout | null = null;
  /** Deliveries being read and stored now, and workers waiting for them to be acknowledged. */
  private receiving = 0;
  private readonly waitingForQuiet = new Set<() => void>();

  private get limit(): SenderLimit {
    return this.deps.senderLimit ?? SENDER_LIMIT;
  }
  private get lease(): number {
    return this.deps.replyLeaseSeconds ?? REPLY_LEASE_SECONDS;
  }

  /** Names this runtime in the claims it takes on answering messages. */
  private readonly owner = randomUUID();

  /**
   * Stores the message; returns null when this WhatsApp id was stored before (a redelivery), in
   * which case nothing else happens. A message over its sender's limit is stored all the same.
   */
  async accept(event: InboundEvent): Promise<string | null> {
    return (await this.store(event))?.id ?? null;
  }

  private async store(event: InboundEvent, claim = false) {
    const at = this.deps.now?.() ?? new Date();
    // The dev chat answers in its own request, on a developer's machine: no limit there.
    const stored = await storeEvent(
      this.deps.db,
      event,
      at,
      claim ? { claim: { owner: this.owner, leaseSeconds: this.lease } } : { limit: this.limit },
    );
    if (stored) botMessagesIn.inc();
    // Over the sender's limit, it is never answered: a code in it is masked as soon as stored.
    if (stored?.verdict === 'silent') await forgetCode(this.deps.db, stored.id, event);
    return stored;
  }

  /** Stores and answers a message here, returning the replies (the dev chat); null: redelivery. */
  async acceptAndAnswer(event: InboundEvent): Promise<Delivered[] | null> {
    const receivedAt = this.deps.now?.() ?? new Date();
    const stored = await this.store(event, true);
    if (!stored) return null;
    if (stored.verdict === 'silent') return [];
    return this.handle(event, stored.id, {
      repliesSent: 0,
      overLimit: stored.verdict === 'notice',
      attempts: 1,
      receivedAt,
    });
  }

  /** Sets workers (up to `concurrency`) on the waiting messages, each until none may be taken. */
  wake(): void {
    if (this.stopped) return;
    this.rewake = true;
    if (this.workers >= (this.deps.concurrency ?? REPLY_CONCURRENCY)) return;
    this.workers++;
    // A worker answers whatever waits, not the request that woke it: its lines carry no request id.
    const tracked: Promise<unknown> = requestScope
      .exit(() => this.work())
      .finally(() => {
        this.workers--;
        this.inFlight.delete(tracked);
      });
    this.inFlight.add(tracked);
  }

  /**
   * Wakes the workers now and every few seconds, for what no process was woken for: a claim
   * left by a stopped process lapses, or a sender's next message waited behind one another
   * process was answering.
   */
  start(): void {
    if (this.ticker || this.stopped) return;
    this.ticker = setInterval(() => this.wake(), TICK_MS);
    this.ticker.unref();
    this.wake();
  }

  /** Takes no more messages; resolves once the ones in hand are answered. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
    await this.idle();
  }

  /** Runs the storing of one delivery (before its 200); workers let it go first (ACK_FIRST_MS). */
  async receive<T>(work: () => Promise<T>): Promise<T> {
    const shared = this.deps.deliveriesInFlight;
    this.receiving++;
    if (shared) Atomics.add(shared, 0, 1);
    try {
      return await work();
    } finally {
      if (shared) Atomics.sub(shared, 0, 1);
      if (--this.receiving === 0) for (const done of [...this.waitingForQuiet]) done();
    }
  }

  private acknowledgementsFirst(): Promise<void> {
    // In a reply thread the deliveries are the process's, seen through the shared count.
    const shared = this.deps.deliveriesInFlight;
    if (this.receiving === 0) return shared ? deliveriesStored(shared) : Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waitingForQuiet.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ACK_FIRST_MS);
      this.waitingForQuiet.add(done);
    });
  }

  private async work(): Promise<void> {
    const { db, logger } = this.deps;
    try {
      while (!this.stopped) {
        await this.acknowledgementsFirst();
        if (this.stopped) return;
        this.rewake = false;
        const now = this.deps.now?.() ?? new Date();
        const next = await claimNext(db, this.owner, {
          newerThan: new Date(now.getTime() - REPLY_WINDOW_MS),
          leaseSeconds: this.lease,
        });
        if (!next) {
          if (this.rewake) continue;
          return;
        }
        await this.process(storedEvent(next, now), next.id, {
          repliesSent: Number(next.replies_sent),
          overLimit: next.over_limit,
          attempts: Number(next.attempts),
          receivedAt: new Date(next.created_at),
        });
      }
    } catch (error) {
      // The database went away: what waits is taken on the next wake.
      logger.error('bot could not take the next message', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /**
   * Answers an accepted message here, behind the same phone's earlier ones handled here (the
   * dev chat and the seed; the webhook's messages are taken by the workers instead).
   */
  handle(event: InboundEvent, inboundId: string, claim?: Claim): Promise<Delivered[]> {
    const previous = this.queues.get(event.from) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.process(event, inboundId, claim));
    this.queues.set(event.from, run);
    const tracked = run.finally(() => {
      this.inFlight.delete(tracked);
      if (this.queues.get(event.from) === run) this.queues.delete(event.from);
    });
    this.inFlight.add(tracked);
    return run;
  }

  /** Resolves when nothing is left to take (`stop()` ends the workers). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Picks up what a stopped process left behind, within WhatsApp's 24-hour reply window:
   * inbound messages acknowledged but never answered are answered (taken as the workers take
   * them, at most 100 a run), and replies that failed (or
   * were cut off mid-send) are sent again, up to RESEND_MAX_ATTEMPTS attempts in all. Only
   * messages older than `minAgeMs` are touched, so work still running is left alone.
   */
  async recover(minAgeMs = RECOVER_MIN_AGE_MS): Promise<{ answered: number; resent: number }> {
    const now = this.deps.now?.() ?? new Date();
    const olderThan = new Date(now.getTime() - minAgeMs);
    const newerThan = new Date(now.getTime() - REPLY_WINDOW_MS);
    let answered = 0;
    for (; answered < 100; answered++) {
      const next = await claimNext(this.deps.db, this.owner, {
        newerThan,
        olderThan,
        leaseSeconds: this.lease,
      });
      if (!next) break;
      await this.process(storedEvent(next, now), next.id, {
        repliesSent: Number(next.replies_sent),
        overLimit: next.over_limit,
        attempts: Number(next.attempts),
      });
    }
    const resent = await resendUndelivered(this.deps, olderThan, newerThan);
    if (answered || resent) this.deps.logger.info('bot recovered messages', { answered, resent });
    return { answered, resent };
  }

  /**
   * Answers one stored inbound message by its id, unless it was answered already or is being
   * answered: called twice, or on two processes at once, it answers once.
   */
  async answerStored(inboundId: string): Promise<void> {
    const row = await unansweredInboundById(this.deps.db, inboundId);
    if (row) await this.handle(storedEvent(row, this.deps.now?.() ?? new Date()), row.id);
  }

  /** Runs `recover` at most once per RECOVER_INTERVAL_MS, in the background. */
  maybeRecover(): void {
    const now = Date.now();
    if (now - this.lastRecovery < RECOVER_INTERVAL_MS) return;
    this.lastRecovery = now;
    const tracked: Promise<unknown> = this.recover()
      .catch((error: unknown) =>
        this.deps.logger.error('bot recovery failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** Records a delivery receipt. It never sends anything: a failure waits for recovery. */
  async status(event: StatusEvent): Promise<void> {
    await recordStatus(this.deps.db, event.waMessageId, event.status, event.errors);
    await noteFailedReceipt(this.deps.db, event, this.deps.now?.() ?? new Date());
  }

  /** Answers one message under its claim (answer.ts). */
  private process(event: InboundEvent, inboundId: string, held?: Claim): Promise<Delivered[]> {
    return answerMessage(
      {
        ...this.deps,
        owner: this.owner,
        lease: this.lease,
        windowSeconds: this.limit.windowSeconds,
        ...(this.deps.answerAttempts ? { maxAttempts: this.deps.answerAttempts } : {}),
        ...(this.deps.answerRetryDelaySeconds
          ? { retryDelaySeconds: this.deps.answerRetryDelaySeconds }
          : {}),
        send: (to, message, key) => this.send(to, message, key),
      },
      event,
      inboundId,
      held,
    );
  }

  /**
   * Stored first ('pending', under `key` when it answers an inbound message), then sent, then
   * marked 'sent' or 'failed' with the error.
   */
  send(to: string, message: OutboundMessage, key?: string): Promise<Delivered> {
    return sendReply(this.deps, to, message, key);
  }
}
