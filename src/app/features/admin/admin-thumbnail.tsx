import { Image } from '@mantine/core';
import { API_BASE } from '@/app/api/client';

/** The small version of a stored photo. */
export const thumbnailUrl = (fileId: string) =>
  `${API_BASE}/files/${encodeURIComponent(fileId)}?thumbnail=1`;

/** A photo's thumbnail in a table row: square, `size` pixels, loaded as it scrolls into view. */
export function AdminThumbnail({
  fileId,
  alt,
  size,
}: {
  fileId: string;
  alt: string;
  size: number;
}) {
  return (
    <Image
      src={thumbnailUrl(fileId)}
      alt={alt}
      w={size}
      h={size}
      radius="sm"
      fit="cover"
      loading="lazy"
      // Mantine's image is `flex: 0`, which lets a not-yet-loaded lazy image shrink to
      // nothing; a fixed basis keeps every row's title in the same place.
      style={{ flex: `0 0 ${size}px`, background: 'var(--mantine-color-default-hover)' }}
    />
  );
}
