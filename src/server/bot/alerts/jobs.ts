/**
 * The alerts' work on the job queue shared by every server process:
 *
 * - LISTING_OFFERED_JOB (`alerts.match`, sent by every door a listing becomes offered through,
 *   src/server/listings/offered.ts): matches it, then queues each buyer's send.
 * - `alerts.deliver` `{ phone }`: sends that buyer's due alerts (deliver.ts), one buyer's sends
 *   one at a time (the job's key); the next day's digest waits in the queue (startAfter).
 * - `alerts.due`, every minute: sends whatever is due and was not sent (a lost job, a lease that
 *   lapsed with its process, a digest whose day has come).
 */
import { TAKEN_AGAIN_SECONDS, type JobQueue } from '@/server/jobs/queue';
import { LISTING_OFFERED_JOB, type ListingOfferedJob } from '@/server/listings/offered';
import { ALERTS_DELIVER_JOB, deliverAlerts, deliverDueAlerts, type AlertDeps } from './deliver';
import { matchListing } from './match';

export const ALERTS_DUE_JOB = 'alerts.due';
export const ALERTS_DUE_EVERY_SECONDS = 60;

const KIND = { retryLimit: 3, retryDelaySeconds: 15, expireInSeconds: TAKEN_AGAIN_SECONDS };

/** Matches a listing and sends each new alert; what the match job runs. */
export async function alertsForListing(deps: AlertDeps, listingId: string): Promise<void> {
  const buyers = await matchListing(deps.db, listingId, deps.now());
  for (const phone of buyers) {
    if (deps.jobs) await deps.jobs.send(ALERTS_DELIVER_JOB, { phone }, { key: phone });
    else await deliverAlerts(deps, phone);
  }
}

export async function defineAlertJobs(jobs: JobQueue, deps: Omit<AlertDeps, 'jobs'>) {
  const withQueue: AlertDeps = { ...deps, jobs };
  await jobs.define<ListingOfferedJob>(LISTING_OFFERED_JOB, KIND, ({ listingId }) =>
    alertsForListing(withQueue, listingId),
  );
  await jobs.define<{ phone: string }>(ALERTS_DELIVER_JOB, KIND, ({ phone }) =>
    deliverAlerts(withQueue, phone),
  );
  await jobs.define(
    ALERTS_DUE_JOB,
    { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: TAKEN_AGAIN_SECONDS },
    async () => {
      await deliverDueAlerts(withQueue);
    },
  );
  await jobs.every(ALERTS_DUE_JOB, ALERTS_DUE_EVERY_SECONDS);
}
