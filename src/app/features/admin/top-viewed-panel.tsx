import { Badge, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { placeLabel } from '@/domain';
import type { AdminListing } from '@/app/features/admin/api/types';
import { errorMessage } from '@/app/features/admin/api/query-defaults';
import { formatCount } from './format';
import classes from './admin.module.css';

const SHOWN = 5;

interface TopViewedPanelProps {
  listings: AdminListing[] | undefined;
  loading: boolean;
  error: unknown;
  onOpen: (listing: AdminListing) => void;
}

/** The most viewed listings; a click opens who viewed it. */
export function TopViewedPanel({ listings, loading, error, onOpen }: TopViewedPanelProps) {
  const top = (listings ?? []).slice(0, SHOWN);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      h="100%"
      component="section"
      aria-label="Top viewed listings"
    >
      <Text fw={600} mb="xs">
        Top viewed listings
      </Text>
      {loading ? (
        <Stack gap={8}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </Stack>
      ) : error ? (
        <Text c="red" size="sm" role="alert">
          Could not load the top viewed listings: {errorMessage(error)}
        </Text>
      ) : top.length === 0 ? (
        <Text c="dimmed" size="sm">
          No listings yet.
        </Text>
      ) : (
        <Stack gap={2} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {top.map((listing, i) => (
            <li key={listing._id}>
              <UnstyledButton
                onClick={() => onOpen(listing)}
                w="100%"
                py={4}
                px={8}
                // A finger's 44 px on a phone; compact from the spec's `sm` up.
                mih={{ base: 44, sm: 0 }}
                display="flex"
                style={{ borderRadius: 8, alignItems: 'center' }}
                className={classes.hoverRow}
              >
                {/* One line per listing, so the tabs below stay in sight on a laptop's screen. */}
                <Group justify="space-between" wrap="nowrap" gap="sm" w="100%">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Text c="dimmed" size="sm" w={18} style={{ flexShrink: 0 }}>
                      {i + 1}
                    </Text>
                    <Text size="sm" fw={500} truncate="end">
                      {listing.title}
                    </Text>
                  </Group>
                  <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                    <Text size="xs" c="dimmed">
                      {placeLabel(listing)}
                    </Text>
                    <Badge variant="light" color="brand">
                      {formatCount(listing.views)} {listing.views === 1 ? 'view' : 'views'}
                    </Badge>
                  </Group>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
