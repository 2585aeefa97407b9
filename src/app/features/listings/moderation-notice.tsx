import { Badge } from '@mantine/core';
import type { ListingModeration, ModerationState } from '@/domain';
import { i18n } from '@/app/ui/i18n';

/** Message ids of a moderation state's words. */
interface StateCopy {
  badge: string;
  color: string;
}

export const MODERATION_COPY: Record<ModerationState, StateCopy> = {
  in_review: {
    badge: /*i18n*/ 'moderation.inReview',
    color: 'orange',
  },
  hidden: {
    badge: /*i18n*/ 'moderation.hidden',
    color: 'red',
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
