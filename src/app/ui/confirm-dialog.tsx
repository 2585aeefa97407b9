import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Asks before something that cannot be undone: a title, what happens, a way back and a red
 * button. The default export lets a screen load it (and Mantine's Modal) on first use.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  cancelLabel,
  confirmLabel,
  busy = false,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirmed action is under way: its button shows it, and neither can be pressed again. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={<Text fw={700}>{title}</Text>}
      centered
      radius="lg"
    >
      <Text size="sm">{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

export default ConfirmDialog;
