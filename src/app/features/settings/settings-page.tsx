import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconLogout, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { discardItem, retryItem, useOutboxSummary } from '@/app/local/outbox-repo';
import { describeItem, waitingText } from '@/app/sync/ui/outbox-copy';
import { failureReason } from '@/app/sync/ui/error-words';
import { pull } from '@/app/sync/pull/pull';
import { signOutEverywhere } from '@/app/features/auth/sign-out';
import { usePullState } from '@/app/sync/pull/use-pull-state';
import { useSessionUser } from '@/app/local/use-session';
import { syncNow } from '@/app/sync/engine-instance';
import { useSyncStatus } from '@/app/sync/use-sync-status';
import { InstallCard } from './install-card';
import { formatBytes, readStorageInfo, type StorageInfo } from './storage-info';
import { formatDateTime, formatPhone } from '@/domain/format';

const SYNC_STATE_TEXT: Record<string, string> = {
  idle: 'Up to date',
  syncing: 'Sending changes...',
  offline: 'Offline: changes are kept on this device',
  retrying: 'Retrying soon',
  paused: 'Paused: sign in again to send changes',
  'signed-out': 'Signed out',
};

/** Settings (the spec leaves it open): theme, this device's data, sync, and signing out. */
export function SettingsPage() {
  const session = useSessionUser();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { waiting, failed, items } = useOutboxSummary(session?._id);
  // Photos the server had no space for: said once here, sent again later or on Retry.
  const noSpace = items.filter(
    (item) => item.status !== 'failed' && item.failure?.code === 'server-full',
  );
  const sync = useSyncStatus();
  const pullState = usePullState();
  const { online } = useNetwork();
  const [storage, setStorage] = useState<StorageInfo | null>(null);
  const [syncing, setSyncing] = useState(false);

  const refreshStorage = useCallback(() => {
    void readStorageInfo().then(setStorage);
  }, []);
  useEffect(refreshStorage, [refreshStorage]);

  const syncAll = async () => {
    setSyncing(true);
    try {
      await syncNow().catch(() => undefined);
      await pull();
    } finally {
      setSyncing(false);
      refreshStorage();
    }
  };

  const keepData = async () => {
    await navigator.storage?.persist?.().catch(() => false);
    refreshStorage();
  };

  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        Settings
      </Title>

      <Card withBorder radius="lg" p="lg">
        <Title order={2} size="h4" mb="sm">
          Appearance
        </Title>
        <SegmentedControl
          value={colorScheme === 'dark' ? 'dark' : 'light'}
          onChange={(value) => setColorScheme(value === 'dark' ? 'dark' : 'light')}
          data={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
          aria-label="Theme"
        />
      </Card>

      <InstallCard />

      <Card withBorder radius="lg" p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Sync
          </Title>
          <Badge color={online ? 'brand' : 'orange'} variant="light">
            {online ? 'Online' : 'Offline'}
          </Badge>
        </Group>
        <Stack gap={6}>
          <Text size="sm">
            Status: <b>{SYNC_STATE_TEXT[sync.state] ?? sync.state}</b>
          </Text>
          <Text size="sm">
            Changes waiting to sync: <b>{waiting}</b>
          </Text>
          <Text size="sm">
            Last updated from the server:{' '}
            <b>{pullState.lastPulledAt ? formatDateTime(pullState.lastPulledAt) : 'not yet'}</b>
          </Text>
          {pullState.lastError ? (
            <Text size="sm" c="orange">
              Last update failed: {pullState.lastError}
            </Text>
          ) : null}
        </Stack>
        {noSpace.length ? (
          <Stack gap="xs" mt="md">
            {noSpace.map((item) => (
              <Alert key={item.id} color="orange" variant="light" p="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div>
                    <Text size="sm" fw={500}>
                      {describeItem(item)}
                    </Text>
                    <Text size="xs">{waitingText(item.failure, item.nextAttemptAt)}</Text>
                  </div>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => void retryItem(item.sellerId, item.id)}
                  >
                    Retry
                  </Button>
                </Group>
              </Alert>
            ))}
          </Stack>
        ) : null}
        {failed.length ? (
          <Stack gap="xs" mt="md">
            <Text size="sm" fw={600} c="red">
              {failed.length === 1 ? '1 change' : `${failed.length} changes`} failed to sync
            </Text>
            {failed.map((item) => (
              <Alert key={item.id} color="red" variant="light" p="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div>
                    <Text size="sm" fw={500}>
                      {describeItem(item)}
                    </Text>
                    {item.failure ? (
                      <Text size="xs" c="dimmed">
                        {failureReason(item.failure)}
                      </Text>
                    ) : null}
                  </div>
                  <Group gap={6}>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => void retryItem(item.sellerId, item.id)}
                    >
                      Retry
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      onClick={() => void discardItem(item.sellerId, item.id)}
                    >
                      Discard
                    </Button>
                  </Group>
                </Group>
              </Alert>
            ))}
          </Stack>
        ) : null}
        <Button
          mt="md"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void syncAll()}
          loading={syncing || pullState.running}
        >
          Sync now
        </Button>
      </Card>

      <Card withBorder radius="lg" p="lg">
        <Title order={2} size="h4" mb="sm">
          Data on this device
        </Title>
        <Stack gap={6}>
          <Text size="sm">
            Storage used:{' '}
            <b>
              {storage?.usage !== undefined
                ? `${formatBytes(storage.usage)}${storage.quota ? ` of ${formatBytes(storage.quota)}` : ''}`
                : 'unknown'}
            </b>
          </Text>
          <Text size="sm">
            Persistent storage:{' '}
            <b>
              {storage?.persisted === undefined
                ? 'unknown'
                : storage.persisted
                  ? 'yes, the browser keeps your drafts and photos'
                  : 'no, the browser may clear it when space runs low'}
            </b>
          </Text>
        </Stack>
        {storage?.persisted === false ? (
          <Button mt="md" variant="default" onClick={() => void keepData()}>
            Keep my data on this device
          </Button>
        ) : null}
      </Card>

      <Card withBorder radius="lg" p="lg">
        <Title order={2} size="h4" mb="xs">
          Account
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Signed in as {session?.phone ? formatPhone(session.phone) : 'seller'}. Signing out keeps
          your drafts and waiting changes on this device; they are sent when you sign in again.
        </Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOutEverywhere()}
        >
          Sign out
        </Button>
      </Card>
    </Stack>
  );
}
