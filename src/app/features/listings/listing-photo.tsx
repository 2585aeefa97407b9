import { Box, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState, type CSSProperties } from 'react';
import { usePhotoSrc } from '../../local/photos-repo';

/**
 * One photo of a listing. When the full-size file cannot be had (offline and never opened on
 * this device), it falls back to the thumbnail the device kept, then to a plain placeholder:
 * never a broken-image icon.
 */
export function ListingPhoto({
  imageRef,
  alt,
  thumbnail = false,
  height,
  width = '100%',
  radius = 12,
  fit = 'cover',
}: {
  imageRef: string | undefined;
  alt: string;
  thumbnail?: boolean;
  height: number | string;
  width?: number | string;
  radius?: number;
  fit?: CSSProperties['objectFit'];
}) {
  const full = usePhotoSrc(imageRef, thumbnail);
  const small = usePhotoSrc(imageRef, true);
  const [failed, setFailed] = useState<string[]>([]);
  useEffect(() => setFailed([]), [imageRef]);
  const src = [full, small].find((candidate) => candidate && !failed.includes(candidate));

  if (!src) {
    return (
      <Box
        w={width}
        h={height}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: radius, display: 'grid', placeItems: 'center', flexShrink: 0 }}
        role="img"
        aria-label={alt}
      >
        <Stack gap={2} align="center">
          <IconPhoto
            size={typeof height === 'number' && height < 80 ? 20 : 32}
            color="var(--mantine-color-dimmed)"
          />
          {typeof height === 'number' && height < 120 ? null : (
            <Text size="xs" c="dimmed">
              Photo not available offline
            </Text>
          )}
        </Stack>
      </Box>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      onError={() => setFailed((list) => [...list, src])}
      style={{
        width,
        height,
        objectFit: fit,
        borderRadius: radius,
        display: 'block',
        flexShrink: 0,
        background: fit === 'contain' ? 'transparent' : 'var(--mantine-color-default-hover)',
      }}
    />
  );
}
