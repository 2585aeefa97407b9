import { useEffect, type ComponentType } from 'react';
import { Alert } from '@mantine/core';
import { CreateLayout } from './create-layout';
import { EditLayout } from './edit-layout';
import { EMPTY_START, type EditorStart } from './editor-source';
import { StepBody, type GallerySlotProps } from './step-body';
import { publicListingUrl, whatsappShareUrl } from '@/app/ui/share-links';
import { SuccessDialog } from './success-dialog';
import { useListingEditor } from './use-listing-editor';
import { i18n } from '@/app/ui/i18n';
import {
  dismissListingWarning,
  useListingWarnings,
  type ListingWarnings as SavedWarnings,
} from '@/app/local/listing-warnings';
import { ListingWarnings } from '@/app/ui/listing-warnings';

export type { GallerySlotProps };
export { DRAFT_SAVE_DELAY_MS } from './use-draft-autosave';

export interface EditorFormProps {
  sellerId: string;
  start: EditorStart;
  gallery: ComponentType<GallerySlotProps>;
  /** A draft was created: the address should now point at it, so a reload resumes it. */
  onDraftCreated: (draftId: string) => void;
  onView: (listingId: string) => void;
  onBack: () => void;
  onReset: () => void;
  /** Show the errors of the opening step at once (the seller was sent here to fix them). */
  checkOpeningStep?: boolean;
  /** Today, for the model years offered; the clock unless given. */
  today?: Date;
}

/**
 * The listing editor. Create mode is the five-step wizard; edit mode has free step tabs and
 * 'Save Changes'. Changes are saved as a draft on the device; Submit records the listing in the
 * outbox and waits a little for the server's answer.
 */
export function EditorForm(props: EditorFormProps) {
  const { sellerId, start, onDraftCreated, onView, onReset, checkOpeningStep } = props;
  const editor = useListingEditor({ sellerId, start, onDraftCreated });
  const { editMode, step, api } = editor;
  // What the server's answer said (warnings, a hold), read live: it may arrive with the dialog open.
  const saved = useListingWarnings(sellerId, editor.success?.id);

  useEffect(() => {
    if (checkOpeningStep) api.checkStep(step);
    // Only on opening: later steps are checked by Next and Submit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const body = (
    <StepBody
      editor={editor}
      sellerId={sellerId}
      gallery={props.gallery}
      today={props.today ?? new Date()}
    />
  );
  const alert = editor.error && (
    <Alert
      color="red"
      role="alert"
      title={i18n._('editor.notSaved')}
      withCloseButton
      onClose={() => editor.setError(null)}
    >
      {editor.error}
    </Alert>
  );
  const success = editor.success;
  const dialog = (
    <SuccessDialog
      notes={<SavedNotes sellerId={sellerId} saved={saved} />}
      held={success && !success.waiting ? (saved?.moderation ?? null) : null}
      opened={success !== null}
      mode={editMode ? 'edit' : 'create'}
      waiting={success?.waiting ?? null}
      shareUrl={
        success && !success.waiting && !editMode && !saved?.moderation
          ? whatsappShareUrl(success.title, publicListingUrl(success.id))
          : null
      }
      onClose={() => {
        editor.setSuccess(null);
        if (!editMode) onReset();
      }}
      onAddAnother={() => {
        editor.setSuccess(null);
        onReset();
      }}
      onView={() => success && onView(success.id)}
    />
  );
  return editMode ? (
    <EditLayout editor={editor} body={body} alert={alert} dialog={dialog} onBack={props.onBack} />
  ) : (
    <CreateLayout editor={editor} body={body} alert={alert} dialog={dialog} />
  );
}

/** The warnings the server's answer brought, shown as soon as it arrives. */
function SavedNotes({ sellerId, saved }: { sellerId: string; saved: SavedWarnings | undefined }) {
  return (
    <ListingWarnings
      warnings={saved?.warnings}
      onDismiss={(code) => saved && void dismissListingWarning(sellerId, saved.listingId, code)}
    />
  );
}

export { EMPTY_START };
