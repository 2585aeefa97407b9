/**
 * The buyers' feedback question on the shared queue: one job per handed link, FEEDBACK_AFTER
 * later, keyed by the buyer (schedule.ts), and a periodic sweep that finds from the tables what a
 * lost job would have done (the in-process queue forgets its timers on restart). Both run
 * `askFeedback` (ask.ts), which claims a link once across processes.
 */
import { TAKEN_AGAIN_SECONDS, type JobQueue } from '@/server/jobs/queue';
import { askFeedback, buyersDueFeedback, type FeedbackAskDeps } from './ask';
import { FEEDBACK_ASK_JOB, FEEDBACK_SWEEP_EVERY_SECONDS, FEEDBACK_SWEEP_JOB } from './schedule';

export async function defineFeedbackJobs(jobs: JobQueue, deps: FeedbackAskDeps): Promise<void> {
  await jobs.define<{ phone: string }>(
    FEEDBACK_ASK_JOB,
    { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: TAKEN_AGAIN_SECONDS },
    async ({ phone }) => {
      await askFeedback(deps, phone);
    },
  );
  await jobs.define(
    FEEDBACK_SWEEP_JOB,
    { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: TAKEN_AGAIN_SECONDS },
    async () => {
      for (const phone of await buyersDueFeedback(deps.db, deps.env, deps.now())) {
        await askFeedback(deps, phone);
      }
    },
  );
  await jobs.every(FEEDBACK_SWEEP_JOB, FEEDBACK_SWEEP_EVERY_SECONDS);
}
