/**
 * Scheduling a listing's next check-in from wherever it is confirmed (the listing commands'
 * create, edit, reactivation and confirm, for the app and the chat alike, commands.ts; the bot's
 * "Still available"): a job on the shared queue that starts CHECKIN_AFTER later and sends the
 * seller's due check-ins (src/server/bot/checkins). The bot defines the jobs; the names live here
 * so the commands can send them without importing the bot. A periodic sweep finds what a lost job
 * would have done, from the check-in table.
 */
import type { Env } from '@/server/env';
import type { JobQueue } from '@/server/jobs/queue';
import { log } from '@/server/logger';

/** `{ sellerId }`: make and send the seller's due check-ins. */
export const CHECKIN_SELLER_JOB = 'checkin-seller';
/** `{ checkinId }`: pause its listing if the check-in is still unanswered. */
export const CHECKIN_PAUSE_JOB = 'checkin-autopause';
/** The periodic backstop over every seller: what is due sent, what went unanswered paused. */
export const CHECKIN_SWEEP_JOB = 'checkin-sweep';
export const CHECKIN_SWEEP_EVERY_SECONDS = 60;
/**
 * The backstop for a seller's job lost before it ran: the rounds of every listing past its
 * check-in date opened from the listings themselves. It reads every listing past that date (about
 * 230,000 at 500,000 listings, 1.5 s), so it runs at start and then every quarter of an hour (or
 * every CHECKIN_AFTER when shorter) rather than with the minute's sweep; a listing whose job was
 * lost is asked at most that much later.
 */
export const CHECKIN_OPEN_JOB = 'checkin-open';
export const CHECKIN_OPEN_EVERY_SECONDS = 900;

/**
 * Schedules the check-in of a listing confirmed at `confirmedAt`; a queue error is logged (the
 * periodic sweep still finds the due listing from its table), never thrown at the seller's write.
 */
export async function scheduleCheckin(
  jobs: JobQueue | undefined,
  env: Pick<Env, 'CHECKIN_AFTER'>,
  sellerId: string,
  confirmedAt: Date,
  onError: (error: unknown) => void = (error) =>
    log.error({ err: error, sellerId }, 'Check-in not scheduled'),
): Promise<void> {
  if (!jobs) return;
  // A little after the due time, so the round is due when the job runs.
  const startAfter = new Date(confirmedAt.getTime() + env.CHECKIN_AFTER + 1000);
  // Keyed by seller: one seller's check-ins are sent one job at a time, and a slow one never
  // holds up another seller's.
  await jobs.send(CHECKIN_SELLER_JOB, { sellerId }, { startAfter, key: sellerId }).catch(onError);
}
