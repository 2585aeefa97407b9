import type { ReactNode } from 'react';
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck } from '@tabler/icons-react';
import type { ListingModeration } from '@/domain';
import { i18n } from '@/app/ui/i18n';
import { moderationReasonText } from '@/app/ui/moderation-reason';

export interface SuccessDialogProps {
  opened: boolean;
  mode: 'create' | 'edit';
  /** Set when the server has not confirmed yet: why, and when it will be sent. */
  waiting: string | null;
  /** WhatsApp's share screen with the new listing's public page, once the server has it. */
  shareUrl?: string | null;
  /** What the server said of the save (a repeated ad...), once its answer is here. */
  notes?: ReactNode;
  /** The server accepted it but holds it for review (or keeps it hidden): why. */
  held?: ListingModeration | null;
  onClose: () => void;
  onAddAnother: () => void;
  onView: () => void;
}

export function SuccessDialog({
  opened,
  mode,
  waiting,
  shareUrl = null,
  notes = null,
  held = null,
  onClose,
  onAddAnother,
  onView,
}: SuccessDialogProps) {
  // Only the server's acceptance is 'created' or 'updated' (the spec's words, held or not);
  // until then it is saved on this phone.
  const title = waiting
    ? mode === 'create'
      ? i18n._('editor.success.savedHere')
      : i18n._('editor.success.changesHere')
    : mode === 'create'
      ? i18n._('editor.success.created')
      : i18n._('editor.success.updated');
  // Held: the marketplace's reason and what happens next, in place of "buyers can see it".
  const heldText = held
    ? `${moderationReasonText(held)} ${
        held.state === 'hidden'
          ? i18n._('moderation.hidden.next')
          : i18n._('moderation.inReview.next')
      }`
    : null;
  return (
    <Modal opened={opened} onClose={onClose} withCloseButton={false} centered title={null}>
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        <Text component="h2" fw={700} size="xl" m={0}>
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {waiting ??
            heldText ??
            (mode === 'create'
              ? i18n._('editor.success.createdText')
              : // A paused or sold listing is edited too, and buyers do not see it until active.
                i18n._('editor.success.updatedText'))}
        </Text>
        {notes}
        {shareUrl ? (
          // The seller's next step is telling their customers: sharing is the main action.
          <Button
            component="a"
            href={shareUrl}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
            size="md"
            fullWidth
          >
            {i18n._('editor.success.share')}
          </Button>
        ) : null}
        <Stack gap="xs" w="100%">
          <Button variant={shareUrl ? 'default' : 'filled'} onClick={onView} fullWidth>
            {i18n._('editor.success.view')}
          </Button>
          {mode === 'create' && (
            <Button variant="default" onClick={onAddAnother} fullWidth>
              {i18n._('editor.success.another')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
