import { ActionIcon, Indicator } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCloudCheck,
  IconCloudOff,
  IconCloudUpload,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useOutboxSummary } from '@/app/local/outbox-repo';
import { usePullState } from '@/app/sync/pull/use-pull-state';
import { useSyncStatus } from '@/app/sync/use-sync-status';
import { useOnline } from '@/app/ui/use-online';
import { describeSync } from '@/app/sync/ui/sync-text';

/**
 * How the device stands with the server, always in view: changes waiting, changes the server
 * refused, or offline. A click opens Settings, where 'Sync now' and the details live.
 */
export function SyncIndicator({ sellerId }: { sellerId: string }) {
  const { waiting, failed } = useOutboxSummary(sellerId);
  const online = useOnline();
  const { running } = usePullState();
  // The engine knows whether the server answers; the browser only whether there is a network.
  const { reachable, state } = useSyncStatus();
  const text = describeSync({
    waiting,
    failed: failed.length,
    online,
    reachable,
    pulling: running,
    sending: state === 'syncing',
  });
  const down = !online || !reachable;
  const icon = failed.length ? (
    <IconAlertTriangle size={20} />
  ) : down ? (
    <IconCloudOff size={20} />
  ) : waiting ? (
    <IconCloudUpload size={20} />
  ) : (
    <IconCloudCheck size={20} />
  );
  const count = failed.length || waiting;
  return (
    <Indicator
      disabled={count === 0}
      label={count}
      size={16}
      color={failed.length ? 'red' : 'orange'}
      offset={4}
    >
      <ActionIcon
        component={Link}
        to="/settings"
        variant="subtle"
        color={failed.length ? 'red' : waiting || down ? 'orange' : 'gray'}
        size="lg"
        radius="xl"
        aria-label={text}
        title={text}
      >
        {icon}
      </ActionIcon>
    </Indicator>
  );
}
