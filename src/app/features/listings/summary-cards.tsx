import { Anchor, Card, Grid, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconEye,
  IconListDetails,
  IconMessageCircle,
} from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import type { LocalStats } from '@/app/local/db';
import { chatLink, displayNumber } from '@/app/ui/chat-links';
import { i18n } from '@/app/ui/i18n';

function StatCard({
  icon,
  label,
  value,
  loading,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  loading: boolean;
}) {
  return (
    <Card withBorder radius="lg" p="md" h="100%">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={42} radius="xl" variant="light" visibleFrom="xsm">
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {loading ? (
            <Skeleton
              height={28}
              width={70}
              mt={4}
              // A placeholder named for what is loading: an image, so its name is read.
              role="img"
              aria-label={i18n._('listings.stat.loading', { label })}
            />
          ) : (
            <Text fw={700} fz={24} lh={1.3}>
              {value}
            </Text>
          )}
        </div>
      </Group>
    </Card>
  );
}

/**
 * The summary cards (spec): where buyers find the listings, Active Listings (active
 * ones only; '0' when unknown), Total Views ('Pending' when unknown) and Buyer chats: how many
 * buyers followed a listing's chat link ('Pending' when unknown).
 */
export const SummaryCards = memo(function SummaryCards({
  stats,
  activeListings,
  loading,
}: {
  stats: LocalStats | null | undefined;
  /** Counted on the device, so marking a listing sold offline shows at once. */
  activeListings: number | undefined;
  loading: boolean;
}) {
  return (
    <Grid gutter={{ base: 'xs', xsm: 'md' }}>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Card withBorder radius="lg" p="md" h="100%" bg="var(--mantine-color-brand-light)">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={42} radius="xl">
              <IconBrandWhatsapp size={24} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{i18n._('listings.whatsapp.title')}</Text>
              <Text size="sm">
                {i18n._('listings.whatsapp.text')}{' '}
                <Anchor href={chatLink()} target="_blank" rel="noopener noreferrer" fw={600}>
                  {displayNumber()}
                </Anchor>
              </Text>
            </div>
          </Group>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 4, md: 3 }}>
        <StatCard
          icon={<IconListDetails size={22} />}
          label={i18n._('listings.stat.active')}
          value={activeListings ?? stats?.activeListings ?? stats?.totalListings ?? '0'}
          loading={loading && activeListings === undefined}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 4, md: 3 }}>
        <StatCard
          icon={<IconEye size={22} />}
          label={i18n._('listings.stat.views')}
          value={stats?.totalViews ?? i18n._('listings.stat.pending')}
          loading={loading}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 4, md: 3 }}>
        <StatCard
          icon={<IconMessageCircle size={22} />}
          label={i18n._('listings.stat.chats')}
          value={stats?.totalLeads ?? i18n._('listings.stat.pending')}
          loading={loading}
        />
      </Grid.Col>
    </Grid>
  );
});
