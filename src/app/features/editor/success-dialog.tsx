import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

export interface SuccessDialogProps {
  opened: boolean;
  mode: 'create' | 'edit';
  /** The server has not confirmed yet: the change waits on this device. */
  waiting: boolean;
  onClose: () => void;
  onAddAnother: () => void;
  onView: () => void;
}

export function SuccessDialog({
  opened,
  mode,
  waiting,
  onClose,
  onAddAnother,
  onView,
}: SuccessDialogProps) {
  const title = mode === 'create' ? 'Listing created!' : 'Listing updated!';
  return (
    <Modal opened={opened} onClose={onClose} withCloseButton={false} centered title={null}>
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        <Text component="h2" fw={700} size="xl" m={0}>
          {title}
        </Text>
        {waiting && (
          <Text size="sm" c="dimmed">
            There is no connection right now. It is saved on this phone and will be published
            automatically when the connection returns.
          </Text>
        )}
        <Group justify="center">
          {mode === 'create' && (
            <Button variant="default" onClick={onAddAnother}>
              Add Another Listing
            </Button>
          )}
          <Button onClick={onView}>View My Listing</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
