import { Alert, Badge, Text } from '@mantine/core';
import { IconEyeOff, IconHourglass } from '@tabler/icons-react';
import type { ListingModeration, ModerationState } from '@/domain';
import { formatDate, i18n } from '@/app/ui/i18n';

/** Message ids of a moderation state's words. */
interface StateCopy {
  badge: string;
  color: string;
  /** What the seller can do about it. */
  next: string;
}

export const MODERATION_COPY: Record<ModerationState, StateCopy> = {
  in_review: {
    badge: /*i18n*/ 'moderation.inReview',
    color: 'orange',
    next: /*i18n*/ 'moderation.inReview.next',
  },
  hidden: {
    badge: /*i18n*/ 'moderation.hidden',
    color: 'red',
    next: /*i18n*/ 'moderation.hidden.next',
  },
};

/** Marks a listing the marketplace holds for review or has hidden; nothing otherwise. */
export function ModerationBadge({ moderation }: { moderation: ListingModeration | undefined }) {
  if (!moderation) return null;
  const copy = MODERATION_COPY[moderation.state];
  return (
    <Badge color={copy.color} variant="filled" size="xs" radius="sm" style={{ flexShrink: 0 }}>
      {i18n._(copy.badge)}
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
      title={i18n._(copy.badge)}
      icon={<Icon size={20} aria-hidden />}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span inherit fw={600}>
          {i18n._('moderation.reason')}
        </Text>{' '}
        {moderation.reason}
        {since ? (
          <Text span inherit c="dimmed">
            {` (${since})`}
          </Text>
        ) : null}
      </Text>
      <Text size="sm" mt={4}>
        {i18n._(copy.next)}
      </Text>
    </Alert>
  );
}
