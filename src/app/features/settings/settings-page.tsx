import {
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
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { discardItem, useOutboxSummary } from '@/app/local/outbox-repo';
import { waitingText } from '@/app/sync/ui/outbox-copy';
import { failureReason } from '@/app/sync/ui/error-words';
import { pull } from '@/app/sync/pull/pull';
import { signOutEverywhere } from '@/app/features/auth/sign-out';
import { usePullState } from '@/app/sync/pull/use-pull-state';
import { useSessionUser } from '@/app/local/use-session';
import { syncNow } from '@/app/sync/engine-instance';
import { useSyncStatus } from '@/app/sync/use-sync-status';
import { InstallCard } from './install-card';
import { OutboxItemAlert, RetryButton } from './outbox-item-alert';
import { formatBytes, readStorageInfo, type StorageInfo } from './storage-info';
import { formatPhone } from '@/domain/format';
import {
  APP_LANGUAGES,
  LANGUAGE_NAMES,
  asLanguage,
  currentLanguage,
  formatDateTime,
  i18n,
} from '@/app/ui/i18n';
import { chooseLanguage } from './seller-language';
import { SectionCard } from '@/app/ui/section-card';

/** Message ids of the sync states. */
const SYNC_STATE_TEXT: Record<string, string> = {
  idle: /*i18n*/ 'settings.sync.idle',
  syncing: /*i18n*/ 'settings.sync.syncing',
  offline: /*i18n*/ 'settings.sync.offline',
  retrying: /*i18n*/ 'settings.sync.retrying',
  paused: /*i18n*/ 'settings.sync.paused',
  'signed-out': /*i18n*/ 'settings.sync.signedOut',
};

/** The language switch: each language named in itself, and read so (`lang`). */
const LANGUAGE_OPTIONS = APP_LANGUAGES.map((value) => ({
  value,
  label: <span lang={value}>{LANGUAGE_NAMES[value]}</span>,
}));

/**
 * Settings (the spec leaves it open): language, theme, this device's data, sync, and signing out.
 */
/** One line of the screen's facts: what it is, then its value in bold. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      {label} <b>{children}</b>
    </Text>
  );
}

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
        {i18n._('nav.settings')}
      </Title>

      <SectionCard title={i18n._('settings.language')} titleId="language-title">
        <Text size="sm" c="dimmed" mb="sm">
          {i18n._('settings.language.hint')}
        </Text>
        <SegmentedControl
          value={currentLanguage()}
          onChange={(value) => {
            const language = asLanguage(value);
            if (language) void chooseLanguage(language);
          }}
          data={LANGUAGE_OPTIONS}
          aria-labelledby="language-title"
        />
      </SectionCard>

      <SectionCard title={i18n._('settings.appearance')} titleGap="sm">
        <SegmentedControl
          value={colorScheme === 'dark' ? 'dark' : 'light'}
          onChange={(value) => setColorScheme(value === 'dark' ? 'dark' : 'light')}
          data={[
            { value: 'light', label: i18n._('settings.theme.light') },
            { value: 'dark', label: i18n._('settings.theme.dark') },
          ]}
          aria-label={i18n._('settings.theme')}
        />
      </SectionCard>

      <InstallCard />

      <Card withBorder radius="lg" p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {i18n._('settings.sync')}
          </Title>
          <Badge color={online ? 'brand' : 'orange'} variant="light">
            {online ? i18n._('settings.online') : i18n._('settings.offline')}
          </Badge>
        </Group>
        <Stack gap={6}>
          <Fact label={i18n._('settings.status')}>
            {SYNC_STATE_TEXT[sync.state] ? i18n._(SYNC_STATE_TEXT[sync.state]!) : sync.state}
          </Fact>
          <Fact label={i18n._('settings.waiting')}>{waiting}</Fact>
          <Fact label={i18n._('settings.lastPulled')}>
            {pullState.lastPulledAt
              ? formatDateTime(pullState.lastPulledAt)
              : i18n._('settings.lastPulled.never')}
          </Fact>
          {pullState.lastError ? (
            <Text size="sm" c="orange">
              {i18n._('settings.lastPullFailed', { reason: pullState.lastError })}
            </Text>
          ) : null}
        </Stack>
        {noSpace.length ? (
          <Stack gap="xs" mt="md">
            {noSpace.map((item) => (
              <OutboxItemAlert
                key={item.id}
                item={item}
                color="orange"
                detail={<Text size="xs">{waitingText(item.failure, item.nextAttemptAt)}</Text>}
                actions={<RetryButton item={item} />}
              />
            ))}
          </Stack>
        ) : null}
        {failed.length ? (
          <Stack gap="xs" mt="md">
            <Text size="sm" fw={600} c="red">
              {i18n._('settings.failed', { count: failed.length })}
            </Text>
            {failed.map((item) => (
              <OutboxItemAlert
                key={item.id}
                item={item}
                color="red"
                detail={
                  item.failure ? (
                    <Text size="xs" c="dimmed">
                      {failureReason(item.failure)}
                    </Text>
                  ) : null
                }
                actions={
                  <Group gap={6}>
                    <RetryButton item={item} />
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      onClick={() => void discardItem(item.sellerId, item.id)}
                    >
                      {i18n._('settings.discard')}
                    </Button>
                  </Group>
                }
              />
            ))}
          </Stack>
        ) : null}
        <Button
          mt="md"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void syncAll()}
          loading={syncing || pullState.running}
        >
          {i18n._('settings.syncNow')}
        </Button>
      </Card>

      <SectionCard title={i18n._('settings.data')} titleGap="sm">
        <Stack gap={6}>
          <Fact label={i18n._('settings.storage')}>
            {storage?.usage === undefined
              ? i18n._('settings.unknown')
              : storage.quota
                ? i18n._('settings.storage.ofQuota', {
                    used: formatBytes(storage.usage),
                    quota: formatBytes(storage.quota),
                  })
                : formatBytes(storage.usage)}
          </Fact>
          <Fact label={i18n._('settings.persistent')}>
            {storage?.persisted === undefined
              ? i18n._('settings.unknown')
              : storage.persisted
                ? i18n._('settings.persistent.yes')
                : i18n._('settings.persistent.no')}
          </Fact>
        </Stack>
        {storage?.persisted === false ? (
          <Button mt="md" variant="default" onClick={() => void keepData()}>
            {i18n._('settings.keepData')}
          </Button>
        ) : null}
      </SectionCard>

      <SectionCard title={i18n._('settings.account')}>
        <Text size="sm" c="dimmed" mb="md">
          {session?.phone
            ? i18n._('settings.signedInAs', { phone: formatPhone(session.phone) })
            : i18n._('settings.signedInAsSeller')}
        </Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOutEverywhere()}
        >
          {i18n._('settings.signOut')}
        </Button>
      </SectionCard>
    </Stack>
  );
}
