import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate, formatPhone, labelFor } from '@/domain';
import { changeSuspension, useSellerListings } from '@/app/features/admin/api/admin-sellers';
import { errorMessage } from '@/app/features/admin/api/query-defaults';
import type { AdminSeller } from '@/app/features/admin/api/types';
import { ACTION_COPY } from './decision-copy';
import { DecisionFields, useDecision } from './decision-form';
import { formatCount } from './format';
import { WRAPPING_LIST } from './moderation-cells';

const counted = (n: number, what: string) => `${formatCount(n)} ${n === 1 ? what : `${what}s`}`;

const nameOf = (seller: AdminSeller) => seller.displayName ?? formatPhone(seller.phone);

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** The seller's newest listings, with their status and activity. */
function SellerListings({ seller }: { seller: AdminSeller }) {
  const query = useSellerListings(seller.phone);
  if (query.isPending) {
    return (
      <Center py="sm">
        <Loader size="sm" aria-label="Loading the seller's listings" />
      </Center>
    );
  }
  if (query.error) {
    return (
      <Alert color="red" role="alert" title="Could not load the listings">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  const { rows, total } = query.data ?? { rows: [], total: 0 };
  if (rows.length === 0) return <Text size="sm">No listings.</Text>;
  return (
    <Stack gap={4}>
      <List size="sm" spacing={4} styles={WRAPPING_LIST} aria-label="Listings">
        {rows.map((listing) => (
          <List.Item key={listing._id} style={{ overflowWrap: 'anywhere' }}>
            {listing.title}
            <Text span size="sm" c="dimmed">
              {` · ${listing.moderation?.state === 'hidden' ? 'hidden' : listing.moderation ? 'in review' : listing.status}`}
              {` · ${counted(listing.views, 'view')} · ${counted(listing.leads, 'buyer chat')}`}
            </Text>
          </List.Item>
        ))}
      </List>
      {total > rows.length ? (
        <Text size="xs" c="dimmed">
          The newest {rows.length} of {formatCount(total)}; the Listings tab finds the rest by the
          seller&apos;s phone.
        </Text>
      ) : null}
    </Stack>
  );
}

interface SellerModalProps {
  /** The seller opened from the table; null when none is. */
  seller: AdminSeller | null;
  onClose: () => void;
}

/**
 * A seller as the admin sees them: who they are, their state (and why they are suspended), their
 * newest listings, and Suspend or Restore with a reason, as on a case.
 */
export function SellerModal({ seller: opened, onClose }: SellerModalProps) {
  const narrow = useMediaQuery('(max-width: 600px)');
  // The seller as last answered by the server: a decision changes them while the modal is open.
  const [seller, setSeller] = useState(opened);
  const [deciding, setDeciding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    setSeller(opened);
    setDeciding(false);
    setDone(null);
  }, [opened]);
  const action = seller?.suspendedAt ? 'restore' : 'suspend';
  const decision = useDecision({
    action: deciding ? action : null,
    key: deciding && seller ? `${seller._id}:${action}` : null,
    send: (chosen, reason) =>
      seller && (chosen === 'suspend' || chosen === 'restore')
        ? changeSuspension(seller._id, chosen, reason)
        : undefined,
    onDone: (answer: AdminSeller) => {
      // The answer is the seller's row; their listing count comes from the list.
      setSeller((before) => ({
        ...answer,
        listingCount: answer.listingCount ?? before?.listingCount,
      }));
      setDeciding(false);
      setDone(answer.suspendedAt ? 'Seller suspended.' : 'Seller restored.');
    },
  });
  const copy = ACTION_COPY[action];

  return (
    <Modal
      opened={opened !== null}
      onClose={() => (decision.sending ? undefined : onClose())}
      title={seller ? nameOf(seller) : ''}
      size="lg"
      fullScreen={Boolean(narrow)}
    >
      {seller ? (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={seller.suspendedAt ? 'red' : 'green'} variant="light" radius="sm">
              {seller.suspendedAt ? 'Suspended' : 'Active'}
            </Badge>
            {done ? (
              <Text size="sm" role="status">
                {done}
              </Text>
            ) : null}
          </Group>
          {seller.suspendedAt ? (
            <Alert
              color="red"
              variant="light"
              title={`Suspended ${formatDate(seller.suspendedAt)}`}
            >
              {seller.suspensionReason ?? 'No reason recorded.'}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Detail label="Phone" value={formatPhone(seller.phone)} />
            <Detail label="City" value={labelFor('city', seller.city) || '-'} />
            <Detail label="Joined" value={formatDate(seller.createdAt)} />
            <Detail label="Listings" value={formatCount(seller.listingCount)} />
          </SimpleGrid>
          <Stack gap={6}>
            <Title order={3} size="h5">
              Newest listings
            </Title>
            <SellerListings seller={seller} />
          </Stack>
          {deciding ? (
            <Stack gap={6}>
              <Title order={3} size="h5">
                {copy.title}
              </Title>
              <DecisionFields decision={decision} copy={copy} onCancel={() => setDeciding(false)} />
            </Stack>
          ) : (
            <Group justify="flex-end">
              <Button
                variant="light"
                color={copy.color}
                onClick={() => {
                  setDone(null);
                  setDeciding(true);
                }}
              >
                {copy.button}
              </Button>
            </Group>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
