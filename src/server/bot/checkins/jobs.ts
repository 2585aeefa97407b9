/**
 * Check-in jobs on the shared queue: one per seller when a listing falls due (sent with
 * `startAfter` wherever it is confirmed), one per check-in when its answer falls overdue, and
 * a periodic sweep that finds from the table what a lost job would have done.
 */
import { TAKEN_AGAIN_SECONDS, type JobQueue } from '@/server/jobs/queue';
import {
  CHECKIN_PAUSE_JOB,
  CHECKIN_SELLER_JOB,
  CHECKIN_SWEEP_EVERY_SECONDS,
  CHECKIN_SWEEP_JOB,
} from '@/server/listings/checkins/schedule';
import type { CheckinService } from './service';

export async function defineCheckinJobs(jobs: JobQueue, checkins: CheckinService): Promise<void> {
  const options = { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: TAKEN_AGAIN_SECONDS };
  await jobs.define<{ sellerId: string }>(CHECKIN_SELLER_JOB, options, async ({ sellerId }) => {
    await checkins.sendForSeller(sellerId);
  });
  await jobs.define<{ checkinId: string }>(CHECKIN_PAUSE_JOB, options, async ({ checkinId }) => {
    await checkins.pauseOne(checkinId);
  });
  await jobs.define(
    CHECKIN_SWEEP_JOB,
    { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: TAKEN_AGAIN_SECONDS },
    async () => {
      await checkins.run();
    },
  );
  await jobs.every(CHECKIN_SWEEP_JOB, CHECKIN_SWEEP_EVERY_SECONDS);
}
