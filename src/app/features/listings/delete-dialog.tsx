import { Button, Group, Modal, Text } from '@mantine/core';

export function DeleteDialog({
  opened,
  deleting,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={<Text fw={700}>Are you sure?</Text>}
      centered
      radius="lg"
    >
      <Text size="sm">
        This action cannot be undone. This will permanently delete the listing and remove all
        associated data.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={deleting}>
          Delete Listing
        </Button>
      </Group>
    </Modal>
  );
}
