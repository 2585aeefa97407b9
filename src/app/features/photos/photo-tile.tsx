import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconRefresh, IconX } from '@tabler/icons-react';
import type { LocalPhoto } from '@/app/local/db';
import { usePhotoSrc } from '@/app/local/photos-repo';
import { i18n } from '@/app/ui/i18n';

const FAILED = 'Processing failed';

export interface PhotoTileProps {
  photoRef: string;
  photo: LocalPhoto | undefined;
  index: number;
  count: number;
  offline: boolean;
  onRemove: () => void;
  onRetry: () => void;
  onMove: (by: number) => void;
}

function tileState(
  photo: LocalPhoto | undefined,
  offline: boolean,
): {
  label?: string;
  progress?: number;
  failed?: boolean;
} {
  if (!photo) return {};
  switch (photo.status) {
    case 'compressing':
      return {
        label: i18n._('photos.compressing', { percent: photo.progress ?? 0 }),
        progress: photo.progress ?? 0,
      };
    case 'queued':
      return offline
        ? { label: i18n._('photos.waiting') }
        : { label: i18n._('photos.uploading', { percent: 0 }), progress: 0 };
    case 'uploading':
      // Tries against a dead link come and go; the seller needs the steady story.
      return offline
        ? { label: i18n._('photos.waiting') }
        : {
            label: i18n._('photos.uploading', { percent: photo.progress ?? 0 }),
            progress: photo.progress ?? 0,
          };
    case 'failed':
      return { failed: true };
    case 'done':
      return {};
  }
}

export function PhotoTile({
  photoRef,
  photo,
  index,
  count,
  offline,
  onRemove,
  onRetry,
  onMove,
}: PhotoTileProps) {
  const src = usePhotoSrc(photoRef, true);
  const state = tileState(photo, offline);
  const name = photo?.name ?? i18n._('photos.photo', { number: index + 1 });
  return (
    <Paper
      withBorder
      radius="md"
      pos="relative"
      style={{ overflow: 'hidden', aspectRatio: '1 / 1' }}
      aria-label={i18n._('photos.position', { number: index + 1, count })}
      role="group"
    >
      {src ? (
        <Image src={src} alt={name} h="100%" w="100%" fit="cover" />
      ) : (
        <Box h="100%" bg="gray.1" />
      )}
      {index === 0 && !state.failed && (
        <Badge pos="absolute" top={6} left={6} size="sm">
          {i18n._('photos.thumbnail')}
        </Badge>
      )}
      {state.failed && (
        // Below the remove button (top right), so nothing of it is hidden on a phone's tile.
        <Stack
          pos="absolute"
          inset={0}
          align="center"
          justify="center"
          gap={4}
          px="xs"
          pt={40}
          pb="xs"
          style={{ background: 'var(--mantine-color-red-9)', color: 'white', textAlign: 'center' }}
        >
          <Text fw={600} size="sm">
            {i18n._('photos.failed')}
          </Text>
          {/* What went wrong, when it says more than the heading does. */}
          {photo?.error && photo.error !== FAILED && (
            <Text size="xs" lineClamp={2}>
              {photo.error}
            </Text>
          )}
          <Button size="xs" color="dark" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            {i18n._('photos.retry')}
          </Button>
        </Stack>
      )}
      {state.label && (
        <Box
          pos="absolute"
          left={0}
          right={0}
          bottom={0}
          p={6}
          style={{ background: 'rgba(0,0,0,0.6)' }}
        >
          <Text size="xs" c="white">
            {state.label}
          </Text>
          {state.progress !== undefined && (
            <Progress value={state.progress} size="sm" mt={4} aria-label={state.label} />
          )}
        </Box>
      )}
      <ActionIcon
        pos="absolute"
        top={6}
        right={6}
        radius="xl"
        color="dark"
        variant="filled"
        style={{ zIndex: 2 }}
        aria-label={i18n._('photos.remove', { name })}
        onClick={onRemove}
      >
        <IconX size={16} />
      </ActionIcon>
      {count > 1 && !state.label && !state.failed && (
        <Group pos="absolute" bottom={6} right={6} gap={4}>
          <ActionIcon
            size="sm"
            variant="white"
            aria-label={i18n._('photos.earlier', { name })}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <IconArrowLeft size={14} />
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="white"
            aria-label={i18n._('photos.later', { name })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <IconArrowRight size={14} />
          </ActionIcon>
        </Group>
      )}
    </Paper>
  );
}
