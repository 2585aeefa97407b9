import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useForm } from '@mantine/form';
import { Alert, Button, Chip, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import {
  STEP_ADVANCE_MS,
  WIZARD_STEPS,
  applyFieldChange,
  cleanListingPayload,
  validateListingForm,
  validateStep,
  type ListingFormErrors,
  type ListingFormField,
  type ListingFormValues,
} from '@/domain';
import { createDraft, saveDraft } from '../../local/drafts-repo';
import { isLocalPhotoId, usePhotos } from '../../local/photos-repo';
import { submitListing } from '../../sync/submit-listing';
import { listingFailureText, waitingText } from '../../ui/outbox-copy';
import { useSyncStatus } from '../../sync/use-sync-status';
import { holdUpdates } from '../../sw-register';
import { EMPTY_START, type EditorStart } from './editor-source';
import { ListingFields } from './listing-fields';
import { StepHeader, TipBox } from './step-header';
import { SuccessDialog } from './success-dialog';

/** Props of the gallery the pictures step embeds (the photo uploader, passed in by the route). */
export interface GallerySlotProps {
  sellerId: string;
  photoIds: string[];
  onChange: (ids: string[]) => void;
  ensureDraftId: () => Promise<string>;
  offline: boolean;
}

export interface EditorFormProps {
  sellerId: string;
  start: EditorStart;
  gallery: ComponentType<GallerySlotProps>;
  /** A draft was created: the address should now point at it, so a reload resumes it. */
  onDraftCreated: (draftId: string) => void;
  onView: (listingId: string) => void;
  onBack: () => void;
  onReset: () => void;
}

/** Typing is saved this long after the last keystroke (and at once when the page is hidden). */
export const DRAFT_SAVE_DELAY_MS = 600;

const PICTURES_STEP = WIZARD_STEPS.findIndex((step) => step.id === 'pictures');

function hasContent(values: ListingFormValues, photoIds: string[]): boolean {
  return photoIds.length > 0 || Object.keys(cleanListingPayload(values)).length > 0;
}

/**
 * The listing editor. Create mode is the five-step wizard; edit mode has free step tabs (chips on
 * small screens) and 'Save Changes'. Every change is saved as a draft on the device; Submit records
 * the listing in the outbox and waits a little for the server's answer, so an online seller sees
 * the server's verdict and an offline seller still finishes.
 */
export function EditorForm({
  sellerId,
  start,
  gallery: Gallery,
  onDraftCreated,
  onView,
  onBack,
  onReset,
}: EditorFormProps) {
  const editMode = start.listingId !== undefined && !start.listingId.startsWith('local-');
  const [listingId, setListingId] = useState(start.listingId);
  const form = useForm<ListingFormValues>({ mode: 'controlled', initialValues: start.values });
  const values = form.getValues();
  const [step, setStep] = useState(Math.min(start.step, WIZARD_STEPS.length - 1));
  const [photoIds, setPhotoIds] = useState<string[]>(start.photoIds);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<{ id: string; waiting: string | null } | null>(null);
  const [galleryError, setGalleryError] = useState<string | null>(null);
  const smallScreen = useMediaQuery('(max-width: 600px)');
  const top = useRef<HTMLDivElement>(null);

  // --- Drafts: saved as the seller types; flushed when the page is hidden or left.
  const draftId = useRef(start.draftId);
  const creatingDraft = useRef<Promise<string> | null>(null);
  const finished = useRef(false);
  const latest = useRef({ values, step, photoIds });
  latest.current = { values, step, photoIds };
  const dirty = useRef(false);

  const ensureDraftId = useCallback(async (): Promise<string> => {
    if (draftId.current) return draftId.current;
    if (!creatingDraft.current) {
      const { values: v, step: s, photoIds: p } = latest.current;
      creatingDraft.current = createDraft(sellerId, {
        listingId,
        values: v as Record<string, unknown>,
        step: s,
        photoIds: p,
      }).then((id) => {
        draftId.current = id;
        onDraftCreated(id);
        return id;
      });
    }
    return creatingDraft.current;
  }, [sellerId, listingId, onDraftCreated]);

  const flush = useCallback(async () => {
    if (finished.current || !dirty.current) return;
    dirty.current = false;
    const { values: v, step: s, photoIds: p } = latest.current;
    if (!draftId.current && !hasContent(v, p)) return;
    const id = await ensureDraftId();
    if (finished.current) return;
    await saveDraft(id, { values: v as Record<string, unknown>, step: s, photoIds: p });
  }, [ensureDraftId]);

  useEffect(() => {
    if (finished.current) return;
    dirty.current = true;
    const timer = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, step, photoIds, flush]);

  useEffect(() => {
    const onHide = () => void flush();
    const onVisibility = () => document.visibilityState === 'hidden' && onHide();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    const release = holdUpdates();
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      release();
      void flush();
    };
  }, [flush]);

  // --- Gallery state
  const status = useSyncStatus();
  const offline =
    !status.reachable || (typeof navigator !== 'undefined' && navigator.onLine === false);
  const photos = usePhotos(photoIds);
  const gallery = useMemo(() => {
    let uploaded = 0;
    let waiting = 0;
    let compressing = 0;
    for (const ref of photoIds) {
      if (!isLocalPhotoId(ref)) {
        uploaded += 1;
        continue;
      }
      const photo = photos.get(ref);
      if (!photo) continue;
      if (photo.status === 'done') uploaded += 1;
      else if (photo.status === 'queued' || photo.status === 'uploading') waiting += 1;
      else if (photo.status === 'compressing') compressing += 1;
    }
    return { uploaded, waiting, compressing };
  }, [photoIds, photos]);
  const galleryReady = gallery.uploaded > 0 || (offline && gallery.waiting > 0);
  const uploadsRunning = gallery.compressing > 0 || (!offline && gallery.waiting > 0);

  // --- Fields
  const errors = validateListingForm(values);
  const shownErrors: ListingFormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (touched.has(field)) shownErrors[field as ListingFormField] = message;
  }

  function change(field: ListingFormField, value: unknown) {
    const current = form.getValues();
    const next = applyFieldChange(current, field, value);
    // Mantine merges; fields the rules cleared must be cleared explicitly.
    const cleared = Object.fromEntries(Object.keys(current).map((key) => [key, undefined]));
    form.setValues({ ...cleared, ...next });
  }

  function touch(fields: readonly string[]) {
    setTouched((previous) => new Set([...previous, ...fields]));
  }

  function scrollTop() {
    top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  }

  function stepValid(index: number): boolean {
    if (index === PICTURES_STEP) {
      if (!galleryReady) {
        setGalleryError(
          photoIds.length === 0
            ? 'Add at least one photo'
            : 'Wait until at least one photo has uploaded',
        );
        return false;
      }
      setGalleryError(null);
      return true;
    }
    const stepErrors = validateStep(values, index);
    if (Object.keys(stepErrors).length > 0) {
      touch(WIZARD_STEPS[index]!.fields);
      return false;
    }
    return true;
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
    setSubmitting(true);
    setError(null);
    try {
      const images = photoIds.filter((ref) => {
        if (!isLocalPhotoId(ref)) return true;
        const photo = photos.get(ref);
        return photo !== undefined && photo.status !== 'failed' && photo.status !== 'compressing';
      });
      const mode = editMode ? 'edit' : 'create';
      const result = await submitListing(
        sellerId,
        listingId,
        { listing: values, images, draftId: draftId.current },
        offline,
      );
      if (result.state === 'invalid') {
        setError(
          listingFailureText(mode, { code: 'invalid', reason: Object.values(result.fields)[0] }),
        );
        return;
      }
      // The draft went with the write; nothing more to save for this form.
      draftId.current = undefined;
      creatingDraft.current = null;
      dirty.current = false;
      setListingId(result.listingId);
      if (result.state === 'refused') {
        setError(listingFailureText(mode, result.failure));
        scrollTop();
        return;
      }
      finished.current = true;
      setSuccess({
        id: result.listingId,
        waiting:
          result.state === 'waiting' ? waitingText(result.failure, result.nextAttemptAt) : null,
      });
    } catch (caught) {
      setError(
        listingFailureText(editMode ? 'edit' : 'create', {
          code: 'refused',
          reason: caught instanceof Error ? caught.message : String(caught),
        }),
      );
    } finally {
      setSubmitting(false);
    }
  }

  const current = WIZARD_STEPS[step]!;
  const isLast = step === WIZARD_STEPS.length - 1;
  const submitDisabled = submitting || uploadsRunning || (step === PICTURES_STEP && !galleryReady);
  const body =
    current.id === 'pictures' ? (
      <Stack>
        {galleryError && (
          <Text c="red" size="sm" role="alert">
            {galleryError}
          </Text>
        )}
        <Gallery
          sellerId={sellerId}
          photoIds={photoIds}
          onChange={(ids) => {
            setPhotoIds(ids);
            setGalleryError(null);
          }}
          ensureDraftId={ensureDraftId}
          offline={offline}
        />
        {offline && gallery.waiting > 0 && (
          <Text size="sm" c="dimmed">
            No connection: your photos wait on this phone and upload when the connection returns.
          </Text>
        )}
      </Stack>
    ) : (
      <ListingFields
        fields={current.fields}
        values={values}
        errors={shownErrors}
        onChange={change}
        onBlur={(field) => touch([field])}
        typeLocked={editMode}
      />
    );

  const errorAlert = error && (
    <Alert
      color="red"
      role="alert"
      title="Not saved"
      withCloseButton
      onClose={() => setError(null)}
    >
      {error}
    </Alert>
  );

  const dialog = (
    <SuccessDialog
      opened={success !== null}
      mode={editMode ? 'edit' : 'create'}
      waiting={success?.waiting ?? null}
      onClose={() => {
        setSuccess(null);
        if (!editMode) onReset();
        // Further changes to the listing are drafts again.
        else finished.current = false;
      }}
      onAddAnother={() => {
        setSuccess(null);
        onReset();
      }}
      onView={() => success && onView(success.id)}
    />
  );

  if (editMode) {
    return (
      <Stack ref={top} gap="md">
        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
              Back
            </Button>
            <Title order={1} size="h2">
              Update Listing
            </Title>
          </Group>
          <Button onClick={() => void submit()} loading={submitting} disabled={submitDisabled}>
            Save Changes
          </Button>
        </Group>
        {errorAlert}
        {smallScreen ? (
          <Chip.Group multiple={false} value={String(step)} onChange={(v) => setStep(Number(v))}>
            <Group gap="xs">
              {WIZARD_STEPS.map((s, index) => (
                <Chip key={s.id} value={String(index)} size="sm">
                  {s.title}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        ) : (
          <Tabs value={String(step)} onChange={(v) => v !== null && setStep(Number(v))}>
            <Tabs.List>
              {WIZARD_STEPS.map((s, index) => (
                <Tabs.Tab key={s.id} value={String(index)}>
                  {s.title}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        )}
        <Paper withBorder radius="md" p="md">
          <Text fw={600} mb={4}>
            {current.title}
          </Text>
          <Text size="sm" c="dimmed" mb="md">
            {current.description}
          </Text>
          {body}
        </Paper>
        {dialog}
      </Stack>
    );
  }

  return (
    <Stack ref={top} gap="md">
      <Title order={1} size="h2">
        Create Listing
      </Title>
      <StepHeader step={current} index={step} total={WIZARD_STEPS.length} />
      <TipBox />
      {errorAlert}
      <Paper withBorder radius="md" p="md">
        {body}
      </Paper>
      <Group justify="space-between">
        <Button variant="default" onClick={previous} disabled={step === 0 || submitting}>
          Previous
        </Button>
        {isLast ? (
          <Button onClick={() => void submit()} disabled={submitDisabled}>
            {submitting ? 'Creating...' : 'Submit'}
          </Button>
        ) : (
          <Button onClick={next} disabled={step === PICTURES_STEP && gallery.compressing > 0}>
            Next
          </Button>
        )}
      </Group>
      {dialog}
    </Stack>
  );
}

export { EMPTY_START };
