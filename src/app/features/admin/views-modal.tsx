import { Alert, Center, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useListingViews } from '@/app/features/admin/api/admin-listings';
import { errorMessage } from '@/app/features/admin/api/query-defaults';
import { dateValue, formatCount, formatDateTime } from './format';
import { formatPhone } from '@/domain/format';

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
  const views = [...(query.data?.rows ?? [])].sort(
    (a, b) => dateValue(b.createdAt) - dateValue(a.createdAt),
  );
  const total = query.data?.total ?? 0;
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
              {total > views.length
                ? `Showing the newest ${formatCount(views.length)} of ${formatCount(total)} views`
                : `${formatCount(total)} ${total === 1 ? 'view' : 'views'}`}
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
              {views.map((view) => (
                <Table.Tr key={view._id}>
                  <Table.Td>{formatPhone(view.viewerPhone)}</Table.Td>
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
