import { ActionIcon, Box, Group, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPhoto } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { i18n } from '@/app/ui/i18n';
import { ListingPhoto } from './listing-photo';

/** The viewer's previous and next buttons, over the photo. */
function ArrowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      size={48}
      radius="xl"
      variant="white"
      color="dark"
      onClick={onClick}
      aria-label={label}
      style={{ pointerEvents: 'auto' }}
    >
      {children}
    </ActionIcon>
  );
}

function Viewer({
  images,
  index,
  title,
  onClose,
  onMove,
}: {
  images: string[];
  index: number;
  title: string;
  onClose: () => void;
  onMove: (index: number) => void;
}) {
  const count = images.length;
  const previous = () => onMove((index - 1 + count) % count);
  const next = () => onMove((index + 1) % count);
  useHotkeys([
    ['ArrowLeft', previous],
    ['ArrowRight', next],
  ]);
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={`${title} · ${index + 1} of ${count}`}
      styles={{
        content: { background: '#000' },
        header: { background: '#000', color: '#fff' },
        body: {
          height: 'calc(100dvh - 60px)',
          display: 'grid',
          placeItems: 'center',
          padding: 0,
          background: '#000',
        },
      }}
      closeButtonProps={{ 'aria-label': i18n._('gallery.close'), c: '#fff' }}
    >
      <ListingPhoto
        key={images[index]}
        imageRef={images[index]}
        alt={i18n._('gallery.alt', { title, number: index + 1 })}
        height="100%"
        fit="contain"
        radius={0}
      />
      {count > 1 ? (
        <Group
          justify="space-between"
          px="sm"
          style={{ position: 'absolute', top: '50%', left: 0, right: 0, pointerEvents: 'none' }}
        >
          <ArrowButton label={i18n._('gallery.previous')} onClick={previous}>
            <IconChevronLeft />
          </ArrowButton>
          <ArrowButton label={i18n._('gallery.next')} onClick={next}>
            <IconChevronRight />
          </ArrowButton>
        </Group>
      ) : null}
    </Modal>
  );
}

/** First image large, the others in a grid; any of them opens the full-screen viewer. */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const [first, ...rest] = images;
  if (!first) {
    return (
      <Box
        h={220}
        bg="var(--mantine-color-default-hover)"
        style={{ display: 'grid', placeItems: 'center', borderRadius: 16 }}
      >
        <Group gap="xs" c="dimmed">
          <IconPhoto size={24} />
          <Text c="dimmed">{i18n._('gallery.none')}</Text>
        </Group>
      </Box>
    );
  }
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(0)}
        aria-label={i18n._('gallery.open', { number: 1 })}
        w="100%"
        display="block"
      >
        <ListingPhoto imageRef={first} alt={title} height="clamp(220px, 45vw, 420px)" />
      </UnstyledButton>
      {rest.length ? (
        <SimpleGrid cols={3} spacing="xs" mt="xs">
          {rest.map((ref, i) => (
            <UnstyledButton
              key={ref}
              onClick={() => setOpen(i + 1)}
              aria-label={i18n._('gallery.open', { number: i + 2 })}
              display="block"
            >
              <ListingPhoto
                imageRef={ref}
                thumbnail
                alt={i18n._('gallery.alt', { title, number: i + 2 })}
                height={96}
              />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      ) : null}
      {open !== null ? (
        <Viewer
          images={images}
          index={open}
          title={title}
          onClose={() => setOpen(null)}
          onMove={setOpen}
        />
      ) : null}
    </>
  );
}
