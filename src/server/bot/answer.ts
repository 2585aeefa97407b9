/** Answering one inbound message under its claim (reply-claim.ts). */
import type { Db } from '@/server/db/client';
import type { Env } from '@/server/env';
import type { JobQueue } from '@/server/jobs/queue';
import type { BotLogger } from '@/server/logger';
import { detectLanguage } from '@/domain/language';
import { copyFor } from '@/domain/bot-copy';
import { respond } from '@/server/bot/conversation/respond';
import { slowDownText } from '@/server/bot/conversation/copy';
import { loadConversation } from '@/server/bot/conversation/memory';
import type { SellDeps } from '@/server/bot/conversation/sell/state';
import type { OutboundSender } from '@/server/bot/whatsapp/sender';
import type { QueryUnderstanding } from '@/server/discovery/understanding/types';
import type { InboundEvent } from '@/server/bot/whatsapp/webhook-payload';
import type { OutboundMessage } from './outbound';
import {
  ANSWER_MAX_ATTEMPTS,
  answerRetryDelaySeconds,
  claimReply,
  finishReply,
  noteReplySent,
  renewClaim,
  replyKey,
  retryLater,
} from './reply-claim';
import type { Delivered } from './send-reply';
import { forgetCode } from './inbound-event';
import { TYPING_AFTER_MS } from './runtime-settings';
import { botReplyLatency } from '@/server/metrics/registry';

/** A message's claim as its answer starts: replies already sent under an earlier claim. */
export interface Claim {
  repliesSent: number;
  overLimit: boolean;
  /** How many times the answer was taken up, this time included. */
  attempts: number;
  /** When the message was received, where known: its first reply's latency is measured. */
  receivedAt?: Date;
}

export interface AnswerDeps {
  db: Db;
  env: Env;
  understanding: QueryUnderstanding;
  logger: BotLogger;
  now?: () => Date;
  sell?: SellDeps;
  /** The shared job queue, for work an answer schedules (the next check-in). */
  jobs?: JobQueue;
  /** Names the runtime in the claims it takes. */
  owner: string;
  /** How long a claim holds without renewal, in seconds. */
  lease: number;
  /** The sender's limit window, said in the 'slow down' notice. */
  windowSeconds: number;
  /** Tries before a message is given up, and the pause after each failed one. */
  maxAttempts?: number;
  retryDelaySeconds?: (attempt: number) => number;
  /** Sends what an answer passes on to someone else (conversation/pass-on.ts), and typing. */
  sender?: OutboundSender;
  /** Overrides TYPING_AFTER_MS. */
  typingAfterMs?: number;
  /** Sends one reply under its idempotency key (send-reply.ts). */
  send: (to: string, message: OutboundMessage, key: string) => Promise<Delivered>;
}

/**
 * Claims the message (unless `held` says it was claimed already), works out the answer and
 * sends each reply, renewing the claim every third of its lease and checking it before each
 * send: another process trying the same message finds it held and sends nothing, and a worker
 * whose claim was taken over (its process stalled past the lease) stops. Each reply goes out
 * under its idempotency key (the message's id and the reply's place), recorded before the send,
 * so an answer worked out again never sends a second copy of a reply that went out. A message
 * over its sender's limit is answered with the 'slow down' notice alone.
 *
 * A failure on our side (an exception, the database or the object store away) is tried again
 * after a growing pause, and a process that stopped mid-answer lets its claim lapse; either way
 * each try counts, and after `maxAttempts` the person is told that something went wrong on our
 * side, in their language, and the message is marked 'failed'.
 */
export async function answerMessage(
  deps: AnswerDeps,
  event: InboundEvent,
  inboundId: string,
  held?: Claim,
): Promise<Delivered[]> {
  const { db, logger, owner, lease } = deps;
  const maxAttempts = deps.maxAttempts ?? ANSWER_MAX_ATTEMPTS;
  const delivered: Delivered[] = [];
  const claim: Claim | null = held ?? (await claimReply(db, inboundId, owner, lease));
  if (!claim) return delivered;
  // Renewed while the answer is worked out and sent, so it lapses only with this process.
  const heartbeat = setInterval(
    () => void renewClaim(db, inboundId, owner, lease).catch(() => undefined),
    (lease * 1000) / 3,
  );
  heartbeat.unref();
  try {
    // Tried as often as it may be (earlier tries failed, or stopped their process): given up.
    if (claim.attempts > maxAttempts) {
      delivered.push(...(await giveUp(deps, event, inboundId)));
      return delivered;
    }
    // An answer that takes more than about a second shows the person it is coming.
    const typing = claim.overLimit
      ? undefined
      : setTimeout(
          () => void deps.sender?.typing?.(event.waMessageId),
          deps.typingAfterMs ?? TYPING_AFTER_MS,
        );
    typing?.unref();
    const replies: OutboundMessage[] = claim.overLimit
      ? [{ kind: 'text', text: slowDownText(deps.windowSeconds) }]
      : await respond(
          {
            db,
            env: deps.env,
            understanding: deps.understanding,
            logger,
            ...(deps.now ? { now: deps.now } : {}),
            ...(deps.sell ? { sell: deps.sell } : {}),
            ...(deps.jobs ? { jobs: deps.jobs } : {}),
            ...(deps.sender ? { sender: deps.sender } : {}),
          },
          event,
        ).finally(() => clearTimeout(typing));
    for (const [index, reply] of replies.entries()) {
      if (index < claim.repliesSent) continue;
      if (!(await renewClaim(db, inboundId, owner, lease))) {
        logger.error('bot reply taken over by another process', { id: event.waMessageId });
        return delivered;
      }
      const sent = await deps.send(event.from, reply, replyKey(inboundId, index));
      if (!sent.sentBefore) delivered.push(sent);
      if (
        claim.receivedAt &&
        claim.repliesSent === 0 &&
        index === 0 &&
        !sent.sentBefore &&
        sent.result.ok
      ) {
        const now = deps.now?.() ?? new Date();
        botReplyLatency.observe(Math.max(0, now.getTime() - claim.receivedAt.getTime()) / 1000);
      }
      // Recorded, sent or failed: a failed one is the outbound recovery's to send again.
      await noteReplySent(db, inboundId, owner);
    }
    await finishReply(db, inboundId, owner, 'handled');
    await forgetCode(db, inboundId, event);
  } catch (error) {
    const last = claim.attempts >= maxAttempts;
    logger.error('bot could not handle a message', {
      from: event.from,
      id: event.waMessageId,
      attempt: claim.attempts,
      ...(last ? { givenUp: true } : {}),
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    // With the database away this fails too: the claim lapses and the next try comes then.
    try {
      if (last) delivered.push(...(await giveUp(deps, event, inboundId)));
      else {
        const delay = (deps.retryDelaySeconds ?? answerRetryDelaySeconds)(claim.attempts);
        await retryLater(db, inboundId, owner, delay);
      }
    } catch {
      // Nothing more to do here: the claim lapses.
    }
  } finally {
    clearInterval(heartbeat);
  }
  return delivered;
}

/**
 * Ends a message that could not be answered: the person is told it went wrong on our side (in
 * the language of their message, else of their conversation, else English), once, under its
 * own idempotency key, and the message is marked 'failed'.
 */
async function giveUp(
  deps: AnswerDeps,
  event: InboundEvent,
  inboundId: string,
): Promise<Delivered[]> {
  const { db, owner } = deps;
  const language =
    detectLanguage(event.text ?? '') ??
    (await loadConversation(db, event.from).catch(() => null))?.language ??
    null;
  const sorry: OutboundMessage = { kind: 'text', text: copyFor(language).ourFault };
  const sent = await deps.send(event.from, sorry, replyKey(inboundId, 'fault'));
  await finishReply(db, inboundId, owner, 'failed');
  await forgetCode(db, inboundId, event);
  return sent.sentBefore ? [] : [sent];
}
