/**
 * Runs conversations: stores each inbound message (once per WhatsApp id, counted against its
 * sender's limit), works out the answer, stores and sends each reply, and records how the send
 * went.
 *
 * The stored messages are the queue. `wake()` (called by the webhook as soon as a message is
 * stored) sets up to `concurrency` workers taking waiting messages one by one with `claimNext`
 * (reply-claim.ts): one phone's messages one after another, in arrival order, so 'more' always
 * follows the search it pages; different phones side by side, the one served longest ago first,
 * on every process at once. `idle()` resolves when the workers found nothing left to take (tests
 * wait on it); `stop()` ends them after the message in hand.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Db } from '@/server/db/client';
import type { Env } from '@/server/env';
import { respond } from '@/server/bot/conversation/respond';
import { slowDownText } from '@/server/bot/conversation/copy';
import type { BotLogger } from '@/server/logger';
import type { OutboundMessage } from './outbound';
import { withinLimits } from './outbound';
import { mayResend } from '@/server/bot/whatsapp/retry-policy';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';
import {
  claimNext,
  claimReply,
  finishReply,
  noteReplySent,
  REPLY_LEASE_SECONDS,
  renewClaim,
} from './reply-claim';
import {
  claimResend,
  recordOutbound,
  recordSendResult,
  recordStatus,
  storeInbound,
  unansweredInboundById,
  undeliveredOutbound,
  type MessageContent,
  type SenderLimit,
} from '@/server/bot/whatsapp/message-log';
import type { QueryUnderstanding } from '@/server/discovery/understanding/types';
import type { InboundEvent, StatusEvent } from '@/server/bot/whatsapp/webhook-payload';

export interface Delivered {
  message: OutboundMessage;
  result: SendResult;
}

/** WhatsApp lets a business reply freely for 24 hours after the person's last message. */
const REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;
const RECOVER_MIN_AGE_MS = 60_000;
const RECOVER_INTERVAL_MS = 5 * 60_000;
/** Attempts per outbound message across every try, first sends included. */
export const RESEND_MAX_ATTEMPTS = 9;
/**
 * One phone's limit: a person types a handful of messages a minute; past this the bot answers
 * once with a short 'slow down' and then nothing until the window (opened by the first message)
 * has passed, so one number cannot buy itself a share of the bot's work.
 */
export const SENDER_LIMIT: SenderLimit = { messages: 15, windowSeconds: 60 };
/**
 * Messages one process answers at once. Each mostly waits on PostgreSQL and on Meta's API, so a
 * few per core keep the cores busy without queueing on the database pool (10 connections).
 */
export const REPLY_CONCURRENCY = Math.min(8, Math.max(4, availableParallelism() * 3));
/** How often a started runtime looks for work no process was woken for (a lapsed claim). */
const TICK_MS = 5000;
/**
 * How long a worker lets deliveries being acknowledged go first before it takes its next
 * message: Meta waits on the acknowledgement, a buyer can wait a moment longer for the answer.
 */
const ACK_FIRST_MS = 250;

/** A message's claim as its answer starts: replies already sent under an earlier claim. */
interface Claim {
  repliesSent: number;
  overLimit: boolean;
}

export class BotRuntime {
  private lastRecovery = 0;
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly deps: {
      db: Db;
      env: Env;
      sender: OutboundSender;
      understanding: QueryUnderstanding;
      logger: BotLogger;
      now?: () => Date;
      /** How long a claim on answering a message holds without renewal (reply-claim.ts). */
      replyLeaseSeconds?: number;
      /** Overrides SENDER_LIMIT. */
      senderLimit?: SenderLimit;
      /** Overrides REPLY_CONCURRENCY. */
      concurrency?: number;
    },
  ) {}

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

  private store(event: InboundEvent, claim = false) {
    const content: MessageContent = {};
    if (event.text !== undefined) content.text = event.text;
    else if (event.replyTitle !== undefined) content.text = event.replyTitle;
    else if (event.location) content.text = locationText(event);
    else if (event.welcome) content.text = '[request_welcome]';
    else if (event.unsupportedType) {
      content.text = `[${event.unsupportedType}]`;
      content.unsupported = true;
    }
    if (event.replyId !== undefined) content.replyId = event.replyId;
    if (event.location) content.location = event.location;
    if (event.welcome) content.welcome = true;
    // Stored at the time it reached us (Meta's timestamp has whole seconds only), so the
    // conversation reads in the order the bot saw it.
    return storeInbound(this.deps.db, {
      phone: event.from,
      waMessageId: event.waMessageId,
      content,
      at: this.deps.now?.() ?? new Date(),
      ...(event.userId ? { userId: event.userId } : {}),
      // The dev chat answers in its own request, on a developer's machine: no limit there.
      ...(claim
        ? { claim: { owner: this.owner, leaseSeconds: this.lease } }
        : { limit: this.limit }),
    });
  }

  /**
   * Stores the message already claimed by this runtime and answers it here, returning the
   * replies (the dev chat shows them; it has no per-sender limit). Null for a redelivery.
   */
  async acceptAndAnswer(event: InboundEvent): Promise<Delivered[] | null> {
    const stored = await this.store(event, true);
    if (!stored) return null;
    if (stored.verdict === 'silent') return [];
    return this.handle(event, stored.id, {
      repliesSent: 0,
      overLimit: stored.verdict === 'notice',
    });
  }

  /**
   * Sets workers on the waiting messages, up to `concurrency`; the webhook calls it as soon as a
   * message is stored. Each worker takes messages until none may be taken.
   */
  wake(): void {
    if (this.stopped) return;
    this.rewake = true;
    if (this.workers >= (this.deps.concurrency ?? REPLY_CONCURRENCY)) return;
    this.workers++;
    const tracked: Promise<unknown> = this.work().finally(() => {
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

  /**
   * Runs the reading and storing of one delivery (the webhook's part before its 200); workers
   * wait for such work to end, up to ACK_FIRST_MS, before they take another message.
   */
  async receive<T>(work: () => Promise<T>): Promise<T> {
    this.receiving++;
    try {
      return await work();
    } finally {
      if (--this.receiving === 0) for (const done of [...this.waitingForQuiet]) done();
    }
  }

  private acknowledgementsFirst(): Promise<void> {
    if (this.receiving === 0) return Promise.resolve();
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
    let resent = 0;
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
      });
    }
    const retry = await undeliveredOutbound(
      this.deps.db,
      olderThan,
      newerThan,
      RESEND_MAX_ATTEMPTS,
    );
    for (const row of retry) {
      const message = row.content.message;
      const stored = {
        status: row.status,
        retryable: row.retryable,
        attempts: Number(row.attempts),
        reached: row.reached_at !== null,
      };
      if (!message || !mayResend(stored, RESEND_MAX_ATTEMPTS)) continue;
      if (!(await claimResend(this.deps.db, row.id, row.stamp))) continue;
      let result: SendResult;
      try {
        result = await this.deps.sender.send(row.contact, message);
      } catch (error) {
        result = {
          ok: false,
          attempts: 1,
          retryable: true,
          error: error instanceof Error ? error.message : String(error),
        };
      }
      await recordSendResult(this.deps.db, row.id, result);
      if (result.ok) resent++;
    }
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
  }

  /**
   * Claims the message (unless `held` says it was claimed already), works out the answer and
   * sends each reply, renewing the claim every third of its lease and checking it before each
   * send: another process trying the same message finds it held and sends nothing, and a worker
   * whose claim was taken over (its process stalled past the lease) stops. Replies sent under a
   * claim that lapsed (its process stopped) are not sent again. A message over its sender's limit
   * is answered with the 'slow down' notice alone.
   */
  private async process(
    event: InboundEvent,
    inboundId: string,
    held?: Claim,
  ): Promise<Delivered[]> {
    const { db, logger } = this.deps;
    const lease = this.lease;
    const delivered: Delivered[] = [];
    const claim = held ?? (await claimReply(db, inboundId, this.owner, lease));
    if (!claim) return delivered;
    // Renewed while the answer is worked out and sent, so it lapses only with this process.
    const heartbeat = setInterval(
      () => void renewClaim(db, inboundId, this.owner, lease).catch(() => undefined),
      (lease * 1000) / 3,
    );
    heartbeat.unref();
    try {
      const replies: OutboundMessage[] = claim.overLimit
        ? [{ kind: 'text', text: slowDownText(this.limit.windowSeconds) }]
        : await respond(
            {
              db,
              env: this.deps.env,
              understanding: this.deps.understanding,
              ...(this.deps.now ? { now: this.deps.now } : {}),
            },
            event,
          );
      for (const reply of replies.slice(claim.repliesSent)) {
        if (!(await renewClaim(db, inboundId, this.owner, lease))) {
          logger.error('bot reply taken over by another process', { id: event.waMessageId });
          return delivered;
        }
        delivered.push(await this.send(event.from, reply));
        // Recorded, sent or failed: a failed one is the outbound recovery's to send again.
        await noteReplySent(db, inboundId, this.owner);
      }
      await finishReply(db, inboundId, this.owner, 'handled');
    } catch (error) {
      logger.error('bot could not handle a message', {
        from: event.from,
        id: event.waMessageId,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      await finishReply(db, inboundId, this.owner, 'failed').catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
    }
    return delivered;
  }

  /** Stored first ('pending'), then sent, then marked 'sent' or 'failed' with the error. */
  async send(to: string, message: OutboundMessage): Promise<Delivered> {
    const bounded = withinLimits(message);
    const id = await recordOutbound(this.deps.db, to, bounded, this.deps.now?.() ?? new Date());
    let result: SendResult;
    try {
      result = await this.deps.sender.send(to, bounded);
    } catch (error) {
      result = {
        ok: false,
        attempts: 1,
        retryable: true,
        error: error instanceof Error ? error.message : String(error),
      };
    }
    if (!result.ok)
      this.deps.logger.error('whatsapp message not delivered', { to, error: result.error });
    try {
      await recordSendResult(this.deps.db, id, result);
    } catch (error) {
      // The message went out; failing to note it must not stop the rest of the answer.
      this.deps.logger.error('could not record a send result', {
        id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    return { message: bounded, result };
  }
}

/** The event a stored inbound message stood for, to answer it later. */
function storedEvent(
  row: { contact: string; wa_message_id: string; content: MessageContent },
  now: Date,
): InboundEvent {
  const event: InboundEvent = { waMessageId: row.wa_message_id, from: row.contact, sentAt: now };
  const text = row.content.text;
  if (row.content.replyId !== undefined) event.replyId = row.content.replyId;
  else if (row.content.location) event.location = row.content.location;
  else if (row.content.welcome) event.welcome = true;
  // Marked when stored: a buyer may well type text in square brackets.
  else if (row.content.unsupported && text !== undefined) event.unsupportedType = text;
  else if (text !== undefined) event.text = text;
  return event;
}

/** How a shared location reads in the conversation log. */
function locationText(event: InboundEvent): string {
  const where = event.location;
  if (!where) return '[location]';
  const label = [where.name, where.address].filter(Boolean).join(', ');
  return `[location] ${label || `${where.latitude.toFixed(4)}, ${where.longitude.toFixed(4)}`}`;
}
