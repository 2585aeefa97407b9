import { useRef, useState } from 'react';
import { Alert, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import {
  IMAGE_LIMITS,
  IMAGE_SIGNATURE_BYTES,
  MAX_FILES_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  checkImageFile,
  hasImageSignature,
} from '@/domain';
import {
  addPhoto,
  isLocalPhotoId,
  originalOf,
  restartPhoto,
  usePhotos,
} from '@/app/local/photos-repo';
import { mutate } from '@/app/sync/mutate';
import { photoDelete } from '@/app/sync/mutators/photo-delete';
import { photoUpload } from '@/app/sync/mutators/photo-upload';
import { i18n } from '@/app/ui/i18n';
import { fieldErrorText } from '@/app/ui/i18n/field-errors';
import { PhotoTile } from './photo-tile';
import { processPhoto } from './process-photo';

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

/** A file's first bytes. */
function readHead(file: File, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/**
 * Whether a file's first bytes are an image's (a file can be named x.jpg and be anything). One
 * that cannot be read here goes on to the compression, which says what it is.
 */
async function looksLikeImage(file: File): Promise<boolean> {
  try {
    return hasImageSignature(await readHead(file, IMAGE_SIGNATURE_BYTES));
  } catch {
    return true;
  }
}

/** One of the spec's messages for a file that cannot be a photo, naming the file. */
const aboutFile = (file: File, message: string) => `${message} (${file.name})`;

/**
 * The gallery step's uploader: JPG, PNG or WebP up to 10 MB, at most 4. A file that is not an
 * image takes no place: it is refused with the spec's 'The file given is not an image' before it
 * is added, or taken out if its compression says so. Each photo is compressed on the device, kept
 * there, and uploaded through the outbox; its tile shows the progress, or 'Processing failed' with
 * a retry. Photos can be removed and reordered; the first is the thumbnail.
 */
export function PhotoUploader({
  sellerId,
  photoIds,
  onChange,
  ensureDraftId,
  offline,
}: PhotoUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [alert, setAlert] = useState<string[]>([]);
  const photos = usePhotos(photoIds);
  // The latest order, for callbacks that finish after a re-render.
  const idsRef = useRef(photoIds);
  idsRef.current = photoIds;

  const say = (...lines: string[]) =>
    setAlert((shown) => [...shown, ...lines.filter((line) => !shown.includes(line))]);

  async function addFiles(files: File[]) {
    setAlert([]);
    const messages = new Set<string>();
    const accepted: File[] = [];
    for (const file of files) {
      const check = checkImageFile(file, idsRef.current.length + accepted.length);
      if (!check.ok) messages.add(check.reason === 'count' ? MAX_FILES_MESSAGE : check.message);
      else if (!(await looksLikeImage(file))) messages.add(aboutFile(file, NOT_AN_IMAGE_MESSAGE));
      else accepted.push(file);
    }
    if (messages.size > 0) say(...messages);
    if (accepted.length === 0) return;
    const draftId = await ensureDraftId();
    const added: { id: string; file: File }[] = [];
    for (const file of accepted) added.push({ id: await addPhoto(sellerId, draftId, file), file });
    const next = [...idsRef.current, ...added.map((a) => a.id)];
    idsRef.current = next;
    onChange(next);
    for (const { id, file } of added) void compress(id, file);
  }

  /** Compresses a photo; one that can never be compressed leaves the gallery, saying why. */
  async function compress(id: string, file: File) {
    const never = await processPhoto(sellerId, id, file);
    if (never === null) return;
    say(aboutFile(file, never));
    await remove(id);
  }

  async function retry(id: string) {
    if (await mutate(photoUpload, sellerId, { photoId: id })) return;
    const original = originalOf(id);
    if (!original) {
      say(i18n._('photos.gone'));
      return;
    }
    await restartPhoto(sellerId, id);
    void compress(id, original as File);
  }

  async function remove(id: string) {
    const next = idsRef.current.filter((ref) => ref !== id);
    idsRef.current = next;
    onChange(next);
    // Server photos of a listing being edited are deleted when the edit is saved.
    if (isLocalPhotoId(id)) await mutate(photoDelete, sellerId, { photoId: id });
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
      {alert.length > 0 && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setAlert([])}>
          {alert.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Alert>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        aria-label={i18n._('photos.add')}
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
          if (full) setAlert([fieldErrorText(MAX_FILES_MESSAGE) ?? MAX_FILES_MESSAGE]);
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
            {i18n._('photos.add')}
          </Button>
          <Text size="xs" c="dimmed">
            {i18n._('photos.hint', { max: IMAGE_LIMITS.maxFiles })}
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
