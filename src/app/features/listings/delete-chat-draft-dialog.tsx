import { Button, Group, Modal, Text } from '@mantine/core';

/**
 * Asks before a draft begun in the chat is deleted. Its own module: My Listings loads it (and
 * Mantine's Modal with it) when a seller first taps Delete, not with the page.
 */
export default function DeleteChatDraftDialog({
  opened,
  onKeep,
  onDelete,
}: {
  opened: boolean;
  onKeep: () => void;
  onDelete: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title={<Text fw={700}>Delete this draft?</Text>}
      centered
      radius="lg"
    >
      <Text size="sm">
        The draft you started in WhatsApp and its photos are removed. This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onKeep}>
          Keep it
        </Button>
        <Button color="red" onClick={onDelete}>
          Delete draft
        </Button>
      </Group>
    </Modal>
  );
}
