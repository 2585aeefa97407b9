/**
 * The bot's background work on the job queue shared by every server process: each acknowledged
 * message is answered by a job (one buyer's messages in order), and a periodic job sends again
 * the replies that failed and answers what a stopped process left behind.
 */
import type { JobQueue } from '../jobs/queue';
import type { BotRuntime } from './runtime';

export const BOT_REPLY_JOB = 'bot-reply';
export const BOT_RECOVER_JOB = 'bot-recover';
/** How often the periodic recovery runs (once per period across all processes). */
export const BOT_RECOVER_EVERY_SECONDS = 30;

export async function defineBotJobs(jobs: JobQueue, runtime: BotRuntime): Promise<void> {
  await jobs.define<{ inboundId: string }>(
    BOT_REPLY_JOB,
    // The sender's own attempts take at most about 35 s; a reply job held longer than 45 s is
    // presumed lost with its process and handed to another. That one answers only if the
    // message's own claim (reply-claim.ts) has lapsed: a process still sending renews it before
    // each send, so the message is never answered twice.
    { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 45 },
    ({ inboundId }) => runtime.answerStored(inboundId),
  );
  await jobs.define(
    BOT_RECOVER_JOB,
    { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 300 },
    async () => {
      await runtime.recover();
    },
  );
  await jobs.every(BOT_RECOVER_JOB, BOT_RECOVER_EVERY_SECONDS);
}
