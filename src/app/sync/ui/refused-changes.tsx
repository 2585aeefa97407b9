import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { WIZARD_STEPS } from '@/domain';
import type { OutboxItem } from '@/app/local/db';
import { discardItem, listingIdOf, useOutboxSummary } from '@/app/local/outbox-repo';
import type { Failure } from '@/app/local/failure';
import { i18n } from '@/app/ui/i18n';
import { describeItem } from './outbox-copy';
import { failureReason } from './error-words';

/** The wizard step holding the first field the server named (the pictures step for images). */
export function stepForFailure(failure: Failure | undefined): number {
  for (const field of failure?.fields ?? []) {
    if (field === 'images') return WIZARD_STEPS.findIndex((step) => step.id === 'pictures');
    const index = WIZARD_STEPS.findIndex((step) =>
      step.fields.some((name) => name === field || name.startsWith(`${field}.`)),
    );
    if (index >= 0) return index;
  }
  return 0;
}

function fixable(item: OutboxItem): boolean {
  return item.kind === 'listing.create' || item.kind === 'listing.update';
}

export interface RefusedChangesProps {
  sellerId: string;
  /** Only the refusals of this listing (on its page); all listing refusals otherwise. */
  listingId?: string;
}

/**
 * Changes the server refused, where the seller looks (My Listings, the listing): what, the
 * server's reason, and Fix, which opens the editor on the step the reason names. Saving the fix
 * replaces the refused change. Settings keeps the full list with Retry and Discard.
 */
export function RefusedChanges({ sellerId, listingId }: RefusedChangesProps) {
  const navigate = useNavigate();
  const { failed } = useOutboxSummary(sellerId);
  const shown = failed.filter((item) => {
    const target = listingIdOf(item);
    return target !== undefined && (listingId === undefined || target === listingId);
  });
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" aria-label={i18n._('outbox.refused.label')}>
      {shown.map((item) => (
        <Alert key={item.id} color="red" variant="light" p="sm" role="alert">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text size="sm" fw={600}>
                {i18n._('outbox.refused.item', { change: describeItem(item) })}
              </Text>
              {item.failure ? <Text size="sm">{failureReason(item.failure)}</Text> : null}
            </div>
            <Group gap={6}>
              {fixable(item) ? (
                <Button
                  size="xs"
                  onClick={() =>
                    void navigate({
                      to: '/editor',
                      search: { id: listingIdOf(item), step: stepForFailure(item.failure) },
                    })
                  }
                >
                  {i18n._('outbox.refused.fix')}
                </Button>
              ) : null}
              <Button
                size="xs"
                color="red"
                variant="subtle"
                onClick={() => void discardItem(sellerId, item.id)}
              >
                {i18n._('outbox.refused.discard')}
              </Button>
            </Group>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
