import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OutboxItem } from '@/app/local/db';
import { retryItem } from '@/app/local/outbox-repo';
import { describeItem } from '@/app/sync/ui/outbox-copy';
import { i18n } from '@/app/ui/i18n';

/** One change the device still holds: what it is, why it waits (`detail`), and `actions`. */
export function OutboxItemAlert({
  item,
  color,
  detail,
  actions,
}: {
  item: OutboxItem;
  color: string;
  detail: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Alert color={color} variant="light" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text size="sm" fw={500}>
            {describeItem(item)}
          </Text>
          {detail}
        </div>
        {actions}
      </Group>
    </Alert>
  );
}

/** Sends the change again now. */
export function RetryButton({ item }: { item: OutboxItem }) {
  return (
    <Button size="xs" variant="default" onClick={() => void retryItem(item.sellerId, item.id)}>
      {i18n._('settings.retry')}
    </Button>
  );
}
