/**
 * "A listing became offered to buyers": created, reactivated, or approved by moderation. Every
 * door calls `listingOffered` after its change is committed; it queues one job on the shared job
 * queue, which matches the listing against the buyers' saved searches (src/server/bot/alerts).
 * The job itself checks that the listing is offered (a listing held by screening is not), and
 * each buyer hears about a listing at most once, so calling it twice is harmless.
 */
import { postgresNotReachableYet } from '@/server/db/reachable';
import type { JobQueue } from '@/server/jobs/queue';
import { log } from '@/server/logger';

export const LISTING_OFFERED_JOB = 'alerts.match';

export interface ListingOfferedJob {
  listingId: string;
}

/**
 * Queues the matching; without a queue (a test app made without one) there is nothing to do.
 * A queue that refuses is reported and does not undo the seller's change; a PostgreSQL server
 * that is away for a few seconds (a restart) is waited for.
 */
export async function listingOffered(
  jobs: JobQueue | undefined,
  listingId: string,
  report: (error: unknown) => void = (error) =>
    log.error({ err: error, listingId }, 'Alert matching not queued'),
): Promise<void> {
  if (!jobs) return;
  for (let attempt = 1; ; attempt++) {
    try {
      await jobs.send<ListingOfferedJob>(LISTING_OFFERED_JOB, { listingId });
      return;
    } catch (error) {
      // PostgreSQL restarting between the change and its job: the job is sent once it is back.
      if (attempt >= SEND_TRIES || !postgresNotReachableYet(error)) {
        report(error);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** (attempt - 1)));
    }
  }
}

/** Tries of the send while PostgreSQL is away: pauses of 0.5, 1, 2 and 4 s between them. */
const SEND_TRIES = 5;
