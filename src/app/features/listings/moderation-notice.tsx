import { Alert, Badge, Text } from '@mantine/core';
import { IconEyeOff, IconHourglass } from '@tabler/icons-react';
import type { ListingModeration, ModerationState } from '@/domain';
import { formatDate } from '@/domain/format';

interface StateCopy {
  badge: string;
  color: string;
  /** What the seller can do about it. */
  next: string;
}

export const MODERATION_COPY: Record<ModerationState, StateCopy> = {
  in_review: {
    badge: 'In review',
    color: 'orange',
    next: 'An admin will review it shortly; it is not shown to buyers until then.',
  },
  hidden: {
    badge: 'Hidden by the marketplace',
    color: 'red',
    next: 'Edit the listing to send it back for review.',
  },
};

/** Marks a listing the marketplace holds for review or has hidden; nothing otherwise. */
export function ModerationBadge({ moderation }: { moderation: ListingModeration | undefined }) {
  if (!moderation) return null;
  const copy = MODERATION_COPY[moderation.state];
  return (
    <Badge color={copy.color} variant="filled" size="xs" radius="sm" style={{ flexShrink: 0 }}>
      {copy.badge}
    </Badge>
  );
}

/**
 * On the listing's page: why buyers do not see it, in the marketplace's words, and the next
 * step. Read from the device's store, so it says the same offline. Mantine's alert, named by its
 * title.
 */
export function ModerationNotice({ moderation }: { moderation: ListingModeration | undefined }) {
  if (!moderation) return null;
  const copy = MODERATION_COPY[moderation.state];
  const Icon = moderation.state === 'hidden' ? IconEyeOff : IconHourglass;
  const since = formatDate(moderation.at);
  return (
    <Alert
      color={copy.color}
      variant="light"
      radius="md"
      title={copy.badge}
      icon={<Icon size={20} aria-hidden />}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span inherit fw={600}>
          Reason:
        </Text>{' '}
        {moderation.reason}
        {since ? (
          <Text span inherit c="dimmed">
            {` (${since})`}
          </Text>
        ) : null}
      </Text>
      <Text size="sm" mt={4}>
        {copy.next}
      </Text>
    </Alert>
  );
}
