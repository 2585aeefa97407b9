/**
 * Runs conversations: stores each inbound message (once per WhatsApp id), works out the answer,
 * stores and sends each reply, and records how the send went.
 *
 * Messages of one phone are handled one after another, in arrival order, so 'more' always
 * follows the search it pages; different phones run side by side. `idle()` resolves when every
 * accepted message has been handled (tests and a graceful shutdown wait on it).
 */
import type { Db } from '../db/client';
import type { Env } from '../env';
import { respond } from './conversation';
import type { BotLogger } from './logger';
import type { OutboundMessage } from './outbound';
import { withinLimits } from './outbound';
import type { OutboundSender, SendResult } from './sender';
import {
  markInbound,
  recordInbound,
  recordOutbound,
  recordSendResult,
  recordStatus,
  type MessageContent,
} from './store';
import type { QueryUnderstanding } from './understanding/types';
import type { InboundEvent, StatusEvent } from './webhook-payload';

export interface Delivered {
  message: OutboundMessage;
  result: SendResult;
}

export class BotRuntime {
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
    },
  ) {}

  /**
   * Stores the message; returns false when this WhatsApp id was stored before (a redelivery),
   * in which case nothing else happens.
   */
  async accept(event: InboundEvent): Promise<string | null> {
    const content: MessageContent = {};
    if (event.text !== undefined) content.text = event.text;
    else if (event.replyTitle !== undefined) content.text = event.replyTitle;
    else if (event.unsupportedType) content.text = `[${event.unsupportedType}]`;
    if (event.replyId !== undefined) content.replyId = event.replyId;
    // Stored at the time it reached us (Meta's timestamp has whole seconds only), so the
    // conversation reads in the order the bot saw it.
    return recordInbound(this.deps.db, {
      phone: event.from,
      waMessageId: event.waMessageId,
      content,
      at: this.deps.now?.() ?? new Date(),
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

  async status(event: StatusEvent): Promise<void> {
    await recordStatus(this.deps.db, event.waMessageId, event.status);
  }

  private async process(event: InboundEvent, inboundId: string): Promise<Delivered[]> {
    const delivered: Delivered[] = [];
    try {
      const replies = await respond(
        {
          db: this.deps.db,
          env: this.deps.env,
          understanding: this.deps.understanding,
          ...(this.deps.now ? { now: this.deps.now } : {}),
        },
        event,
      );
      for (const reply of replies) delivered.push(await this.send(event.from, reply));
      await markInbound(this.deps.db, inboundId, 'handled');
    } catch (error) {
      this.deps.logger.error('bot could not handle a message', {
        from: event.from,
        id: event.waMessageId,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      await markInbound(this.deps.db, inboundId, 'failed').catch(() => undefined);
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
        error: error instanceof Error ? error.message : String(error),
      };
    }
    if (!result.ok)
      this.deps.logger.error('whatsapp message not delivered', { to, error: result.error });
    await recordSendResult(this.deps.db, id, result);
    return { message: bounded, result };
  }
}
