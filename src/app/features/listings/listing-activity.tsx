import { ApiError } from '@/app/api/client';
import { isLocalListingId } from '@/app/local/outbox-repo';
import { i18n } from '@/app/ui/i18n';
import { ActivityChart } from './activity-chart';
import { useListingActivity } from './use-listing-activity';

/** The last 7 days of a listing the server has; a listing made on this device has none yet. */
export function ListingActivity({ id }: { id: string }) {
  const activity = useListingActivity(id);
  if (isLocalListingId(id)) return null;
  const error = activity.error
    ? activity.error instanceof ApiError &&
      (activity.error.kind === 'fetch' || activity.error.kind === 'timeout')
      ? i18n._('chart.offline')
      : activity.error.message
    : null;
  return <ActivityChart days={activity.data} loading={activity.isPending} error={error} />;
}
