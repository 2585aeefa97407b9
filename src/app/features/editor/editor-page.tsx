import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Alert, Button, Center, Container, Loader, Stack } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useSessionUser } from '../../local/use-session';
import { EditorForm, type GallerySlotProps } from './editor-form';
import { EMPTY_START, loadEditorStart, type EditorLoad } from './editor-source';

export interface EditorPageProps {
  /** `?id=`: the listing to edit. */
  listingId?: string;
  /** `?draft=`: a saved draft to resume. */
  draftId?: string;
  /** `?step=`: the step to open on (Fix opens the step the server's refusal names). */
  step?: number;
  gallery: ComponentType<GallerySlotProps>;
}

/** /editor: loads the starting values, then hands over to the form. */
export function EditorPage({ listingId, draftId, step, gallery }: EditorPageProps) {
  const user = useSessionUser();
  const sellerId = user?._id;
  const navigate = useNavigate();
  const router = useRouter();
  const [load, setLoad] = useState<EditorLoad | null>(null);
  const [formKey, setFormKey] = useState(0);
  // The draft this page created itself: pointing the address at it must not reload the form.
  const ownDraft = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!sellerId) return;
    if (draftId && draftId === ownDraft.current) return;
    let cancelled = false;
    setLoad(null);
    void loadEditorStart(sellerId, { id: listingId, draft: draftId }).then((result) => {
      if (!cancelled) {
        setLoad(
          step !== undefined && result.state === 'ready'
            ? { ...result, start: { ...result.start, step } }
            : result,
        );
        setFormKey((key) => key + 1);
      }
    });
    return () => {
      cancelled = true;
    };
    // The step only matters when the form loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sellerId, listingId, draftId]);

  const onDraftCreated = useCallback(
    (id: string) => {
      ownDraft.current = id;
      void navigate({
        to: '/editor',
        search: listingId ? { id: listingId, draft: id } : { draft: id },
        replace: true,
      });
    },
    [navigate, listingId],
  );

  const onReset = useCallback(() => {
    ownDraft.current = undefined;
    setLoad({ state: 'ready', start: EMPTY_START });
    setFormKey((key) => key + 1);
    void navigate({ to: '/editor', search: {}, replace: true });
    window.scrollTo?.({ top: 0 });
  }, [navigate]);

  if (!sellerId || !load) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (load.state === 'missing') {
    return (
      <Container size="sm" py="md">
        <Stack>
          <Alert color="red" role="alert">
            {load.message}
          </Alert>
          <Button onClick={() => void navigate({ to: '/' })}>Back to My Listings</Button>
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="md" px={0} py="md">
      <EditorForm
        key={formKey}
        sellerId={sellerId}
        start={load.start}
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
