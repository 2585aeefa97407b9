import { Alert, Text } from '@mantine/core';
import { IconEyeOff, IconHourglass } from '@tabler/icons-react';
import type { ListingModeration, ModerationState } from '@/domain';
import { formatDate, i18n } from '@/app/ui/i18n';
import { moderationReasonText } from '@/app/ui/moderation-reason';
import { MODERATION_COPY } from './moderation-notice';

/** Message ids of what the seller can do about it. */
const NEXT: Record<ModerationState, string> = {
  in_review: /*i18n*/ 'moderation.inReview.next',
  hidden: /*i18n*/ 'moderation.hidden.next',
};

/**
 * On the listing's page: why buyers do not see it, in the app's language (an admin's words as
 * typed), and the next step. Read from the device's store, so it says the same offline.
 * Mantine's alert, named by its title.
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
        {moderationReasonText(moderation)}
        {since ? (
          <Text span inherit c="dimmed">
            {` (${since})`}
          </Text>
        ) : null}
      </Text>
      <Text size="sm" mt={4}>
        {i18n._(NEXT[moderation.state])}
      </Text>
    </Alert>
  );
}
