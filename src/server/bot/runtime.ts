/**
 * Runs conversations: stores each inbound message (once per WhatsApp id), works out the answer,
 * stores and sends each reply, and records how the send went.
 *
 * Messages of one phone are handled one after another, in arrival order, so 'more' always
 * follows the search it pages; different phones run side by side. `idle()` resolves when every
 * accepted message has been handled (tests and a graceful shutdown wait on it).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { respond } from './conversation';
import type { BotLogger } from './logger';
import type { OutboundMessage } from './outbound';
import { withinLimits } from './outbound';
import { mayResend } from './retry-policy';
import type { OutboundSender, SendResult } from './sender';
import { claimReply, finishReply, noteReplySent, renewClaim } from './reply-claim';
import {
  claimResend,
  recordInbound,
  recordOutbound,
  recordSendResult,
  recordStatus,
  unansweredInbound,
  unansweredInboundById,
  undeliveredOutbound,
  type MessageContent,
} from './store';
import type { QueryUnderstanding } from './understanding/types';
import type { InboundEvent, StatusEvent } from './webhook-payload';

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
    },
  ) {}

  /** Names this runtime in the claims it takes on answering messages. */
  private readonly owner = randomUUID();

  /**
   * Stores the message; returns false when this WhatsApp id was stored before (a redelivery),
   * in which case nothing else happens.
   */
  async accept(event: InboundEvent): Promise<string | null> {
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
    return recordInbound(this.deps.db, {
      phone: event.from,
      waMessageId: event.waMessageId,
      content,
      at: this.deps.now?.() ?? new Date(),
      ...(event.userId ? { userId: event.userId } : {}),
    });
  }

  /** Queues the handling of an accepted message behind the same phone's earlier ones. */
  handle(event: InboundEvent, inboundId: string): Promise<Delivered[]> {
    const previous = this.queues.get(event.from) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.process(event, inboundId));
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
   * inbound messages acknowledged but never answered are answered, and replies that failed (or
   * were cut off mid-send) are sent again, up to RESEND_MAX_ATTEMPTS attempts in all. Only
   * messages older than `minAgeMs` are touched, so work still running is left alone.
   */
  async recover(minAgeMs = RECOVER_MIN_AGE_MS): Promise<{ answered: number; resent: number }> {
    const now = this.deps.now?.() ?? new Date();
    const olderThan = new Date(now.getTime() - minAgeMs);
    const newerThan = new Date(now.getTime() - REPLY_WINDOW_MS);
    let answered = 0;
    let resent = 0;
    for (const row of await unansweredInbound(this.deps.db, olderThan, newerThan)) {
      await this.handle(storedEvent(row, now), row.id);
      answered++;
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
   * Answers one stored inbound message (the job queued when it was acknowledged), unless it was
   * answered already: a job run twice, or taken over from a stopped process, answers once.
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
   * Claims the message, works out the answer and sends each reply, renewing the claim before
   * each send: another process that was handed the same message (a job whose queue lease ran out
   * while this one still sends) finds it held and sends nothing. Replies sent under a claim that
   * lapsed (its process stopped) are not sent again.
   */
  private async process(event: InboundEvent, inboundId: string): Promise<Delivered[]> {
    const { db, logger } = this.deps;
    const lease = this.deps.replyLeaseSeconds;
    const delivered: Delivered[] = [];
    const claim = await claimReply(db, inboundId, this.owner, lease);
    if (!claim) return delivered;
    try {
      const replies = await respond(
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
