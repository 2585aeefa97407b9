/**
 * Check-in jobs on the shared queue: one per seller when a listing falls due (sent with
 * `startAfter` wherever it is confirmed), one per check-in when its answer falls overdue, a
 * periodic sweep that sends what the table says is due and pauses what went unanswered, and, a
 * quarter of an hour apart, the opening of rounds a lost seller's job would have opened.
 */
import { TAKEN_AGAIN_SECONDS, type JobQueue } from '@/server/jobs/queue';
import {
  CHECKIN_OPEN_EVERY_SECONDS,
  CHECKIN_OPEN_JOB,
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
      await checkins.run({ openRounds: false });
    },
  );
  await jobs.every(CHECKIN_SWEEP_JOB, CHECKIN_SWEEP_EVERY_SECONDS);
  await jobs.define(
    CHECKIN_OPEN_JOB,
    { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: TAKEN_AGAIN_SECONDS },
    async () => {
      await checkins.openRounds();
    },
  );
  // Never less often than check-ins fall due (`CHECKIN_AFTER=1m` in the demo asks within two
  // minutes), and once at start: listings seeded or written while no process ran have no job.
  await jobs.every(CHECKIN_OPEN_JOB, checkins.openEverySeconds(CHECKIN_OPEN_EVERY_SECONDS));
  await jobs.send(CHECKIN_OPEN_JOB, {}).catch(() => undefined);
}
