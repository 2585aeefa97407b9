import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconEye,
  IconMapPin,
  IconMessageCircle,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { Link, getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { placeLabel } from '@/domain/format';
import { i18n } from '@/app/ui/i18n';
import { priceText } from '@/app/ui/i18n/price-text';
import { useSessionUser } from '@/app/local/use-session';
import { mutate } from '@/app/sync/mutate';
import { listingDelete } from '@/app/sync/mutators/listing-delete';
import { ListingBadges } from './listing-badges';
import { DeleteDialog } from './delete-dialog';
import { DetailsCard } from './details-card';
import { Gallery } from './gallery';
import { ShareButton } from './share-button';
import { CheckInPrompt } from './check-in-prompt';
import { StatusActions } from './status-actions';
import { ListingActivity } from './listing-activity';
import { useListingDetail } from './use-listing-detail';
import classes from './listing-detail.module.css';
import { ModerationNotice } from './moderation-alert';
import { RefusedChanges } from '@/app/sync/ui/refused-changes';
import { dismissListingWarning } from '@/app/local/listing-warnings';
import { ListingWarnings } from '@/app/ui/listing-warnings';
import { SectionCard } from '@/app/ui/section-card';

const route = getRouteApi('/_app/listing/$id');

export function ListingDetailPage() {
  const { id } = route.useParams();
  const session = useSessionUser();
  const state = useListingDetail(id, session?._id ?? '');
  const navigate = useNavigate();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const movedTo = state.status === 'moved' ? state.to : null;

  // A listing made on this device was confirmed and now has the server's id: follow it there,
  // replacing this address so Back does not return to the old one.
  useEffect(() => {
    if (movedTo) void navigate({ to: '/listing/$id', params: { id: movedTo }, replace: true });
  }, [movedTo, navigate]);

  const goBack = () => {
    // The first page of this tab (history key 'default') has nowhere to go back to.
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/', replace: true });
  };

  const confirmDelete = async () => {
    if (!session || state.status !== 'ready') return;
    setDeleting(true);
    try {
      await mutate(listingDelete, session._id, { listingId: state.listing._id });
      setConfirming(false);
      goBack();
    } catch (error) {
      setDeleteError(error instanceof Error ? error.message : String(error));
      setDeleting(false);
    }
  };

  if (state.status === 'loading' || state.status === 'moved') {
    return (
      <Center py={80}>
        <Loader aria-label={i18n._('detail.loading')} />
      </Center>
    );
  }
  if (state.status === 'error') {
    return (
      <Stack gap="md" maw={600}>
        <Alert color="red" variant="light" title={i18n._('detail.loadFailed')} role="alert">
          {state.error}
        </Alert>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={goBack}
          style={{ alignSelf: 'flex-start' }}
        >
          {i18n._('editor.back')}
        </Button>
      </Stack>
    );
  }

  const { listing } = state;
  return (
    <Stack gap="md">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        onClick={goBack}
        px="xs"
        style={{ alignSelf: 'flex-start' }}
      >
        {i18n._('editor.back')}
      </Button>

      {session ? <RefusedChanges sellerId={session._id} listingId={listing._id} /> : null}
      <ModerationNotice moderation={listing.moderation} />
      {session ? (
        <ListingWarnings
          warnings={listing.warnings}
          onDismiss={(code) => void dismissListingWarning(session._id, listing._id, code)}
        />
      ) : null}

      <div className={classes.layout}>
        <div className={classes.gallery}>
          <Gallery images={listing.images} title={listing.title} />
        </div>

        <Card withBorder radius="lg" p="lg" className={classes.summary}>
          <Stack gap="sm">
            <div>
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {listing.title}
              </Title>
              <Group gap="xs" mt={6}>
                <ListingBadges listing={listing} />
              </Group>
            </div>
            <Group gap="xs" align="center">
              <Text fw={700} fz={26} c="brand" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                {priceText(listing.price)}
              </Text>
              {listing.price?.isNegotiable ? (
                <Badge variant="light" color="brand">
                  {i18n._('detail.negotiable')}
                </Badge>
              ) : null}
            </Group>
            <Group gap="md" c="dimmed" style={{ rowGap: 4 }}>
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">
                  {[placeLabel(listing), listing.address].filter(Boolean).join(', ')}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconEye size={16} aria-hidden />
                <Text size="sm">{i18n._('detail.views', { count: listing.views })}</Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconMessageCircle size={16} aria-hidden />
                <Text size="sm">{i18n._('detail.chats', { count: listing.leads ?? 0 })}</Text>
              </Group>
            </Group>
            {/* One main action, Share beside it; Delete waits at the bottom of the page. */}
            <Group gap="xs" grow>
              <Button
                leftSection={<IconPencil size={16} />}
                renderRoot={(props) => (
                  <Link {...props} to="/editor" search={{ id: listing._id }} />
                )}
              >
                {i18n._('detail.edit')}
              </Button>
              {/* A held or hidden listing has no public page to share. */}
              {listing.moderation ? null : <ShareButton listing={listing} />}
            </Group>
            {session ? <CheckInPrompt listing={listing} sellerId={session._id} /> : null}
            {session ? <StatusActions listing={listing} sellerId={session._id} /> : null}
          </Stack>
        </Card>

        <Stack gap="md" className={classes.content}>
          <SectionCard title={i18n._('editor.description')}>
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {listing.description || i18n._('detail.noDescription')}
            </Text>
          </SectionCard>
          {listing.features?.length ? (
            <SectionCard title={i18n._('detail.features')}>
              <List spacing={4}>
                {listing.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
            </SectionCard>
          ) : null}
        </Stack>

        <div className={classes.details}>
          <DetailsCard listing={listing} />
        </div>
      </div>

      <ListingActivity id={listing._id} />

      {deleteError ? (
        <Alert color="red" variant="light" role="alert">
          {deleteError}
        </Alert>
      ) : null}

      <Group justify="flex-end" pt="md">
        <Button
          color="red"
          variant="subtle"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming(true)}
        >
          {i18n._('detail.delete')}
        </Button>
      </Group>

      <DeleteDialog
        opened={confirming}
        deleting={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
