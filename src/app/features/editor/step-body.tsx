import type { ComponentType } from 'react';
import { Stack, Text } from '@mantine/core';
import { WIZARD_STEPS } from '@/domain';
import { i18n } from '@/app/ui/i18n';
import { ListingFields } from './listing-fields';
import type { ListingEditor } from './use-listing-editor';

/** Props of the gallery the pictures step embeds (the photo uploader, passed in by the route). */
export interface GallerySlotProps {
  sellerId: string;
  photoIds: string[];
  onChange: (ids: string[]) => void;
  ensureDraftId: () => Promise<string>;
  offline: boolean;
}

export interface StepBodyProps {
  editor: ListingEditor;
  sellerId: string;
  gallery: ComponentType<GallerySlotProps>;
  today: Date;
}

/** The current step's content: the photo gallery, or the step's fields. */
export function StepBody({ editor, sellerId, gallery: Gallery, today }: StepBodyProps) {
  const step = WIZARD_STEPS[editor.step]!;
  if (step.id !== 'pictures') {
    return (
      <ListingFields
        fields={step.fields}
        api={editor.api}
        typeLocked={editor.editMode}
        today={today}
      />
    );
  }
  const { gallery } = editor;
  return (
    <Stack>
      {editor.galleryError && (
        <Text c="red" size="sm" role="alert">
          {editor.galleryError}
        </Text>
      )}
      <Gallery
        sellerId={sellerId}
        photoIds={gallery.photoIds}
        onChange={(ids) => {
          gallery.setPhotoIds(ids);
          editor.clearGalleryError();
        }}
        ensureDraftId={editor.draft.ensureDraftId}
        offline={gallery.offline}
      />
      {gallery.offline && gallery.waiting > 0 && (
        <Text size="sm" c="dimmed">
          {i18n._('editor.photos.waiting')}
        </Text>
      )}
    </Stack>
  );
}
