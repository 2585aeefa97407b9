import { useRef, useState } from 'react';
import { STEP_ADVANCE_MS, WIZARD_STEPS, listingFormErrors, stepOfField } from '@/domain';
import { isLocalListingId } from '@/app/local/outbox-repo';
import { submitListing } from '@/app/sync/submit-listing';
import { listingFailureText, waitingText } from '@/app/sync/ui/outbox-copy';
import { CURRENT_CHECKIN_CONSENT_WORDS } from '@/domain/checkin-consent';
import { useHasNoListings } from '@/app/local/first-listing';
import { i18n } from '@/app/ui/i18n';
import { asLanguage } from '@/app/ui/i18n/language';
import { MARKETPLACE_NAME } from '@/app/ui/marketplace-name';
import { fieldErrorText } from '@/app/ui/i18n/field-errors';
import type { EditorStart } from './editor-source';
import { useDraftAutosave, type DraftAutosave } from './use-draft-autosave';
import { useGalleryState, type GalleryState } from './use-gallery-state';
import { useListingForm, type ListingFormApi } from './use-listing-form';

export const PICTURES_STEP = WIZARD_STEPS.findIndex((step) => step.id === 'pictures');

export interface ListingEditorOptions {
  sellerId: string;
  start: EditorStart;
  onDraftCreated: (draftId: string) => void;
}

export interface ListingEditor {
  editMode: boolean;
  api: ListingFormApi;
  gallery: GalleryState;
  draft: DraftAutosave;
  step: number;
  setStep: (step: number) => void;
  galleryError: string | null;
  clearGalleryError: () => void;
  next: () => void;
  previous: () => void;
  submit: () => Promise<void>;
  submitting: boolean;
  submitDisabled: boolean;
  /** Next waits on the pictures step while a photo compresses or uploads. */
  nextDisabled: boolean;
  error: string | null;
  setError: (error: string | null) => void;
  /**
   * The consent words to check-ins shown above Submit (a new listing while this device holds
   * none of the seller's: their first), sent with it for the server to record; null otherwise.
   */
  consentWords: string | null;
  /** Set once the listing is recorded; `waiting` says why it is not published yet. */
  success: { id: string; title: string; waiting: string | null } | null;
  setSuccess: (success: null) => void;
  top: React.RefObject<HTMLDivElement | null>;
}

/**
 * Everything the editor's two layouts share: the form, the gallery, the draft, the step, and
 * Submit, which records the listing in the outbox and waits a little for the server's answer, so
 * an online seller sees the server's verdict and an offline seller still finishes.
 */
export function useListingEditor({
  sellerId,
  start,
  onDraftCreated,
}: ListingEditorOptions): ListingEditor {
  const editMode = start.listingId !== undefined && !isLocalListingId(start.listingId);
  const [listingId, setListingId] = useState(start.listingId);
  const api = useListingForm(start.values);
  const gallery = useGalleryState(start.photoIds);
  const [step, setStep] = useState(Math.min(start.step, WIZARD_STEPS.length - 1));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<{
    id: string;
    title: string;
    waiting: string | null;
  } | null>(null);
  const [galleryError, setGalleryError] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const values = api.form.getValues();
  const firstListing = useHasNoListings(sellerId) === true && !editMode && !listingId;
  const consentWords = firstListing
    ? i18n._('editor.consent.checkins', { marketplace: MARKETPLACE_NAME })
    : null;
  const draft = useDraftAutosave({
    sellerId,
    listingId,
    draftId: start.draftId,
    baseVersion: start.baseVersion,
    chatDraftId: start.chatDraftId,
    current: { values, step, photoIds: gallery.photoIds },
    onDraftCreated,
  });

  function scrollTop() {
    top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  }

  function stepValid(index: number): boolean {
    if (index !== PICTURES_STEP) return api.checkStep(index);
    if (gallery.ready) {
      setGalleryError(null);
      return true;
    }
    setGalleryError(
      gallery.photoIds.length === 0
        ? i18n._('editor.photos.none')
        : i18n._('editor.photos.uploading'),
    );
    return false;
  }

  function next() {
    if (!stepValid(step)) return;
    scrollTop();
    setTimeout(() => setStep((s) => Math.min(s + 1, WIZARD_STEPS.length - 1)), STEP_ADVANCE_MS);
  }

  function previous() {
    scrollTop();
    setStep((s) => Math.max(0, s - 1));
  }

  async function submit() {
    // Every step must hold: go to the first one that does not.
    for (let index = 0; index < WIZARD_STEPS.length; index += 1) {
      if (!stepValid(index)) {
        setStep(index);
        scrollTop();
        return;
      }
    }
    // Anything else the server would refuse, which no step shows, is named here.
    const rest = Object.entries(listingFormErrors(values)).filter(([k]) => stepOfField(k) < 0);
    if (rest.length > 0) {
      const reason = rest
        .map(([k, m]) => (k === '_' ? fieldErrorText(m) : `${k}: ${fieldErrorText(m)}`))
        .join('; ');
      setError(listingFailureText(editMode ? 'edit' : 'create', { code: 'invalid', reason }));
      scrollTop();
      return;
    }
    setSubmitting(true);
    setError(null);
    const mode = editMode ? 'edit' : 'create';
    try {
      const write = {
        listing: values,
        images: gallery.sendableIds(),
        draftId: draft.draftId(),
        ...(start.chatDraftId && !listingId ? { chatDraftId: start.chatDraftId } : {}),
        // The words on screen, by id and language: the server records its copy of them.
        ...(consentWords
          ? {
              checkinConsent: {
                words: CURRENT_CHECKIN_CONSENT_WORDS,
                language: asLanguage(i18n.locale) ?? 'en',
              },
            }
          : {}),
      };
      const result = await submitListing(sellerId, listingId, write, gallery.offline);
      if (result.state === 'invalid') {
        const reason = fieldErrorText(Object.values(result.fields)[0]);
        setError(listingFailureText(mode, { code: 'invalid', reason }));
        return;
      }
      // The draft went with the write; nothing more to save until the seller changes something.
      draft.settle();
      setListingId(result.listingId);
      if (result.state === 'refused') {
        setError(listingFailureText(mode, result.failure));
        scrollTop();
        return;
      }
      setSuccess({
        id: result.listingId,
        title: values.title ?? '',
        waiting:
          result.state === 'waiting' ? waitingText(result.failure, result.nextAttemptAt) : null,
      });
    } catch (caught) {
      const reason = caught instanceof Error ? caught.message : String(caught);
      setError(listingFailureText(mode, { code: 'refused', reason }));
    } finally {
      setSubmitting(false);
    }
  }

  return {
    editMode,
    api,
    gallery,
    draft,
    step,
    setStep,
    galleryError,
    clearGalleryError: () => setGalleryError(null),
    next,
    previous,
    submit,
    submitting,
    submitDisabled: submitting || gallery.busy || (step === PICTURES_STEP && !gallery.ready),
    // Spec: "The button is disabled while uploading" (a photo compressing or, online, uploading).
    nextDisabled: step === PICTURES_STEP && gallery.busy,
    error,
    setError,
    consentWords,
    success,
    setSuccess,
    top,
  };
}
