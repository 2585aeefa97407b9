import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { RESTORE_TIMEOUT_MS } from '@/domain/constants';
import type { ListingStatus } from '@/domain/listing-status';
import { useSellerStats } from '@/app/local/queries';
import { useSellerListings } from '@/app/local/seller-listings';
import { usePullState } from '@/app/sync/pull/use-pull-state';
import { useSessionUser } from '@/app/local/use-session';
import { RefusedChanges } from '@/app/sync/ui/refused-changes';
import { ChatDrafts } from './chat-drafts';
import { DraftsPanel } from './drafts-panel';
import { EmptyHero } from './empty-hero';
import { ListingsBrowser, TableSkeleton } from './listings-browser';
import { countByStatus } from './row-status';
import { SummaryCards } from './summary-cards';
import { i18n } from '@/app/ui/i18n';

const route = getRouteApi('/_app/');

/**
 * My Listings (/): summary, the drafts begun in the chat and the seller's drafts on this device
 * (when any), search and the table.
 */
export function MyListingsPage() {
  const session = useSessionUser();
  const sellerId = session?._id ?? null;
  // The newest page first, then the older listings in slices, until `complete`.
  const read = useSellerListings(sellerId);
  const listings = read?.listings;
  const complete = read?.complete ?? false;
  const total = read?.total;
  const stats = useSellerStats(sellerId);
  const pullState = usePullState();
  const { status } = route.useSearch();
  const navigate = route.useNavigate();
  const counts = useMemo(
    () => (listings && complete ? countByStatus(listings) : undefined),
    [listings, complete],
  );
  const filterBy = useCallback(
    (next: ListingStatus | undefined) =>
      void navigate({ search: next ? { status: next } : {}, replace: true }),
    [navigate],
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
          {i18n._('listings.title')}
        </Title>
        <Button component={Link} to="/editor" leftSection={<IconPlus size={18} />}>
          {i18n._('listings.new')}
        </Button>
      </Group>

      <SummaryCards
        stats={stats}
        activeListings={counts && counts.all > 0 ? counts.active : undefined}
        loading={statsLoading}
      />

      {sellerId ? <RefusedChanges sellerId={sellerId} /> : null}

      {sellerId ? <ChatDrafts sellerId={sellerId} /> : null}

      {sellerId ? <DraftsPanel sellerId={sellerId} /> : null}

      {stats === null && pullState.lastError && !pullState.running ? (
        <Alert color="orange" variant="light" role="status">
          {i18n._('listings.unreachable')}
        </Alert>
      ) : null}

      {storeSlow && !storeRead ? (
        <Alert color="orange" variant="light" role="alert">
          {i18n._('listings.storeSlow')}
        </Alert>
      ) : null}

      {listingsLoading ? (
        <TableSkeleton />
      ) : listings.length === 0 ? (
        <EmptyHero />
      ) : (
        <ListingsBrowser
          listings={listings}
          complete={complete}
          total={total}
          counts={counts}
          status={status}
          onStatus={filterBy}
          fetching={pullState.running}
        />
      )}
    </Stack>
  );
}
