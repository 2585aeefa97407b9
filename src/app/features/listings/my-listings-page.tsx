import { Alert, Button, Group, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useState } from 'react';
import { RESTORE_TIMEOUT_MS } from '@/domain/constants';
import { useSellerListings, useSellerStats } from '../../local/queries';
import { usePullState } from '../../local/use-pull-state';
import { useSessionUser } from '../../local/use-session';
import { RefusedChanges } from '@/app/ui/refused-changes';
import { DraftsPanel } from './drafts-panel';
import { EmptyHero } from './empty-hero';
import { ListingsTable } from './listings-table';
import { SummaryCards } from './summary-cards';

/** My Listings (/): summary, the seller's drafts (when any), search and the table. */
export function MyListingsPage() {
  const session = useSessionUser();
  const sellerId = session?._id ?? null;
  const listings = useSellerListings(sellerId);
  const stats = useSellerStats(sellerId);
  const pullState = usePullState();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  // Nothing on the device yet and the first pull still running: show the shapes, not "empty".
  const firstPull = pullState.running && !pullState.lastPulledAt;
  const statsLoading = stats === undefined || (stats === null && firstPull);
  const listingsLoading = listings === undefined || (listings.length === 0 && firstPull);

  // Reading the device's store gives up waiting after RESTORE_TIMEOUT_MS (spec section 4): say so
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

      <SummaryCards stats={stats} loading={statsLoading} />

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
          <TextInput
            placeholder="Search listings ..."
            aria-label="Search listings"
            leftSection={<IconSearch size={16} />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            radius="xl"
            maw={480}
          />
          <ListingsTable listings={listings} query={deferredQuery} fetching={pullState.running} />
        </Stack>
      )}
    </Stack>
  );
}
