/** How the bot's runtime paces itself: windows, limits, workers, recovery. */
import { availableParallelism } from 'node:os';
import type { Db } from '@/server/db/client';
import type { Env } from '@/server/env';
import type { JobQueue } from '@/server/jobs/queue';
import type { BotLogger } from '@/server/logger';
import type { QueryUnderstanding } from '@/server/discovery/understanding/types';
import type { SellDeps } from '@/server/bot/conversation/sell/state';
import type { SenderLimit } from '@/server/bot/whatsapp/message-log';
import type { OutboundSender } from '@/server/bot/whatsapp/sender';

/** What a runtime is made with. */
export interface RuntimeDeps {
  db: Db;
  env: Env;
  sender: OutboundSender;
  understanding: QueryUnderstanding;
  logger: BotLogger;
  now?: () => Date;
  /** The shared job queue (a server); absent in tests that drive the bot directly. */
  jobs?: JobQueue;
  /** How long a claim on answering a message holds without renewal (reply-claim.ts). */
  replyLeaseSeconds?: number;
  /** Overrides ANSWER_MAX_ATTEMPTS and the pauses between tries (reply-claim.ts). */
  answerAttempts?: number;
  answerRetryDelaySeconds?: (attempt: number) => number;
  /** Overrides SENDER_LIMIT. */
  senderLimit?: SenderLimit;
  /** Overrides REPLY_CONCURRENCY. */
  concurrency?: number;
  /** Listing by chat: photo downloads and storage. */
  sell?: SellDeps;
  /**
   * Deliveries being stored now by the process, shared with its reply threads (one Int32 at 0):
   * the process counts them, a thread's workers let them go first as the process's own do.
   */
  deliveriesInFlight?: Int32Array;
}

/** WhatsApp lets a business reply freely for 24 hours after the person's last message. */
export const REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const RECOVER_MIN_AGE_MS = 60_000;
export const RECOVER_INTERVAL_MS = 5 * 60_000;
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
export const TICK_MS = 5000;
/**
 * How long a worker lets deliveries being acknowledged go first before it takes its next
 * message: Meta waits on the acknowledgement, a buyer can wait a moment longer for the answer.
 */
export const ACK_FIRST_MS = 250;
/** How often a reply thread's worker looks whether the process's deliveries are stored. */
export const ACK_FIRST_POLL_MS = 5;

/** Resolves once the process has no delivery being stored (the shared count), or ACK_FIRST_MS. */
export async function deliveriesStored(shared: Int32Array): Promise<void> {
  const until = Date.now() + ACK_FIRST_MS;
  while (Atomics.load(shared, 0) > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, ACK_FIRST_POLL_MS));
  }
}

/**
 * An answer still being worked out after this long (a large search, the language-model path)
 * marks the person's message read and shows them the typing indicator until it comes.
 */
export const TYPING_AFTER_MS = 1000;
