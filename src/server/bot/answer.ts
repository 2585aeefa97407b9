/** Answering one inbound message under its claim (reply-claim.ts). */
import type { Db } from '@/server/db/client';
import type { Env } from '@/server/env';
import type { JobQueue } from '@/server/jobs/queue';
import type { BotLogger } from '@/server/logger';
import { respond } from '@/server/bot/conversation/respond';
import { slowDownText } from '@/server/bot/conversation/copy';
import type { SellDeps } from '@/server/bot/conversation/sell/state';
import type { QueryUnderstanding } from '@/server/discovery/understanding/types';
import type { InboundEvent } from '@/server/bot/whatsapp/webhook-payload';
import type { OutboundMessage } from './outbound';
import { claimReply, finishReply, noteReplySent, renewClaim } from './reply-claim';
import type { Delivered } from './send-reply';
import { botReplyLatency } from '@/server/metrics/registry';

/** A message's claim as its answer starts: replies already sent under an earlier claim. */
export interface Claim {
  repliesSent: number;
  overLimit: boolean;
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
  send: (to: string, message: OutboundMessage) => Promise<Delivered>;
}

/**
 * Claims the message (unless `held` says it was claimed already), works out the answer and
 * sends each reply, renewing the claim every third of its lease and checking it before each
 * send: another process trying the same message finds it held and sends nothing, and a worker
 * whose claim was taken over (its process stalled past the lease) stops. Replies sent under a
 * claim that lapsed (its process stopped) are not sent again. A message over its sender's limit
 * is answered with the 'slow down' notice alone.
 */
export async function answerMessage(
  deps: AnswerDeps,
  event: InboundEvent,
  inboundId: string,
  held?: Claim,
): Promise<Delivered[]> {
  const { db, logger, owner, lease } = deps;
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
          },
          event,
        );
    for (const reply of replies.slice(claim.repliesSent)) {
      if (!(await renewClaim(db, inboundId, owner, lease))) {
        logger.error('bot reply taken over by another process', { id: event.waMessageId });
        return delivered;
      }
      const sent = await deps.send(event.from, reply);
      delivered.push(sent);
      if (claim.receivedAt && claim.repliesSent === 0 && delivered.length === 1 && sent.result.ok) {
        const now = deps.now?.() ?? new Date();
        botReplyLatency.observe(Math.max(0, now.getTime() - claim.receivedAt.getTime()) / 1000);
      }
      // Recorded, sent or failed: a failed one is the outbound recovery's to send again.
      await noteReplySent(db, inboundId, owner);
    }
    await finishReply(db, inboundId, owner, 'handled');
  } catch (error) {
    logger.error('bot could not handle a message', {
      from: event.from,
      id: event.waMessageId,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    await finishReply(db, inboundId, owner, 'failed').catch(() => undefined);
  } finally {
    clearInterval(heartbeat);
  }
  return delivered;
}
