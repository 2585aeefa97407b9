import { Box, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { fileUrl, isLocalPhotoId, usePhotoSrc } from '@/app/local/photos-repo';
import { i18n } from '@/app/ui/i18n';

interface PhotoProps {
  imageRef: string | undefined;
  alt: string;
  thumbnail?: boolean;
  height: number | string;
  width?: number | string;
  radius?: number;
  fit?: CSSProperties['objectFit'];
}

/**
 * One photo of a listing. When the full-size file cannot be had (offline and never opened on
 * this device), it falls back to the thumbnail the device kept, then to a plain placeholder:
 * never a broken-image icon.
 */
export function ListingPhoto(props: PhotoProps) {
  const { imageRef, thumbnail = false } = props;
  if (imageRef && isLocalPhotoId(imageRef)) return <DevicePhoto {...props} />;
  // A photo the server holds (or none): its address is known without reading the device's
  // store, so a table row mounts without subscribing to it.
  return (
    <PhotoOrPlaceholder
      {...props}
      full={imageRef && fileUrl(imageRef, thumbnail)}
      small={imageRef && fileUrl(imageRef, true)}
    />
  );
}

/** A listing's first photo in a row or card: a square thumbnail, beside the title that names it. */
export function ListingThumbnail({
  imageRef,
  size,
  radius,
}: {
  imageRef: string | undefined;
  size: number;
  radius: number;
}) {
  return (
    <ListingPhoto imageRef={imageRef} thumbnail alt="" height={size} width={size} radius={radius} />
  );
}

/** A photo still on this device (or uploaded from it): read from the store, live. */
function DevicePhoto(props: PhotoProps) {
  const full = usePhotoSrc(props.imageRef, props.thumbnail);
  const small = usePhotoSrc(props.imageRef, true);
  return <PhotoOrPlaceholder {...props} full={full} small={small} />;
}

function PhotoOrPlaceholder({
  imageRef,
  alt,
  height,
  width = '100%',
  radius = 12,
  fit = 'cover',
  full,
  small,
}: PhotoProps & { full: string | undefined; small: string | undefined }) {
  // Addresses that failed to load, for this photo only: another photo starts afresh (kept with
  // its photo rather than reset by an effect, which would render every new row twice).
  const [failedOf, setFailedOf] = useState<{ ref: string | undefined; srcs: string[] }>({
    ref: imageRef,
    srcs: [],
  });
  const failed = failedOf.ref === imageRef ? failedOf.srcs : [];
  const src = [full, small].find((candidate) => candidate && !failed.includes(candidate));

  if (!src) {
    return (
      <Box
        w={width}
        h={height}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: radius, display: 'grid', placeItems: 'center', flexShrink: 0 }}
        // A decorative stand-in (empty alt, beside the title) is hidden, as an empty-alt <img> is.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <Stack gap={2} align="center">
          <IconPhoto
            size={typeof height === 'number' && height < 80 ? 20 : 32}
            color="var(--mantine-color-dimmed)"
          />
          {typeof height === 'number' && height < 120 ? null : (
            <Text size="xs" c="dimmed">
              {i18n._('gallery.offline')}
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
      onError={() => setFailedOf({ ref: imageRef, srcs: [...failed, src] })}
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
