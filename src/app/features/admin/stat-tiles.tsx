import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { TODAY_VIEWS_INDEX } from '@/domain/constants';
import type { AdminStats } from '@/app/features/admin/api/types';
import { formatCount } from './format';

/** Today's views are the seventh entry of the daily list (oldest first); '-' when missing. */
export function todaysViews(stats: AdminStats | undefined): number | undefined {
  return stats?.dailyViews?.[TODAY_VIEWS_INDEX]?.views;
}

interface StatTilesProps {
  stats: AdminStats | undefined;
  loading: boolean;
}

export function StatTiles({ stats, loading }: StatTilesProps) {
  const chatsToday = stats?.dailyViews?.[TODAY_VIEWS_INDEX]?.leads;
  // Buyer chats (buyers who followed a listing's chat link) sit under the views they came from.
  const tiles = [
    { label: 'Total Contacts', value: stats?.totalContacts },
    { label: 'Total Listings', value: stats?.totalListings },
    { label: 'Total Views', value: stats?.cumulativeViews, leads: stats?.totalLeads },
    { label: "Today's Views", value: todaysViews(stats), leads: chatsToday },
    { label: 'Open Cases', value: stats?.openCases },
    { label: 'Suspended Sellers', value: stats?.suspendedSellers },
    { label: 'Saved Searches', value: stats?.savedSearches },
    // Chats started from an alert's seller link sit under the alerts sent.
    { label: 'Alerts Sent', value: stats?.alertsSent, leads: stats?.alertChats },
    { label: 'Alerts Failed', value: stats?.alertsFailed },
    {
      label: 'Check-ins Sent',
      value: stats?.checkIns?.sent,
      note: stats?.checkIns
        ? `${formatCount(stats.checkIns.answered)} answered · ${formatCount(stats.checkIns.autoPaused)} auto-paused`
        : undefined,
    },
  ];
  return (
    // Compact (ten tiles in two rows on a laptop), so the tabs below are in sight at 1280x800.
    <SimpleGrid cols={{ base: 2, md: 4, lg: 5 }} spacing={{ base: 'xs', sm: 'sm' }}>
      {tiles.map((tile) => (
        <Paper
          key={tile.label}
          withBorder
          radius="md"
          px={{ base: 'sm', sm: 'md' }}
          py="sm"
          role="group"
          aria-label={tile.label}
        >
          <Text size="sm" c="dimmed" fw={500}>
            {tile.label}
          </Text>
          {loading ? (
            <Skeleton height={30} mt={4} width="60%" data-testid="stat-skeleton" />
          ) : (
            <Text fz={{ base: 24, sm: 26 }} fw={700} lh={1.25} mt={2}>
              {formatCount(tile.value)}
            </Text>
          )}
          {!loading && tile.leads !== undefined ? (
            <Text size="xs" c="dimmed">
              {formatCount(tile.leads)} {tile.leads === 1 ? 'buyer chat' : 'buyer chats'}
            </Text>
          ) : null}
          {!loading && tile.note ? (
            <Text size="xs" c="dimmed">
              {tile.note}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
