import { Badge } from '@mantine/core';
import { statusOf, type ListingStatus, type PausedReason } from '@/domain/listing-status';
import { i18n } from '@/app/ui/i18n';
import { PAUSED_REASON_WORDS, STATUS_WORDS } from './status-words';

const COLORS: Record<ListingStatus, string> = { active: 'green', paused: 'yellow', sold: 'grape' };

/**
 * A listing's status. In the table (`hideActive`) only paused and sold listings carry one: active
 * is what almost every row is, and a badge on each would crowd a phone's row.
 */
export function StatusBadge({
  status,
  reason,
  hideActive = false,
}: {
  status: ListingStatus | undefined;
  /** Why the marketplace paused it: "Paused: not confirmed" instead of "Paused". */
  reason?: PausedReason | undefined;
  hideActive?: boolean;
}) {
  const value = statusOf(status);
  if (hideActive && value === 'active') return null;
  return (
    <Badge
      color={COLORS[value]}
      variant={value === 'active' ? 'light' : 'filled'}
      size="xs"
      radius="sm"
      style={{ flexShrink: 0 }}
    >
      {i18n._(value === 'paused' && reason ? PAUSED_REASON_WORDS[reason] : STATUS_WORDS[value])}
    </Badge>
  );
}
