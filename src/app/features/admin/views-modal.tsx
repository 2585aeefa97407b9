import { Alert, Center, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useListingViews } from './api/admin-listings';
import { errorMessage } from './api/query-defaults';
import { dateValue, formatCount, formatDateTime } from './format';

/** A popular listing may have thousands of views; the newest are what an admin looks at. */
export const VIEWS_SHOWN = 200;

interface ViewsModalProps {
  listing: { _id: string; title: string; leads?: number } | null;
  onClose: () => void;
}

/** Who viewed a listing (through the bot) and when, newest first. */
export function ViewsModal({ listing, onClose }: ViewsModalProps) {
  const narrow = useMediaQuery('(max-width: 600px)');
  const query = useListingViews(listing?._id ?? null);
  const leads = listing?.leads ?? 0;
  // Buyers who went on to chat with the seller (through the listing's chat link).
  const chats = `${formatCount(leads)} ${leads === 1 ? 'buyer chat' : 'buyer chats'}`;
  const views = [...(query.data ?? [])].sort(
    (a, b) => dateValue(b.createdAt) - dateValue(a.createdAt),
  );
  return (
    <Modal
      opened={listing !== null}
      onClose={onClose}
      title={`Views of ${listing?.title ?? ''}`}
      size="md"
      fullScreen={Boolean(narrow)}
    >
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading views" />
        </Center>
      ) : query.error ? (
        <Alert color="red" role="alert" title="Could not load the views">
          {errorMessage(query.error)}
        </Alert>
      ) : views.length === 0 ? (
        <Text c="dimmed">Nobody has viewed this listing yet. {chats}</Text>
      ) : (
        <>
          <Group gap={6} mb="xs">
            <Text size="sm" c="dimmed">
              {views.length > VIEWS_SHOWN
                ? `Showing the newest ${VIEWS_SHOWN} of ${formatCount(views.length)} views`
                : `${formatCount(views.length)} ${views.length === 1 ? 'view' : 'views'}`}
            </Text>
            <Text size="sm" c="dimmed">
              · {chats}
            </Text>
          </Group>
          <Table striped aria-label="Listing views">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Viewer phone</Table.Th>
                <Table.Th>Time</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {views.slice(0, VIEWS_SHOWN).map((view) => (
                <Table.Tr key={view._id}>
                  <Table.Td>{view.viewerPhone}</Table.Td>
                  <Table.Td>
                    <time dateTime={view.createdAt}>{formatDateTime(view.createdAt)}</time>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Modal>
  );
}
