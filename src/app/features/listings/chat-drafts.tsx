import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrandWhatsapp, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Suspense, lazy, useId, useState } from 'react';
import { labelFor, placeLabel } from '@/domain/format';
import { draftFields } from '@/domain/listing-draft-values';
import { formatDate, i18n } from '@/app/ui/i18n';
import { priceText } from '@/app/ui/i18n/price-text';
import type { ServerDraft } from '@/app/local/db';
import { useServerDrafts } from '@/app/local/server-drafts-repo';
import { mutate } from '@/app/sync/mutate';
import { draftDelete } from '@/app/sync/mutators/draft-delete';
import classes from './listing-cards.module.css';
import { CARDS_BELOW } from './listings-browser';
import { ListingThumbnail } from './listing-photo';

/** Loaded on the first Delete, with Mantine's Modal: not part of My Listings' first load. */
const ConfirmDialog = lazy(() => import('@/app/ui/confirm-dialog'));

/** What My Listings shows of a draft: its fields are whatever the chat has learnt so far. */
function summary(draft: ServerDraft) {
  const fields = draftFields(draft);
  const price = fields.price && typeof fields.price === 'object' ? fields.price : undefined;
  return {
    title:
      typeof fields.title === 'string' && fields.title
        ? fields.title
        : i18n._('chatDrafts.untitled'),
    type: labelFor('type', fields.type),
    place: placeLabel(fields),
    price: price && typeof price.amount === 'number' ? priceText(price) : '',
    photos: i18n._('drafts.photos', { count: draft.images.length }),
    date: formatDate(draft.updatedAt),
  };
}

const ChatBadge = () => (
  <Badge
    size="xs"
    radius="sm"
    variant="light"
    color="teal"
    leftSection={<IconBrandWhatsapp size={12} aria-hidden />}
    style={{ flexShrink: 0 }}
  >
    {i18n._('chatDrafts.badge')}
  </Badge>
);

const openLink = (draft: ServerDraft) => ({ to: '/editor', search: { draft: draft.id } }) as const;

function DraftCard({ draft, onDelete }: { draft: ServerDraft; onDelete: () => void }) {
  const shown = summary(draft);
  return (
    <article className={classes.card}>
      <ListingThumbnail imageRef={draft.images[0]} size={76} radius={12} />
      <div className={classes.body}>
        <Link {...openLink(draft)} className={classes.link}>
          {shown.title}
        </Link>
        {shown.price ? (
          <Text className={classes.price} c="brand">
            {shown.price}
          </Text>
        ) : null}
        <Group gap={6} wrap="wrap">
          <ChatBadge />
        </Group>
        <div className={classes.meta}>
          {[shown.type, shown.place, shown.photos].filter(Boolean).join(' · ')}
        </div>
      </div>
      {/* Above the title's stretched link, so a tap on it deletes rather than opens. */}
      <ActionIcon
        variant="subtle"
        color="red"
        size={44}
        style={{ position: 'relative', zIndex: 1, alignSelf: 'center' }}
        aria-label={i18n._('chatDrafts.delete.named', { title: shown.title })}
        onClick={onDelete}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </article>
  );
}

function DraftsTable({
  drafts,
  onDelete,
}: {
  drafts: ServerDraft[];
  onDelete: (draft: ServerDraft) => void;
}) {
  return (
    <Table withTableBorder highlightOnHover verticalSpacing="xs" style={{ borderRadius: 12 }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{i18n._('chatDrafts.draft')}</Table.Th>
          <Table.Th>{i18n._('table.location')}</Table.Th>
          <Table.Th>{i18n._('chatDrafts.updated')}</Table.Th>
          <Table.Th>{i18n._('table.price')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{i18n._('chatDrafts.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {drafts.map((draft) => {
          const shown = summary(draft);
          return (
            <Table.Tr key={draft.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <ListingThumbnail imageRef={draft.images[0]} size={52} radius={10} />
                  <Stack gap={2} miw={0}>
                    <Text size="sm" fw={600} lineClamp={2}>
                      {shown.title}
                    </Text>
                    <Group gap={6} wrap="nowrap">
                      <Text size="xs" c="dimmed" truncate>
                        {[shown.type, shown.photos].filter(Boolean).join(' · ')}
                      </Text>
                      <ChatBadge />
                    </Group>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>{shown.place}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{shown.date}</Table.Td>
              <Table.Td>{shown.price}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    renderRoot={(props) => <Link {...props} {...openLink(draft)} />}
                    aria-label={i18n._('chatDrafts.finish.named', { title: shown.title })}
                  >
                    {i18n._('chatDrafts.finish')}
                  </Button>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={36}
                    aria-label={i18n._('chatDrafts.delete.named', { title: shown.title })}
                    onClick={() => onDelete(draft)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Drafts begun in the WhatsApp chat and kept on the server, as the last pull brought them (so
 * offline too): cards on a phone, a table on wider screens. Each opens in the editor, where
 * publishing it is the normal create, or is deleted (on the server through the outbox).
 */
export function ChatDrafts({ sellerId }: { sellerId: string }) {
  const drafts = useServerDrafts(sellerId);
  const phone = useMediaQuery(`(max-width: ${CARDS_BELOW - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  const [deleting, setDeleting] = useState<ServerDraft | null>(null);
  // Loaded on the first Delete, then kept, so it closes with its transition.
  const [dialogUsed, setDialogUsed] = useState(false);
  const ask = (draft: ServerDraft) => {
    setDialogUsed(true);
    setDeleting(draft);
  };
  const titleId = useId();
  if (!drafts?.length) return null;
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h5" mb="xs" id={titleId}>
        {i18n._('chatDrafts.title', { count: drafts.length })}
      </Title>
      {phone ? (
        <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
          {drafts.map((draft) => (
            <li key={draft.id}>
              <DraftCard draft={draft} onDelete={() => ask(draft)} />
            </li>
          ))}
        </Stack>
      ) : (
        <DraftsTable drafts={drafts} onDelete={ask} />
      )}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={deleting !== null}
            title={i18n._('chatDrafts.delete.title')}
            cancelLabel={i18n._('chatDrafts.delete.keep')}
            confirmLabel={i18n._('chatDrafts.delete.confirm')}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (deleting) void mutate(draftDelete, sellerId, { draftId: deleting.id });
              setDeleting(null);
            }}
          >
            {i18n._('chatDrafts.delete.text')}
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </section>
  );
}
