/**
 * The bot's periodic work on the job queue shared by every server process: sending again the
 * replies that failed, answering what a stopped process left behind, and seller check-ins
 * (checkins/jobs.ts). Each message itself is
 * answered by the workers of the process that stored it (runtime.ts), straight from the
 * messages table, not through a job.
 */
import type { Db } from '@/server/db/client';
import { TAKEN_AGAIN_SECONDS, type JobQueue } from '@/server/jobs/queue';
import { expireFlowReplies } from './conversation/sell/flow/flow-replies';
import { expireFlowTokens } from './conversation/sell/flow/flow-tokens';
import type { BotRuntime } from './runtime';
import { defineCheckinJobs } from './checkins/jobs';
import type { CheckinService } from './checkins/service';

export const BOT_RECOVER_JOB = 'bot-recover';
/** How often the periodic recovery runs (once per period across all processes). */
export const BOT_RECOVER_EVERY_SECONDS = 30;
/** Listing forms' spent tokens, and answers never answered (over the limit), go after a day. */
export const LISTING_FORM_EXPIRY_JOB = 'expire-listing-forms';
const LISTING_FORM_EXPIRY_EVERY_SECONDS = 3600;

export async function defineBotJobs(
  jobs: JobQueue,
  runtime: BotRuntime,
  checkins: CheckinService,
  db: Db,
): Promise<void> {
  await jobs.define(
    BOT_RECOVER_JOB,
    { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: TAKEN_AGAIN_SECONDS },
    async () => {
      await runtime.recover();
    },
  );
  await jobs.every(BOT_RECOVER_JOB, BOT_RECOVER_EVERY_SECONDS);
  await jobs.define(
    LISTING_FORM_EXPIRY_JOB,
    { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 600 },
    async () => {
      const now = new Date();
      await expireFlowTokens(db, now);
      await expireFlowReplies(db, now);
    },
  );
  await jobs.every(LISTING_FORM_EXPIRY_JOB, LISTING_FORM_EXPIRY_EVERY_SECONDS);
  await defineCheckinJobs(jobs, checkins);
}
