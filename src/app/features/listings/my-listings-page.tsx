import { Alert, Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { RESTORE_TIMEOUT_MS } from '@/domain/constants';
import { LISTING_STATUS_LABELS, statusOf, type ListingStatus } from '@/domain/listing-status';
import type { LocalListing } from '../../local/db';
import { useSellerListings, useSellerStats } from '../../local/queries';
import { usePullState } from '../../local/use-pull-state';
import { useSessionUser } from '../../local/use-session';
import { RefusedChanges } from '@/app/ui/refused-changes';
import { DraftsPanel } from './drafts-panel';
import { EmptyHero } from './empty-hero';
import { ListingsTable } from './listings-table';
import { StatusFilter, type StatusCounts } from './status-filter';
import { SummaryCards } from './summary-cards';

const route = getRouteApi('/_app/');

function countByStatus(listings: LocalListing[] | undefined): StatusCounts {
  const counts: StatusCounts = { all: 0, active: 0, paused: 0, sold: 0 };
  for (const listing of listings ?? []) {
    counts.all += 1;
    counts[statusOf(listing.status)] += 1;
  }
  return counts;
}

/** My Listings (/): summary, the seller's drafts (when any), search and the table. */
export function MyListingsPage() {
  const session = useSessionUser();
  const sellerId = session?._id ?? null;
  const listings = useSellerListings(sellerId);
  const stats = useSellerStats(sellerId);
  const pullState = usePullState();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const { status } = route.useSearch();
  const navigate = route.useNavigate();
  const counts = useMemo(() => countByStatus(listings), [listings]);
  const filterBy = useCallback(
    (next: ListingStatus | undefined) =>
      void navigate({ search: next ? { status: next } : {}, replace: true }),
    [navigate],
  );
  // One pass, and only when the listings or the filter change: the table keeps its rows otherwise.
  const shown = useMemo(
    () => (status && listings ? listings.filter((l) => statusOf(l.status) === status) : listings),
    [listings, status],
  );

  // Nothing on the device yet and the first pull still running: show the shapes, not "empty".
  const firstPull = pullState.running && !pullState.lastPulledAt;
  const statsLoading = stats === undefined || (stats === null && firstPull);
  const listingsLoading = listings === undefined || (listings.length === 0 && firstPull);

  // Reading the device's store gives up waiting after RESTORE_TIMEOUT_MS (spec): say so
  // instead of showing skeletons for ever.
  const [storeSlow, setStoreSlow] = useState(false);
  const storeRead = listings !== undefined;
  useEffect(() => {
    if (storeRead) return;
    const timer = setTimeout(() => setStoreSlow(true), RESTORE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [storeRead]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          My listings
        </Title>
        <Button component={Link} to="/editor" leftSection={<IconPlus size={18} />}>
          New Listing
        </Button>
      </Group>

      <SummaryCards
        stats={stats}
        activeListings={listings && listings.length > 0 ? counts.active : undefined}
        loading={statsLoading}
      />

      {sellerId ? <RefusedChanges sellerId={sellerId} /> : null}

      {sellerId ? <DraftsPanel sellerId={sellerId} /> : null}

      {stats === null && pullState.lastError && !pullState.running ? (
        <Alert color="orange" variant="light" role="status">
          Could not reach the server yet. Your listings will appear here once you are back online.
        </Alert>
      ) : null}

      {storeSlow && !storeRead ? (
        <Alert color="orange" variant="light" role="alert">
          Your listings saved on this device could not be read yet. Reload the page; if this keeps
          happening, free up some storage space on your phone.
        </Alert>
      ) : null}

      {listingsLoading ? (
        <Stack gap="xs" aria-label="Loading listings">
          <Skeleton height={40} radius="xl" />
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={64} radius="md" />
          ))}
        </Stack>
      ) : listings.length === 0 ? (
        <EmptyHero />
      ) : (
        <Stack gap="sm">
          <Group gap="sm" align="center" wrap="wrap">
            <TextInput
              placeholder="Search listings ..."
              aria-label="Search listings"
              leftSection={<IconSearch size={16} />}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              radius="xl"
              maw={480}
              style={{ flex: '1 1 240px' }}
            />
            <StatusFilter value={status} counts={counts} onChange={filterBy} />
          </Group>
          {status && shown?.length === 0 ? (
            <Text c="dimmed" py="lg" ta="center">
              No {LISTING_STATUS_LABELS[status].toLowerCase()} listings.
            </Text>
          ) : (
            <ListingsTable
              listings={shown ?? listings}
              query={deferredQuery}
              fetching={pullState.running}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
