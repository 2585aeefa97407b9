import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { labelFor } from '@/domain/format';
import { useDrafts } from '@/app/local/drafts-repo';
import { discardDraft } from '@/app/sync/discard-draft';
import { formatDate, i18n } from '@/app/ui/i18n';

/**
 * Listings the seller started and has not submitted: saved on this device as they typed, so
 * nothing is lost to a reload or a dropped connection. Each can be resumed or thrown away.
 */
export function DraftsPanel({ sellerId }: { sellerId: string }) {
  const drafts = useDrafts(sellerId);
  if (!drafts?.length) return null;
  return (
    <Card withBorder radius="lg" p="md">
      <Title order={2} size="h5" mb="xs">
        {i18n._('drafts.title', { count: drafts.length })}
      </Title>
      <Stack gap={6}>
        {drafts.map((draft) => (
          <Group key={draft.id} justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {draft.title || i18n._('drafts.untitled')}
                {draft.listingId ? ` ${i18n._('drafts.unsaved')}` : ''}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {[
                  labelFor('type', draft.type),
                  i18n._('drafts.photos', { count: draft.photoCount }),
                  i18n._('drafts.saved', { date: formatDate(draft.updatedAt) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} />}
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/editor"
                    search={
                      draft.listingId
                        ? { id: draft.listingId, draft: draft.id }
                        : { draft: draft.id }
                    }
                  />
                )}
              >
                {i18n._('drafts.resume')}
              </Button>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={i18n._('drafts.discard', {
                  title: draft.title || i18n._('drafts.untitled'),
                })}
                onClick={() => {
                  if (window.confirm(i18n._('drafts.discard.confirm'))) {
                    void discardDraft(sellerId, draft.id);
                  }
                }}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
