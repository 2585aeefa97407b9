/** Scheduling a listing's next check-in from the API's writes (see listings/checkin-schedule.ts). */
import type { AppContext, AppEnv } from '@/server/deps';
import { scheduleCheckin } from '@/server/listings/checkin-schedule';

/**
 * Queues the seller's check-in CHECKIN_AFTER past `confirmedAt`. A queue that refuses it costs
 * nothing but time: the periodic sweep finds the due listing from its table.
 */
export function scheduleNextCheckin<E extends AppEnv>(
  c: AppContext<E>,
  sellerId: string,
  confirmedAt: Date,
): Promise<void> {
  const { jobs, env } = c.get('deps');
  return scheduleCheckin(jobs, env, sellerId, confirmedAt);
}
