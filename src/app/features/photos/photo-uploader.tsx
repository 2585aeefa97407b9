import { useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconPhotoPlus,
  IconRefresh,
  IconX,
} from '@tabler/icons-react';
import { IMAGE_LIMITS, MAX_FILES_MESSAGE, checkImageFile } from '@/domain';
import type { LocalPhoto } from '../../local/db';
import type * as Compress from './compress';
import {
  addPhoto,
  isLocalPhotoId,
  markPhotoFailed,
  originalOf,
  rememberOriginal,
  removePhoto,
  restartPhoto,
  retryPhotoUpload,
  setPhotoProgress,
  storeCompressed,
  usePhotoSrc,
  usePhotos,
} from '../../local/photos-repo';

export interface PhotoUploaderProps {
  sellerId: string;
  /** Image references in gallery order (local photo ids or server file ids); the first is the thumbnail. */
  photoIds: string[];
  onChange: (ids: string[]) => void;
  /** The draft the photos belong to, created on the first photo if needed. */
  ensureDraftId: () => Promise<string>;
  /** The server cannot be reached: queued photos wait in the outbox. */
  offline: boolean;
}

const ACCEPT = IMAGE_LIMITS.types.join(',');

/** Compresses one photo in the worker and queues its upload; failures show on the tile. */
async function processPhoto(sellerId: string, id: string, file: File): Promise<void> {
  rememberOriginal(id, file);
  let compression: typeof Compress | null = null;
  try {
    // The compression library loads with the first photo, not with the editor.
    compression = await import('./compress');
    let lastPercent = -1;
    const compressed = await compression.compressPhoto(file, (percent) => {
      // One IndexedDB write per 5%: enough for a smooth bar.
      if (percent - lastPercent >= 5 || percent === 100) {
        lastPercent = percent;
        void setPhotoProgress(id, percent);
      }
    });
    await storeCompressed(sellerId, id, compressed);
  } catch (error) {
    await markPhotoFailed(
      id,
      compression ? compression.compressionErrorMessage(error) : 'Processing failed',
    );
  }
}

/**
 * The gallery step's uploader: JPG, PNG or WebP up to 10 MB, at most 4. Each photo is compressed
 * on the device, kept there, and uploaded through the outbox; its tile shows the progress, or
 * 'Processing failed' with a retry. Photos can be removed and reordered; the first is the thumbnail.
 */
export function PhotoUploader({
  sellerId,
  photoIds,
  onChange,
  ensureDraftId,
  offline,
}: PhotoUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const photos = usePhotos(photoIds);
  // The latest order, for callbacks that finish after a re-render.
  const idsRef = useRef(photoIds);
  idsRef.current = photoIds;

  async function addFiles(files: File[]) {
    setAlert(null);
    const messages = new Set<string>();
    const accepted: File[] = [];
    for (const file of files) {
      const check = checkImageFile(file, idsRef.current.length + accepted.length);
      if (check.ok) accepted.push(file);
      else messages.add(check.reason === 'count' ? MAX_FILES_MESSAGE : check.message);
    }
    if (messages.size > 0) setAlert([...messages].join(' '));
    if (accepted.length === 0) return;
    const draftId = await ensureDraftId();
    const added: { id: string; file: File }[] = [];
    for (const file of accepted) added.push({ id: await addPhoto(sellerId, draftId, file), file });
    const next = [...idsRef.current, ...added.map((a) => a.id)];
    idsRef.current = next;
    onChange(next);
    for (const { id, file } of added) void processPhoto(sellerId, id, file);
  }

  async function retry(id: string) {
    if (await retryPhotoUpload(sellerId, id)) return;
    const original = originalOf(id);
    if (!original) {
      setAlert('This photo can no longer be processed. Remove it and add it again.');
      return;
    }
    await restartPhoto(id);
    void processPhoto(sellerId, id, original as File);
  }

  async function remove(id: string) {
    const next = idsRef.current.filter((ref) => ref !== id);
    idsRef.current = next;
    onChange(next);
    // Server photos of a listing being edited are deleted when the edit is saved.
    if (isLocalPhotoId(id)) await removePhoto(sellerId, id);
  }

  function move(index: number, by: number) {
    const next = [...idsRef.current];
    const target = index + by;
    if (target < 0 || target >= next.length) return;
    [next[index], next[target]] = [next[target]!, next[index]!];
    idsRef.current = next;
    onChange(next);
  }

  const full = photoIds.length >= IMAGE_LIMITS.maxFiles;
  return (
    <Stack gap="sm">
      {alert && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setAlert(null)}>
          {alert}
        </Alert>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        aria-label="Add photos"
        data-testid="photo-input"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          void addFiles(files);
        }}
      />
      <Paper
        withBorder
        radius="md"
        p="lg"
        style={{
          borderStyle: 'dashed',
          cursor: full ? 'not-allowed' : 'pointer',
          textAlign: 'center',
        }}
        onClick={() => {
          if (full) setAlert(MAX_FILES_MESSAGE);
          else input.current?.click();
        }}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          void addFiles(Array.from(event.dataTransfer.files));
        }}
      >
        <Stack align="center" gap={4}>
          <IconPhotoPlus size={32} aria-hidden />
          <Button
            variant="light"
            disabled={full}
            onClick={(e) => {
              e.stopPropagation();
              input.current?.click();
            }}
          >
            Add photos
          </Button>
          <Text size="xs" c="dimmed">
            JPG, PNG or WebP, up to 10 MB each, at most {IMAGE_LIMITS.maxFiles}. The first photo is
            the thumbnail.
          </Text>
        </Stack>
      </Paper>
      {photoIds.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {photoIds.map((ref, index) => (
            <PhotoTile
              key={ref}
              photoRef={ref}
              photo={photos.get(ref)}
              index={index}
              count={photoIds.length}
              offline={offline}
              onRemove={() => void remove(ref)}
              onRetry={() => void retry(ref)}
              onMove={(by) => move(index, by)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

interface PhotoTileProps {
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
      return { label: `Compressing ${photo.progress ?? 0}%`, progress: photo.progress ?? 0 };
    case 'queued':
      return offline ? { label: 'Waiting for connection' } : { label: 'Uploading 0%', progress: 0 };
    case 'uploading':
      // Tries against a dead link come and go; the seller needs the steady story.
      return offline
        ? { label: 'Waiting for connection' }
        : { label: `Uploading ${photo.progress ?? 0}%`, progress: photo.progress ?? 0 };
    case 'failed':
      return { failed: true };
    case 'done':
      return {};
  }
}

function PhotoTile({
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
  const name = photo?.name ?? `Photo ${index + 1}`;
  return (
    <Paper
      withBorder
      radius="md"
      pos="relative"
      style={{ overflow: 'hidden', aspectRatio: '1 / 1' }}
      aria-label={`Photo ${index + 1} of ${count}`}
      role="group"
    >
      {src ? (
        <Image src={src} alt={name} h="100%" w="100%" fit="cover" />
      ) : (
        <Box h="100%" bg="gray.1" />
      )}
      {index === 0 && (
        <Badge pos="absolute" top={6} left={6} size="sm">
          Thumbnail
        </Badge>
      )}
      {state.failed && (
        <Stack
          pos="absolute"
          inset={0}
          align="center"
          justify="center"
          gap={6}
          p="xs"
          style={{ background: 'rgba(224, 49, 49, 0.78)', color: 'white', textAlign: 'center' }}
        >
          <Text fw={600} size="sm">
            Processing failed
          </Text>
          {photo?.error && (
            <Text size="xs" lineClamp={2}>
              {photo.error}
            </Text>
          )}
          <Button size="xs" color="dark" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            Retry
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
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        <IconX size={16} />
      </ActionIcon>
      {count > 1 && !state.label && !state.failed && (
        <Group pos="absolute" bottom={6} right={6} gap={4}>
          <ActionIcon
            size="sm"
            variant="white"
            aria-label={`Move ${name} earlier`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <IconArrowLeft size={14} />
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="white"
            aria-label={`Move ${name} later`}
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
