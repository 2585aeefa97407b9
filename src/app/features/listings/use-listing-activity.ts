import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/app/api/client';
import { isLocalListingId } from '@/app/local/outbox-repo';

export interface ActivityDay {
  date: string;
  views: number;
  leads: number;
}

/**
 * Views and buyer chats of the last 7 days, read from the server when the page opens (an online
 * view, like the admin screens: the device keeps only the totals).
 */
export function useListingActivity(id: string) {
  return useQuery({
    queryKey: ['listing-activity', id],
    enabled: !isLocalListingId(id),
    retry: false,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<{ days?: ActivityDay[] }>(
        `/listings/${encodeURIComponent(id)}/activity`,
        { signal },
      );
      return Array.isArray(answer?.days) ? answer.days : [];
    },
  });
}
