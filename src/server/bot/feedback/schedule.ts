/**
 * Scheduling the buyers' feedback question sent unasked: when the bot hands a buyer a seller's
 * link (listing-detail.ts), a job on the shared queue that starts FEEDBACK_AFTER later, keyed by
 * the buyer (their feedback jobs run one at a time), and asks if the rules allow (ask.ts). A
 * periodic sweep finds what a lost job would have done. The names live here, apart from the job's
 * work, so the conversation can send the job without importing it.
 */
import type { JobQueue } from '@/server/jobs/queue';
import type { BotLogger } from '@/server/logger';

/** `{ phone }`: ask the buyer about their due link, if they consented and have not written. */
export const FEEDBACK_ASK_JOB = 'feedback-ask';
/** The periodic backstop over every consenting buyer. */
export const FEEDBACK_SWEEP_JOB = 'feedback-sweep';
export const FEEDBACK_SWEEP_EVERY_SECONDS = 60;

/**
 * Schedules the question about a link handed at `handedAt`; a queue error is logged (the sweep
 * still finds the due link), never thrown at the buyer's answer.
 */
export async function scheduleFeedbackAsk(
  jobs: JobQueue | undefined,
  after: number,
  phone: string,
  handedAt: Date,
  logger?: BotLogger,
): Promise<void> {
  if (!jobs) return;
  // A little after the due time, so the link is due when the job runs.
  const startAfter = new Date(handedAt.getTime() + after + 1000);
  await jobs.send(FEEDBACK_ASK_JOB, { phone }, { startAfter, key: phone }).catch((error: unknown) =>
    logger?.error('feedback question not scheduled', {
      error: error instanceof Error ? error.message : String(error),
    }),
  );
}
