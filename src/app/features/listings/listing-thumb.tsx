import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { usePhotoSrc } from '../../local/photos-repo';

/**
 * A listing's first image: the server's thumbnail (kept by the service worker for offline use),
 * or the device's copy while the photo still waits to be uploaded.
 */
export function ListingThumb({ imageRef, size }: { imageRef: string | undefined; size: number }) {
  const src = usePhotoSrc(imageRef, true);
  if (!src) {
    return (
      <Center
        w={size}
        h={size}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 10, flexShrink: 0 }}
        aria-hidden
      >
        <IconPhoto size={size / 2.5} color="var(--mantine-color-dimmed)" />
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt=""
      w={size}
      h={size}
      fit="cover"
      radius={10}
      loading="lazy"
      style={{ flexShrink: 0 }}
    />
  );
}
