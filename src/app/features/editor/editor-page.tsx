import { useCallback, useRef, useState, type ComponentType } from 'react';
import { Alert, Button, Center, Container, Loader, Stack } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { WIZARD_STEPS } from '@/domain';
import { useSessionUser } from '@/app/local/use-session';
import { i18n } from '@/app/ui/i18n';
import { DraftConflict } from './draft-conflict';
import { EditorForm, type GallerySlotProps } from './editor-form';
import { EMPTY_START, dropDraft, keepDraft, type EditorLoad } from './editor-source';

export interface EditorSearch {
  /** The listing to edit. */
  id?: string;
  /** A saved draft to resume. */
  draft?: string;
  /** The step to open (0-based), with its errors shown: Fix opens the step a refusal names. */
  step?: number;
}

export interface EditorPageProps {
  search: EditorSearch;
  /** What the route's loader found for this address. */
  load: EditorLoad;
  gallery: ComponentType<GallerySlotProps>;
}

const startOf = (load: EditorLoad) => (load.state === 'ready' ? load.start : null);

/** /editor: the starting values the route loaded, then the form. */
export function EditorPage({ search, load, gallery }: EditorPageProps) {
  const sellerId = useSessionUser()?._id;
  const navigate = useNavigate();
  const router = useRouter();
  // The draft this page created itself: the address then points at it, and the loader finds it,
  // but the form on screen is already that draft and must not start over.
  const ownDraft = useRef<string | undefined>(undefined);
  const [shown, setShown] = useState({ load, start: startOf(load), key: 0 });
  // After 'Add Another Listing' the empty form is already on screen when the address follows.
  const resetting = useRef(false);
  if (shown.load !== load) {
    const ready = load.state === 'ready' ? load.start : undefined;
    const own =
      (ownDraft.current !== undefined && ready?.draftId === ownDraft.current) ||
      (resetting.current && ready !== undefined && !ready.draftId && !ready.listingId);
    resetting.current = false;
    setShown({
      load,
      start: own ? shown.start : startOf(load),
      key: own ? shown.key : shown.key + 1,
    });
  }

  const onDraftCreated = useCallback(
    (id: string) => {
      ownDraft.current = id;
      void navigate({
        to: '/editor',
        search: search.id ? { id: search.id, draft: id } : { draft: id },
        replace: true,
      });
    },
    [navigate, search.id],
  );

  const onReset = useCallback(() => {
    ownDraft.current = undefined;
    resetting.current = true;
    setShown((current) => ({ ...current, start: EMPTY_START, key: current.key + 1 }));
    void navigate({ to: '/editor', search: {}, replace: true });
    window.scrollTo?.({ top: 0 });
  }, [navigate]);

  if (!sellerId) {
    return (
      <Center py="xl">
        <Loader aria-label={i18n._('editor.loading')} />
      </Center>
    );
  }
  if (load.state === 'missing') {
    return (
      <Container size="sm" py="md">
        <Stack>
          <Alert color="red" role="alert">
            {i18n._(load.message)}
          </Alert>
          <Button onClick={() => void navigate({ to: '/' })}>
            {i18n._('editor.backToListings')}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (load.state === 'conflict') {
    const { mine, latest } = load;
    return (
      <DraftConflict
        title={typeof latest.values.title === 'string' ? latest.values.title : ''}
        onKeep={async () => {
          await keepDraft(sellerId, mine, latest);
          await router.invalidate();
        }}
        onLatest={async () => {
          await dropDraft(sellerId, mine);
          await navigate({ to: '/editor', search: { id: latest.listingId }, replace: true });
        }}
      />
    );
  }
  const stepIndex =
    search.step !== undefined && search.step < WIZARD_STEPS.length ? search.step : -1;
  const start = shown.start ?? load.start;
  return (
    <Container size="md" px={0} py="md">
      <EditorForm
        key={shown.key}
        sellerId={sellerId}
        start={stepIndex >= 0 ? { ...start, step: stepIndex } : start}
        checkOpeningStep={stepIndex >= 0}
        gallery={gallery}
        onDraftCreated={onDraftCreated}
        onView={(id) => void navigate({ to: '/listing/$id', params: { id } })}
        onBack={() => {
          if (router.history.length > 1) router.history.back();
          else void navigate({ to: '/' });
        }}
        onReset={onReset}
      />
    </Container>
  );
}
